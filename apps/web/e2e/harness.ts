import { createRequire } from 'node:module';
import {
  expect,
  type APIRequestContext,
  type BrowserContextOptions,
  type ElementHandle,
  type Locator,
  type Page,
} from '@playwright/test';

export const DESKTOP = { width: 1440, height: 900 };
export const NARROW = { width: 360, height: 740 };
export const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** A phone: 360 × 740 at 3× with touch and an Android phone's user agent (the mobile site's tests). */
export const PHONE: BrowserContextOptions = {
  viewport: NARROW,
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

/** Waits until the home page shows at least `min` product cards. */
export async function waitForGoods(page: Page, min = 6): Promise<number> {
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="goods-card"]').length >= n,
    min,
    { timeout: 20_000 },
  );
  return page.locator('[data-testid="goods-card"]').count();
}

/**
 * Scrolls through the page so lazy images load, waits for them, and returns to the top: a full-page
 * screenshot then shows what a buyer scrolling down would see.
 */
export async function loadWholePage(page: Page): Promise<void> {
  // Each step waits for the pictures in sight before it moves on, and the page's height is read
  // again at every step: sections drawn only near the viewport (content-visibility) grow as they
  // render, and a lazy picture never scrolled past would never load.
  const inSight = () =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        const across = box.right > 0 && box.left < window.innerWidth;
        return across && box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      })
      .every((img) => img.complete);
  const step = await page.evaluate(() => window.innerHeight);
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  // A list that loads more near its end keeps growing: forty screens is plenty for any page here.
  for (let y = 0, screens = 0; y < (await height()) && screens < 40; y += step, screens += 1) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForFunction(inSight, undefined, { timeout: 15_000 });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(inSight, undefined, { timeout: 15_000 });
  await settled(page);
}

/**
 * Waits until the page has drawn two more frames and its transitions have ended (the header's
 * fold after a scroll, a dialog fading in): what a screenshot or a measurement taken next sees is
 * where things stop, not where they pass. Endless animations (a spinner) are not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Fails with a message naming what was expected. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/**
 * Every browser context's defaults. Reduced motion (which the app honours: global.css, the
 * carousels): a dialog stands still from its first frame, so a click lands where it was aimed (two
 * clicks into a dialog still sliding in were lost on a busy machine: a listing not added, a loan
 * not approved), and no page keeps the two cores drawing transitions nobody watches.
 */
export const CONTEXT_DEFAULTS = { locale: 'en-US', reducedMotion: 'reduce' } as const;

/** The demo accounts the journeys use (printed by the server at start-up with demo data). */
export const DEMO_BUYER = { username: 'demobuyer', password: 'Demo1234', safeword: '123456' };
export const DEMO_SELLER = { username: 'demoseller', password: 'Demo1234', safeword: '123456' };
/** The second demo shop, with an order history. */
export const DEMO_SELLER2 = { username: 'demoseller2', password: 'Demo1234', safeword: '123456' };
export const DEMO_OPERATOR = { username: 'admin', password: 'Admin1234' };

/** Logs a storefront user in through the login page, in `lang` (on the mobile site with `site` /wap). */
export async function logInAs(
  page: Page,
  lang: string,
  user: { username: string; password: string },
  site = '',
): Promise<void> {
  await page.goto(`${site}/login?lang=${lang}`);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  const form = page.getByTestId('login-form');
  await form.locator('input').nth(0).fill(user.username);
  await form.locator('input').nth(1).fill(user.password);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith(`${site}/login`));
}

/**
 * The text of the newest e-mail to `to`, read as a super admin reads the console's outbox (without
 * SMTP, mail goes there; the super admin sees codes and links whole), once it has been sent (the
 * server's queue sends it within moments).
 */
