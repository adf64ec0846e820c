import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DESKTOP, NARROW, check, noOverflow, settled } from './harness';

const BUYER = { username: 'demobuyer', password: 'Demo1234' };
const OPERATOR = { username: 'admin', password: 'Admin1234' };

type Reply = { code: string; key?: string; data: unknown };

/** POSTs an action the way existing clients do: parameters in the query string, token as Bearer. */
async function call(
  baseUrl: string,
  path: string,
  params: Record<string, string> = {},
  token?: string,
): Promise<Reply> {
  const query = new URLSearchParams(params).toString();
  const response = await fetch(`${baseUrl}${path}${query ? `?${query}` : ''}`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return (await response.json()) as Reply;
}

async function tokenOf(reply: Reply, who: string): Promise<string> {
  const data = reply.data as { token?: unknown } | null;
  check(
    reply.code === '0' && typeof data?.token === 'string',
    `${who} logs in (got ${JSON.stringify(reply)})`,
  );
  return data.token as string;
}

function buyerLogin(baseUrl: string): Promise<Reply> {
  return call(baseUrl, '/api/user!newlogin.action', BUYER);
}

/** Every operator route the server documents, from its OpenAPI document. */
async function adminPaths(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/openapi.json`);
  const document = (await response.json()) as { paths: Record<string, unknown> };
  return Object.keys(document.paths).filter((path) => path.startsWith('/admin/'));
}

async function signIn(page: Page): Promise<void> {
  await page.getByTestId('admin-username').fill(OPERATOR.username);
  await page.getByTestId('admin-password').fill(OPERATOR.password);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-shell').waitFor();
}

/** The console lists checked in Arabic and at phone width, and what shows once each has loaded. */
const LIST_PAGES = [
  ['/admin/users', 'users', '[data-testid="user-row"]'],
  ['/admin/audit', 'audit', '[data-testid="audit-row"], [data-testid="empty-state"]'],
] as const;

/** Opens each of LIST_PAGES, waits until its rows (or its empty note) have settled, then `visit`s it. */
async function eachListPage(page: Page, visit: (path: string, name: string) => Promise<void>): Promise<void> {
  for (const [path, name, ready] of LIST_PAGES) {
    await page.goto(path);
    await page.locator(ready).first().waitFor();
    // Settled: no list fetched again (busy), its transitions ended.
    await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0);
    await settled(page);
    await visit(path, name);
  }
}

/** Opens the buyer's page in Users by searching for them, as an operator would. */
async function openBuyer(page: Page): Promise<void> {
  await page.getByTestId('nav-users').click();
  await page.getByTestId('users-table').waitFor();
  await page.getByTestId('user-search').fill(BUYER.username);
  await page.getByTestId('user-search-submit').click();
  const row = page.locator(`[data-testid="user-row"][data-username="${BUYER.username}"]`);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="user-row"]').length === 1);
  await row.getByRole('link').click();
  await page.getByTestId('user-detail').waitFor();
}

async function confirmWithReason(page: Page, button: string, reason: string): Promise<void> {
  await page.getByTestId(button).click();
  await page.getByTestId('reason-confirm').click();
  await page.getByText('Give a reason for this change').waitFor();
  await page.getByTestId('reason-input').fill(reason);
  await page.getByTestId('reason-confirm').click();
}

test('a buyer token is refused on every /admin route', async ({ baseURL }) => {
  const buyerToken = await tokenOf(await buyerLogin(baseURL!), 'the demo buyer');
  const paths = await adminPaths(baseURL!);
  for (const expected of ['user!list', 'user!disable', 'operator!create', 'syspara!update', 'audit!list']) {
    check(
      paths.includes(`/admin/${expected}.action`),
      `the API documents /admin/${expected}.action (saw ${paths.join(', ')})`,
    );
  }
  // Plausible parameters, so a refusal is about who is asking rather than what was sent.
  const params = {
    id: '00000000-0000-4000-8000-000000000001',
    reason: 'e2e',
    code: 'mall_max_goods_number_in_order',
    value: '10',
    username: 'e2e-operator',
    password: 'Secret1234',
    role: 'finance',
  };
  const accepted: string[] = [];
  for (const path of paths.filter((p) => p !== '/admin/auth!login.action')) {
    const reply = await call(baseURL!, path, params, buyerToken);
    if (reply.code !== '403') accepted.push(`${path} → ${reply.code} ${reply.key ?? ''}`);
  }
  check(accepted.length === 0, `every /admin route refuses a buyer token with "403": ${accepted.join('; ')}`);
  // The refusals did not spend the buyer's own session.
  const own = await call(baseURL!, '/api/localuser!get.action', {}, buyerToken);
  check(own.code === '0', `the buyer token still works on /api (got ${own.code})`);
});

test('an operator disables a signed-in buyer, whose session ends at once, and the audit log names the operator', async ({
  baseURL,
  newPage,
  saveScreenshot,
}) => {
  const buyerToken = await tokenOf(await buyerLogin(baseURL!), 'the demo buyer');
  check(
    (await call(baseURL!, '/api/localuser!get.action', {}, buyerToken)).code === '0',
    'the buyer session is open',
  );

  const page = await newPage({ viewport: DESKTOP });
  try {
    await page.goto('/admin/users');
    await page.waitForURL('**/admin/login?redirect=*');
    await page.getByTestId('admin-login').waitFor();
    await saveScreenshot(page, 'admin-login-en-1440');
    await signIn(page);
    await page.waitForURL('**/admin/users');
    await expect(page.getByTestId('admin-operator'), 'the top bar names the operator').toContainText(
      OPERATOR.username,
    );
    for (const area of ['Users', 'Operators and roles', 'System parameters', 'Audit log', 'E-mail outbox']) {
      await expect(
        page.getByTestId('admin-nav'),
        `a super admin sees "${area}" in the navigation`,
      ).toContainText(area);
    }
    await page.locator('[data-testid="user-row"]').first().waitFor();
    await saveScreenshot(page, 'admin-users-en-1440');

    await openBuyer(page);
    await confirmWithReason(page, 'user-disable', 'e2e: suspected account takeover');
    await page.locator('[data-testid="user-status"][data-status="0"]').waitFor();
    await page.getByText(`${BUYER.username} is disabled and signed out`).waitFor();

    const after = await call(baseURL!, '/api/localuser!get.action', {}, buyerToken);
    check(after.code === '403', `the disabled buyer's open session gets "403" (got ${after.code})`);
    const again = await buyerLogin(baseURL!);
    check(again.code !== '0', 'a disabled buyer cannot log in again');

    await page.getByTestId('nav-audit').click();
    const entry = page.locator('[data-testid="audit-row"][data-action="user.disable"]').first();
    await entry.waitFor();
    await expect(entry.getByTestId('audit-actor'), 'the audit entry names the operator').toHaveText(
      OPERATOR.username,
    );
    await entry.getByTestId('audit-expand').click();
    await expect(page.getByTestId('audit-diff').first(), 'the audit entry keeps the reason').toContainText(
      'e2e: suspected account takeover',
    );
    await saveScreenshot(page, 'admin-audit-en-1440');

    await openBuyer(page);
    await confirmWithReason(page, 'user-enable', 'e2e: investigation closed');
    await page.locator('[data-testid="user-status"][data-status="1"]').waitFor();
    await tokenOf(await buyerLogin(baseURL!), 'the re-enabled buyer');
  } finally {
    // Other specs use the demo buyer: leave it enabled even when a step above failed.
    const operator = await tokenOf(
      await call(baseURL!, '/admin/auth!login.action', OPERATOR),
      'the operator',
    );
    const found = await call(baseURL!, '/admin/user!list.action', { keyword: BUYER.username }, operator);
    const users = (found.data as { pageList?: { id: string; username: string; status: number }[] } | null)
      ?.pageList;
    const buyer = users?.find((user) => user.username === BUYER.username);
    if (buyer && buyer.status !== 1) {
      await call(baseURL!, '/admin/user!enable.action', { id: buyer.id, reason: 'e2e clean-up' }, operator);
    }
  }
});

