import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStorage } from './s3-storage.js';

// The uploads' store of the scaled mode, against an S3-compatible server (s3rver) with signed
// requests: what LocalFileStorage does on the disk, in a bucket.

describe('S3FileStorage', () => {
  let server: S3rver;
  let dir: string;
  let storage: S3FileStorage;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'caravan-s3-unit-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'uploads' }],
    });
    const { port } = await server.run();
    storage = await S3FileStorage.open({
      bucket: 'uploads',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    storage.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores a public file under its content hash, and serves it back by its URL', async () => {
    const bytes = Buffer.from('not really a picture');
    const url = await storage.putContentAddressed('avatars', bytes, 'webp');
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    // The same bytes, the same name.
    expect(await storage.putContentAddressed('avatars', bytes, 'webp')).toBe(url);
    expect(await storage.hasPublic(url)).toBe(true);
    const file = await storage.openPublic(url);
    expect(file).toMatchObject({ size: bytes.length, type: 'image/webp' });
    expect(await text(file!.body)).toBe('not really a picture');
  });

  it('says a name nobody stored is not there, and refuses paths that are no upload’s', async () => {
    const missing = `/uploads/avatars/${'a'.repeat(32)}.webp`;
    expect(await storage.hasPublic(missing)).toBe(false);
    expect(await storage.openPublic(missing)).toBeUndefined();
    for (const url of ['/uploads/../private/x.webp', '/uploads/avatars/x.webp', '/etc/passwd']) {
      expect(await storage.hasPublic(url)).toBe(false);
      expect(await storage.openPublic(url)).toBeUndefined();
    }
    await expect(storage.putContentAddressed('../up', Buffer.from('x'), 'webp')).rejects.toThrow(
      /bad storage path/,
    );
  });

  it('keeps private files apart: readable by their path, never by a public URL', async () => {
    const bytes = Buffer.from('a payment certificate');
    const { path, sha256 } = await storage.putPrivate('payment', bytes, 'webp');
    expect(path).toMatch(/^payment\/[0-9a-f]{32}\.webp$/);
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await storage.readPrivate(path)).equals(bytes)).toBe(true);
    expect(await storage.hasPublic(`/uploads/${path}`)).toBe(false);
    await expect(storage.readPrivate('../uploads/x')).rejects.toThrow(/bad storage path/);
  });
});
