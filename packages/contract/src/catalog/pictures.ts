// Kept apart from the catalogue's schemas: the product page reads it, where zod is not loaded.

/** The pictures set in a product's or a review's image slots, in their order (imgUrl1 … imgUrl10). */
export function goodsPictures(item: {
  readonly [slot: `imgUrl${number}`]: string | null | undefined;
}): string[] {
  const pictures: string[] = [];
  for (let slot = 1; slot <= 10; slot += 1) {
    const url = item[`imgUrl${slot}`];
    if (url) pictures.push(url);
  }
  return pictures;
}
