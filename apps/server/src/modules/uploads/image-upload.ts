import { CATALOG_LIMITS, CHAT_LIMITS } from '@caravan/contract';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/storage.js';
import { WorkSlots } from '../../lib/work-slots.js';

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

/**
 * The public upload folders by the client's `moduleName` (a Map: a name such as `__proto__` or
 * `toString` is no folder). With no module name an image goes to the general folder; a name not
 * here nor among the private ones is an old client's own and stays private (private-files.ts).
 */
const PUBLIC_FOLDERS: ReadonlyMap<string, string> = new Map([
  ['goods', 'goods'],
  ['systemGoods', 'goods'],
  ['category', 'categories'],
  ['banner', 'banners'],
  /** A shop's logo and banner (its application, its settings). */
  ['shop', 'shops'],
  ['avatar', 'avatars'],
  /** A picture sent in a chat (JPEG or PNG only, see chatPictureRefusal). */
  ['chat', 'chat'],
  /** A review's pictures. */
  ['evaluation', 'images'],
]);

/** Whether `moduleName` names a public upload folder. */
export function isPublicModule(moduleName: string): boolean {
  return PUBLIC_FOLDERS.has(moduleName);
}

export function uploadFolder(moduleName: string | undefined): string {
  return (moduleName !== undefined && PUBLIC_FOLDERS.get(moduleName)) || 'images';
}

// A product photo needs no more: 24 megapixels is a 6000 × 4000 camera frame. Larger images (and
// decompression bombs: a 49.6-megapixel PNG of 144 kB took 6.6 s to re-encode) are refused from
// their header, before any pixel is decoded.
export const PIXEL_LIMIT = 24_000_000;
// Stored images are at most this long on either side: more than any page shows, even zoomed on a
// high-density screen; anything larger is scaled down, which also keeps encoding quick.
export const MAX_EDGE = 2560;
// Re-encoding is CPU work (libvips uses every core for one image): two at a time on the whole
// server, the rest wait their turn, so memory stays bounded however many arrive at once.
export const encodeSlots = new WorkSlots(2);

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
 * The upload's checks and re-encoding: ≤ 30 MB, a real JPEG/PNG/GIF/WebP by its bytes, at most
 * PIXEL_LIMIT pixels, decoded and re-encoded as WebP (at most MAX_EDGE on a side) with
 * orientation applied and metadata stripped.
 */
export async function checkedWebp(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw new AppError('COMMON_PARAM_MISSING', { field: 'file' });
  if (bytes.length > CATALOG_LIMITS.uploadMaxBytes)
    throw new AppError('UPLOAD_TOO_LARGE', { max: CATALOG_LIMITS.uploadMaxBytes / 1024 / 1024 });
  const type = sniffImageType(bytes);
  if (!type) throw new AppError('UPLOAD_TYPE_NOT_ALLOWED');
  const animated = type === 'gif';
  let pixels: number;
  try {
    // Only the header is read here.
    const { width = 0, height = 0 } = await sharp(bytes, { animated, limitInputPixels: false }).metadata();
    pixels = width * height;
  } catch {
    throw new AppError('UPLOAD_TYPE_NOT_ALLOWED');
  }
  if (pixels > PIXEL_LIMIT) throw new AppError('UPLOAD_TOO_MANY_PIXELS', { max: PIXEL_LIMIT / 1_000_000 });
  return encodeSlots.run(async () => {
    try {
      // GIFs keep their frames; everything else becomes a still WebP.
      return await sharp(bytes, { limitInputPixels: PIXEL_LIMIT, animated })
        .rotate()
        .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer();
    } catch {
      // Right magic bytes and header but not a decodable image (truncated or corrupt).
      throw new AppError('UPLOAD_TYPE_NOT_ALLOWED');
    }
  });
}

/** Why a chat picture is refused (spec §5: JPEG or PNG only, within the chat's limit), or null. */
export function chatPictureRefusal(bytes: Buffer): AppError | null {
  if (bytes.length > CHAT_LIMITS.imageMaxBytes) {
    return new AppError('UPLOAD_TOO_LARGE', { max: CHAT_LIMITS.imageMaxBytes / 1024 / 1024 });
  }
  const type = sniffImageType(bytes);
  return type === 'jpeg' || type === 'png' ? null : new AppError('UPLOAD_TYPE_NOT_ALLOWED');
}
