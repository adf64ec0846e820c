/** The contract spreads image lists over numbered fields: imgUrl1 … imgUrlN. */
export type ImageSlots<K extends number> = { [I in K as `imgUrl${I}`]: string | null };

export const GOODS_IMAGE_SLOTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const REVIEW_IMAGE_SLOTS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** Each slot list's field names, worked out once (every product card has ten). */
const fieldNames = new WeakMap<readonly number[], readonly string[]>();

/** Puts images into numbered fields, null where there is none. */
export function imageSlots<K extends number>(images: readonly string[], slots: readonly K[]): ImageSlots<K> {
  let names = fieldNames.get(slots);
  if (!names) {
    names = slots.map((i) => `imgUrl${i}`);
    fieldNames.set(slots, names);
  }
  const out: Record<string, string | null> = {};
  for (let n = 0; n < slots.length; n++) out[names[n] as string] = images[(slots[n] as K) - 1] ?? null;
  return out as ImageSlots<K>;
}
