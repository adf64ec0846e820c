import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DESKTOP, NARROW, check, choose, noOverflow, DEMO_OPERATOR } from './harness';
import { depositUsdt, journeySnap, newUsername, register } from './flows';
import { asUser, balance, picture, upload } from './user-helpers';

// Issue 19: a stranger registers and has its identity verified → reads the offer and applies for
// a start-up loan with its document photos, seeing every figure first → finance approves it in
// the console → the balance rises → the borrower repays from the wallet → the history shows it
// repaid; then a withdrawal in BTC. In English at 1440 px and in Arabic at 360 px.

const SAFEWORD = '246810';
const LOAN = 100000;
// A valid bech32 address (BIP 173's example).
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** Uploads a drawn picture through the API as the user of `page`; the URL it answers. */
async function uploadAsUser(page: Page, baseUrl: string, moduleName: string, text: string): Promise<string> {
  const file = await picture(page, `${text}.png`, text, ['#e0e7ff', '#1e1b4b']);
  const token = await page.evaluate(() => localStorage.getItem('ES_TOKEN') ?? '');
  const res = await page.request.post(`${baseUrl}/api/uploadimg!execute.action`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file, moduleName },
  });
  const body = (await res.json()) as { code: string; data: string; msg: string };
  check(body.code === '0', `upload: ${body.msg}`);
  return body.data;
}

/** The identity check a loan asks for, filed through the API and approved by the demo operator. */
async function verifyIdentity(page: Page, baseUrl: string, username: string): Promise<void> {
  const countries = await asUser<{ data: { id: number; countryName: string }[] }>(
    page,
    baseUrl,
    '/api/address!listCountry.action',
    { countryName: 'Germany', lang: 'en' },
  );
  const germany = countries.data.find((c) => c.countryName === 'Germany');
  check(germany, 'Germany is in the country list');
  await asUser(page, baseUrl, '/api/kyc!apply.action', {
    nationality: String(germany.id),
    idname: 'passport',
    idnumber: `P${Date.now().toString().slice(-8)}`,
    name: 'Amina Yusuf',
    idimg_1: await uploadAsUser(page, baseUrl, 'identity', 'ID front'),
    idimg_2: await uploadAsUser(page, baseUrl, 'identity', 'ID back'),
    idimg_3: await uploadAsUser(page, baseUrl, 'identity', 'Holding ID'),
  });
  const login = await page.request.post(
    `${baseUrl}/admin/auth!login.action?${new URLSearchParams(DEMO_OPERATOR).toString()}`,
  );
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { Authorization: `Bearer ${token}` };
  const queue = await page.request.post(
    `${baseUrl}/admin/sellerApplication!list.action?status=1&pageSize=100`,
    {
      headers,
    },
  );
  const waiting = ((await queue.json()) as { data: { pageList: { id: string; username: string }[] } }).data;
  const mine = waiting.pageList.find((a) => a.username === username);
  check(mine, 'the identity check waits for review');
  const approved = await page.request.post(
    `${baseUrl}/admin/sellerApplication!approve.action?id=${mine.id}`,
    {
      headers,
    },
  );
  check(((await approved.json()) as { code: string }).code === '0', 'the identity check is approved');
}

