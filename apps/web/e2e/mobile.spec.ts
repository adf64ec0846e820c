import { MOBILE_UA, check, loadWholePage, waitForGoods, type Spec } from './harness';

const phone = { userAgent: MOBILE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export const specs: Spec[] = [
  {
    name: 'a mobile browser lands on /wap/ with the mobile home',
    async run({ newPage, screenshot }) {
      const page = await newPage(phone);
      await page.goto('/index');
      await page.waitForURL((url) => url.pathname === '/wap/');
      await waitForGoods(page, 4);
      await page.getByTestId('wap-layout').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      check(overflow <= 0, `no horizontal scroll on the mobile home (overflow ${overflow}px)`);
      await loadWholePage(page);
      await screenshot(page, 'wap-home', { fullPage: true });
    },
  },
  {
    name: 'a mobile browser keeps the product id and the language',
    async run({ newPage }) {
      const page = await newPage(phone);
      await page.goto('/productDetails?id=abc123&lang=ar');
      await page.waitForURL((url) => url.pathname === '/wap/commodity-details');
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      // The mobile site applies ?lang= and then drops it from the address.
      await page.waitForURL((url) => !url.searchParams.has('lang'));
      const url = new URL(page.url());
      check(url.searchParams.get('sellerGoodsId') === 'abc123', `sellerGoodsId kept, saw ${page.url()}`);
    },
  },
];
