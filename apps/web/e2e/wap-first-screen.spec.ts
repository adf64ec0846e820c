import type { Page } from 'playwright-core';
import { PHONE, check, simpleListing, type Spec } from './harness';

/** A box on the page, rounded to a tenth of a pixel. */
async function boxOf(page: Page, selector: string): Promise<number[]> {
  const box = await page.locator(selector).first().boundingBox();
  check(box, `${selector} is on the page`);
  return [box.x, box.y, box.width, box.height].map((value) => Math.round(value * 10) / 10);
}

// The home's, a product's and a result list's first screen come painted in their HTML (the server's first-view.ts):
// the picture must be exactly where the app then draws it, or the app's picture is a later, larger
// paint and the page jumps. Measured with the app's code blocked, then with it running; and the app
// must not put a spinner or a skeleton between the two.
function firstScreen(lang: 'en' | 'ar'): Spec {
  return {
    name: `the mobile home's, a product's and a result list's first screen is painted before any script, where the app draws it (${lang})`,
    async run({ baseUrl, newPage, screenshot }) {
      const tablet = { ...PHONE, viewport: { width: 820, height: 1180 }, deviceScaleFactor: 2 };
      const probe = await newPage(PHONE);
      const listing = await simpleListing(probe, baseUrl, lang);
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
      ] as const;
      for (const [name, options, url, drawn, skeleton] of cases) {
        const painted = await newPage(options);
        await painted.route('**/assets/*.js', (route) => route.abort());
        await painted.goto(url);
        await painted.waitForFunction(() => {
          const picture = document.querySelector<HTMLImageElement>('[data-first-screen] img');
          return picture?.complete === true && picture.naturalWidth > 0;
        });
        await screenshot(painted, `first-screen-${name}-${lang}`);
        const before = await boxOf(painted, '[data-first-screen] img');

        const page = await newPage(options);
        await page.addInitScript((skeletonId) => {
          // Whether a spinner, or a skeleton of the picture's place, was ever put on the screen meanwhile.
          new MutationObserver(() => {
            if (document.querySelector(`.mantine-Loader-root, [data-testid="${skeletonId}"]`)) {
              document.documentElement.dataset.waited = '1';
            }
          }).observe(document, { childList: true, subtree: true });
        }, skeleton);
        await page.goto(url);
        await page.locator(drawn).first().waitFor();
        const after = await boxOf(page, drawn);
        check(
          JSON.stringify(before) === JSON.stringify(after),
          `${name}: the first screen's picture ${JSON.stringify(before)} is the app's ${JSON.stringify(after)}`,
        );
        check(
          (await page.evaluate(() => document.documentElement.dataset.waited)) === undefined,
          `${name}: no spinner or skeleton between the first screen and the page`,
        );
      }
    },
  };
}

export const specs: Spec[] = [firstScreen('en'), firstScreen('ar')];