export async function mailedTo(page: Page, to: string): Promise<string> {
  const read = () =>
    page.evaluate(
      async ({ address, operator }) => {
        const login = await fetch(
          `/admin/auth!login.action?username=${operator.username}&password=${operator.password}`,
          { method: 'POST' },
        ).then((r) => r.json() as Promise<{ data: { token: string } }>);
        const list = await fetch('/admin/outbox!list.action?pageSize=50', {
          method: 'POST',
          headers: { authorization: `Bearer ${login.data.token}` },
        }).then((r) => r.json() as Promise<{ data: { pageList: { to: string; text: string }[] } }>);
        return list.data.pageList.find((m) => m.to === address)?.text ?? '';
      },
      { address: to, operator: DEMO_OPERATOR },
    );
  let text = '';
  await expect
    .poll(async () => (text = await read()), { message: `an e-mail to ${to}`, intervals: [500] })
    .not.toBe('');
  return text;
}

/** Logs the demo operator in to the console, in `lang`. */
export async function operatorLogIn(page: Page, lang: string): Promise<void> {
  await page.goto(`/admin/login?lang=${lang}`);
  await page.getByTestId('admin-username').fill(DEMO_OPERATOR.username);
  await page.getByTestId('admin-password').fill(DEMO_OPERATOR.password);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-shell').waitFor();
}

/**
 * Fails when the page scrolls sideways (the 360 px layouts), once its layout has had the time a
 * web-first assertion gives to settle (a viewport just narrowed lays out again).
 */
