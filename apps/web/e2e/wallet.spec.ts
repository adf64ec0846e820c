import type { Page } from '@playwright/test';
import { expect, test, type E2eFixtures } from './fixtures';
import {
  DEMO_BUYER,
  DESKTOP,
  NARROW,
  check,
  logInAs,
  noOverflow,
  operatorLogIn,
  transferPng,
} from './harness';
import { certificateUploaded, confirmDeposit, journeySnap } from './flows';

// Issue 5: a USDT deposit on TRC20 with its certificate → finance confirms it in the console → the
// balance shows it; a withdrawal → finance rejects it → the held amount is back. As the demo buyer,
// in English at 1440 px and in Arabic at 360 px; each run leaves the balance higher by its deposit.

const BUYER = DEMO_BUYER;
// A well-formed TRON address (the demo's own format check is T + 33 base58 characters).
const PAYOUT_ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const SENDER_ADDRESS = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';

/** The balance on the wallet page, in cents (read from "$10,125.50" whatever the language). */
async function balanceCents(page: Page): Promise<number> {
  const text = await page.getByTestId('wallet-balance').innerText();
  const digits = text.replace(/[^\d]/g, '');
  check(/^\d+$/.test(digits), `the balance reads as a number (saw "${text}")`);
  return Number(digits);
}

async function openWallet(page: Page, tab = 'records'): Promise<number> {
  await page.goto(`/userInfo/money-package?tab=${tab}`);
  await page.getByTestId('wallet-balance').waitFor();
  return balanceCents(page);
}

