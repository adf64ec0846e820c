import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import {
  createBanner,
  createCategory,
  createSeller,
  createSellerGood,
  createSystemGood,
} from '../test/factories.js';

// The built index.html as it matters here: the entry and a chunk it imports in the head, the brand
// painted before any script between the splash markers.
const ENTRY = '<script type="module" crossorigin src="/assets/index-Ab12.js"></script>';
const HELPER = '<link rel="modulepreload" crossorigin href="/assets/helper-Cd34.js">';
const HTML =
  `<!doctype html><html><head><title>Caravan</title>${ENTRY}${HELPER}</head>` +
  '<body><div id="root"><!--splash--><svg></svg><!--/splash--></div></body></html>';

/** The JSON a page carries, as the browser would read it from the script element. */
function carried(html: string): {
  lang: string;
  replies: { action: string; params: unknown; data: unknown }[];
} {
  const match = /<script id="first-replies" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error(`no first replies in ${html}`);
  return JSON.parse(match[1]) as never;
}

/** The start-up settings' reply every landing page carries beside its own, as the API answers it. */
async function settingsReply(lang: string) {
  const code = 'mall_max_goods_number_in_order,customer_service_url';
  const api = await t.action('/wap/api/syspara!getSyspara.action', { code, lang });
  return { action: 'syspara!getSyspara', params: { code }, data: api.data };
}

/** The product's views as the goods list counts them, once the views noted so far are written. */
async function viewsOfProduct(): Promise<number | undefined> {
  await t.app.deps.views.flush();
  const list = await t.action('/api/sellerGoods!list.action', { pageNum: 1, pageSize: 50 });
  return (list.data as { pageList: { id: string; viewsNum: number }[] }).pageList.find(
    (listing) => listing.id === productId,
  )?.viewsNum;
}

let t: TestApp;
let productId: string;
let categoryId: string;
/** A product without a picture: nothing to paint first. */
let pictureless: string;
const HOSTILE = '</script><script>alert(1)</script>';

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'caravan-first-view-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), HTML);
  // The web build's font sheets for the scripts it hosts a font for (one of them here).
  writeFileSync(
    join(webDist, 'script-fonts.json'),
    JSON.stringify({
      ar: { href: '/assets/noto-sans-arabic-AbC1.css', family: 'Noto Sans Arabic Variable' },
    }),
  );
  t = await buildTestApp({ webDist });
  await createBanner(t.db, { type: 'pc', imgUrl: '/uploads/banners/desktop.webp', sort: 0 });
  await createBanner(t.db, {
    type: 'wap',
    imgUrl: '/uploads/banners/first.webp',
    sort: 1,
    // Words an operator may write that are markup in HTML.
    title: { en: 'Mugs <b>& "plates"</b>', ar: 'أكواب وصحون' },
  });
  await createBanner(t.db, { type: 'wap', imgUrl: '/uploads/banners/second.webp', sort: 2 });
  const category = await createCategory(t.db);
  categoryId = category.id;
  const shop = await createSeller(t.db);
  const good = await createSystemGood(t.db, {
    categoryId: category.id,
    name: `Lamp ${HOSTILE}`,
    names: { ar: 'مصباح' },
    images: ['/uploads/catalog/lamp.webp'],
  });
  productId = (await createSellerGood(t.db, { sellerId: shop.id, goodsId: good.id })).id;
  const bare = await createSystemGood(t.db, { categoryId: category.id, images: [] });
  pictureless = (await createSellerGood(t.db, { sellerId: shop.id, goodsId: bare.id })).id;
});

