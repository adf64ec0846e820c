import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

// The web app as the build leaves it: fingerprinted files under assets/ with their .br and .gz
// (vite-plugin-compression2), the HTML, and the service worker.
const SCRIPT = `console.log(${JSON.stringify('caravan '.repeat(400))});`;
let t: TestApp;

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'caravan-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Caravan</title>');
  writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  writeFileSync(join(webDist, 'assets/app-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(webDist, 'assets/app-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(webDist, 'assets/app-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
  t = await buildTestApp({ webDist });
});

describe('the web app’s files', () => {
  it('sends a fingerprinted file precompressed as the browser accepts, cached for a year', async () => {
    const br = await t.app.inject({
      url: '/assets/app-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await t.app.inject({ url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await t.app.inject({
      url: '/assets/app-Ab12Cd34.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a fingerprinted file that is not there with a 404, not the page', async () => {
    const res = await t.app.inject({ url: '/assets/app-Gone0000.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
  });

  it('has the HTML and the service worker asked for again each time', async () => {
    for (const url of ['/wap/commodity-details?sellerGoodsId=x', '/index', '/sw.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('API replies', () => {
  it('go out compressed when the browser takes it, and as they are otherwise', async () => {
    // The API's own description: a reply of well over 1 kB.
    const url = '/api/openapi.json';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });
});
