import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/**
 * Where uploaded and generated files live (DESIGN.md §2): local disk under DATA_DIR/uploads in the
 * embedded mode; an S3-compatible store can implement the same interface for the scaled mode.
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
}

export class LocalFileStorage implements FileStorage {
  private readonly root: string;
  private readonly privateRoot: string;
  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'uploads');
    this.privateRoot = resolve(dataDir, 'private');
  }

  async putPrivate(
    folder: string,
    bytes: Buffer,
    extension: string,
  ): Promise<{ path: string; sha256: string }> {
    if (!/^[a-z0-9-]+$/.test(folder) || !/^[a-z0-9]+$/.test(extension)) throw new Error('bad storage path');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const path = `${folder}/${sha256.slice(0, 32)}.${extension}`;
    await mkdir(join(this.privateRoot, folder), { recursive: true });
    await writeFile(join(this.privateRoot, path), bytes);
    return { path, sha256 };
  }

  async readPrivate(path: string): Promise<Buffer> {
    if (!/^[a-z0-9-]+\/[0-9a-f]{32}\.[a-z0-9]+$/.test(path)) throw new Error('bad storage path');
    return readFile(join(this.privateRoot, path));
  }

  async hasPublic(url: string): Promise<boolean> {
    const match = /^\/uploads\/([a-z0-9-]+\/[0-9a-f]{32}\.[a-z0-9]+)$/.exec(url);
    if (!match?.[1]) return false;
    try {
      return (await stat(join(this.root, match[1]))).isFile();
    } catch {
      return false;
    }
  }

  async putContentAddressed(folder: string, bytes: Buffer, extension: string): Promise<string> {
    if (!/^[a-z0-9-]+$/.test(folder) || !/^[a-z0-9]+$/.test(extension)) throw new Error('bad storage path');
    const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;
    const path = join(this.root, folder, name);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    return `/uploads/${folder}/${name}`;
  }
}
