import type { BrowserContextOptions, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DESKTOP, NARROW, PHONE, check, settled, simpleListings } from './harness';

// Issue 51: what a visitor sees when a page's code does not arrive, when the API's per-IP limit is
// passed; the phone's redirect, its icon and the two sites' links.

// One test restarts the server under a low API limit: this file has a server of its own.
test.use({ serverOfItsOwn: true });

type Site = { label: string; options: BrowserContextOptions; home: string; homeTestId: string };

const SITES: Site[] = [
  { label: 'desktop-1440', options: { viewport: DESKTOP }, home: '/index', homeTestId: 'home-page' },
  { label: 'desktop-360', options: { viewport: NARROW }, home: '/index', homeTestId: 'home-page' },
  { label: 'wap-360', options: PHONE, home: '/wap/', homeTestId: 'wap-home-page' },
];

async function openHome(page: Page, site: Site, lang: string): Promise<void> {
  await page.goto(`${site.home}?lang=${lang}`);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  await page.getByTestId(site.homeTestId).waitFor();
}

/** A page whose chunk never arrives: the page reloads once, then shows its error; the frame still works. */
function missingChunk(site: Site, lang: string): void {
  test(`a page whose code does not arrive reloads once, then says so under a usable frame (${site.label}, ${lang})`, async ({
    newPage,
    saveScreenshot,
  }) => {
    // The service worker would fetch the chunk itself, out of the page's sight.
    const page = await newPage({ ...site.options, serviceWorkers: 'block' });
    const phone = site.home.startsWith('/wap');
    // The categories page on the phone, "About us" on the desktop: a chunk of its own.
    const chunk = phone
      ? /\/assets\/classification-page-[\w-]+\.js$/
      : /\/assets\/information-page-[\w-]+\.js$/;
    let refused = 0;
    await page.route(chunk, (route) => {
      refused += 1;
      return route.abort('failed');
    });
    let loads = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) loads += 1;
    });
    await openHome(page, site, lang);
    const before = loads;
    if (phone) await page.getByTestId('wap-tab-categories').tap();
    else await page.locator('footer a[href^="/information"]').first().click();
    const error = page.getByTestId('page-error');
    // The client-side navigation, then one reload into the page, which asks for the chunk again;
    // the reloaded page shows the error (the first page's error shows only until it reloads).
    await expect
      .poll(() => refused >= 2 && loads - before >= 2, {
        message: `the page reloaded and asked for the chunk again (refused ${refused}, ${loads - before} navigations)`,
      })
      .toBe(true);
    await expect(error).toBeVisible();
    check(refused >= 2, `the chunk was asked for again after the reload (refused ${refused})`);
    const navigations = loads - before;
    check(navigations <= 2, `one reload only (saw ${navigations} navigations)`);
    check((await error.innerText()).length > 10, 'the error says what happened');
    await saveScreenshot(page, `page-error-${site.label}-${lang}`);
    // The frame around it still takes the visitor elsewhere.
    if (phone) await page.getByTestId('wap-tab-home').tap();
    else await page.getByTestId('logo').first().click();
    await page.getByTestId(site.homeTestId).waitFor();
    check((await error.count()) === 0, 'the error is gone on another page');
    // No second reload meanwhile: the way home was the one navigation since.
    check(
      loads - before === navigations + 1,
      `no second reload (saw ${loads - before} navigations, the way home included)`,
    );
  });
}

/** The API refusing a page's calls (HTTP 429, Retry-After): the page says so, waits, and asks again. */
function rateLimited(site: Site, lang: string, words: string): void {
  test(`a page whose calls pass the per-IP limit says so and asks again (${site.label}, ${lang})`, async ({
    newPage,
    saveScreenshot,
  }) => {
    const page = await newPage(site.options);
    const refusedOnce = new Set<string>();
    // The refused calls' addresses until a later call to the same one is answered.
    const unanswered = new Set<string>();
    page.on('response', (res) => {
      if (res.status() !== 429) unanswered.delete(res.url());
    });
    await page.route(/\.action(\?|$)/, async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (refusedOnce.has(path)) return route.continue();
      refusedOnce.add(path);
      unanswered.add(route.request().url());
      return route.fulfill({
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '3' },
        body: JSON.stringify({
          code: '1',
          msg: 'limited',
          key: 'COMMON_RATE_LIMITED',
          params: {},
          data: null,
        }),
      });
    });
    // The phone's home carries its replies in its HTML; its categories page asks for them.
    const phone = site.home.startsWith('/wap');
    await page.goto(`${phone ? '/wap/category' : site.home}?lang=${lang}`);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    const notice = page.getByRole('alert').filter({ hasText: words });
    await notice.first().waitFor();
    await saveScreenshot(page, `rate-limited-${site.label}-${lang}`);
    check(refusedOnce.size > 0, 'the page made calls');
    if (!phone) await page.getByTestId(site.homeTestId).waitFor();
    // The calls asked again (after the Retry-After's 3 s) get their answers, and the page draws
    // them: nothing on the page stays in error.
    await expect
      .poll(() => [...unanswered], { message: 'every refused call is asked again and answered' })
      .toEqual([]);
    await settled(page);
    await expect(page.getByTestId('error-state'), 'no section stays failed after the retry').toHaveCount(0);
  });
}

