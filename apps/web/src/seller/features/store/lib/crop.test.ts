import { describe, expect, it } from 'vitest';
import { clampArea, croppedName, outputSize } from './crop';

describe('cropping a picture', () => {
  it('keeps the area inside the picture, in whole pixels', () => {
    expect(clampArea({ x: -3.4, y: 10.6, width: 500.2, height: 300 }, { width: 400, height: 300 })).toEqual({
      x: 0,
      y: 11,
      width: 400,
      height: 289,
    });
    expect(clampArea({ x: 50, y: 50, width: 100, height: 100 }, { width: 400, height: 300 })).toEqual({
      x: 50,
      y: 50,
      width: 100,
      height: 100,
    });
  });

  it('scales a wide area down to the use’s width and never up', () => {
    expect(outputSize({ x: 0, y: 0, width: 3200, height: 800 }, 1600)).toEqual({ width: 1600, height: 400 });
    expect(outputSize({ x: 0, y: 0, width: 300, height: 300 }, 512)).toEqual({ width: 300, height: 300 });
  });

  it('names the result as a JPEG', () => {
    expect(croppedName('logo.png')).toBe('logo.jpg');
    expect(croppedName('my.shop.banner.webp')).toBe('my.shop.banner.jpg');
    expect(croppedName('.png')).toBe('picture.jpg');
  });
});
