// The part of a picture a seller keeps (react-easy-crop's area in the picture's own pixels) and the
// size it is drawn at: never larger than the kept part, never wider than the use needs.

export type Area = { x: number; y: number; width: number; height: number };

/** The kept area inside the picture, in whole pixels (the cropper may report fractions or overhang). */
export function clampArea(area: Area, natural: { width: number; height: number }): Area {
  const x = Math.min(Math.max(0, Math.round(area.x)), Math.max(0, natural.width - 1));
  const y = Math.min(Math.max(0, Math.round(area.y)), Math.max(0, natural.height - 1));
  const width = Math.max(1, Math.min(Math.round(area.width), natural.width - x));
  const height = Math.max(1, Math.min(Math.round(area.height), natural.height - y));
  return { x, y, width, height };
}

/** The output size: the area scaled down (never up) so its width is at most `maxWidth`. */
export function outputSize(area: Area, maxWidth: number): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / area.width);
  return {
    width: Math.max(1, Math.round(area.width * scale)),
    height: Math.max(1, Math.round(area.height * scale)),
  };
}

/** The cropped file's name: the original's with `.jpg`. */
export function croppedName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'picture';
  return `${base}.jpg`;
}
