import { existsSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { CHAT_LIMITS } from '@caravan/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createLoggedInOperator, createLoggedInUser } from '../../../test/factories.js';
import { PIXEL_LIMIT } from './image-upload.js';

// A hostile upload corpus sent to every upload entry point (issue 22, point 12): each file is either
// refused with a clear envelope error or re-encoded, and what is stored and served is a plain WebP
// under a generated name, with no metadata and none of the sender's markup.

// Each run's own marker: a file named after it anywhere would be the upload's name at work.
const MARKER = `corpus${process.pid}x${Date.now().toString(36)}`;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A complete, valid 1-bit grey PNG of width × height, all black: 30000 × 30000 is 900 megapixels
 * (over 2.7 GB decoded to RGB) in about 110 kB.
 */
function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small PNG with a tEXt chunk holding a script, after its header. */
async function pngWithText(text: string): Promise<Buffer> {
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#5a5' } })
    .png()
    .toBuffer();
  const afterHeader = 8 + 25;
  return Buffer.concat([
    png.subarray(0, afterHeader),
    pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')),
    png.subarray(afterHeader),
  ]);
}

const SCRIPT = `<html><body><script>alert(document.cookie)</script></body></html>`;

/** A real JPEG that is also an HTML page: the markup in a comment segment and after the end. */
async function polyglotJpeg(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
  const comment = Buffer.from(SCRIPT, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, comment, jpeg.subarray(2), Buffer.from(SCRIPT)]);
}

/** A small JPEG whose frame header claims 65000 × 65000 pixels. */
async function jpegClaiming(side: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0f0' } })
    .jpeg()
    .toBuffer();
  for (let i = 2; i + 9 < jpeg.length; i += 2 + jpeg.readUInt16BE(i + 2)) {
    const marker = jpeg[i + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc2) {
      jpeg.writeUInt16BE(side, i + 5);
      jpeg.writeUInt16BE(side, i + 7);
      return jpeg;
    }
  }
  throw new Error('no frame header');
}

/**
 * An animated GIF of `frames` frames of side × side, each one under the pixel limit but not all
 * together; every frame is an empty LZW stream (clear, end), so the file is a few dozen bytes.
 */
function gifFrames(side: number, frames: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(side, 0);
  screen.writeUInt16LE(side, 2);
  screen[4] = 0x80; // a global colour table of 2 entries
  const parts = [Buffer.from('GIF89a', 'latin1'), screen, Buffer.from([0, 0, 0, 255, 255, 255])];
  for (let i = 0; i < frames; i++) {
    const descriptor = Buffer.alloc(10);
    descriptor[0] = 0x2c;
    descriptor.writeUInt16LE(side, 5);
    descriptor.writeUInt16LE(side, 7);
    parts.push(Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0]), descriptor, Buffer.from([2, 1, 0x2c, 0]));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