test('the console in Arabic and at 360 px: right to left, a drawer for the navigation, no sideways scroll', async ({
  newPage,
  saveScreenshot,
}) => {
  const page = await newPage({ viewport: DESKTOP });
  await page.goto('/admin/login?lang=ar');
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  await page.getByText('دخول المشغّلين').first().waitFor();
  await saveScreenshot(page, 'admin-login-ar-1440');
  await signIn(page);
  await page.getByText('ما يمكنك فعله').waitFor();

  await eachListPage(page, (_path, name) => saveScreenshot(page, `admin-${name}-ar-1440`));
  const nav = await page.locator('aside').boundingBox();
  check(nav && nav.x > DESKTOP.width / 2, 'the sidebar is on the right-hand side in Arabic');

  await page.setViewportSize(NARROW);
  await eachListPage(page, async (path, name) => {
    await noOverflow(page, `${path} in Arabic at 360 px`);
    await saveScreenshot(page, `admin-${name}-ar-360`);
  });
  await page.getByTestId('admin-menu-button').click();
  await page.getByTestId('nav-users').waitFor();
  await saveScreenshot(page, 'admin-menu-ar-360');
  await page.getByTestId('nav-users').click();
  await page.waitForURL('**/admin/users');

  await page.getByTestId('admin-logout').click();
  await page.getByTestId('admin-login').waitFor();
  check(
    (await page.evaluate(() => localStorage.getItem('ES_ADMIN_TOKEN'))) === null,
    'logout forgets the token',
  );
  await noOverflow(page, 'the login page in Arabic at 360 px');
  await saveScreenshot(page, 'admin-login-ar-360');

  await page.goto('/admin/login?lang=en');
  await page.waitForFunction(() => document.documentElement.dir === 'ltr');
  await page.getByTestId('admin-login').waitFor();
  await saveScreenshot(page, 'admin-login-en-360');
  await signIn(page);
  await eachListPage(page, async (path, name) => {
    await noOverflow(page, `${path} at 360 px`);
    await saveScreenshot(page, `admin-${name}-en-360`);
  });
});
