import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { check, noOverflow } from './harness';
import { asUser } from './user-helpers';

// What the chat's browser tests (chat.spec.ts) share: the websocket's frames as a page receives
// them, a conversation's messages and composer, the dialog's fit on a phone, and the demo's
// customer-service operator and shop.

/** Every websocket frame the page receives, parsed (the page's sockets are listened to from the start). */
export function recordFrames(page: Page): Record<string, unknown>[] {
  const frames: Record<string, unknown>[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      try {
        frames.push(JSON.parse(String(payload)) as Record<string, unknown>);
      } catch {
        // Not a JSON frame: not one of ours.
      }
    }),
  );
  return frames;
}

/** Waits until a frame matching `matches` came over the page’s websocket (its socket is connected, or has pushed). */
export async function waitForFrame(
  frames: Record<string, unknown>[],
  what: string,
  matches: (frame: Record<string, unknown>) => boolean,
  timeout = 20_000,
): Promise<void> {
  await expect
    .poll(() => frames.some(matches), { message: `the websocket brought ${what}`, timeout, intervals: [100] })
    .toBe(true);
}

/** A chat frame carrying the text `content`. */
export const chatFrameWith = (content: string) => (frame: Record<string, unknown>) =>
  frame.type === 'chat' && (frame.message as { content?: unknown } | undefined)?.content === content;

/** Marks the page so a reload (which would lose the mark) shows. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { chatSpecMark: true }));
}

export async function stillSamePage(page: Page, what: string): Promise<void> {
  const marked = await page.evaluate(() => 'chatSpecMark' in window);
  check(marked, `${what} without reloading the page`);
}

/** A message in the thread of `scope`, by its text; `own` for the reader's. */
export function message(scope: Locator, text: string, own: boolean): Locator {
  return scope
    .locator(own ? '[data-testid="chat-message"][data-own]' : '[data-testid="chat-message"]:not([data-own])')
    .filter({ hasText: text });
}

/** Waits until a text box is empty (its message went). */
export async function emptied(box: Locator): Promise<void> {
  await expect(box).toHaveValue('', { timeout: 10_000 });
}

/** Writes `text` in the thread of `scope` and sends it with Enter; waits for it in the thread. */
export async function send(scope: Locator, text: string): Promise<void> {
  const input = scope.getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
  await message(scope, text, true).waitFor();
  // The websocket's copy may show the message a moment before the send's own reply empties the box.
  await emptied(input);
}

/** The dialog fills a phone's screen and nothing in it runs past its sides. */
export async function fillsTheScreen(page: Page, dialog: Locator, label: string): Promise<void> {
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  check(box && viewport, `${label}: the dialog is on screen`);
  check(
    Math.abs(box.x) < 1 && Math.abs(box.width - viewport.width) < 1 && box.height >= viewport.height - 1,
    `${label}: the dialog fills the screen (saw ${box.width}×${box.height} at ${box.x},${box.y})`,
  );
  const spill = await dialog.evaluate((element) => {
    const edge = element.getBoundingClientRect();
    return [...element.querySelectorAll('*')]
      .filter((child) => {
        const r = child.getBoundingClientRect();
        return r.width > 0 && (r.left < edge.left - 1 || r.right > edge.right + 1);
      })
      .map((child) => `${child.tagName.toLowerCase()}.${String(child.className).split(' ')[0]}`)
      .slice(0, 5);
  });
  check(spill.length === 0, `${label}: nothing runs past the dialog's sides (${spill.join(', ')})`);
  await noOverflow(page, label);
}

/** The page's direction is the language's. */
export async function checkDirection(page: Page, lang: 'en' | 'ar'): Promise<void> {
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  await expect(
    page.locator('html'),
    `the page reads ${lang === 'ar' ? 'right to left' : 'left to right'}`,
  ).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/** The demo's customer-service operator (apps/server/src/seed/shops.ts): the support inbox and nothing else. */
export const DEMO_SUPPORT = { username: 'support', password: 'Support1234' };

/** Logs the customer-service operator in to the console, in `lang`. */
export async function supportLogIn(page: Page, lang: string): Promise<void> {
  await page.goto(`/admin/login?lang=${lang}`);
  await page.getByTestId('admin-username').fill(DEMO_SUPPORT.username);
  await page.getByTestId('admin-password').fill(DEMO_SUPPORT.password);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-shell').waitFor();
}

/**
 * The customer-service operator answers `username`'s conversation through the console's API (the
 * demo's support conversation is theirs).
 */
export async function answerAsSupport(
  request: APIRequestContext,
  baseUrl: string,
  username: string,
  content: string,
): Promise<void> {
  const call = async <T>(path: string, params: Record<string, string>, token?: string) => {
    const res = await request.post(
      `${baseUrl}/admin/${path}.action?${new URLSearchParams(params).toString()}`,
      {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      },
    );
    const body = (await res.json()) as { code: string; data: T; msg: string };
    check(body.code === '0', `${path}: ${body.msg}`);
    return body.data;
  };
  const { token } = await call<{ token: string }>('auth!login', { ...DEMO_SUPPORT });
  const list = await call<{ pageList: { id: string; username: string }[] }>(
    'chat!list',
    { view: 'all', pageSize: '50' },
    token,
  );
  const conversation = list.pageList.find((c) => c.username === username);
  check(conversation, `${username} has a conversation with customer service`);
  await call('chat!send', { id: conversation.id, type: 'text', content }, token);
}

/** The demo seller's shop: its id, from its own session. */
export async function demoShop(page: Page, baseUrl: string): Promise<string> {
  const me = await asUser<{ sellerId: string | null }>(page, baseUrl, '/api/localuser!get.action');
  check(me.sellerId, 'the demo seller has a shop');
  return me.sellerId;
}
