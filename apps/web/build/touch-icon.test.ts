import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The web app's folder (this file's parent's), read from the disk as the build reads it.
const web = path.resolve(__dirname, '..');

describe('the home-screen icon of iPhones and iPads', () => {
  it('is linked from every page and is a 180 × 180 PNG', () => {
    const html = readFileSync(path.join(web, 'index.html'), 'utf8');
    const link = /<link rel="apple-touch-icon" sizes="180x180" href="\/([^"]+)"/.exec(html);
    expect(link?.[1]).toBe('icons/apple-touch-icon.png');
    const png = readFileSync(path.join(web, 'public', link?.[1] ?? ''));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // IHDR: width and height (big-endian), then bit depth and colour type.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
  });
});
