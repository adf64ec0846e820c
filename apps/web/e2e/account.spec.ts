import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DESKTOP, NARROW, check, mailedTo, noOverflow, settled } from './harness';
import { findGap } from './slide-puzzle';
import { PASSWORD, newUsername, register } from './flows';

async function logIn(page: Page, username: string, password: string): Promise<void> {
  const form = page.getByTestId('login-form');
  await form.locator('input').nth(0).fill(username);
  await form.locator('input').nth(1).fill(password);
  await form.locator('button[type="submit"]').click();
}

/** Opens the user centre's dashboard and waits until it names the user. */
async function openDashboard(page: Page, username: string): Promise<void> {
  await page.goto('/userInfo/dashboard');
  await page.getByTestId('dashboard-username').getByText(username).waitFor();
}

/** Opens the settings and waits until the fund password's status has loaded. */
async function openSetup(page: Page): Promise<void> {
  await page.goto('/userInfo/setup');
  await page.getByTestId('safeword-status').waitFor();
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('ES_TOKEN'));

/** The newest 6-digit code mailed to `to` (a password reset, an e-mail binding). */
async function mailedCode(page: Page, to: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec(await mailedTo(page, to))?.[1] ?? '';
  check(code, `a code was mailed to ${to}`);
  return code;
}

test('a buyer registers by dragging the slider, logs out and logs in again', async ({
  newPage,
  saveScreenshot,
}) => {
  const page = await newPage({ viewport: DESKTOP });
  await page.goto('/register');
  await page.getByTestId('captcha-handle').waitFor();
  await findGap(page);
  await saveScreenshot(page, 'register-en-1440', { fullPage: true });

  const username = newUsername('buyer');
  await register(page, username);
  await page.getByText(`Welcome to Caravan, ${username}!`).waitFor();
  await page.getByTestId('welcome-set-fund-password').waitFor();
  check((await page.evaluate(() => window.scrollY)) === 0, 'the welcome opens at the top of the page');
  await saveScreenshot(page, 'welcome-en-1440');
  await page.getByTestId('username').filter({ hasText: username }).waitFor();
  check(await storedToken(page), 'the token is stored');

  // The dashboard: who is logged in, their UID, and a new avatar.
  await page.getByTestId('username').click();
  await page.waitForURL('**/userInfo/dashboard');
  await page.getByTestId('dashboard-username').getByText(username).waitFor();
  await expect(page.getByTestId('dashboard-uid'), 'the UID is shown').toHaveText(/^\d+$/);
  await page.getByTestId('change-avatar').click();
  await page.getByTestId('avatar-picker').waitFor();
  await saveScreenshot(page, 'avatars-en-1440');
  await page.getByRole('radio', { name: 'Avatar 5' }).click();
  await page.getByText('Your avatar has been updated.').waitFor();
  // The picker closed, the owl (avatar 5) in the profile, the toast in place.
  await page.getByTestId('avatar-picker').waitFor({ state: 'hidden' });
  await page.getByTestId('change-avatar').locator('xpath=..').locator('svg[data-avatar="owl"]').waitFor();
  await settled(page);
  await saveScreenshot(page, 'dashboard-en-1440', { fullPage: true });

  await openSetup(page);
  await saveScreenshot(page, 'setup-en-1440', { fullPage: true });

  await page.setViewportSize(NARROW);
  await openDashboard(page, username);
  await noOverflow(page, 'the dashboard at 360 px');
  await saveScreenshot(page, 'dashboard-en-360', { fullPage: true });
  await openSetup(page);
  await noOverflow(page, 'the settings at 360 px');
  await saveScreenshot(page, 'setup-en-360', { fullPage: true });
  await page.setViewportSize(DESKTOP);

  // Logging out empties the search box, forgets the token and shows success on /index.
  await page.getByRole('combobox').fill('ceramic mugs');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/index');
  await page.getByText('Operation succeeded').waitFor();
  await page.getByTestId('auth-links').waitFor();
  await expect(page.getByRole('combobox'), 'logout clears the search text').toHaveValue('');
  check((await storedToken(page)) === null, 'logout forgets the token');

  await page.goto('/login');
  await logIn(page, username, PASSWORD);
  await page.waitForURL('**/index');
  await page.getByTestId('username').filter({ hasText: username }).waitFor();
});

