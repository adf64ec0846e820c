import type { Page } from '@playwright/test';
import { test } from './fixtures';
import { PHONE, check, simpleListing } from './harness';

/** A box on the page, rounded to a tenth of a pixel. */
async function boxOf(page: Page, selector: string): Promise<number[]> {
  const box = await page.locator(selector).first().boundingBox();
  check(box, `${selector} is on the page`);
  return [box.x, box.y, box.width, box.height].map((value) => Math.round(value * 10) / 10);
}

// The mobile home's, a product's and a result list's first screen, and the desktop goods list's and
// product page's on a phone-sized screen, come painted in their HTML (the server's first-view.ts):
// the picture must be exactly where the app then draws it, or the app's picture is a later, larger
// paint and the page jumps. Measured with the app's code blocked, then with it running; and the app
// must not put a spinner or a skeleton between the two.
function firstScreen(lang: 'en' | 'ar'): void {
  test(`the mobile home's, a product's, a result list's and the desktop product's first screen is painted before any script, where the app draws it (${lang})`, async ({
    baseURL,
    newPage,
    saveScreenshot,
  }) => {
    const tablet = { ...PHONE, viewport: { width: 820, height: 1180 }, deviceScaleFactor: 2 };
    // Lighthouse's phone: its cards are a fraction of a pixel wide, where paints are measured
    // rounded (the first screen's picture must not count as a smaller paint than the app's).
    const midRange = { ...PHONE, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };
    const probe = await newPage(PHONE);
    const listing = await simpleListing(probe, baseURL!, lang);
    const cases = [
      // A phone, and a tablet (from 768 px the banner is a wider strip).
      ['home-phone', PHONE, `/wap/?lang=${lang}`, '[data-testid="banner-carousel"]', 'banner-skeleton'],
      ['home-tablet', tablet, `/wap/?lang=${lang}`, '[data-testid="banner-carousel"]', 'banner-skeleton'],
      [
        'product-phone',
        PHONE,
        `/wap/commodity-details?sellerGoodsId=${listing.id}&lang=${lang}`,
        '[data-testid="gallery"] img',
        'product-skeleton',
      ],
      // A result list: its first row of pictures, under the head, the filter button and the count.
      [
        'results-phone',
        PHONE,
        `/wap/searchGoods?k=${encodeURIComponent(JSON.stringify(listing.name))}&lang=${lang}`,
        '[data-testid="goods-card"] img',
        'goods-card-skeleton',
      ],
      [
        'results-412',
        midRange,
        `/wap/searchGoods?k=${encodeURIComponent(JSON.stringify(listing.name))}&lang=${lang}`,
        '[data-testid="goods-card"] img',
        'goods-card-skeleton',
      ],
      // The desktop product page in a desktop browser as narrow as a phone (Lighthouse's): under
      // the store's header, the product's picture. (The desktop list paints no first row: phones
      // are sent to the mobile site, apps/server first-view.ts.)
      [
        'desktop-product-412',
        { viewport: midRange.viewport, deviceScaleFactor: 1.75 },
        `/productDetails?id=${listing.id}&lang=${lang}`,
        '[data-testid="gallery"] img',
        'product-skeleton',
      ],
    ] as const;
    for (const [name, options, url, drawn, skeleton] of cases) {
      const painted = await newPage(options);
      await painted.route('**/assets/*.js', (route) => route.abort());
      await painted.goto(url);
      await painted.waitForFunction(() => {
        const picture = document.querySelector<HTMLImageElement>('[data-first-screen] img');
        return picture?.complete === true && picture.naturalWidth > 0;
      });
      // Both measured once the language's font is in (Arabic's is the marketplace's own, linked
      // in the HTML: until it arrives the text is drawn in a fallback of other widths).
      await painted.evaluate(() => document.fonts.ready);
      await saveScreenshot(painted, `first-screen-${name}-${lang}`);
      const before = await boxOf(painted, '[data-first-screen] img');
      // The home's banner caption is text in the HTML too, where the app writes it.
      const home = name.startsWith('home');
      const captionBefore = home ? await boxOf(painted, '[data-first-screen] .cv-fs-title') : null;

      const page = await newPage(options);
      await page.addInitScript(
        ([skeletonId, drawnSelector]) => {
          // Only document.documentElement inside the callbacks: it is not there yet when this runs
          // (and a named function here would be given a helper of the bundler's this page lacks).
          // Whether a spinner, or a skeleton of the picture's place, was ever put on the screen
          // meanwhile; when the app's picture came; and when the page's largest paint was.
          new MutationObserver(() => {
            if (document.querySelector(`.mantine-Loader-root, [data-testid="${skeletonId}"]`)) {
              document.documentElement.dataset.waited = '1';
            }
            if (!document.documentElement.dataset.drawnAt && document.querySelector(drawnSelector)) {
              document.documentElement.dataset.drawnAt = String(performance.now());
            }
          }).observe(document, { childList: true, subtree: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              document.documentElement.dataset.largestAt = String(entry.startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        },
        [skeleton, drawn] as const,
      );
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/wap/api/')) asked.push(request.url());
      });
      await page.goto(url);
      await page.locator(drawn).first().waitFor();
      await page.evaluate(() => document.fonts.ready);
      const after = await boxOf(page, drawn);
      check(
        JSON.stringify(before) === JSON.stringify(after),
        `${name}: the first screen's picture ${JSON.stringify(before)} is the app's ${JSON.stringify(after)}`,
      );
      if (captionBefore) {
        const captionAfter = await boxOf(
          page,
          '[data-testid="banner-carousel"] [aria-roledescription="slide"] p',
        );
        check(
          JSON.stringify(captionBefore) === JSON.stringify(captionAfter),
          `${name}: the first screen's caption ${JSON.stringify(captionBefore)} is the app's ${JSON.stringify(captionAfter)}`,
        );
      }
      check(
        (await page.evaluate(() => document.documentElement.dataset.waited)) === undefined,
        `${name}: no spinner or skeleton between the first screen and the page`,
      );
      // The app's picture is no larger a paint than the first screen's, so the page's largest
      // paint stays the first screen's (a picture clipped at its own edge counts a little smaller).
      const { largestAt, drawnAt } = await page.evaluate(() => {
        const { dataset } = document.documentElement;
        return { largestAt: dataset.largestAt, drawnAt: dataset.drawnAt };
      });
      check(
        Number(largestAt) < Number(drawnAt),
        `${name}: the largest paint (${largestAt} ms) comes before the app's picture (${drawnAt} ms)`,
      );
      if (home) {
        // The home's replies, and the settings every page starts with, come in its HTML.
        await page.waitForLoadState('networkidle');
        check(
          asked.length === 0,
          `${name}: the home asks the API for nothing as it starts: ${asked.join(', ')}`,
        );
      }
    }
  });
}

firstScreen('en');
firstScreen('ar');
