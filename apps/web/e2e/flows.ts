import type { Page } from '@playwright/test';
import type { E2eFixtures } from './fixtures';
import { choose, settled, transferPng } from './harness';
import { dragSliderToGap } from './slide-puzzle';

// What a user does in several specs: register (the slide puzzle included), add an address, pay in
// the modal, and deposit with finance confirming it in the console; and the journeys' screenshots.

/** The password of the accounts the browser tests register. */
export const PASSWORD = 'Caravan2024';

/** A fresh user name (6–24 letters and digits) for each registration. */
export function newUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 24);
}

/** Registers a user name account through the form, slider included; ends logged in, welcomed on the dashboard. */
export async function register(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.goto('/register');
  const form = page.getByTestId('register-form');
  await form.getByRole('tab').nth(2).click();
  await form.getByRole('textbox').first().fill(username);
  const passwords = form.locator('input[type="password"]');
  await passwords.nth(0).fill(password);
  await passwords.nth(1).fill(password);
  await form.getByRole('checkbox').check();
  await dragSliderToGap(page);
  await form.locator('button[type="submit"]').click();
  // Either the welcome on the dashboard, or a refusal on screen: then fail with what the page said.
  const refused = page.getByRole('alert').first();
  await Promise.race([page.waitForURL('**/userInfo/dashboard?welcome=1'), refused.waitFor()]);
  if (!page.url().endsWith('/userInfo/dashboard?welcome=1')) {
    throw new Error(`registration refused: ${(await refused.innerText()).trim()}`);
  }
  await page.getByTestId('account-area').waitFor();
}

/** Takes a journey's screenshot of `page` at the step `name`: the whole page unless `fullPage` is false. */
export type Snap = (page: Page, name: string, fullPage?: boolean) => Promise<void>;

/**
 * A journey's screenshots, each saved as `shot(name)`: from the top of the page, so the sticky
 * header stays where a buyer sees it, once the header is back in place after the scroll and any
 * transition has ended.
 */
export function journeySnap(
  saveScreenshot: E2eFixtures['saveScreenshot'],
  shot: (name: string) => string,
): Snap {
  return async (target, name, fullPage = true) => {
    await target.evaluate(() => window.scrollTo(0, 0));
    await settled(target);
    await saveScreenshot(target, shot(name), { fullPage });
  };
}

/** At checkout: the buyer's first address, added through the form when there is none. */
export async function addAddressIfNone(page: Page, snap: Snap): Promise<void> {
  const section = page.getByTestId('checkout-address');
  await section
    .locator('[data-testid="address-card"], [data-testid="checkout-address-add"]')
    .first()
    .waitFor();
  if ((await section.getByTestId('address-card').count()) > 0) return;
  await page.getByTestId('checkout-address-add').first().click();
  const form = page.getByTestId('address-form');
  await form.waitFor();
  await page.getByTestId('address-contacts').fill('Amina Yusuf');
  await page.getByTestId('address-phone').fill('+971501234567');
  // The list names countries in the page's language.
  const lang = await page.locator('html').getAttribute('lang');
  await choose(page, 'address-country', lang === 'ar' ? 'الإمارات' : 'United Arab');
  await choose(page, 'address-state', 'Dubai');
  await choose(page, 'address-city', 'Dubai');
  await page.getByTestId('address-postcode').fill('00000');
  await page.getByTestId('address-address').fill('12 Harbour Road, Deira');
  await snap(page, 'address-form', false);
  await page.getByTestId('address-save').click();
  await form.waitFor({ state: 'detached' });
  await section.getByTestId('address-card').first().waitFor();
}

/** Pays in the checkout's pay dialog with the fund password. */
export async function payInModal(page: Page, safeword: string): Promise<void> {
  const form = page.getByTestId('pay-form');
  await form.waitFor();
  await form.locator('input').first().fill(safeword);
  await page.getByTestId('pay-submit').click();
}

/** Finance confirms the deposit `orderNo` in the console, after looking at its certificate. */
export async function confirmDeposit(
  page: Page,
  orderNo: string,
  snap: (page: Page) => Promise<void> = async () => undefined,
): Promise<void> {
  await page.goto('/admin/finance/deposits');
  const row = page.getByTestId('deposit-row').filter({ hasText: orderNo });
  await row.waitFor();
  await row.getByTestId('deposit-review').click();
  await page.getByTestId('deposit-review-panel').getByTestId('private-image').waitFor();
  await settled(page); // the drawer's slide-in
  await snap(page);
  await page.getByTestId('deposit-confirm').click();
  await page.getByTestId('confirm-action').click();
  await page.getByTestId('deposit-row').filter({ hasText: orderNo }).waitFor({ state: 'detached' });
}

/**
 * Waits for a deposit's certificate to be uploaded: its progress bar at 100 %, then the server's
 * reply in the form (`data-uploaded`). The bar is full once the picture's bytes are sent, before
 * the server has checked and stored it; a deposit sent in between is refused by its own form
 * ("still uploading"), which a busy machine made a test's click land in.
 */
export async function certificateUploaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === '100',
  );
  await page.locator('[data-testid="certificate-upload"][data-uploaded]').waitFor();
}

/**
 * Deposits `amount` USDT on TRC20 through the wallet's deposit page (certificate and transaction
 * hash), and has finance confirm it in the console page `console`.
 */
export async function depositUsdt(page: Page, console: Page, amount: string): Promise<void> {
  await confirmDeposit(console, await requestDeposit(page, amount));
}

/**
 * Asks to deposit `amount` USDT on TRC20 through the wallet's deposit page (certificate and
 * transaction hash); the deposit waits for finance. Returns its number.
 */
export async function requestDeposit(page: Page, amount: string): Promise<string> {
  await page.goto('/userInfo/money-package/recharge');
  await page.getByTestId('page-recharge').waitFor();
  await page.getByTestId('method-crypto').click();
  await page.getByTestId('coin-USDT').click();
  await page.getByTestId('network-TRC20').click();
  await page.getByTestId('deposit-amount').fill(amount);
  await page.getByTestId('deposit-from').fill('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL');
  await page.getByTestId('certificate-upload-input').setInputFiles({
    name: 'transfer.png',
    mimeType: 'image/png',
    buffer: await transferPng(page, amount),
  });
  await certificateUploaded(page);
  await page
    .getByTestId('deposit-tx')
    .fill(`0x${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`);
  await page.getByTestId('deposit-submit').click();
  await page.waitForURL('**/userInfo/money-package?tab=deposits');
  const pending = page.getByTestId('deposit-row').first();
  await pending.waitFor();
  return (await pending.locator('[class*="mono"]').first().innerText()).trim();
}
