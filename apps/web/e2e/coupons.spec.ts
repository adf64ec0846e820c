import type { CouponVo } from '@caravan/contract';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, register, newUsername } from './flows';
import { DESKTOP, NARROW, PHONE, api, mailedTo, noOverflow, settled, simpleListings } from './harness';

// Issue 54: a buyer claims a shop's coupon on its store page and the checkout applies it; a
// subscriber confirms the newsletter's link and receives the welcome coupon, which the checkout
// applies; the coupon centre, "My coupons", the seller's coupons and the console's, in English and
// Arabic, on a desktop, at 360 px and on the mobile site.

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

/**
 * Buys enough of one good (of `sellerId`'s shop, or any) to pass the coupon's minimum spend with
 * "Buy now", and checks that the checkout ticks the coupon and takes its saving off before anything
 * is placed. Ends on the checkout.
 */
async function checkoutApplies(
  page: Page,
  { site, lang, coupon, sellerId }: { site: string; lang: string; coupon: CouponVo; sellerId?: string },
) {
  const phone = site === '/wap';
  const [listing] = await simpleListings(page.request, '', { lang, sellerId, count: 1 });
  expect(listing, 'a simple product to buy').toBeTruthy();
  const info = await api<{ sellingPrice: number; discountPrice: number | null }>(
    page.request,
    '',
    '/api/sellerGoods!info.action',
    { sellerGoodsId: listing!.id },
  );
  const price = info.discountPrice ?? info.sellingPrice;
  const quantity = Math.max(listing!.buyMin, Math.ceil((coupon.minSpend + 1) / price));
  await page.goto(`${site}/productDetails?id=${listing!.id}&lang=${lang}`);
  const input = page.getByTestId('quantity-input').first();
  await input.fill(String(quantity));
  await input.blur();
  await (phone ? page.getByTestId('buy-now').first().tap() : page.getByTestId('buy-now').first().click());
  await page.getByTestId('page-settlement').waitFor();
  const row = page
    .getByTestId('checkout-coupons')
    .getByTestId('checkout-coupon')
    .filter({ hasText: coupon.title });
  await expect(row.getByRole('checkbox'), 'the best coupon is ticked').toBeChecked();
  const saving = page.getByTestId('checkout-quote').getByTestId('breakdown-coupons');
  await expect(saving, 'the saving is in the price').toContainText(coupon.amount.toFixed(2));
  await settled(page);
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

    await checkoutApplies(page, { site, lang, coupon, sellerId: coupon.sellerId });
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

for (const [lang, where] of [
  ['en', 'desktop'],
  ['ar', 'phone'],
] as const) {
  test(`a subscriber confirms the e-mail's link, receives the welcome coupon, and checkout applies it (${lang}, ${where})`, async ({
    newPage,
    saveScreenshot,
  }) => {
    const phone = where === 'phone';
    const username = newUsername('welcome');
    const desk = await newPage({ viewport: DESKTOP });
    await desk.goto(`/register?lang=${lang}`);
    await register(desk, username);
    const token = await desk.evaluate(() => window.localStorage.getItem('ES_TOKEN'));
    expect(token, 'the new buyer is logged in').toBeTruthy();

    // Subscribes in the footer; the one e-mail carries the link.
    const email = `${username}@example.com`;
    await desk.goto(`/index?lang=${lang}`);
    const form = desk.getByTestId('subscribe-form');
    await form.getByRole('textbox').fill(email);
    await form.getByRole('button').click();
    await expect(form.getByRole('textbox'), 'the form is emptied once subscribed').toHaveValue('');
    const mail = await mailedTo(desk, email);
    const link = /https?:\/\/\S+\/subscription\?code=[\w-]+/.exec(mail)?.[0];
    expect(link, `the e-mail links the confirmation (${mail})`).toBeTruthy();
    const address = new URL(link!);
    const path = `${address.pathname}${address.search}&lang=${lang}`;

    let page: Page;
    if (phone) {
      // The link opened on the buyer's phone, signed in: the server sends it to the mobile site's
      // page, which confirms and gives the coupon at once.
      page = await newPage(PHONE);
      await page.addInitScript((value) => window.localStorage.setItem('ES_TOKEN', value), token!);
      await page.goto(path);
      expect(new URL(page.url()).pathname).toBe('/wap/subscription');
    } else {
      // Opened in another browser, signed out: the coupon waits for the buyer to sign in, and
      // signing in comes back to the link.
      page = await newPage({ viewport: DESKTOP });
      await page.goto(path);
      const offered = page.getByTestId('subscription-confirmed');
      await expect(offered).toHaveAttribute('data-welcome', 'signIn');
      await page.getByTestId('welcome-coupon').waitFor();
      await settled(page);
      await saveScreenshot(page, `coupons/welcome-sign-in-${lang}-${where}`);
      await page.getByTestId('welcome-sign-in').click();
      const login = page.getByTestId('login-form');
      await login.locator('input').nth(0).fill(username);
      await login.locator('input').nth(1).fill(PASSWORD);
      await login.locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === '/subscription');
    }
    const confirmed = page.getByTestId('subscription-confirmed');
    await expect(confirmed, 'the welcome coupon is given').toHaveAttribute('data-welcome', 'given');
    await page.getByTestId('welcome-coupon').waitFor();
    await settled(page);
    if (!phone) await noOverflow(page, 'the confirmed subscription');
    await saveScreenshot(page, `coupons/welcome-given-${lang}-${where}`, { fullPage: true });

    const held = await api<{ pageList: CouponVo[] }>(page.request, '', '/api/coupon!mine.action', {
      token: token!,
      state: 'available',
    });
    const welcome = held.pageList.find((c) => c.sellerId === '' && c.funder === 'platform');
    expect(welcome, 'the buyer holds the welcome coupon').toBeTruthy();
    await checkoutApplies(page, { site: phone ? '/wap' : '', lang, coupon: welcome! });
    await saveScreenshot(page, `coupons/welcome-checkout-${lang}-${where}`, { fullPage: true });
  });
}
