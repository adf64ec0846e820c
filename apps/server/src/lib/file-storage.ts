import type { Config } from '../config.js';
import { S3FileStorage } from './s3-storage.js';
import { LocalFileStorage, type FileStorage } from './storage.js';

/** The uploads' store the configuration asks for: an S3-compatible bucket, or DATA_DIR's disk. */
export function fileStorageFor(config: Pick<Config, 's3' | 'dataDir'>): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(config.dataDir);
}
