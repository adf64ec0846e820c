import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createBanner } from '../../test/factories.js';

// The built web app as a page load meets it: the HTML names its entry, chunks, style sheets, a font,
// the icon and the manifest; the page then draws the banner picture (an upload) its first view names.
const STATIC_FILES = [
  'assets/index-Ab12.js',
  'assets/app-Cd34.js',
  'assets/home-Ef56.js',
  'assets/mantine-Gh78.js',
  'assets/vendor-Ij90.js',
  'assets/app-Kl12.css',
  'assets/home-Mn34.css',
  'assets/noto-sans-Op56.woff2',
  'favicon.svg',
  'manifest.webmanifest',
  'icons/apple-touch-icon.png',
];
const HTML =
  '<!doctype html><html><head><title>Caravan</title>' +
  '<script type="module" crossorigin src="/assets/index-Ab12.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/app-Cd34.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/home-Ef56.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/mantine-Gh78.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-Ij90.js">' +
  '<link rel="stylesheet" href="/assets/app-Kl12.css"><link rel="stylesheet" href="/assets/home-Mn34.css">' +
  '<link rel="preload" as="font" crossorigin href="/assets/noto-sans-Op56.woff2">' +
  '<link rel="icon" href="/favicon.svg"><link rel="manifest" href="/manifest.webmanifest">' +
  '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">' +
  '</head><body><div id="root"><!--splash--><svg></svg><!--/splash--></div></body></html>';
const BANNER = '/uploads/banners/limit-test.webp';
// Low enough that one page load's files alone would pass it in a few loads; high enough for the
// API calls of 20 loads (each landing page's first view asks two, the page one more).
const LIMIT = 80;

let t: TestApp;

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'caravan-rate-limit-'));
  writeFileSync(join(webDist, 'index.html'), HTML);
  for (const file of STATIC_FILES) {
    mkdirSync(dirname(join(webDist, file)), { recursive: true });
    writeFileSync(join(webDist, file), `/* ${file} */`);
  }
  t = await buildTestApp({ webDist, rateLimitPerMinute: LIMIT });
  const uploads = t.app.deps.storage.publicRoot ?? '';
  mkdirSync(join(uploads, 'banners'), { recursive: true });
  writeFileSync(join(uploads, 'banners/limit-test.webp'), 'RIFF');
  await createBanner(t.db, { type: 'wap', imgUrl: BANNER, sort: 0 });
});

/** Every file a page's HTML names on this site: scripts, styles, fonts, icons and pictures. */
function filesNamedIn(html: string): string[] {
  const named = [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1] ?? '');
  return [...new Set(named)].filter((url) => !url.endsWith('.action'));
}

describe('the per-IP limit counts the API only', () => {
  it('serves 20 fresh page loads from one address with all their files, and the API still answers', async () => {
    const refused: string[] = [];
    let files = 0;
    for (let load = 0; load < 20; load++) {
      const page = await t.app.inject({ url: load % 2 === 0 ? '/wap/' : '/index' });
      expect(page.statusCode).toBe(200);
      const named = filesNamedIn(page.body);
      // The home's first view names its banner picture, from the uploads.
      if (load % 2 === 0) expect(named).toContain(BANNER);
      for (const url of [...named, '/sw.js']) {
        const res = await t.app.inject({ url });
        files += 1;
        if (res.statusCode === 429) refused.push(url);
      }
      // The page's own call once it runs.
      const own = await t.action('/wap/api/syspara!getSyspara.action', { code: 'x' });
      expect(own.status).toBe(200);
    }
    expect(files).toBeGreaterThan(LIMIT * 2);
    expect(refused).toEqual([]);
    const after = await t.action('/api/syspara!getSyspara.action', { code: 'x' });
    expect(after).toMatchObject({ status: 200, code: '0' });
  });

  it('still limits the API itself, saying when to come back', async () => {
    let limited;
    for (let i = 0; i <= LIMIT && !limited; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/syspara!getSyspara.action?code=x' });
      if (res.statusCode === 429) limited = res;
    }
    expect(limited?.json()).toMatchObject({ code: '1', key: 'COMMON_RATE_LIMITED' });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    // The seller panel's actions share the count.
    const seller = await t.app.inject({ method: 'POST', url: '/seller/systemGoods!list.action' });
    expect(seller.statusCode).toBe(429);
    // Files are still served to the limited address.
    expect((await t.app.inject({ url: '/assets/index-Ab12.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: BANNER })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/wap/cart' })).statusCode).toBe(200);
  });
});
