import type { CouponVo } from '@caravan/contract';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { register, newUsername } from './flows';
import { DESKTOP, NARROW, PHONE, api, noOverflow, settled, simpleListings } from './harness';

// Issue 54: a buyer claims a shop's coupon on its store page and the checkout applies it; the
// coupon centre, "My coupons", the seller's coupons and the console's, in English and Arabic, on a
// desktop, at 360 px and on the mobile site.

/** A shop coupon of the demo: a fixed amount off above a minimum spend, with some left. */
async function shopCoupon(page: Page): Promise<CouponVo> {
  const list = await api<{ pageList: CouponVo[] }>(page.request, '', '/api/coupon!list.action', {
    pageSize: '50',
  });
  const coupon = list.pageList.find(
    (c) => c.sellerId && c.kind === 'amount' && c.minSpend <= 50 && c.claimed < c.total,
  );
  expect(coupon, 'the demo has a shop coupon to claim').toBeTruthy();
  return coupon!;
}

for (const [lang, where] of [
  ['en', 'desktop'],
  ['ar', 'phone'],
] as const) {
  test(`a new buyer claims a shop's coupon on its store page and checkout applies it (${lang}, ${where})`, async ({
    newPage,
    saveScreenshot,
  }) => {
    const phone = where === 'phone';
    const site = phone ? '/wap' : '';
    // A new buyer, registered on the desktop site (the phone's own sign-up is wap.spec's journey);
    // on a phone, the same session in a phone's browser.
    const desk = await newPage({ viewport: DESKTOP });
    await desk.goto(`/register?lang=${lang}`);
    await register(desk, newUsername('coupon'));
    const token = await desk.evaluate(() => window.localStorage.getItem('ES_TOKEN'));
    expect(token, 'the new buyer is logged in').toBeTruthy();
    let page = desk;
    if (phone) {
      page = await newPage(PHONE);
      await page.addInitScript((value) => window.localStorage.setItem('ES_TOKEN', value), token!);
    }
    const coupon = await shopCoupon(page);

    // The coupon centre lists it; a visitor would be asked to log in, this buyer claims it on the store page.
    await page.goto(`${site}/coupons?lang=${lang}`);
    await page.getByTestId('page-coupons').getByTestId('coupon-ticket').first().waitFor();
    await settled(page);
    await saveScreenshot(page, `coupons/centre-${lang}-${where}`, { fullPage: true });

    await page.goto(`${site}/store?id=${coupon.sellerId}&lang=${lang}`);
    const ticket = page
      .getByTestId('coupon-strip')
      .getByTestId('coupon-ticket')
      .filter({ hasText: coupon.title });
    await ticket.waitFor();
    if (!phone) await noOverflow(page, 'the store page with its coupons');
    await (phone ? ticket.getByTestId('coupon-claim').tap() : ticket.getByTestId('coupon-claim').click());
    await expect(ticket.getByTestId('coupon-claimed'), 'the coupon is claimed').toBeVisible();
    await settled(page);
    await saveScreenshot(page, `coupons/store-claimed-${lang}-${where}`);

    // Enough of one of the shop's goods to reach the coupon's minimum spend.
    const [listing] = await simpleListings(page.request, '', { lang, sellerId: coupon.sellerId, count: 1 });
    expect(listing, 'the shop sells a simple product').toBeTruthy();
    const info = await api<{ sellingPrice: number; discountPrice: number | null }>(
      page.request,
      '',
      '/api/sellerGoods!info.action',
      { sellerGoodsId: listing!.id },
    );
    const price = info.discountPrice ?? info.sellingPrice;
    const quantity = Math.max(1, Math.ceil((coupon.minSpend + 1) / price));
    await page.goto(`${site}/productDetails?id=${listing!.id}&lang=${lang}`);
    const input = page.getByTestId('quantity-input').first();
    await input.fill(String(quantity));
    await input.blur();
    await (phone ? page.getByTestId('buy-now').first().tap() : page.getByTestId('buy-now').first().click());
    await page.getByTestId('page-settlement').waitFor();

    // The checkout ticks the coupon and takes it off the shop's order before anything is placed.
    const section = page.getByTestId('checkout-coupons');
    const row = section.getByTestId('checkout-coupon').filter({ hasText: coupon.title });
    await expect(row.getByRole('checkbox'), 'the best coupon is ticked').toBeChecked();
    const saving = page.getByTestId('checkout-quote').getByTestId('breakdown-coupons');
    await expect(saving, 'the saving is in the price').toContainText(coupon.amount.toFixed(2));
    await settled(page);
    if (!phone) await noOverflow(page, 'the checkout with its coupons');
    await saveScreenshot(page, `coupons/checkout-${lang}-${where}`, { fullPage: true });

    // My coupons: it is there until an order uses it.
    await page.goto(`${site}/userInfo/coupons?lang=${lang}`);
    await page
      .getByTestId('page-my-coupons')
      .getByTestId('coupon-ticket')
      .filter({ hasText: coupon.title })
      .waitFor();
    await settled(page);
    await saveScreenshot(page, `coupons/mine-${lang}-${where}`, { fullPage: true });
  });
}

test('a seller makes a coupon and buyers see it on the store page; the console lists it (en and ar)', async ({
  logIn,
  saveScreenshot,
}) => {
  for (const lang of ['en', 'ar'] as const) {
    const seller = await logIn('seller', { lang, viewport: lang === 'ar' ? NARROW : DESKTOP });
    const width = lang === 'ar' ? '360' : '1440';
    await seller.goto(`/seller/coupons?lang=${lang}`);
    await seller.getByTestId('seller-coupons').waitFor();
    await settled(seller);
    await saveScreenshot(seller, `coupons/seller-${lang}-${width}`, { fullPage: true });
    await noOverflow(seller, 'the seller’s coupons');
    await seller.close();

    const console = await logIn('operator', { lang, viewport: lang === 'ar' ? NARROW : DESKTOP });
    await console.goto(`/admin/promotions/coupons?lang=${lang}`);
    await console.getByTestId('coupons-table').waitFor();
    await settled(console);
    await saveScreenshot(console, `coupons/console-${lang}-${width}`, { fullPage: true });
    await console.close();
  }
});
