import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live (DESIGN.md §2): local disk under DATA_DIR/uploads in the
 * embedded mode; an S3-compatible store (s3-storage.ts) in the scaled mode, where every instance
 * must see the files any other stored.
 */
export interface FileStorage {
  /** Stores the bytes under a content-hashed name in a folder; returns the public URL path. */
  putContentAddressed(folder: string, bytes: Buffer, extension: string): Promise<string>;
  /**
   * Stores bytes outside the public uploads (payment certificates): returns the stored path, which
   * is never served as a URL, and the bytes' SHA-256.
   */
  putPrivate(folder: string, bytes: Buffer, extension: string): Promise<{ path: string; sha256: string }>;
  /** Reads a private file by the path putPrivate returned. */
  readPrivate(path: string): Promise<Buffer>;
  /** Whether a public URL path putContentAddressed returned (`/uploads/…`) names a stored file. */
  hasPublic(url: string): Promise<boolean>;
  /**
   * A public file for serving at its URL path, or undefined when none is stored there. (The local
   * disk's files are served straight from `publicRoot` by the static-file plugin instead.)
   */
  openPublic(url: string): Promise<PublicFile | undefined>;
  /** The folder that holds the public files, when they are on this machine's disk. */
  readonly publicRoot?: string;
  /** Lets go of the store's connections. */
  close?(): void;
}

export type PublicFile = { body: Readable; size: number | undefined; type: string };

const FOLDER = /^[a-z0-9-]+$/;
const EXTENSION = /^[a-z0-9]+$/;
/** `/uploads/<folder>/<32 hex>.<ext>`: the only URL paths that name a public file. */
const PUBLIC_URL = /^\/uploads\/([a-z0-9-]+\/[0-9a-f]{32}\.[a-z0-9]+)$/;
const PRIVATE_PATH = /^[a-z0-9-]+\/[0-9a-f]{32}\.[a-z0-9]+$/;

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** The MIME type a stored file is served with, from its extension. */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/**
 * Where bytes are stored in a folder: `<folder>/<first 32 hex digits of their SHA-256>.<ext>` (the
 * same bytes, the same name), and the full digest. Refuses a folder or extension that could step
 * outside the store (a programming error).
 */
export function storedPath(
  folder: string,
  bytes: Buffer,
  extension: string,
): { path: string; sha256: string } {
  if (!FOLDER.test(folder) || !EXTENSION.test(extension)) throw new Error('bad storage path');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { path: `${folder}/${sha256.slice(0, 32)}.${extension}`, sha256 };
}

/** `<folder>/<name>` of a public URL path, or undefined when the path names no stored file. */
export function publicKeyOf(url: string): string | undefined {
  return PUBLIC_URL.exec(url)?.[1];
}

/** Refuses a private path putPrivate could not have returned. */
export function checkPrivatePath(path: string): void {
  if (!PRIVATE_PATH.test(path)) throw new Error('bad storage path');
}

/**
 * How every store puts files: under their content-hashed name (`storedPath`), public ones in the
 * `uploads` area (served at `/uploads/<path>`), private ones in the `private` area. A store says
 * only how it writes bytes to an area.
 */
export abstract class ContentAddressedStorage {
  /** Writes the bytes at `path` (`<folder>/<name>`) in the area. */
  protected abstract write(area: 'uploads' | 'private', path: string, bytes: Buffer): Promise<void>;

  async putContentAddressed(folder: string, bytes: Buffer, extension: string): Promise<string> {
    const { path } = storedPath(folder, bytes, extension);
    await this.write('uploads', path, bytes);
    return `/uploads/${path}`;
  }

  async putPrivate(
    folder: string,
    bytes: Buffer,
    extension: string,
  ): Promise<{ path: string; sha256: string }> {
    const stored = storedPath(folder, bytes, extension);
    await this.write('private', stored.path, bytes);
    return stored;
  }
}

export class LocalFileStorage extends ContentAddressedStorage implements FileStorage {
  readonly publicRoot: string;
  private readonly privateRoot: string;
  constructor(dataDir: string) {
    super();
    this.publicRoot = resolve(dataDir, 'uploads');
    this.privateRoot = resolve(dataDir, 'private');
  }

  protected async write(area: 'uploads' | 'private', path: string, bytes: Buffer): Promise<void> {
    const file = join(area === 'uploads' ? this.publicRoot : this.privateRoot, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }

  async readPrivate(path: string): Promise<Buffer> {
    checkPrivatePath(path);
    return readFile(join(this.privateRoot, path));
  }

  async hasPublic(url: string): Promise<boolean> {
    const key = publicKeyOf(url);
    if (!key) return false;
    try {
      return (await stat(join(this.publicRoot, key))).isFile();
    } catch {
      return false;
    }
  }

  async openPublic(url: string): Promise<PublicFile | undefined> {
    const key = publicKeyOf(url);
    if (!key || !(await this.hasPublic(url))) return undefined;
    const path = join(this.publicRoot, key);
    return { body: createReadStream(path), size: (await stat(path)).size, type: contentTypeOf(key) };
  }
}