const LIMIT_WORDS: Record<string, string> = {
  en: 'Too many requests from your network',
  ar: 'طلبات كثيرة جدًا من شبكتك',
};

for (const lang of ['en', 'ar']) for (const site of SITES) missingChunk(site, lang);
for (const lang of ['en', 'ar']) for (const site of SITES) rateLimited(site, lang, LIMIT_WORDS[lang] ?? '');

test('fresh page loads from one address under a low API limit get every file; the API answers', async ({
  newPage,
  restartServer,
}) => {
  test.setTimeout(300_000);
  await restartServer({ RATE_LIMIT_PER_MINUTE: '100' });
  try {
    const refused: string[] = [];
    let files = 0;
    for (const site of [SITES[0]!, SITES[2]!, SITES[0]!]) {
      // A new context each time: nothing cached, every file asked for.
      const page = await newPage(site.options);
      page.on('response', (res) => {
        const url = new URL(res.url());
        if (url.pathname.endsWith('.action')) return;
        files += 1;
        if (res.status() === 429) refused.push(url.pathname);
      });
      await openHome(page, site, 'en');
      await page.waitForLoadState('networkidle');
      await page.close();
    }
    check(files > 100, `the three visits fetched their files (${files})`);
    check(refused.length === 0, `no file refused: ${refused.slice(0, 5).join(', ')}`);
  } finally {
    await restartServer({});
  }
});

test('a phone opening a desktop product is redirected by the server before any desktop code', async ({
  baseURL,
  newPage,
}) => {
  const page = await newPage(PHONE);
  const [listing] = await simpleListings(page.request, baseURL!, { lang: 'en', count: 1 });
  check(listing, 'a listing');
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  const res = await page.goto(`/productDetails?id=${listing.id}`);
  check(res?.request().redirectedFrom()?.url().endsWith(`/productDetails?id=${listing.id}`), 'a redirect');
  check(new URL(page.url()).pathname === '/wap/commodity-details', `on the mobile product (${page.url()})`);
  await page.getByTestId('detail-price').waitFor();
  const desktop = scripts.filter((path) => /storefront-routes|product-page/.test(path));
  check(desktop.length === 0, `no desktop chunk fetched: ${desktop.join(', ')}`);
});

for (const lang of ['en', 'ar']) {
  test(`the phone product's "Desktop site" link clears the buy bar; the desktop footer links the mobile site (${lang})`, async ({
    baseURL,
    newPage,
    saveScreenshot,
  }) => {
    const page = await newPage(PHONE);
    const [listing] = await simpleListings(page.request, baseURL!, { lang, count: 1 });
    check(listing, 'a listing');
    await page.goto(`/wap/commodity-details?sellerGoodsId=${listing.id}&lang=${lang}`);
    await page.getByTestId('detail-price').waitFor();
    // To the very end, as a buyer scrolls: sections below the fold arrive as they near. Scrolled
    // until the reviews are drawn and nothing waits for its place or its data any more (no place
    // held for a section, no skeleton). The page may still grow after that (the shop's coupons
    // come in whenever they come, and need no place held when there are none), so the end is
    // reached and measured in one task of the page's, where nothing can move in between.
    const link = page.getByTestId('desktop-site-link');
    await link.waitFor();
    await page.getByTestId('buy-bar').waitFor();
    const atTheEnd = () =>
      page.evaluate(() => {
        const root = document.documentElement;
        window.scrollTo(0, root.scrollHeight);
        const waiting = document.querySelectorAll(
          '[data-testid="near-screen"], [data-testid="goods-card-skeleton"], #main .mantine-Skeleton-root',
        );
        const drawn = document.querySelector('[data-testid="reviews"]') !== null && waiting.length === 0;
        const el = document.querySelector('[data-testid="desktop-site-link"]')!;
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return {
          ready: drawn && Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight,
          linkEnd: r.bottom,
          barTop: document.querySelector('[data-testid="buy-bar"]')!.getBoundingClientRect().top,
          onTop: hit !== null && el.contains(hit),
        };
      });
    await expect
      .poll(async () => (await atTheEnd()).ready, { message: 'every section below the fold is drawn' })
      .toBe(true);
    await settled(page);
    const end = await atTheEnd();
    check(end.ready, 'still at the end of the page');
    check(
      end.linkEnd <= end.barTop,
      `the link (ends at ${end.linkEnd}) ends above the buy bar (${end.barTop})`,
    );
    check(end.onTop, 'nothing lies over the link');
    await saveScreenshot(page, `wap-product-desktop-link-${lang}`);

    const desktop = await newPage({ viewport: DESKTOP });
    await desktop.goto(`/productDetails?id=${listing.id}&lang=${lang}`);
    const mobile = desktop.getByTestId('mobile-site-link');
    await mobile.scrollIntoViewIfNeeded();
    const href = await mobile.getAttribute('href');
    check(href === `/wap/commodity-details?sellerGoodsId=${listing.id}`, `the mobile twin (${href})`);
    const icon = await desktop.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const png = await desktop.request.get(`${baseURL}${icon}`);
    check(png.status() === 200 && png.headers()['content-type'] === 'image/png', 'the touch icon is a PNG');
    await saveScreenshot(desktop, `desktop-footer-mobile-link-${lang}`, { fullPage: true });
  });
}
