import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DEMO_BUYER,
  DEMO_SELLER,
  DESKTOP,
  NARROW,
  api,
  check,
  chooseRadio,
  drawnPng,
  logInAs,
  noOverflow,
  settled,
  simpleListings,
  type Listing,
} from './harness';
import { addAddressIfNone, journeySnap, payInModal } from './flows';

// Issue 6: browse → goods of two shops into the cart → checkout → pay → the seller purchases →
// the platform ships → carrier scans → receipt → a review with a picture → the seller sees the
// margin; a refund of the other shop's order; a cancelled order. As the demo buyer, the demo
// seller and the console's admin, in English at 1440 px and in Arabic at 360 px.

const BUYER = DEMO_BUYER;
const SELLER = DEMO_SELLER;
const DEMO_SHOP = 'Harbourline Trading Co.';

/**
 * A listing without options from the demo seller's shop and one from another shop, named in
 * `lang` (the cart shows names in the page's language).
 */
async function pickListings(
  request: APIRequestContext,
  baseUrl: string,
  lang: string,
): Promise<[Listing, Listing, Listing]> {
  const shops = await api<{ pageList: { id: string; name: string }[] }>(
    request,
    baseUrl,
    '/api/seller!list.action',
    {
      pageSize: '50',
    },
  );
  const demo = shops.pageList.find((s) => s.name === DEMO_SHOP);
  const other = shops.pageList.find((s) => s.name !== DEMO_SHOP);
  check(demo && other, 'the demo shop and another shop are listed');
  const simple = (sellerId: string) => simpleListings(request, baseUrl, { lang, sellerId, count: 2 });
  const [mine, theirs] = await Promise.all([simple(demo.id), simple(other.id)]);
  check(mine.length >= 1 && theirs.length >= 2, 'simple listings to buy');
  return [mine[0]!, theirs[0]!, theirs[1]!];
}

async function addToCart(page: Page, listing: Listing): Promise<void> {
  await page.goto(`/productDetails?id=${listing.id}`);
  await page.getByTestId('detail-price').waitFor();
  const key = await page.evaluate(
    () => Object.keys(localStorage).find((k) => k.startsWith('ES_SHOP_CART')) ?? '',
  );
  const before = await page.evaluate((k) => (k ? localStorage.getItem(k) : null) ?? '', key);
  await page.getByTestId('add-to-cart').click();
  // Added now, or already in the cart from an earlier run (the cart says so and keeps one line).
  await page.waitForFunction(
    ([id, was]) => {
      const k = Object.keys(localStorage).find((name) => name.startsWith('ES_SHOP_CART'));
      const now = k ? (localStorage.getItem(k) ?? '') : '';
      return now.includes(id) && (now !== was || was.includes(id));
    },
    [listing.id, before] as const,
  );
}

function reviewPng(page: Page): Promise<Buffer> {
  return drawnPng(page, {
    size: [240, 180],
    colors: ['#fef3c7', '#92400e'],
    font: 'bold 20px sans-serif',
    lines: [['Arrived well packed', 12, 96]],
  });
}

/** The order id in an order card's or detail page's link (`…?id=<uuid>`). */
async function orderIdsOnPage(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href*="order-detail?id="]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return [...new Set(hrefs.map((h) => new URL(h).searchParams.get('id') ?? ''))].filter(Boolean);
}

