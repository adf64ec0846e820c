/** The contract spreads image lists over numbered fields: imgUrl1 … imgUrlN. */
export type ImageSlots<K extends number> = { [I in K as `imgUrl${I}`]: string | null };

export const GOODS_IMAGE_SLOTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const REVIEW_IMAGE_SLOTS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** Puts images into numbered fields, null where there is none. */
export function imageSlots<K extends number>(images: readonly string[], slots: readonly K[]): ImageSlots<K> {
  return Object.fromEntries(slots.map((i) => [`imgUrl${i}`, images[i - 1] ?? null])) as ImageSlots<K>;
}
