import { CATALOG_LIMITS } from '@caravan/contract';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/storage.js';

export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp';

/** The image type the bytes really are (magic numbers), whatever the file name or header claims. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/** Upload folders by the client's `moduleName`; anything else goes to the general folder. */
const MODULE_FOLDERS: Record<string, string> = {
  goods: 'goods',
  systemGoods: 'goods',
  category: 'categories',
  banner: 'banners',
};

export function uploadFolder(moduleName: string | undefined): string {
  return (moduleName && MODULE_FOLDERS[moduleName]) || 'images';
}

// Decoding bombs: refuse anything above ~50 megapixels before sharp allocates it.
const PIXEL_LIMIT = 50_000_000;

/**
 * Checks an uploaded image (≤ 30 MB, a real JPEG/PNG/GIF/WebP by its bytes), decodes and re-encodes
 * it with sharp (orientation applied, metadata stripped, DESIGN.md §6) and stores it under a
 * content-hashed name. Returns the URL path clients send back as the image reference.
 */
export async function storeUploadedImage(
  storage: FileStorage,
  bytes: Buffer,
  moduleName: string | undefined,
): Promise<string> {
  return storage.putContentAddressed(uploadFolder(moduleName), await checkedWebp(bytes), 'webp');
}

/**
 * The upload's checks and re-encoding: ≤ 30 MB, a real JPEG/PNG/GIF/WebP by its bytes, decoded and
 * re-encoded as WebP with orientation applied and metadata stripped.
 */
export async function checkedWebp(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw new AppError('COMMON_PARAM_MISSING', { field: 'file' });
  if (bytes.length > CATALOG_LIMITS.uploadMaxBytes)
    throw new AppError('UPLOAD_TOO_LARGE', { max: CATALOG_LIMITS.uploadMaxBytes / 1024 / 1024 });
  const type = sniffImageType(bytes);
  if (!type) throw new AppError('UPLOAD_TYPE_NOT_ALLOWED');
  let encoded: Buffer;
  try {
    // GIFs keep their frames; everything else becomes a still WebP.
    const image = sharp(bytes, { limitInputPixels: PIXEL_LIMIT, animated: type === 'gif' }).rotate();
    encoded = await image.webp({ quality: 85 }).toBuffer();
  } catch {
    // Right magic bytes but not a decodable image (truncated, corrupt or over the pixel limit).
    throw new AppError('UPLOAD_TYPE_NOT_ALLOWED');
  }
  return encoded;
}
