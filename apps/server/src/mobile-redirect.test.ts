import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

const HTML =
  '<!doctype html><html><head><title>Caravan</title>' +
  '<script type="module" crossorigin src="/assets/index-Ab12.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';

let t: TestApp;

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'caravan-mobile-redirect-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), HTML);
  writeFileSync(join(webDist, 'assets/index-Ab12.js'), 'console.log(1);');
  t = await buildTestApp({ webDist });
});

const open = (url: string, userAgent: string, cookie?: string) =>
  t.app.inject({ url, headers: { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) } });

describe('a phone opening a desktop page', () => {
  it('is redirected by the server to the mobile twin (spec §1), with no desktop page sent', async () => {
    const cases: [string, string][] = [
      ['/productDetails?id=g-1&lang=ar', '/wap/commodity-details?sellerGoodsId=g-1&lang=ar'],
      ['/store?id=s%201', '/wap/shop?sellerId=s%201'],
      ['/index?lang=cn', '/wap/?lang=zh-CN'],
      ['/', '/wap/'],
      ['/userInfo/dashboard', '/wap/'],
      ['/productDetails', '/wap/'],
    ];
    for (const [from, to] of cases) {
      const res = await open(from, PHONE);
      expect(res.statusCode, from).toBe(302);
      expect(res.headers.location, from).toBe(to);
      expect(res.body).not.toContain('/assets/');
      expect(String(res.headers.vary)).toContain('User-Agent');
    }
    expect((await open('/store?id=s1', IPHONE)).headers.location).toBe('/wap/shop?sellerId=s1');
  });

  it('keeps a phone that chose the desktop site (its cookie) on the desktop page', async () => {
    const res = await open('/productDetails?id=g-1', PHONE, 'other=1; ES_PREFER_DESKTOP=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/assets/index-Ab12.js');
    expect(String(res.headers.vary)).toContain('Cookie');
  });

  it('serves the mobile site, the console, the seller centre and the promotion site as they are', async () => {
    for (const url of [
      '/wap/',
      '/wap/commodity-details?sellerGoodsId=g-1',
      '/admin/login',
      '/seller/',
      '/promote/',
    ]) {
      const res = await open(url, PHONE);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('/assets/index-Ab12.js');
    }
  });

  it('leaves desktop browsers, files and the API alone', async () => {
    const page = await open('/productDetails?id=g-1', DESKTOP);
    expect(page.statusCode).toBe(200);
    expect((await open('/assets/index-Ab12.js', PHONE)).statusCode).toBe(200);
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/syspara!getSyspara.action?code=x',
      headers: { 'user-agent': PHONE },
    });
    expect(api.json()).toMatchObject({ code: '0' });
  });
});
