import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/**
 * Where uploaded and generated files live (DESIGN.md §2): local disk under DATA_DIR/uploads in the
 * embedded mode; an S3-compatible store can implement the same interface for the scaled mode.
 */
export interface FileStorage {
  /** Stores the bytes under a content-hashed name in a folder; returns the public URL path. */
  putContentAddressed(folder: string, bytes: Buffer, extension: string): Promise<string>;
}

export class LocalFileStorage implements FileStorage {
  private readonly root: string;
  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'uploads');
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