export async function noOverflow(page: Page, label: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${label}: no horizontal scroll (overflow in px)`,
      timeout: 5000,
    })
    .toBeLessThanOrEqual(0);
}

/** A PNG the browser draws: a card of `size` in `colors[0]`, with `lines` of text in `colors[1]` and `font`. */
export async function drawnPng(
  page: Page,
  card: {
    size: readonly [width: number, height: number];
    colors: readonly [background: string, ink: string];
    font: string;
    lines: readonly (readonly [text: string, x: number, y: number])[];
  },
): Promise<Buffer> {
  const dataUrl = await page.evaluate(({ size: [width, height], colors: [background, ink], font, lines }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = background;
    context.fillRect(0, 0, width, height);
    context.fillStyle = ink;
    context.font = font;
    for (const [text, x, y] of lines) context.fillText(text, x, y);
    return canvas.toDataURL('image/png');
  }, card);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** Calls an action as the tests' own client does (a POST, parameters in the query); its data. */
export async function api<T>(
  request: APIRequestContext,
  baseUrl: string,
  path: string,
  params: Record<string, string>,
) {
  const res = await request.post(`${baseUrl}${path}?${new URLSearchParams(params).toString()}`);
  const body = (await res.json()) as { code: string; data: T; msg: string };
  check(body.code === '0', `${path}: ${body.msg}`);
  return body.data;
}

/** Picks the first option matching `text` in a searchable select. */
export async function choose(page: Page, testId: string, text: string): Promise<void> {
  const input = page.getByTestId(testId);
  await page.waitForFunction(
    (id) => !document.querySelector(`[data-testid="${id}"]`)?.hasAttribute('disabled'),
    testId,
  );
  await input.click();
  await input.fill(text);
  // Picked with the keyboard, as a person can: the list re-places itself while the page settles
  // (a click could land where an option was a frame ago).
  await page.getByRole('listbox').getByRole('option').first().waitFor();
  await input.press('ArrowDown');
  await input.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/**
 * Chooses the `index`th radio in `group` by its words, as a finger or a mouse takes it, and checks
 * that it is chosen. Not a forced click on the radio: that skips waiting for the dialog to stop
 * moving and for nothing (a toast) to cover it, and lands beside the radio now and then.
 */
export async function chooseRadio(
  group: Locator,
  index: number,
  how: 'click' | 'tap' = 'click',
): Promise<void> {
  const choice = group
    .locator('label')
    .filter({ has: group.page().getByRole('radio') })
    .nth(index);
  const words = choice.locator('span');
  await (how === 'tap' ? words.tap() : words.click());
  await expect(choice.getByRole('radio'), 'the choice is made').toBeChecked();
}

/** A PNG the browser draws: a stand-in screenshot of a transfer of `amount` USDT. */
export function transferPng(page: Page, amount: string): Promise<Buffer> {
  return drawnPng(page, {
    size: [320, 200],
    colors: ['#f0fdfa', '#0f766e'],
    font: 'bold 22px sans-serif',
    lines: [
      [`Transfer ${amount} USDT`, 20, 90],
      [new Date().toISOString(), 20, 130],
    ],
  });
}

/** A listing as the catalogue lists it: what the browser tests buy. */
export type Listing = { id: string; name: string; sellerId: string; buyMin: number };

/**
 * Up to `count` listings of one piece minimum, with options to choose or without (of one shop, or
 * of any), named in `lang`: lists leave the options out, so each one's detail is asked.
 */
export async function findListings(
  request: APIRequestContext,
  baseUrl: string,
  {
    lang,
    sellerId,
    count,
    withOptions,
  }: { lang: string; sellerId?: string; count: number; withOptions: boolean },
): Promise<Listing[]> {
  const list = await api<{ pageList: (Listing & { moq: number; packSize: number })[] }>(
    request,
    baseUrl,
    '/api/sellerGoods!list.action',
    {
      ...(sellerId ? { sellerId } : {}),
      pageSize: '50',
      lang,
    },
  );
  const found: Listing[] = [];
  // One piece may be bought: no minimum above one, not sold by the case.
  const single = list.pageList.filter((item) => item.buyMin <= 1 && item.moq <= 1 && item.packSize === 1);
  for (const listing of single) {
    const detail = await api<{ canSelectAttributes: { skus: unknown[] } | null }>(
      request,
      baseUrl,
      '/api/sellerGoods!info.action',
      { sellerGoodsId: listing.id },
    );
    if (Boolean(detail.canSelectAttributes?.skus.length) === withOptions) found.push(listing);
    if (found.length >= count) break;
  }
  return found;
}

/** Up to `count` listings of one piece minimum and no options to choose, named in `lang`. */
export function simpleListings(
  request: APIRequestContext,
  baseUrl: string,
  options: { lang: string; sellerId?: string; count: number },
): Promise<Listing[]> {
  return findListings(request, baseUrl, { ...options, withOptions: false });
}

/** A listing of one piece minimum and no options to choose, named in `lang`. */
export async function simpleListing(page: Page, baseUrl: string, lang: string): Promise<Listing> {
  const [listing] = await simpleListings(page.request, baseUrl, { lang, count: 1 });
  check(listing, 'a listing without options');
  return listing;
}

/**
 * Every visible interactive element on the page whose touch target is under `min` × `min` CSS px
 * (WCAG 2.5.5), described for fixing ("button "Close" #sku-sheet 28×28"), alike ones counted once.
 * The target is the element's own box joined with its labels' and its overlay's (an absolute
 * ::before or ::after), or the box of a label around it.
 * Exempt, as WCAG is: links inline in a sentence, and native controls drawn hidden under a custom
 * one (a label around them is measured instead; with none, the control that opens them is).
 */
export async function smallTouchTargets(page: Page, min = 44): Promise<string[]> {
  const found = await page.evaluate((size) => {
    const selector = [
      'a[href]',
      'button',
      '[role=button]',
      '[role=tab]',
      '[role=checkbox]',
      '[role=radio]',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[tabindex="0"]',
    ].join(', ');
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const style = getComputedStyle(element);
      const own = element.getBoundingClientRect();
      const text = (element.textContent ?? '').trim();
      // A link in a sentence: WCAG exempts it (its size is the text's).
      const parentText = (element.parentElement?.textContent ?? '').trim();
      if (element.matches('a') && style.display === 'inline' && parentText.length > text.length) continue;
      const labels = [
        ...((element as HTMLInputElement).labels ?? []),
        ...(element.parentElement?.closest('label') ? [element.parentElement.closest('label')!] : []),
      ];
      const drawnHidden =
        element.matches('input, select') &&
        (Number(style.opacity) === 0 || own.width <= 2 || own.height <= 2 || style.clip.startsWith('rect'));
      if (drawnHidden && labels.length === 0) continue;
      const boxes = drawnHidden ? [] : [own];
      for (const label of labels) boxes.push(label.getBoundingClientRect());
      // An overlay (an absolutely placed ::before or ::after) widens the element's target.
      for (const which of ['::before', '::after']) {
        const pseudo = getComputedStyle(element, which);
        if (pseudo.content === 'none' || pseudo.position !== 'absolute' || style.position === 'static')
          continue;
        const left = own.left + element.clientLeft + parseFloat(pseudo.left);
        const top = own.top + element.clientTop + parseFloat(pseudo.top);
        boxes.push(new DOMRect(left, top, parseFloat(pseudo.width), parseFloat(pseudo.height)));
      }
      const left = Math.min(...boxes.map((b) => b.left));
      const right = Math.max(...boxes.map((b) => b.right));
      const top = Math.min(...boxes.map((b) => b.top));
      const bottom = Math.max(...boxes.map((b) => b.bottom));
      // Half a pixel of rounding: 43.6 px is a 44 px box laid out on fractional pixels.
      if (right - left >= size - 0.5 && bottom - top >= size - 0.5) continue;
      const role = element.getAttribute('role');
      const name = (element.getAttribute('aria-label') ?? text).replace(/\s+/g, ' ').slice(0, 40);
      const testId = element.closest('[data-testid]');
      const where = testId
        ? `${testId === element ? '' : 'in '}#${testId.getAttribute('data-testid')}`
        : `.${String(element.className).split(' ')[0]}`;
      small.push(
        `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${name}" ${where} ` +
          `${Math.round(right - left)}×${Math.round(bottom - top)}`,
      );
    }
    return small;
  }, min);
  const counted = new Map<string, number>();
  for (const line of found) counted.set(line, (counted.get(line) ?? 0) + 1);
  return [...counted].map(([line, n]) => (n > 1 ? `${line} (×${n})` : line));
}

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * axe-core's serious and critical findings on the page as it is now, or within one part of it (an
 * open dialog). The page's context needs `bypassCSP`: axe is added as a script of its own, which the
 * site's policy would refuse.
 */