test('a buyer changes the login password and sets the fund password', async ({ newPage, saveScreenshot }) => {
  const page = await newPage({ viewport: DESKTOP });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByTestId('page-forgot-password').waitFor();
  await saveScreenshot(page, 'forgot-password-en-1440');

  const username = newUsername('secure');
  await register(page, username);

  await page.goto('/userInfo/setup/login-password');
  const fields = page.locator('form input[type="password"]');
  await fields.nth(0).fill(PASSWORD);
  await fields.nth(1).fill('NewPass2025');
  await fields.nth(2).fill('NewPass2025');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.waitForURL('**/login?notice=passwordChanged');
  await page.getByTestId('login-notice').waitFor();
  check((await storedToken(page)) === null, 'the password change ends this session too');

  // The old password no longer works; the refusal stays beside the form.
  await logIn(page, username, PASSWORD);
  await page.getByTestId('login-error').getByText('The account or password is incorrect.').waitFor();
  await saveScreenshot(page, 'login-error-en-1440');

  // A logged-out visit to the user centre goes to log in and comes back afterwards.
  await page.goto('/userInfo/setup/transaction-password');
  await page.waitForURL('**/login?redirect=*');
  await logIn(page, username, 'NewPass2025');
  await page.waitForURL('**/userInfo/setup/transaction-password');

  await page.getByTestId('safeword-set-form').waitFor();
  await expect(page.getByTestId('safeword-status'), 'no fund password yet').toHaveText('Not set');
  const safeword = page.locator('[data-testid="safeword-set-form"] input');
  await safeword.nth(0).fill('123456');
  await safeword.nth(1).fill('123456');
  await page.getByRole('button', { name: 'Set fund password' }).click();
  await page.getByTestId('safeword-change-form').waitFor();
  await page.getByText('Your fund password has been set.').waitFor();
  await expect(page.getByTestId('safeword-status'), 'the fund password is set').toHaveText('Set');
  await saveScreenshot(page, 'transaction-password-en-1440');

  await page.goto('/userInfo/setup');
  await page.getByTestId('setup-fundPassword').getByText('Set', { exact: true }).waitFor();

  // Closing the account asks for the login password, then asks first; backing out keeps
  // everything.
  await page.goto('/userInfo/setup/account-cancellation');
  await page.getByLabel('Privacy concerns').check();
  await page.getByTestId('cancel-password').fill('NewPass2025');
  await page.getByRole('button', { name: 'Close my account' }).click();
  await page.getByTestId('confirm-dialog').waitFor();
  // The dialog fades in: shot once it has.
  await settled(page);
  await saveScreenshot(page, 'cancellation-confirm-en-1440');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByTestId('confirm-dialog').waitFor({ state: 'hidden' });
  check(await storedToken(page), 'backing out of the cancellation keeps the session');

  await page.goto('/userInfo/download');
  await page.getByTestId('qr-code').first().waitFor();
  await saveScreenshot(page, 'download-en-1440');
});

