import { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import {
  checkPrivatePath,
  ContentAddressedStorage,
  contentTypeOf,
  publicKeyOf,
  type FileStorage,
  type PublicFile,
} from './storage.js';

/** The AWS SDK, loaded only when a bucket is configured (the embedded mode starts without it). */
type Sdk = typeof S3;

/** Whether S3 said the object is not there (GET: NoSuchKey; HEAD, which has no body: NotFound). */
function isMissing(sdk: Sdk, error: unknown): boolean {
  return (
    error instanceof sdk.S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), so that every instance of the scaled
 * mode sees what any other stored. Public files are `uploads/<folder>/<hash>.<ext>`, private ones
 * `private/<folder>/<hash>.<ext>`; the bucket itself stays private: the server serves /uploads/…
 * from it, so the pages' addresses and the CSP (images from 'self') are the same in every mode.
 */
export class S3FileStorage extends ContentAddressedStorage implements FileStorage {
  private readonly client: S3.S3Client;
  private readonly bucket: string;

  /** Loads the AWS SDK and opens a client for the bucket. */
  static async open(config: S3Config): Promise<S3FileStorage> {
    return new S3FileStorage(config, await import('@aws-sdk/client-s3'));
  }

  private constructor(
    config: S3Config,
    private readonly sdk: Sdk,
  ) {
    super();
    this.bucket = config.bucket;
    this.client = new sdk.S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      // Checksums only where the API requires them: S3-compatible stores do not all speak the
      // newer trailing checksums, and a content-hashed name already says what the bytes are.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  protected async write(area: 'uploads' | 'private', path: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: `${area}/${path}`,
        Body: bytes,
        ContentType: contentTypeOf(path),
      }),
    );
  }

  async readPrivate(path: string): Promise<Buffer> {
    checkPrivatePath(path);
    const object = await this.client.send(
      new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: `private/${path}` }),
    );
    if (!object.Body) throw new Error(`empty private file ${path}`);
    return Buffer.from(await object.Body.transformToByteArray());
  }

  async hasPublic(url: string): Promise<boolean> {
    const key = publicKeyOf(url);
    if (!key) return false;
    try {
      await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: `uploads/${key}` }));
      return true;
    } catch (error) {
      if (isMissing(this.sdk, error)) return false;
      throw error;
    }
  }

  async openPublic(url: string): Promise<PublicFile | undefined> {
    const key = publicKeyOf(url);
    if (!key) return undefined;
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: `uploads/${key}` }),
      );
      if (!(object.Body instanceof Readable)) throw new Error(`no stream for ${url}`);
      return { body: object.Body, size: object.ContentLength, type: contentTypeOf(key) };
    } catch (error) {
      if (isMissing(this.sdk, error)) return undefined;
      throw error;
    }
  }

  /** Closes the client's sockets (tests and shutdown). */
  close(): void {
    this.client.destroy();
  }
}