export async function axeFindings(page: Page, within?: ElementHandle<Element>): Promise<string[]> {
  // Once per document: a tab that moved on through the app's router still has both.
  if (await page.evaluate(() => !('axe' in window))) {
    await page.addScriptTag({ path: AXE_PATH });
    // The function below is built with esbuild's keepNames, which names its inner functions with a
    // helper the page does not have.
    await page.evaluate('window.__name ??= (fn) => fn');
    // Everything drawn, as a user scrolling would see it: a card off screen under
    // content-visibility has no colours yet, which axe would read as text without contrast.
    // Colours as they end, not on their way: no transitions (a list fading back in after a
    // refetch would be read mid-fade).
    await page.addStyleTag({
      content: '* { content-visibility: visible !important; transition: none !important; }',
    });
  }
  return page.evaluate(async (scope) => {
    type AxeCheck = { message: string };
    type AxeNode = { target: string[]; any: AxeCheck[]; all: AxeCheck[]; none: AxeCheck[] };
    type AxeViolation = { id: string; impact: string | null; nodes: AxeNode[] };
    type Axe = { run(context: Element | Document, options: object): Promise<{ violations: AxeViolation[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    // A list refetching since the page settled (a notice over the socket) is dimmed while busy.
    const isBusy = () =>
      [...document.querySelectorAll('[aria-busy="true"]')].some((el) =>
        (el as HTMLElement).checkVisibility(),
      );
    for (let waited = 0; isBusy() && waited < 5000; waited += 50) {
      await new Promise((done) => setTimeout(done, 50));
    }
    const result = await axe.run(scope ?? document, { resultTypes: ['violations'] });
    // Each place with axe's own words for it (for contrast: the colours and the ratio found).
    const place = (node: AxeNode) => {
      const why = [...node.any, ...node.all, ...node.none].map((c) => c.message)[0] ?? '';
      return `${node.target.join(' ')}${why ? ` — ${why}` : ''}`;
    };
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map(place).join('; ')}`);
  }, within ?? null);
}
