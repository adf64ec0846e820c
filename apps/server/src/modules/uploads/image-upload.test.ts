import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { LocalFileStorage } from '../../lib/storage.js';
import {
  encodeSlots,
  MAX_EDGE,
  PIXEL_LIMIT,
  sniffImageType,
  storeUploadedImage,
  uploadFolder,
} from './image-upload.js';

const dataDir = mkdtempSync(join(tmpdir(), 'caravan-upload-'));
const storage = new LocalFileStorage(dataDir);

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 6, channels: 3, background: '#c0392b' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
    .png()
    .toBuffer();
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; params: unknown }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, params: (error as AppError).params };
}

describe('image uploads', () => {
  it('recognises images by their bytes, not their name', async () => {
    expect(sniffImageType(await png())).toBe('png');
    expect(
      sniffImageType(
        await sharp(await png())
          .jpeg()
          .toBuffer(),
      ),
    ).toBe('jpeg');
    expect(
      sniffImageType(
        await sharp(await png())
          .webp()
          .toBuffer(),
      ),
    ).toBe('webp');
    expect(sniffImageType(Buffer.from('GIF89a......'))).toBe('gif');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
  });

  it('re-encodes a real image without its metadata and stores it under the module folder', async () => {
    const url = await storeUploadedImage(storage, await png(), 'systemGoods');
    expect(url).toMatch(/^\/uploads\/goods\/[0-9a-f]{32}\.webp$/);
    const path = join(dataDir, url);
    expect(existsSync(path)).toBe(true);
    const meta = await sharp(readFileSync(path)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 8, height: 6 });
    expect(meta.exif).toBeUndefined();
    expect(uploadFolder('banner')).toBe('banners');
    expect(uploadFolder('../../etc')).toBe('images');
  });

  it('refuses other types, fake images, empty files and files over 30 MB', async () => {
    expect(
      await refusal(storeUploadedImage(storage, Buffer.from('<?php echo 1; ?>'), 'goods')),
    ).toMatchObject({
      code: 'UPLOAD_TYPE_NOT_ALLOWED',
    });
    // PNG magic bytes followed by garbage: sniffed as PNG, refused when it does not decode.
    const fake = Buffer.concat([(await png()).subarray(0, 8), Buffer.from('not really an image')]);
    expect((await refusal(storeUploadedImage(storage, fake, 'goods'))).code).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    expect(await refusal(storeUploadedImage(storage, Buffer.alloc(0), 'goods'))).toMatchObject({
      code: 'COMMON_PARAM_MISSING',
      params: { field: 'file' },
    });
    const huge = Buffer.concat([await png(), Buffer.alloc(30 * 1024 * 1024)]);
    expect(await refusal(storeUploadedImage(storage, huge, 'goods'))).toMatchObject({
      code: 'UPLOAD_TOO_LARGE',
      params: { max: 30 },
    });
  });

  it('refuses an image of more than 24 megapixels from its header, at once (issue 14)', async () => {
    // 49.6 megapixels of one colour: 150 kB of PNG, which took seconds to decode and re-encode.
    const bomb = await sharp({ create: { width: 8000, height: 6200, channels: 3, background: '#3a7' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(300_000);
    const started = Date.now();
    expect(await refusal(storeUploadedImage(storage, bomb, 'goods'))).toEqual({
      code: 'UPLOAD_TOO_MANY_PIXELS',
      params: { max: PIXEL_LIMIT / 1_000_000 },
    });
    expect(Date.now() - started).toBeLessThan(500);
  });

  it(`scales a large photo down to ${MAX_EDGE} px on its longer side, and never up`, async () => {
    const large = await sharp({ create: { width: 3600, height: 2400, channels: 3, background: '#248' } })
      .jpeg()
      .toBuffer();
    const url = await storeUploadedImage(storage, large, 'goods');
    expect(await sharp(readFileSync(join(dataDir, url))).metadata()).toMatchObject({
      width: MAX_EDGE,
      height: Math.round((MAX_EDGE * 2400) / 3600),
    });
  });

  it('re-encodes at most two images at once; the others wait their turn', async () => {
    const photo = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    let most = 0;
    let queued = 0;
    const watch = setInterval(() => {
      most = Math.max(most, encodeSlots.load.active);
      queued = Math.max(queued, encodeSlots.load.waiting);
    }, 2);
    const urls = await Promise.all(
      Array.from({ length: 6 }, () => storeUploadedImage(storage, photo, 'goods')),
    );
    clearInterval(watch);
    expect(urls).toHaveLength(6);
    expect(most).toBe(2);
    expect(queued).toBeGreaterThan(0);
    expect(encodeSlots.load).toEqual({ active: 0, waiting: 0 });
  });
});