test('registration, dashboard and settings in Arabic, on a phone-sized screen too', async ({
  newPage,
  saveScreenshot,
}) => {
  const page = await newPage({ viewport: NARROW });
  await page.goto('/register?lang=ar');
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  await page.getByTestId('captcha-handle').waitFor();
  await findGap(page);
  await noOverflow(page, 'the Arabic register page at 360 px');
  await saveScreenshot(page, 'register-ar-360', { fullPage: true });

  // The slider works on the shrunken puzzle, in a right-to-left page.
  const username = newUsername('arabic');
  await register(page, username);
  await openDashboard(page, username);
  await noOverflow(page, 'the Arabic dashboard at 360 px');
  await saveScreenshot(page, 'dashboard-ar-360', { fullPage: true });
  await openSetup(page);
  await noOverflow(page, 'the Arabic settings at 360 px');
  await saveScreenshot(page, 'setup-ar-360', { fullPage: true });
  // Closing the account says first what stands in the way (nothing, for a new account).
  await page.goto('/userInfo/setup/account-cancellation');
  await page.getByTestId('cancel-ready').waitFor();
  await noOverflow(page, 'the Arabic close-account page at 360 px');
  await saveScreenshot(page, 'cancellation-ar-360', { fullPage: true });

  await page.setViewportSize(DESKTOP);
  await openDashboard(page, username);
  const side = await page.getByRole('navigation', { name: 'حسابي' }).boundingBox();
  check(side && side.x > DESKTOP.width / 2, 'the user-centre menu is on the right in Arabic');
  await saveScreenshot(page, 'dashboard-ar-1440', { fullPage: true });
  await openSetup(page);
  await saveScreenshot(page, 'setup-ar-1440', { fullPage: true });

  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await page.waitForURL('**/index');
  await page.goto('/register');
  await page.getByTestId('captcha-handle').waitFor();
  await findGap(page);
  await saveScreenshot(page, 'register-ar-1440', { fullPage: true });

  await page.setViewportSize(NARROW);
  await page.goto('/register?lang=en');
  await page.waitForFunction(() => document.documentElement.dir === 'ltr');
  await page.getByTestId('captcha-handle').waitFor();
  await findGap(page);
  await noOverflow(page, 'the register page at 360 px');
  await saveScreenshot(page, 'register-en-360', { fullPage: true });
});

test('a user-name account binds an e-mail address and recovers its password through it', async ({
  newPage,
  saveScreenshot,
}) => {
  const page = await newPage({ viewport: DESKTOP });
  const username = newUsername('recover');
  const email = `${username}@example.com`.toLowerCase();
  await page.goto('/register');
  await page.getByTestId('register-form').getByRole('tab').nth(2).click();
  await page.getByTestId('register-no-recovery').waitFor();
  await register(page, username);

  await openSetup(page);
  await page.getByTestId('email-badge').and(page.locator('[data-state="none"]')).waitFor();
  await page.getByTestId('setup-email').getByRole('link').click();
  await page.getByTestId('page-email').waitFor();
  await page.getByTestId('email-status').and(page.locator('[data-state="none"]')).waitFor();
  await page.getByTestId('email-address').fill(email);
  await page.getByTestId('email-password').fill(PASSWORD);
  await page.getByTestId('email-send-code').click();
  await page.getByText(`A code has been sent to ${email}.`).waitFor();
  await saveScreenshot(page, 'email-bind-en-1440', { fullPage: true });
  await page.getByTestId('email-code').fill(await mailedCode(page, email));
  await page.getByTestId('email-submit').click();
  await page.getByTestId('email-status').and(page.locator('[data-state="verified"]')).waitFor();
  await saveScreenshot(page, 'email-verified-en-1440', { fullPage: true });

  await page.setViewportSize(NARROW);
  await page.goto('/userInfo/setup/email?lang=ar');
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  await page.getByTestId('email-status').and(page.locator('[data-state="verified"]')).waitFor();
  await noOverflow(page, 'the Arabic e-mail settings at 360 px');
  await saveScreenshot(page, 'email-verified-ar-360', { fullPage: true });
  await page.goto('/userInfo/setup?lang=en');
  await page.waitForFunction(() => document.documentElement.dir === 'ltr');
  await page.setViewportSize(DESKTOP);

  // Logged out, the account recovers by its user name: the code goes to the bound address.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/index');
  await page.goto('/forgot-password');
  await page.getByTestId('forgot-account').fill(username);
  await page.getByTestId('send-code').click();
  await page.getByText('If the account has an e-mail address, a code is on its way to it.').waitFor();
  const form = page.getByTestId('page-forgot-password');
  await form.getByLabel('Verification code').fill(await mailedCode(page, email));
  const passwords = form.locator('input[type="password"]');
  await passwords.nth(0).fill('Found2026');
  await passwords.nth(1).fill('Found2026');
  await saveScreenshot(page, 'forgot-password-filled-en-1440');
  await form.getByRole('button', { name: 'Reset password' }).click();
  await page.waitForURL('**/login?notice=passwordChanged');
  await logIn(page, username, 'Found2026');
  await page.waitForURL('**/index');
  await page.getByTestId('username').filter({ hasText: username }).waitFor();
});
