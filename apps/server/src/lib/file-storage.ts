import type { Config } from '../config.js';
import { S3FileStorage } from './s3-storage.js';
import { LocalFileStorage, type FileStorage } from './storage.js';

/**
 * The uploads' store the configuration asks for: an S3-compatible bucket (the AWS SDK is loaded
 * then, and only then), or DATA_DIR's disk.
 */
export async function fileStorageFor(config: Pick<Config, 's3' | 'dataDir'>): Promise<FileStorage> {
  return config.s3 ? S3FileStorage.open(config.s3) : new LocalFileStorage(config.dataDir);
}