describe('a landing page of the mobile site carries its first reply', () => {
  // A product page's view is written by a timer (every second here); were one written between the
  // API's reply and the page's, their views figures would differ. Each test starts with none left.
  beforeEach(() => t.app.deps.views.flush());

  it('the home: index!home with the mobile site’s banners as the API answers it, the first preloaded', async () => {
    const page = await t.app.inject({ url: '/wap/' });
    const api = await t.action('/wap/api/index!home.action', { type: 'wap', lang: 'en' });
    expect(page.statusCode).toBe(200);
    expect(carried(page.body)).toEqual({
      lang: 'en',
      replies: [{ action: 'index!home', params: { type: 'wap' }, data: api.data }, await settingsReply('en')],
    });
    expect(page.body).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/banners/first.webp"></head>',
    );
    expect(page.body).not.toContain('second.webp"></head>');
    expect(page.body).not.toContain('desktop.webp');
  });

  it('the home: its first screen painted before any script, the app asked for once it is drawn', async () => {
    const page = await t.app.inject({ url: '/wap/' });
    const [head = '', body = ''] = page.body.split('</head>');
    // The header's bar and the first banner in place of the brand.
    expect(body).toMatch(
      /<div id="root"><div data-first-screen [^>]*>.*<div data-first-screen-main [^>]*>.*<img src="\/uploads\/banners\/first.webp"/,
    );
    expect(body).not.toContain('<svg>');
    // The banner's caption over it, as text (its words shown, and the phone's fonts set up, before
    // any script), left to right.
    expect(body).toContain(
      '<div dir="ltr"><div class="cv-fs-banner"><img src="/uploads/banners/first.webp" alt="" fetchpriority="high">' +
        '<div class="cv-fs-caption"><p class="cv-fs-title" dir="auto">Mugs &lt;b&gt;&amp; &quot;plates&quot;&lt;/b&gt;</p></div></div></div>',
    );
    // The entry and its chunks leave the head, named to the loader, which the CSP allows by hash.
    expect(head).not.toContain(ENTRY);
    expect(head).not.toContain(HELPER);
    const assets = /<script id="first-screen-assets" type="application\/json">(.*?)<\/script>/.exec(body);
    expect(JSON.parse(assets?.[1] ?? 'null')).toEqual({
      scripts: ['/assets/index-Ab12.js'],
      modules: ['/assets/helper-Cd34.js'],
      styles: [],
    });
    const loader = /<script>(.*?)<\/script>/.exec(body)?.[1] ?? '';
    expect(loader).toContain("document.getElementById('first-screen-assets')");
    const hash = createHash('sha256').update(loader).digest('base64');
    expect(String(page.headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('the home in Arabic: its caption in Arabic, the banner right to left, set in the Arabic font', async () => {
    const page = await t.app.inject({ url: '/wap/?lang=ar' });
    // Its font sheet in the head, so the first screen is painted in the font the app then uses.
    expect(page.body.split('</head>')[0]).toContain(
      '<link rel="stylesheet" href="/assets/noto-sans-arabic-AbC1.css">',
    );
    const english = await t.app.inject({ url: '/wap/?lang=en' });
    expect(english.body).not.toContain('noto-sans');
    expect(page.body).toContain(
      '<div dir="rtl"><div class="cv-fs-banner"><img src="/uploads/banners/first.webp" alt="" fetchpriority="high">' +
        '<div class="cv-fs-caption"><p class="cv-fs-title" dir="auto">أكواب وصحون</p></div></div></div>',
    );
  });

  it('a product: its first screen, the gallery’s first picture where the app draws it', async () => {
    const page = await t.app.inject({ url: `/wap/commodity-details?sellerGoodsId=${productId}` });
    const [head = '', body = ''] = page.body.split('</head>');
    expect(body).toMatch(
      /<div id="root"><div data-first-screen [^>]*>.*<div data-first-screen-main [^>]*>.*<img src="\/uploads\/catalog\/lamp.webp"/,
    );
    expect(head).not.toContain(ENTRY);
    expect(body).toContain('<script id="first-screen-assets" type="application/json">');
  });

  it('a result list: sellerGoods!search as the app asks it, its first row painted, mirrored in Arabic', async () => {
    const k = (text: string) => encodeURIComponent(JSON.stringify(text));
    const page = await t.app.inject({ url: `/wap/searchGoods?k=${k(' Lamp ')}` });
    const api = await t.action('/wap/api/sellerGoods!search.action', {
      keyword: 'Lamp',
      pageNum: 1,
      pageSize: 24,
      lang: 'en',
    });
    expect((api.data as { pageList: unknown[] }).pageList).toHaveLength(1);
    expect(carried(page.body)).toEqual({
      lang: 'en',
      replies: [
        {
          action: 'sellerGoods!search',
          params: { keyword: 'Lamp', pageNum: '1', pageSize: '24' },
          data: api.data,
        },
        await settingsReply('en'),
      ],
    });
    const [head = '', body = ''] = page.body.split('</head>');
    expect(head).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/catalog/lamp.webp">',
    );
    expect(body).toMatch(
      /<div data-first-screen-main [^>]*>.*<div class="cv-fs-grid" dir="ltr"><div class="cv-fs-card"><img src="\/uploads\/catalog\/lamp.webp"/,
    );

    const arabic = await t.app.inject({ url: `/wap/searchGoods?k=${k('مصباح')}&lang=ar` });
    expect(carried(arabic.body).replies[0]?.params).toEqual({
      keyword: 'مصباح',
      pageNum: '1',
      pageSize: '24',
    });
    expect(arabic.body).toContain(
      '<div class="cv-fs-grid" dir="rtl"><div class="cv-fs-card"><img src="/uploads/catalog/lamp.webp"',
    );
  });

  it('a page with nothing to paint first carries its reply and keeps the brand and the entry', async () => {
    const page = await t.app.inject({ url: `/wap/commodity-details?sellerGoodsId=${pictureless}` });
    expect(carried(page.body).replies[0]?.action).toBe('sellerGoods!info');
    expect(page.body.split('</head>')[0]).toContain(ENTRY);
    expect(page.body).toContain('<!--splash--><svg></svg><!--/splash-->');
    expect(page.body).not.toContain('first-screen-assets');
  });

  it('a product: sellerGoods!info with every SKU, in the address’s language, its first picture preloaded', async () => {
    // The API first (its reply is read before it counts this visitor's view of the day), then
    // again: what the page's reply must equal.
    const ask = () =>
      t.action('/wap/api/sellerGoods!info.action', { sellerGoodsId: productId, skuId: '-1', lang: 'ar' });
    await ask();
    const api = await ask();
    const page = await t.app.inject({
      url: `/wap/commodity-details?sellerGoodsId=${productId}&lang=ar`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(carried(html)).toEqual({
      lang: 'ar',
      replies: [
        { action: 'sellerGoods!info', params: { sellerGoodsId: productId, skuId: '-1' }, data: api.data },
        await settingsReply('ar'),
      ],
    });
    expect(html).toContain('href="/uploads/catalog/lamp.webp"></head>');
  });

  it('the desktop goods list, all or a category’s: its first page as the app asks it, its first pictures preloaded', async () => {
    for (const [url, params] of [
      ['/classification', { pageNum: '1', pageSize: '24' }],
      [`/classification?categoryId=${categoryId}&lang=ar`, { categoryId, pageNum: '1', pageSize: '24' }],
    ] as const) {
      const lang = url.includes('lang=ar') ? 'ar' : 'en';
      const api = await t.action('/wap/api/sellerGoods!list.action', { ...params, lang });
      const page = await t.app.inject({ url });
      expect(carried(page.body), url).toEqual({
        lang,
        replies: [{ action: 'sellerGoods!list', params, data: api.data }, await settingsReply(lang)],
      });
      const listed = (api.data as { pageList: { imgUrl1: string | null }[] }).pageList;
      expect(listed.map((goods) => goods.imgUrl1)).toContain('/uploads/catalog/lamp.webp');
      expect(page.body.split('</head>')[0], url).toContain('href="/uploads/catalog/lamp.webp"');
      expect(page.body, url).toContain('<!--splash--><svg></svg><!--/splash-->');
    }
  });

  it('the desktop goods list, all or a category’s: its first page carried, no first row painted', async () => {
    // Phones go to the mobile site (ADR 028), and at a phone's width the buyer's filters above the
    // grid wrap by language: the list's reply and pictures come with the page, its picture does not.
    for (const url of [
      '/classification',
      '/classification?lang=ar',
      `/classification?categoryId=${categoryId}`,
    ]) {
      const page = await t.app.inject({ url });
      expect(carried(page.body).replies[0]?.action, url).toBe('sellerGoods!list');
      expect(page.body, url).toContain('<!--splash--><svg></svg><!--/splash-->');
      expect(page.body, url).not.toContain('data-first-screen');
    }
  });

  it('no text inside a reply can close its script element', async () => {
    const page = await t.app.inject({ url: `/wap/commodity-details?sellerGoodsId=${productId}` });
    expect(page.body).not.toContain(HOSTILE);
    // The replies', the first screen's list of the app's files and its loader.
    expect(page.body.match(/<script/g)).toHaveLength(3);
    expect(JSON.stringify(carried(page.body))).toContain(`Lamp ${HOSTILE}`);
  });

  it('an unknown product, a bad id or another page carries nothing and is still the page', async () => {
    for (const url of [
      '/wap/commodity-details?sellerGoodsId=00000000-0000-0000-0000-000000000000',
      '/wap/commodity-details?sellerGoodsId=%00%uD800',
      `/wap/commodity-details?sellerGoodsId=${'x'.repeat(5000)}`,
      '/wap/commodity-details',
      '/wap/cart',
      // A search without a keyword, or with a sort or a category the app asks for otherwise.
      '/wap/searchGoods',
      '/wap/searchGoods?k=%22%20%22',
      '/wap/searchGoods?k=%22Lamp%22&sort=priceAsc',
      `/wap/searchGoods?k=%22Lamp%22&categoryId=${productId}`,
      `/wap/searchGoods?k=${'%22'.repeat(3000)}`,
      // A desktop product that is not one, has no picture, or is asked for otherwise.
      '/productDetails?id=00000000-0000-0000-0000-000000000000',
      '/productDetails?id=%00%uD800',
      `/productDetails?id=${'x'.repeat(5000)}`,
      `/productDetails?id=${pictureless}`,
      `/productDetails?id=${productId}&from=home`,
      `/productDetails?sellerGoodsId=${productId}`,
      '/productDetails',
      // A goods list the app asks for otherwise, or a category that is not one.
      '/classification?categoryId=',
      `/classification?categoryId=${'x'.repeat(5000)}`,
      '/classification?categoryId=%00%uD800',
      '/classification?isNew=1',
      '/information?topic=about',
    ]) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(HTML);
    }
  });

  it('the desktop product page: its first picture painted under the store’s header, its reply not carried, no view counted', async () => {
    const before = await viewsOfProduct();
    for (const lang of ['en', 'ar']) {
      const url = `/productDetails?id=${productId}&lang=${lang}`;
      const page = await t.app.inject({ url, remoteAddress: '198.51.100.23' });
      const [head = '', body = ''] = page.body.split('</head>');
      expect(head, url).toContain(
        '<link rel="preload" as="image" fetchpriority="high" href="/uploads/catalog/lamp.webp">',
      );
      expect(body, url).toMatch(
        /<div data-first-screen-main [^>]*>.*\.cv-fs-bar\{height:167px\}.*<div class="cv-fs-frame"><img src="\/uploads\/catalog\/lamp.webp"/,
      );
      expect(head, url).not.toContain(ENTRY);
      // The start-up settings only: the app asks for the product itself, as whoever is logged in.
      expect(carried(page.body), url).toEqual({ lang, replies: [await settingsReply(lang)] });
    }
    expect(await viewsOfProduct()).toBe(before);
  });

  it('a visitor’s first view of a product is counted as theirs, once a day', async () => {
    const url = `/wap/commodity-details?sellerGoodsId=${productId}`;
    const before = await viewsOfProduct();
    await t.app.inject({ url, remoteAddress: '203.0.113.7' });
    await t.app.inject({ url, remoteAddress: '203.0.113.7' });
    expect(await viewsOfProduct()).toBe((before ?? 0) + 1);
  });

  it('a HEAD asks for nothing', async () => {
    const page = await t.app.inject({ method: 'HEAD', url: '/wap/' });
    expect(page.statusCode).toBe(200);
  });
});