function walletFlow(lang: 'en' | 'ar', viewport: typeof DESKTOP): void {
  const width = viewport.width;
  const shot = (name: string) => `wallet-${name}-${lang}-${width}`;
  test(`wallet: deposit → finance confirms → balance; withdraw → finance rejects → balance back (${lang}, ${width} px)`, async ({
    newPage,
    saveScreenshot,
  }) => {
    const snap = journeySnap(saveScreenshot, shot);
    const page = await newPage({ viewport });
    await logInAs(page, lang, BUYER);
    await expect(page.locator('html'), 'page direction').toHaveAttribute(
      'dir',
      lang === 'ar' ? 'rtl' : 'ltr',
    );
    const start = await openWallet(page);
    await snap(page, 'money-package');
    if (width <= 400) await noOverflow(page, 'wallet page');

    // The deposit: the coin first, then the network, then the address with its QR code.
    await page.getByTestId('go-deposit').click();
    await page.getByTestId('page-recharge').waitFor();

    // A bank transfer: where to send it (the demo's USD and PHP accounts), the buyer's own
    // reference, and the amount in the transfer's currency with its USDT value (issue 15).
    await page.getByTestId('method-bank').click();
    await page.getByTestId('bank-beneficiary').waitFor();
    const reference = (await page.getByTestId('beneficiary-reference').innerText()).trim();
    check(/CRV-\d+/.test(reference), `the payment reference is the buyer's (saw "${reference}")`);
    await page.getByTestId('bank-currency-PHP').click();
    await page.getByTestId('bank-amount').fill('5714');
    await expect(page.getByTestId('bank-usdt'), '5,714 PHP at 57.14 is 100.00 USDT').toContainText('100.00');
    await snap(page, 'bank-deposit');
    if (width <= 400) await noOverflow(page, 'bank deposit page');
    await page.getByTestId('method-online').click();
    await expect(
      page.getByTestId('online-deposit-form'),
      'the online rate reads 1 USDT = 57.14 PHP',
    ).toContainText('1 USDT = 57.14');
    await page.getByTestId('method-crypto').click();
    check((await page.getByTestId('deposit-address').count()) === 0, 'no address before a coin is chosen');
    await page.getByTestId('coin-USDT').click();
    await page.getByTestId('network-TRC20').click();
    const address = (await page.getByTestId('deposit-address').innerText()).trim();
    check(address.startsWith('T') && address.length >= 30, `the TRC20 address is shown (saw "${address}")`);
    await page.getByTestId('qr-code').waitFor();
    await expect(page.getByTestId('network-warning'), 'the warning names the network').toContainText('TRC20');

    // Submitting without a certificate is stopped on the page.
    await page.getByTestId('deposit-amount').fill('125.50');
    await page.getByTestId('deposit-from').fill(SENDER_ADDRESS);
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('certificate-upload').locator('[class*="fieldError"]').waitFor();
    check(page.url().includes('/recharge'), 'still on the deposit page without a certificate');

    await page.getByTestId('certificate-upload-input').setInputFiles({
      name: 'transfer.png',
      mimeType: 'image/png',
      buffer: await transferPng(page, '125.50'),
    });
    await certificateUploaded(page);
    await page.getByTestId('deposit-tx').fill(`0x${Date.now().toString(16)}${lang}`);
    await snap(page, 'recharge');
    if (width <= 400) await noOverflow(page, 'deposit page');
    await page.getByTestId('deposit-submit').click();
    await page.waitForURL('**/userInfo/money-package?tab=deposits');
    const pending = page.getByTestId('deposit-row').first();
    await pending.waitFor();
    const orderNo = (await pending.locator('[class*="mono"]').first().innerText()).trim();
    await expect(pending.getByTestId('record-status'), 'the deposit is processing').toHaveAttribute(
      'data-state',
      '0',
    );
    await pending.getByTestId('private-image').waitFor();
    check((await balanceCents(page)) === start, 'nothing is credited before finance confirms');
    await snap(page, 'deposits-pending');

    // Finance confirms it in the console, after looking at the certificate.
    const console = await newPage({ viewport });
    await operatorLogIn(console, lang);
    await confirmDeposit(console, orderNo, (target) => saveScreenshot(target, shot('console-deposit')));

    const credited = await openWallet(page, 'deposits');
    check(credited === start + 12550, `the balance grows by 125.50 (from ${start} to ${credited} cents)`);
    const done = page.getByTestId('deposit-row').first();
    await expect(done.getByTestId('record-status'), 'the deposit is successful').toHaveAttribute(
      'data-state',
      '1',
    );

    // The withdrawal: bind the one address if none is bound yet, then withdraw 40 USDT.
    await page.getByTestId('go-withdraw').click();
    await page.getByTestId('page-withdraw').waitFor();
    await page.locator('[data-testid="bind-address-form"], [data-testid="withdraw-form"]').first().waitFor();
    if (await page.getByTestId('bind-address-form').isVisible()) {
      await page.getByTestId('bind-network-TRC20').click();
      await page.getByTestId('bind-address').fill(PAYOUT_ADDRESS);
      await page.getByTestId('bind-address-form').locator('input[type="password"]').fill(BUYER.safeword);
      await snap(page, 'bind-address');
      await page.getByTestId('bind-submit').click();
      await page.getByTestId('bind-check-address').waitFor();
      await snap(page, 'bind-address-check');
      await page.getByTestId('bind-check-confirm').click();
    }
    await page.getByTestId('withdraw-form').waitFor();
    await expect(page.getByTestId('withdraw-address'), 'the bound address is shown').toHaveText(
      PAYOUT_ADDRESS,
    );
    await page.getByTestId('withdraw-amount').fill('40');
    await page.getByTestId('withdraw-form').locator('input[type="password"]').fill(BUYER.safeword);
    await page.getByTestId('withdraw-net').filter({ hasText: '40.00' }).waitFor();
    await snap(page, 'withdraw');
    if (width <= 400) await noOverflow(page, 'withdraw page');
    await page.getByTestId('withdraw-submit').click();
    await page.waitForURL('**/userInfo/money-package?tab=withdrawals');
    const held = page.getByTestId('withdrawal-row').first();
    await held.waitFor();
    const withdrawalNo = (await held.locator('[class*="mono"]').first().innerText()).trim();
    await page.waitForFunction(
      (cents) =>
        document.querySelector('[data-testid="wallet-balance"]')?.textContent?.replace(/\D/g, '') ===
        String(cents),
      credited - 4000,
    );

    // Finance rejects it with a reason: exactly the held amount comes back, and the buyer sees why.
    const reason = lang === 'ar' ? 'العنوان غير مطابق' : 'Address does not match the account holder';
    await rejectWithdrawal(console, withdrawalNo, reason, saveScreenshot, shot);
    const back = await openWallet(page, 'withdrawals');
    check(back === credited, `the held 40 USDT is back (${back} cents, expected ${credited})`);
    const rejected = page.getByTestId('withdrawal-row').first();
    await expect(rejected.getByTestId('record-status'), 'the withdrawal failed').toHaveAttribute(
      'data-state',
      '2',
    );
    await expect(rejected, 'the buyer sees the reason').toContainText(reason);
    await snap(page, 'withdrawals-rejected');
    await page.goto('/userInfo/money-package?tab=records');
    await page.getByTestId('money-log-row').first().waitFor();
    await snap(page, 'records');
  });
}

type Shot = E2eFixtures['saveScreenshot'];

async function rejectWithdrawal(
  page: Page,
  orderNo: string,
  reason: string,
  saveScreenshot: Shot,
  shot: (n: string) => string,
) {
  await page.goto('/admin/finance/withdrawals');
  const row = page.getByTestId('withdrawal-row').filter({ hasText: orderNo });
  await row.waitFor();
  await saveScreenshot(page, shot('console-withdrawals'));
  await row.getByTestId('withdrawal-reject').click();
  await page.getByTestId('reason-input').fill(reason);
  await page.getByTestId('reason-confirm').click();
  await page.getByTestId('withdrawal-row').filter({ hasText: orderNo }).waitFor({ state: 'detached' });
}

walletFlow('en', DESKTOP);
walletFlow('ar', NARROW);
