import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_BUYER, DESKTOP, NARROW, check, noOverflow } from './harness';
import { newUsername, register } from './flows';
import { checkDirection, message, send } from './chat-helpers';

// Issue 50: a link must never sign anyone in. An attacker's own token in /chat?token=… opens the
// support window in that token's account for that window only — its header names the account, the
// token leaves the address, nothing is stored — and the storefront stays logged out. A visitor
// already signed in who follows the same link stays themselves.

/** A new account of the attacker's, and its session token. */
async function attackerAccount(newPage: () => Promise<Page>) {
  const page = await newPage();
  const username = newUsername('mallory');
  await register(page, username);
  const token = await page.evaluate(() => localStorage.getItem('ES_TOKEN') ?? '');
  check(token !== '', 'the attacker has a session');
  return { username, token };
}

/** What the link carries: the attacker's token, and a name anyone can write. */
function attackerLink(token: string, lang: 'en' | 'ar'): string {
  const address = new URLSearchParams({ token, partyid: '1', name: 'Caravan Security', lang });
  return `/chat?${address.toString()}`;
}

async function nothingStored(page: Page, token: string, where: string): Promise<void> {
  const kept = await page.evaluate(() => ({
    es: localStorage.getItem('ES_TOKEN'),
    all: [
      ...Object.keys(localStorage).map((k) => localStorage.getItem(k) ?? ''),
      ...Object.keys(sessionStorage).map((k) => sessionStorage.getItem(k) ?? ''),
    ],
  }));
  check(kept.es === null, `${where}: no ES_TOKEN in localStorage`);
  check(!kept.all.some((value) => value.includes(token)), `${where}: the token is stored nowhere`);
}

test('chat link: an attacker’s token in /chat is that window’s only; the storefront stays logged out (en, ar; 1440, 360 px)', async ({
  newPage,
  saveScreenshot,
}) => {
  test.setTimeout(300_000);
  const attacker = await attackerAccount(() => newPage({ viewport: DESKTOP }));

  for (const lang of ['en', 'ar'] as const) {
    // The victim: a fresh browser, nobody signed in.
    const victim = await newPage({ viewport: DESKTOP });
    await victim.goto(attackerLink(attacker.token, lang));
    const chatWindow = victim.getByTestId('chat-window');
    await chatWindow.waitFor();
    await checkDirection(victim, lang);
    // The header names the account the token belongs to, as the server says — not the link's name.
    const who = chatWindow.locator('[data-testid="chat-window-user"][data-own-session="true"]');
    await who.getByTestId('chat-window-username').filter({ hasText: attacker.username }).waitFor();
    await expect(who, "the header says the session is this window's").toContainText(
      lang === 'ar' ? 'في هذه النافذة' : 'in this window',
    );
    await expect(chatWindow, 'the name in the link is shown nowhere').not.toContainText('Caravan Security');
    await victim.waitForURL((url) => !url.searchParams.has('token') && !url.searchParams.has('partyid'));
    check(!victim.url().includes(attacker.token), 'the token is gone from the address');
    await nothingStored(victim, attacker.token, `/chat (${lang})`);
    await chatWindow.locator('[data-testid="chat-empty"], [data-testid="chat-message"]').first().waitFor();
    await noOverflow(victim, `the support window (${lang}, 1440 px)`);
    await saveScreenshot(victim, `chat-link-window-${lang}-1440`);
    await victim.setViewportSize(NARROW);
    await who.waitFor();
    await noOverflow(victim, `the support window (${lang}, 360 px)`);
    await saveScreenshot(victim, `chat-link-window-${lang}-360`);
    await victim.setViewportSize(DESKTOP);

    // The same browser on the storefront: logged out, and the account's pages ask to log in.
    await victim.goto('/');
    await victim.getByTestId('auth-links').waitFor();
    await expect(victim.getByTestId('account-area'), 'the storefront is logged out').toHaveCount(0);
    await victim.goto('/userInfo/dashboard');
    await victim.waitForURL((url) => url.pathname === '/login');
    await victim.getByTestId('login-form').waitFor();
    await nothingStored(victim, attacker.token, `the storefront (${lang})`);
  }
});

test('chat link: a signed-in visitor following an attacker’s /chat link stays themselves (en)', async ({
  newPage,
  logIn,
}) => {
  const attacker = await attackerAccount(() => newPage({ viewport: DESKTOP }));
  const victim = await logIn('buyer', { viewport: DESKTOP });
  const own = await victim.evaluate(() => localStorage.getItem('ES_TOKEN'));
  await victim.goto(attackerLink(attacker.token, 'en'));
  const chatWindow = victim.getByTestId('chat-window');
  const who = chatWindow.locator('[data-testid="chat-window-user"][data-own-session="false"]');
  await who.getByTestId('chat-window-username').filter({ hasText: DEMO_BUYER.username }).waitFor();
  await victim.waitForURL((url) => !url.searchParams.has('token'));
  check((await victim.evaluate(() => localStorage.getItem('ES_TOKEN'))) === own, 'the session is the own');
  // What is written goes to the visitor's own conversation (the attacker's stays empty).
  const text = `My passport photo is coming (${Date.now().toString(36)})`;
  await send(chatWindow, text);
  await message(chatWindow, text, true).waitFor();
  const attackerView = await newPage({ viewport: DESKTOP });
  await attackerView.goto(attackerLink(attacker.token, 'en'));
  const attackerWindow = attackerView.getByTestId('chat-window');
  await attackerWindow.getByTestId('chat-empty').waitFor();
});