function ordersFlow(lang: 'en' | 'ar', viewport: typeof DESKTOP): void {
  const width = viewport.width;
  const shot = (name: string) => `orders-${name}-${lang}-${width}`;
  test(`orders: cart of two shops → pay → purchase → ship → scans → receipt → review; refund; cancel (${lang}, ${width} px)`, async ({
    newPage,
    logIn,
    saveScreenshot,
    baseURL,
  }) => {
    // Two shops' orders through every step, with screenshots: 66–77 s here when quiet, over 90 s on
    // CI (it timed out there). Its whole budget; each step still waits at most 20 s.
    test.setTimeout(300_000);
    const baseUrl = baseURL!;
    const snap = journeySnap(saveScreenshot, shot);
    const page = await newPage({ viewport });
    const [mine, theirs, another] = await pickListings(page.request, baseUrl, lang);
    await logInAs(page, lang, BUYER);

    // Two shops' goods in the cart, grouped by shop, both ticked.
    await addToCart(page, mine);
    await addToCart(page, theirs);
    const second = theirs;
    await page.getByTestId('cart-button').click();
    const drawer = page.getByTestId('cart-drawer');
    await drawer.getByTestId('cart-group').first().waitFor();
    await settled(page); // the drawer's slide-in
    await expect
      .poll(() => drawer.getByTestId('cart-group').count(), { message: 'the cart groups the goods by shop' })
      .toBeGreaterThanOrEqual(2);
    await snap(page, 'cart', false);
    // Keep only this run's two lines ticked (an earlier run may have left others).
    await drawer.getByTestId('cart-check-all').click();
    if (await drawer.getByTestId('cart-check-all').isChecked())
      await drawer.getByTestId('cart-check-all').click();
    for (const listing of [mine, second]) {
      await drawer
        .getByTestId('cart-line')
        .filter({ hasText: listing.name })
        .first()
        .getByTestId('cart-line-check')
        .check();
    }
    // The cart prices the ticked lines with freight and tax, per shop (issue 15), once the
    // server has priced the lines now ticked (until then it shows the last figures, busy).
    await drawer.locator('[data-testid="cart-charges"][aria-busy="false"]').waitFor();
    await expect(drawer.getByTestId('cart-shop-charges'), 'the cart shows each shop’s charges').toHaveCount(
      2,
    );
    await drawer.getByTestId('cart-checkout').click();
    await page.getByTestId('page-settlement').waitFor();
    await addAddressIfNone(page, snap);
    await expect(page.getByTestId('checkout-shop'), 'checkout shows two shops').toHaveCount(2);
    // The whole price before "Place order": each shop's goods, freight and tax, and the total.
    const quote = page.getByTestId('checkout-quote');
    await quote.waitFor();
    await expect(quote.getByTestId('breakdown-shop'), 'the checkout prices each shop').toHaveCount(2);
    const quoted = (await quote.getByTestId('breakdown-total').innerText()).trim();
    await snap(page, 'settlement');
    if (width <= 400) await noOverflow(page, 'checkout');
    await page.getByTestId('place-order').click();
    // The pay dialog asks exactly the quoted total, with the same breakdown.
    const asked = page.getByTestId('pay-form').getByTestId('breakdown-total');
    await asked.waitFor();
    const total = (await asked.innerText()).trim();
    check(total === quoted, `the pay dialog asks the quoted total (${quoted}), saw ${total}`);
    await snap(page, 'pay-dialog', false);
    await payInModal(page, BUYER.safeword);
    await page.getByTestId('page-paySuccess').waitFor();
    await snap(page, 'pay-success');

    // My orders: the two new orders wait for shipment.
    await page.goto('/userInfo/my-order?index=2&status=1');
    await page.getByTestId('order-card').first().waitFor();
    await snap(page, 'my-orders-paid');
    if (width <= 400) await noOverflow(page, 'my orders');
    const ids = await orderIdsOnPage(page);
    const orderOf = async (shopName: string) => {
      const card = page.getByTestId('order-card').filter({ hasText: shopName }).first();
      const href = await card.locator('a[href*="order-detail?id="]').first().getAttribute('href');
      return new URL(href ?? '', baseUrl).searchParams.get('id') ?? '';
    };
    const mineOrder = await orderOf(DEMO_SHOP);
    check(mineOrder && ids.includes(mineOrder), 'the demo shop’s order is listed');
    const theirsOrder = ids.find((id) => id !== mineOrder) ?? '';

    // The demo seller purchases its order for shipping.
    const seller = await logIn('seller', { lang, viewport });
    await seller.goto('/seller/orders');
    await seller.getByTestId('seller-tab-toPurchase').click();
    const sellerCard = seller.locator(`[data-testid="seller-order"][data-order-id="${mineOrder}"]`);
    await sellerCard.waitFor();
    await snap(seller, 'seller-orders');
    await sellerCard.getByTestId('seller-order-push').click();
    await seller.getByTestId('push-dialog').waitFor();
    await seller.getByTestId('push-cost').waitFor();
    await seller.getByTestId('push-dialog').locator('input[type="password"]').fill(SELLER.safeword);
    await snap(seller, 'seller-push', false);
    await seller.getByTestId('push-confirm').click();
    await seller.getByTestId('push-dialog').waitFor({ state: 'detached' });

    // The platform ships it from the console.
    const console = await logIn('operator', { lang, viewport: DESKTOP });
    await console.goto('/admin/orders?view=toShip');
    const row = console.locator(`[data-testid="order-row"][data-order-id="${mineOrder}"]`);
    await row.waitFor();
    await row.getByTestId('order-open').click();
    await console.getByTestId('order-detail').waitFor();
    await snap(console, 'console-refund', false);
    await console.getByTestId('order-ship').click();
    await console.getByTestId('ship-carrier').fill('DHL Express');
    await console.getByTestId('ship-tracking').fill(`JD${Date.now()}`);
    await snap(console, 'console-ship', false);
    await console.getByTestId('ship-confirm').click();
    await console.getByTestId('ship-form').waitFor({ state: 'detached' });

    // The buyer follows the carrier's scans, then confirms receipt.
    await page.goto(`/userInfo/order-detail?id=${mineOrder}`);
    await page.getByTestId('order-header').waitFor();
    await page
      .waitForFunction(
        () => document.querySelectorAll('[data-testid="logistics-scan"]').length >= 2,
        undefined,
        { timeout: 20_000, polling: 500 },
      )
      .catch(async () => {
        await page.reload();
        await page.getByTestId('logistics-scan').nth(1).waitFor({ timeout: 10_000 });
      });
    await snap(page, 'order-shipped');
    if (width <= 400) await noOverflow(page, 'order detail');
    await page.getByTestId('order-action-receipt').first().click();
    await page.getByTestId('confirm-action').click();
    await page.getByTestId('order-action-review').waitFor();

    // A review with a picture: the submit waits for the upload.
    await page.getByTestId('order-action-review').click();
    const block = page.getByTestId('review-block').first();
    await block.waitFor();
    const five = await block.locator('[data-testid$="-rating"] input[value="5"]').getAttribute('id');
    await block.locator(`label[for="${five}"]`).click();
    await block
      .locator('[data-testid$="-content"]')
      .fill(lang === 'ar' ? 'وصلت بحالة ممتازة' : 'Arrived well packed.');
    await block.locator('input[type="file"]').setInputFiles({
      name: 'review.png',
      mimeType: 'image/png',
      buffer: await reviewPng(page),
    });
    await block.getByTestId('review-picture').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="review-waiting"]'));
    await snap(page, 'review');
    await page.getByTestId('review-submit').click();
    // Sent: the page says the order is reviewed and offers the way back to it.
    await page.locator('[data-testid="review-closed"], [data-testid="order-header"]').first().waitFor();

    // The seller sees the order received and reviewed, what it cost and what it earns.
    await seller.goto('/seller/orders');
    await seller.getByTestId('seller-tab-all').click();
    const received = seller.locator(`[data-testid="seller-order"][data-order-id="${mineOrder}"]`);
    await received.waitFor();
    await received.getByTestId('seller-order-profit').waitFor();
    await snap(seller, 'seller-received');

    // The other shop's order: a refund before it ships, approved by the platform.
    await page.goto(`/userInfo/order-return?id=${theirsOrder}`);
    await page.getByTestId('return-form').waitFor();
    await chooseRadio(page.getByTestId('return-form'), 1);
    await page.getByTestId('return-detail').fill(lang === 'ar' ? 'طلبت مرتين' : 'Ordered twice by mistake');
    await snap(page, 'return');
    await page.getByTestId('return-submit').click();
    await page.waitForURL('**/order-detail?id=*');
    await console.goto(`/admin/orders?view=refunds&order=${theirsOrder}`);
    await console.getByTestId('order-detail').waitFor();
    await console.getByTestId('order-approve').click();
    await console
      .getByTestId('confirm-action')
      .click()
      .catch(() => undefined);
    // The detail, loaded afresh until it shows the refund done (the approval takes a moment).
    await expect
      .poll(
        async () => {
          await page.goto(`/userInfo/order-detail?id=${theirsOrder}`);
          await page.getByTestId('order-header').waitFor();
          return page
            .getByTestId('refund-status')
            .first()
            .getAttribute('data-tone', { timeout: 2000 })
            .catch(() => null);
        },
        { message: 'the refund is done', timeout: 30_000, intervals: [500] },
      )
      .toBe('done');

    // The timeline ends with the refund, naming the amount the detail shows (the order's log is
    // asked for again once the refund is done: polled until it has come).
    const refunded = (await page.getByTestId('order-total-amount').innerText()).replace(/[^\d.]/g, '');
    check(refunded.length > 0, 'the detail shows the amount');
    await expect
      .poll(
        async () => (await page.getByTestId('timeline-event').last().innerText()).replace(/[^\d.\s]/g, ' '),
        { message: `the refund of ${refunded} ends the timeline` },
      )
      .toContain(refunded);
    await snap(page, 'refunded');

    // Buy now, leave it unpaid, cancel it with a reason.
    await page.goto(`/productDetails?id=${another.id}`);
    await page.getByTestId('buy-now').click();
    await page.getByTestId('page-settlement').waitFor();
    await page.getByTestId('checkout-address').getByTestId('address-card').first().waitFor();
    await page.getByTestId('place-order').click();
    await page.getByTestId('pay-form').waitFor();
    await page.keyboard.press('Escape');
    await page.goto('/userInfo/my-order?index=2&status=0');
    const unpaid = page.getByTestId('order-card').first();
    await unpaid.waitFor();
    await unpaid.getByTestId('order-action-cancel').click();
    const cancel = page.getByTestId('cancel-dialog');
    await cancel.waitFor();
    await chooseRadio(cancel, 2);
    await snap(page, 'cancel', false);
    await page.getByTestId('cancel-confirm').click();
    await cancel.waitFor({ state: 'detached' });
    await page.goto('/userInfo/my-order?index=2&status=-1');
    await page.getByTestId('order-card').first().waitFor();
    await snap(page, 'cancelled');
  });
}

ordersFlow('en', DESKTOP);
ordersFlow('ar', NARROW);
