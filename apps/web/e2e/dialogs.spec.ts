import type { ElementHandle, Locator, Page } from '@playwright/test';
import { test, type E2eFixtures } from './fixtures';
import {
  axeFindings,
  DEMO_BUYER,
  DEMO_SELLER2,
  DESKTOP,
  NARROW,
  PHONE,
  check,
  logInAs,
  operatorLogIn,
} from './harness';
import { requestDeposit } from './flows';

// Issue 21: what a keyboard and a screen reader need of every overlay. Each dialog, drawer, sheet,
// popover and menu is opened from its button with the keyboard, and must: take focus, have a name,
// hold nothing serious or critical for axe-core (labelled fields, readable text), keep focus inside it (Tab and Shift+Tab for a dialog, the arrow keys for a menu), close on Escape
// and give focus back to the button that opened it. A dialog opened over a drawer closes alone on
// Escape. Storefront, mobile site, seller centre and console; English and Arabic.

type Kind = 'dialog' | 'menu';

/** What has focus, for a failure's message. */
function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the page itself';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    const id = el.closest('[data-testid]')?.getAttribute('data-testid');
    return `${el.tagName.toLowerCase()} "${name}"${id ? ` in #${id}` : ''}`;
  });
}

/** Marks the overlays of a kind open now, so that the one a key opens next can be told apart. */
function markOpenOverlays(page: Page, kind: Kind): Promise<void> {
  return page.evaluate((role) => {
    const seen = new WeakSet<Element>();
    for (const el of document.querySelectorAll(`[role="${role}"]`)) seen.add(el);
    (window as unknown as { overlaysBefore: WeakSet<Element> }).overlaysBefore = seen;
  }, kind);
}

/** The overlay of a kind that opened since markOpenOverlays: the one just opened. */
async function newestOverlay(page: Page, kind: Kind, what: string): Promise<ElementHandle<Element>> {
  const found = await page.waitForFunction(
    (role) => {
      const before = (window as unknown as { overlaysBefore?: WeakSet<Element> }).overlaysBefore;
      const opened = [...document.querySelectorAll(`[role="${role}"]`)].filter(
        (el) => (el as HTMLElement).checkVisibility() && !before?.has(el),
      );
      return opened.find((el) => el.contains(document.activeElement)) ?? opened.at(-1) ?? null;
    },
    kind,
    { timeout: 10_000 },
  );
  const overlay = found.asElement();
  check(overlay, `${what}: a ${kind} opens`);
  return overlay;
}

/** Its accessible name: aria-label, or the text of what aria-labelledby names. */
function nameOf(overlay: ElementHandle<Element>): Promise<string> {
  return overlay.evaluate((el) => {
    const label = el.getAttribute('aria-label')?.trim();
    if (label) return label;
    const ids = el.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
    return ids
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ')
      .trim();
  });
}

const focusInside = (overlay: ElementHandle<Element>) =>
  overlay.evaluate((el) => el.contains(document.activeElement));

/**
 * Opens the overlay from `opener` with the keyboard and holds it to the four rules. Returns the
 * overlay's name.
 */
async function checkOverlay(
  page: Page,
  what: string,
  opener: Locator,
  kind: Kind = 'dialog',
): Promise<string> {
  await opener.waitFor();
  await opener.focus();
  const openerHandle = await opener.elementHandle();
  check(openerHandle, `${what}: its button is there`);
  await markOpenOverlays(page, kind);
  await page.keyboard.press('Enter');
  const overlay = await newestOverlay(page, kind, what);
  await page
    .waitForFunction((el) => el.contains(document.activeElement), overlay, { timeout: 5000 })
    .catch(async () => check(false, `${what}: focus moves into it (it is on ${await focusedText(page)})`));

  const name = await nameOf(overlay);
  check(name.length > 0, `${what}: the ${kind} has a name`);
  // What it holds: fields with labels, text that reads, names for its buttons.
  const findings = await axeFindings(page, overlay);
  check(
    findings.length === 0,
    `${what}: axe-core finds nothing serious or critical:\n${findings.join('\n')}`,
  );

  // Focus stays inside: a dialog's Tab order wraps within it; a menu's arrow keys move within it.
  const keys = kind === 'menu' ? ['ArrowDown', 'ArrowUp'] : ['Tab', 'Shift+Tab'];
  for (const key of keys) {
    for (let i = 1; i <= 12; i += 1) {
      await page.keyboard.press(key);
      if (!(await focusInside(overlay))) {
        check(false, `${what}: ${key} ×${i} keeps focus inside (it went to ${await focusedText(page)})`);
      }
    }
  }

  await page.keyboard.press('Escape');
  await page
    .waitForFunction((el) => !el.isConnected || !(el as HTMLElement).checkVisibility(), overlay, {
      timeout: 5000,
    })
    .catch(() => check(false, `${what}: Escape closes it`));
  await page
    .waitForFunction((el) => document.activeElement === el, openerHandle, { timeout: 5000 })
    .catch(async () =>
      check(false, `${what}: focus goes back to its button (it is on ${await focusedText(page)})`),
    );
  return name;
}

type NewPage = E2eFixtures['newPage'];

async function buyerPage(newPage: NewPage, lang: string, viewport = DESKTOP): Promise<Page> {
  const page = await newPage({ viewport, bypassCSP: true });
  await logInAs(page, lang, DEMO_BUYER);
  return page;
}