/** A photo carrying the camera's make, the owner, GPS coordinates, XMP and an ICC profile. */
async function gpsJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#468' } })
    .withExif({
      IFD0: { Make: 'CorpusCam', Copyright: 'Jane Owner' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2956/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4000/100',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Jane Owner</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>',
    )
    .withIccProfile('p3')
    .jpeg()
    .toBuffer();
}

type Outcome = 'stored' | 'UPLOAD_TYPE_NOT_ALLOWED' | 'UPLOAD_TOO_MANY_PIXELS' | 'UPLOAD_TOO_LARGE';
interface Sample {
  name: string;
  bytes: Buffer;
  filename: string;
  type: string;
  /** What every entry point does with it; chat pictures are JPEG or PNG only. */
  outcome: Outcome;
  chat?: Outcome;
}

async function corpus(): Promise<Sample[]> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>`;
  const gif = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#36c' } })
    .gif()
    .toBuffer();
  const jpeg = (b: Buffer) => ({ bytes: b, filename: 'photo.jpg', type: 'image/jpeg' });
  return [
    { name: 'JPEG/HTML polyglot', ...jpeg(await polyglotJpeg()), outcome: 'stored' },
    { name: 'JPEG with EXIF GPS, XMP and ICC', ...jpeg(await gpsJpeg()), outcome: 'stored' },
    { name: 'PNG with a script in a text chunk', ...jpeg(await pngWithText(SCRIPT)), outcome: 'stored' },
    {
      name: 'SVG with a script',
      bytes: Buffer.from(svg),
      filename: 'logo.svg',
      type: 'image/svg+xml',
      outcome: 'UPLOAD_TYPE_NOT_ALLOWED',
    },
    {
      name: 'SVG named .jpg',
      ...jpeg(Buffer.from(`<?xml version="1.0"?>\n${svg}`)),
      outcome: 'UPLOAD_TYPE_NOT_ALLOWED',
    },
    { name: 'HTML named .jpg', ...jpeg(Buffer.from(SCRIPT)), outcome: 'UPLOAD_TYPE_NOT_ALLOWED' },
    {
      name: 'PDF named .jpg',
      ...jpeg(Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF')),
      outcome: 'UPLOAD_TYPE_NOT_ALLOWED',
    },
    { name: 'GIF named .jpg', ...jpeg(gif), outcome: 'stored', chat: 'UPLOAD_TYPE_NOT_ALLOWED' },
    {
      name: 'JPEG magic bytes, then garbage',
      ...jpeg(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(SCRIPT)])),
      outcome: 'UPLOAD_TYPE_NOT_ALLOWED',
    },
    { name: 'PNG bomb (30000 × 30000)', ...jpeg(blackPng(30000, 30000)), outcome: 'UPLOAD_TOO_MANY_PIXELS' },
    {
      name: 'JPEG claiming 65000 × 65000',
      ...jpeg(await jpegClaiming(65000)),
      outcome: 'UPLOAD_TOO_MANY_PIXELS',
    },
    {
      name: 'GIF of 4 frames of 4000 × 4000',
      ...jpeg(gifFrames(4000, 4)),
      outcome: 'UPLOAD_TOO_MANY_PIXELS',
      chat: 'UPLOAD_TYPE_NOT_ALLOWED',
    },
  ];
}

// Every way an image reaches the server: the buyer's and seller's upload (both API roots), each
// folder and private purpose by `moduleName`, and the catalogue console's.
const ENTRY_POINTS = [
  { url: '/api/uploadimg!execute.action', moduleName: undefined, as: 'user' },
  { url: '/wap/api/uploadimg!execute.action', moduleName: 'goods', as: 'user' },
  { url: '/api/uploadimg!execute.action', moduleName: 'shop', as: 'user' },
  { url: '/api/uploadimg!execute.action', moduleName: 'chat', as: 'user' },
  { url: '/api/uploadimg!execute.action', moduleName: 'certificate', as: 'user' },
  { url: '/api/uploadimg!execute.action', moduleName: 'recharge', as: 'user' },
  { url: '/wap/api/uploadimg!execute.action', moduleName: 'withdraw', as: 'user' },
  { url: '/api/uploadimg!execute.action', moduleName: 'identity', as: 'user' },
  { url: '/api/uploadimg!execute.action', moduleName: 'loan', as: 'user' },
  { url: '/admin/uploadimg!execute.action', moduleName: 'banner', as: 'operator' },
  { url: '/admin/uploadimg!execute.action', moduleName: 'category', as: 'operator' },
  { url: '/admin/uploadimg!execute.action', moduleName: 'systemGoods', as: 'operator' },
] as const;
type EntryPoint = (typeof ENTRY_POINTS)[number];
const label = (e: EntryPoint) => `${e.url} ${e.moduleName ?? '(none)'}`;

const BOUNDARY = '----corpus-boundary';
/** A multipart body as a client could forge it: whatever file name (raw bytes) and content type it likes. */
function form(bytes: Buffer, filename: string | Buffer, type: string, moduleName?: string) {
  const head = moduleName
    ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="moduleName"\r\n\r\n${moduleName}\r\n`
    : '';
  return {
    payload: Buffer.concat([
      Buffer.from(`${head}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="`),
      Buffer.isBuffer(filename) ? filename : Buffer.from(filename),
      Buffer.from(`"\r\nContent-Type: ${type}\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(join(dir, name)).isFile())
    .map((name) => name.split('\\').join('/'));
}

describe('the upload corpus, at every upload entry point (issue 22)', () => {
  let t: TestApp;
  let tokens: Record<EntryPoint['as'], string>;
  let samples: Sample[];
  beforeAll(async () => {
    t = await buildTestApp();
    tokens = {
      user: (await createLoggedInUser(t)).token,
      operator: (await createLoggedInOperator(t, 'operations')).token,
    };
    samples = await corpus();
  });

  async function send(entry: EntryPoint, body: ReturnType<typeof form>) {
    const res = await t.app.inject({
      method: 'POST',
      url: entry.url,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${tokens[entry.as]}` },
    });
    return {
      status: res.statusCode,
      ...(res.json() as { code: string; key?: string; msg: string; data: unknown }),
    };
  }

  /** The stored image as its URL serves it, checked to be a plain WebP and nothing else. */
  async function served(entry: EntryPoint, url: string): Promise<Buffer> {
    const privateFile = /^\/api\/privateFile!get\.action\?id=[0-9a-f-]{36}$/.test(url);
    if (!privateFile) expect(url).toMatch(/^\/uploads\/[a-z]+\/[0-9a-f]{32}\.webp$/);
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: privateFile ? { authorization: `Bearer ${tokens[entry.as]}` } : {},
    });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const bytes = res.rawPayload;
    const text = bytes.toString('latin1');
    for (const trace of ['<script', '<html', '<svg', 'CorpusCam', 'Jane Owner', 'xmpmeta'])
      expect(text.toLowerCase(), `${trace} in ${url}`).not.toContain(trace.toLowerCase());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif, `EXIF in ${url}`).toBeUndefined();
    expect(meta.xmp, `XMP in ${url}`).toBeUndefined();
    expect(meta.icc, `ICC in ${url}`).toBeUndefined();
    expect(meta.comments ?? []).toEqual([]);
    return bytes;
  }

  it('refuses each hostile file with a clear error, or stores it re-encoded without its metadata', async () => {
    for (const entry of ENTRY_POINTS) {
      for (const sample of samples) {
        const expected = (entry.moduleName === 'chat' && sample.chat) || sample.outcome;
        const res = await send(entry, form(sample.bytes, sample.filename, sample.type, entry.moduleName));
        const where = `${sample.name} at ${label(entry)}`;
        if (expected === 'stored') {
          expect(res.code, where).toBe('0');
          await served(entry, String(res.data));
        } else {
          expect(res.status, where).toBeLessThan(500);
          expect({ code: res.code, key: res.key }, where).toEqual({ code: '1', key: expected });
          expect(res.msg, where).not.toMatch(/^\s*$|UPLOAD_|undefined/);
        }
      }
    }
  });

  it('never uses the sent file name: traversal, NUL bytes, absolute paths and long names', async () => {
    const photo = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#abc' } })
      .jpeg()
      .toBuffer();
    const names: (string | Buffer)[] = [
      `../../../../${MARKER}.jpg`,
      `..\\..\\..\\..\\${MARKER}.jpg`,
      Buffer.concat([Buffer.from(`${MARKER}.php`), Buffer.from([0]), Buffer.from('.jpg')]),
      `/tmp/${MARKER}.jpg`,
      `C:\\Windows\\Temp\\${MARKER}.jpg`,
      `${MARKER}${'x'.repeat(4000)}.jpg`,
      `%2e%2e%2f%2e%2e%2f${MARKER}.jpg`,
    ];
    for (const entry of ENTRY_POINTS) {
      for (const name of names) {
        const res = await send(entry, form(photo, name, 'image/jpeg', entry.moduleName));
        expect(res.code, `${label(entry)} ${String(name).slice(0, 40)}`).toBe('0');
        expect(String(res.data)).not.toContain(MARKER);
        expect(String(res.data)).toMatch(
          /^(\/uploads\/[a-z]+\/[0-9a-f]{32}\.webp|\/api\/privateFile!get\.action\?id=[0-9a-f-]{36})$/,
        );
      }
    }
    // Everything written is under the data directory's uploads and private folders, by hash.
    const dataDir = t.config.dataDir;
    const written = filesUnder(dataDir);
    expect(written.length).toBeGreaterThan(0);
    for (const file of written) expect(file).toMatch(/^(uploads|private)\/[a-z]+\/[0-9a-f]{32}\.webp$/);
    // …and nothing where the names point bears the sender's name (the traversals reach the root).
    for (const dir of [dataDir, dirname(dataDir), tmpdir(), '/', process.cwd()]) {
      expect(
        readdirSync(dir).filter((name) => name.includes(MARKER)),
        dir,
      ).toEqual([]);
    }
  });

  it('refuses files over the size limits at each kind of entry point', async () => {
    const photo = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#777' } })
      .jpeg()
      .toBuffer();
    const overChat = Buffer.concat([photo, Buffer.alloc(CHAT_LIMITS.imageMaxBytes)]);
    const over30 = Buffer.concat([photo, Buffer.alloc(30 * 1024 * 1024)]);
    const cases: [EntryPoint, Buffer, number][] = [
      [ENTRY_POINTS[3], overChat, 10],
      [ENTRY_POINTS[0], over30, 30],
      [ENTRY_POINTS[4], over30, 30],
      [ENTRY_POINTS[9], over30, 30],
    ];
    for (const [entry, bytes, max] of cases) {
      const res = await send(entry, form(bytes, 'big.jpg', 'image/jpeg', entry.moduleName));
      expect({ code: res.code, key: res.key, status: res.status < 500 }, label(entry)).toEqual({
        code: '1',
        key: 'UPLOAD_TOO_LARGE',
        status: true,
      });
      expect(res.msg).toContain(String(max));
    }
  });

  /** Sends one file, watching the process's resident memory meanwhile: the reply, ms, MB grown. */
  async function measured(bytes: Buffer) {
    const before = process.memoryUsage().rss;
    let peak = before;
    const watch = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 2);
    const started = performance.now();
    const res = await send(ENTRY_POINTS[0], form(bytes, 'image.png', 'image/png'));
    const took = performance.now() - started;
    clearInterval(watch);
    peak = Math.max(peak, process.memoryUsage().rss);
    return { res, took, grew: (peak - before) / 1024 / 1024 };
  }

  it('refuses pixel bombs from their header, at once and in bounded memory', async () => {
    const bombs = samples.filter((s) => s.outcome === 'UPLOAD_TOO_MANY_PIXELS');
    const results = [];
    for (const bomb of bombs)
      results.push({ name: bomb.name, size: bomb.bytes.length, ...(await measured(bomb.bytes)) });
    // One just at the limit is decoded and re-encoded: memory still bounded (libvips streams it).
    const side = Math.floor(Math.sqrt(PIXEL_LIMIT));
    const atLimit = blackPng(side, side);
    const accepted = { name: `${side} × ${side} PNG`, size: atLimit.length, ...(await measured(atLimit)) };
    console.log(
      [...results, accepted]
        .map(
          (r) =>
            `${r.name}: ${r.size} B, ${r.res.key ?? 'stored'}, ${r.took.toFixed(0)} ms, RSS +${r.grew.toFixed(1)} MB`,
        )
        .join('\n'),
    );
    for (const r of results) {
      expect(r.res.key, r.name).toBe('UPLOAD_TOO_MANY_PIXELS');
      expect(r.took, r.name).toBeLessThan(1000);
      expect(r.grew, r.name).toBeLessThan(200);
    }
    expect(accepted.res.code).toBe('0');
    expect(accepted.grew).toBeLessThan(300);
  });
});