function loanFlow(lang: 'en' | 'ar', viewport: typeof DESKTOP): void {
  const width = viewport.width;
  const shot = (name: string) => `credit-${name}-${lang}-${width}`;
  const narrow = width <= 400;
  test(`loans: offer → apply with photos → finance approves → balance rises → repay → repaid; a BTC withdrawal (${lang}, ${width} px)`, async ({
    newPage,
    logIn,
    saveScreenshot,
    baseURL,
  }) => {
    const baseUrl = baseURL!;
    const snap = journeySnap(saveScreenshot, shot);
    const page = await newPage({ viewport });
    const username = newUsername('loan');
    await register(page, username);
    await asUser(page, baseUrl, '/api/user!setSafewordReg.action', {
      safeword: SAFEWORD,
      re_safeword: SAFEWORD,
    });
    await verifyIdentity(page, baseUrl, username);

    // The offer, with the borrower's standing and the calculator.
    await page.goto(`/credit?lang=${lang}`);
    await page.getByTestId('loan-calculator').waitFor();
    await expect(page.locator('html'), 'page direction').toHaveAttribute(
      'dir',
      lang === 'ar' ? 'rtl' : 'ltr',
    );
    await snap(page, 'offer');
    if (narrow) await noOverflow(page, 'the loan offer');

    // The application: every figure is shown before it is sent; the agreement is required.
    await page.getByTestId('credit-apply').click();
    const form = page.getByTestId('credit-application-form');
    await form.waitFor();
    await page.getByTestId('loan-real-name').fill('Amina Yusuf');
    await choose(page, 'loan-country', lang === 'ar' ? 'ألمانيا' : 'Germany');
    await page.getByTestId('loan-identification').fill('P12345678');
    const sides = [
      ['loan-imgCertificateFace', 'ID front'],
      ['loan-imgCertificateBack', 'ID back'],
      ['loan-imgCertificateHand', 'Holding ID'],
    ] as const;
    for (const [testId, text] of sides)
      await upload(page, testId, await picture(page, `${text}.png`, text, ['#fef3c7', '#78350f']));
    await page.getByTestId('loan-amount').fill(String(LOAN));
    await page.getByTestId('loan-term').selectOption('7');
    await page.getByTestId('loan-submit').click();
    await form.locator('.mantine-Checkbox-error').waitFor();
    check(page.url().includes('/credit/application'), 'not sent without the agreement');
    await page.getByTestId('loan-agreement').check();
    await snap(page, 'application');
    if (narrow) await noOverflow(page, 'the application');
    await page.getByTestId('loan-submit').click();
    await page.waitForURL('**/credit/myLoan**');
    await page.locator('[data-testid="loan-entry"][data-status="1"]').waitFor();
    await snap(page, 'under-review');

    // Finance reviews it with the photos and approves it: the loan is paid into the wallet.
    const before = await balance(page, baseUrl);
    const console = await logIn('operator', { lang, viewport: DESKTOP });
    await console.goto('/admin/finance/loans');
    const row = console.getByTestId('loan-row').filter({ hasText: username });
    await row.waitFor();
    await row.getByTestId('loan-open').click();
    const drawer = console.getByTestId('loan-drawer');
    await drawer.waitFor();
    await console.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('[data-testid="loan-photo"] img')].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    await snap(console, 'console-review', false);
    await drawer.getByTestId('loan-approve').click();
    await console.getByTestId('confirm-action').click();
    await drawer.waitFor({ state: 'detached' });
    const after = before + LOAN;
    await expect
      .poll(() => balance(page, baseUrl), { message: `the loan reaches the wallet (${before} → ${after})` })
      .toBe(after);

    // The borrower sees it loaned; tops up for the interest and repays it from the wallet.
    await depositUsdt(page, console, '200');
    await page.goto(`/credit/myLoan?lang=${lang}`);
    await page.getByTestId('current-repay').waitFor();
    await snap(page, 'loaned');
    if (narrow) await noOverflow(page, 'my loan');
    await page.getByTestId('current-repay').click();
    const repay = page.getByTestId('repay-form');
    await repay.waitFor();
    await page.getByTestId('repay-total').waitFor();
    await repay.locator('input[type="password"]').fill(SAFEWORD);
    await snap(page, 'repay', false);
    await page.getByTestId('repay-submit').click();
    await page.locator('[data-testid="loan-entry"][data-status="4"]').waitFor();
    const left = await balance(page, baseUrl);
    // One day begun: 0.0005 × 100,000 = 50 of interest on top of the amount.
    check(
      Math.abs(left - (after + 200 - LOAN - 50)) < 0.005,
      `the repayment takes the loan and 50 (${left})`,
    );
    await snap(page, 'repaid');

    // A withdrawal in BTC: the address bound once, the rate and the coin amount shown first.
    await page.goto(`/userInfo/money-package/withdraw?lang=${lang}`);
    await page.getByTestId('page-withdraw').waitFor();
    await page.getByTestId('withdraw-method-BTC').click();
    await page.getByTestId('bind-address-form').waitFor();
    await page.getByTestId('bind-address').fill(BTC_ADDRESS);
    await page.getByTestId('bind-address-form').locator('input[type="password"]').fill(SAFEWORD);
    await page.getByTestId('bind-submit').click();
    await page.getByTestId('bind-check-confirm').click();
    await page.getByTestId('withdraw-form').waitFor();
    await page.getByTestId('withdraw-amount').fill('100');
    await page.getByTestId('withdraw-form').locator('input[type="password"]').fill(SAFEWORD);
    await page.getByTestId('withdraw-rate').waitFor();
    await page.getByTestId('withdraw-net').waitFor();
    await snap(page, 'btc-withdraw');
    if (narrow) await noOverflow(page, 'the BTC withdrawal');
    await page.getByTestId('withdraw-submit').click();
    await page.waitForURL('**/userInfo/money-package?tab=withdrawals');
    const held = page.getByTestId('withdrawal-row').first();
    await expect(held, 'the withdrawal is in BTC').toContainText('BTC');
    await snap(page, 'btc-withdrawal-held');
  });
}

loanFlow('en', DESKTOP);
loanFlow('ar', NARROW);
