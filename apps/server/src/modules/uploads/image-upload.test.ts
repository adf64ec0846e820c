import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { LocalFileStorage } from '../../lib/storage.js';
import { sniffImageType, storeUploadedImage, uploadFolder } from './image-upload.js';

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
});