/** The storefront's overlays, for a buyer on a computer. */
async function storefront(newPage: NewPage, lang: 'en' | 'ar') {
  const page = await buyerPage(newPage, lang);
  await page.goto(`/index?lang=${lang}`);
  await checkOverlay(page, 'the language menu', page.getByTestId('language-menu').first(), 'menu');
  await checkOverlay(page, 'the cart drawer', page.getByTestId('cart-button').first());
  await checkOverlay(page, 'the notifications popover', page.getByTestId('notification-bell').first());
  await checkOverlay(page, 'the chat dialog', page.getByTestId('customer-service').first());

  // A dialog its page renders only while open: focus still goes back to "Add".
  await page.goto(`/userInfo/setup/shipping-address?lang=${lang}`);
  await checkOverlay(page, 'the address form', page.getByTestId('address-add'));

  // The product's pictures, full size.
  const listing = page.getByTestId('goods-card').first();
  await page.goto(`/index?lang=${lang}`);
  await listing.click();
  await page.getByTestId('gallery').first().waitFor();
  await checkOverlay(
    page,
    'the picture viewer',
    page.getByTestId('gallery').first().locator('button').first(),
  );
}

/** The mobile site's sheets and the user centre's menu, on a phone with touch. */
async function phone(newPage: NewPage, lang: 'en' | 'ar') {
  const page = await newPage({ ...PHONE, bypassCSP: true });
  await logInAs(page, lang, DEMO_BUYER, '/wap');
  await page.goto(`/wap/searchGoods?k=lamp&lang=${lang}`);
  await checkOverlay(page, 'the search filters sheet', page.getByTestId('filter-sheet-button'));
  const narrow = await buyerPage(newPage, lang, NARROW);
  await narrow.goto(`/userInfo/my-order?lang=${lang}`);
  await checkOverlay(narrow, "the user centre's menu", narrow.getByTestId('user-centre-menu'), 'menu');
}

/** The seller centre's dialogs over its list and its order drawer. */
async function seller(newPage: NewPage, lang: 'en' | 'ar') {
  const page = await newPage({ viewport: DESKTOP, bypassCSP: true });
  // The second demo shop: it has orders.
  await logInAs(page, lang, DEMO_SELLER2);
  await page.goto(`/seller/goods?lang=${lang}`);
  const listing = page.getByTestId('seller-listing').first();
  await checkOverlay(page, "a listing's price dialog", listing.getByTestId('listing-edit'));
  await checkOverlay(page, 'the delete confirmation', listing.getByTestId('listing-delete'));
  // An order's drawer, and the purchase dialog over it closes alone on Escape.
  await page.goto(`/seller/orders?lang=${lang}`);
  const order = page.getByTestId('seller-order').first();
  await checkOverlay(page, "an order's drawer", order.getByTestId('seller-order-open'));
}

/** The console's forms, review drawer (with a dialog over it) and, on a phone, its menu. */
async function console_(newPage: NewPage, lang: 'en' | 'ar') {
  const page = await newPage({ viewport: DESKTOP, bypassCSP: true });
  await operatorLogIn(page, lang);
  await page.goto(`/admin/catalog/banners?lang=${lang}`);
  await checkOverlay(page, 'the new banner form', page.getByTestId('banner-new'));
  await page.goto(`/admin/operators?lang=${lang}`);
  await checkOverlay(page, 'the new operator form', page.getByTestId('operator-create'));

  // A deposit under review: the reason dialog over its drawer closes alone on Escape.
  const buyer = await buyerPage(newPage, lang);
  const orderNo = await requestDeposit(buyer, '25');
  await page.goto(`/admin/finance/deposits?lang=${lang}`);
  const review = page.getByTestId('deposit-row').filter({ hasText: orderNo }).getByTestId('deposit-review');
  await review.waitFor();
  await review.focus();
  await markOpenOverlays(page, 'dialog');
  await page.keyboard.press('Enter');
  const drawer = await newestOverlay(page, 'dialog', 'the deposit review drawer');
  check((await nameOf(drawer)).length > 0, 'the deposit review drawer has a name');
  await checkOverlay(
    page,
    "the deposit's reject dialog, over the drawer",
    page.getByTestId('deposit-reject'),
  );
  check(await drawer.evaluate((el) => (el as HTMLElement).checkVisibility()), 'the drawer stays open');
  await page.keyboard.press('Escape');
  await page.waitForFunction((el) => !el.isConnected || !(el as HTMLElement).checkVisibility(), drawer);
  await page.waitForFunction((el) => document.activeElement === el, await review.elementHandle());

  const narrow = await newPage({ viewport: NARROW, bypassCSP: true });
  await operatorLogIn(narrow, lang);
  await checkOverlay(narrow, "the console's menu on a phone", narrow.getByTestId('admin-menu-button'));
}

for (const lang of ['en', 'ar'] as const) {
  test(`overlays (${lang}): storefront — focus, name, Escape, return`, ({ newPage }) =>
    storefront(newPage, lang));
  test(`overlays (${lang}): mobile site and phone menus`, ({ newPage }) => phone(newPage, lang));
  test(`overlays (${lang}): seller centre`, ({ newPage }) => seller(newPage, lang));
  test(`overlays (${lang}): console, a dialog over a drawer`, ({ newPage }) => {
    // Two operator sign-ins, a buyer registered with a deposit to review, five overlays: 60-66 s
    // with two workers on this machine, and up to four times that beside the route sweep.
    test.setTimeout(300_000);
    return console_(newPage, lang);
  });
}
