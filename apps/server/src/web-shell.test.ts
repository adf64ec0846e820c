import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

// The web build as it leaves the HTML and the per-address list of the chunks a first render runs.
const HTML =
  '<!doctype html><html><head><title>Caravan</title></head><body><div id="root"></div></body></html>';
const PRELOADS = {
  '*': { js: ['/assets/app-Gh78.js'], css: [] },
  '/wap/': {
    js: ['/assets/wap-routes-Ab12.js', '/assets/wap-home-page-Cd34.js'],
    css: ['/assets/home-Ef56.css'],
  },
  // Not a file of the build: the server refuses the whole list rather than print it into a page.
  '/wap/shop': { js: ['/assets/x.js"><script>alert(1)</script>'], css: [] },
};

const APP_SCRIPT = 'console.log("app");';

function webDistWith(preloads: unknown): string {
  const webDist = mkdtempSync(join(tmpdir(), 'caravan-shell-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), HTML);
  writeFileSync(join(webDist, 'assets', 'app-Gh78.js'), APP_SCRIPT);
  writeFileSync(join(webDist, 'manifest.webmanifest'), '{"name":"Caravan"}');
  writeFileSync(join(webDist, 'route-preloads.json'), JSON.stringify(preloads));
  return webDist;
}

let t: TestApp;
let tampered: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ webDist: webDistWith({ '*': PRELOADS['*'], '/wap/': PRELOADS['/wap/'] }) });
  tampered = await buildTestApp({ webDist: webDistWith(PRELOADS) });
});

describe('the page shell', () => {
  it('names a landing page’s own chunks in its head, so they load with the entry', async () => {
    const res = await t.app.inject({ url: '/wap/?lang=ar' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/wap-routes-Ab12.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/wap-home-page-Cd34.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/home-Ef56.css"></head>',
    );
  });

  it('serves any other address the list that holds for every page', async () => {
    const res = await t.app.inject({ url: '/wap/commodity-details?sellerGoodsId=x' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      HTML.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/app-Gh78.js"></head>'),
    );
  });

  it('goes out compressed as the browser accepts, and varies by it', async () => {
    const plain = await t.app.inject({ url: '/wap/' });
    const br = await t.app.inject({ url: '/wap/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ url: '/wap/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('ignores a preload list with anything but the build’s own file names', async () => {
    for (const url of ['/wap/', '/wap/shop']) {
      const res = await tampered.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body.split('</head>')[0], url).toBe(HTML.split('</head>')[0]);
    }
  });

  it('serves the build’s files as they are, and any other address, a folder’s too, the app’s page', async () => {
    const script = await t.app.inject({ url: '/assets/app-Gh78.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe(APP_SCRIPT);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // The home page is the root folder's address; no folder of the build is listed or refused.
    for (const url of ['/', '/?lang=ar', '/wap', '/classification', '/assets']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(page.body, url).toContain('<div id="root"></div>');
    }
    // The server's own paths never fall back to the page: a missing script is not found.
    for (const url of ['/assets/', '/assets/missing-Zz99.js']) {
      const missing = await t.app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toMatchObject({ code: '1', key: 'COMMON_NOT_FOUND' });
    }
  });
});
