// Issue 51's phone checks, shared by mobile.spec.ts: floating buttons that leave content alone,
// texts that are not cut, and tabs whose labels keep apart.
import type { APIRequestContext, Page } from '@playwright/test';
import { api, check, settled } from './harness';

/** A storefront user's session token, for a context's storage (ES_TOKEN). */
export async function tokenOf(
  request: APIRequestContext,
  baseUrl: string,
  user: { username: string; password: string },
): Promise<string> {
  const data = await api<{ token: string }>(request, baseUrl, '/api/user!newlogin.action', user);
  return data.token;
}

/**
 * Every text on screen that a floating button (the cart, back to top) hides part of while the rest
 * shows beside it: a price or a count cut by a button (issue 51). A text wholly under the opaque
 * bar the buttons sit in is not cut by a button; it shows once scrolled. Also checks that each
 * button lies inside that bar, which is opaque and at the bottom of the screen.
 */
export async function textsUnderFloatingButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const buttons = ['cart-button', 'back-to-top']
      .map((id) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`))
      .filter((b): b is HTMLElement => b !== null && b.checkVisibility());
    const dock = document.querySelector<HTMLElement>('[data-testid="floating-dock"]');
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      const name = button.getAttribute('data-testid');
      if (dock) {
        const bar = dock.getBoundingClientRect();
        const inside =
          box.left >= bar.left && box.right <= bar.right && box.top >= bar.top && box.bottom <= bar.bottom;
        if (!inside) problems.push(`${name} is outside its bar`);
      }
      // Leaf texts (an element with text of its own) in the page that cross the button's box.
      const texts = [...document.querySelectorAll<HTMLElement>('main *, footer *')].filter((el) => {
        if (el.closest('[data-testid="floating-dock"]')) return false;
        const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        if (!own || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
        const r = el.getBoundingClientRect();
        return r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom;
      });
      for (const el of texts) {
        const r = el.getBoundingClientRect();
        // Points of the text beside the button, on the rows the button covers: if the text shows
        // there, the button is drawn over a text that is otherwise in sight.
        const rows = [Math.max(r.top, box.top) + 1, Math.min(r.bottom, box.bottom) - 1];
        const columns = [r.left + 2, box.left - 4, box.right + 4, r.right - 2].filter(
          (x) => x >= r.left && x <= r.right && (x < box.left || x > box.right) && x >= 0 && x < innerWidth,
        );
        const seen = rows.some((y) =>
          columns.some((x) => {
            const top = document.elementFromPoint(x, y);
            return top !== null && (top === el || el.contains(top));
          }),
        );
        if (seen) problems.push(`${name} covers part of "${(el.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    if (dock && buttons.length > 0) {
      const bar = dock.getBoundingClientRect();
      if (Math.abs(bar.bottom - innerHeight) > 1)
        problems.push(`the bar ends at ${bar.bottom}, not the screen's bottom`);
      const background = getComputedStyle(dock).backgroundColor;
      if (!/^rgb\(/.test(background)) problems.push(`the bar is not opaque (${background})`);
    }
    return problems;
  });
}

/** Scrolls to the end of the page: fails when the page's last content ends under the button bar. */
export async function pageEndsAboveDock(page: Page, label: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(
    () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
  );
  await settled(page);
  const gap = await page.evaluate(() => {
    const dock = document.querySelector('[data-testid="floating-dock"]');
    const footer = document.querySelector('footer');
    if (!dock || !footer || dock.childElementCount === 0) return null;
    const last = [...footer.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.checkVisibility())
      .reduce((bottom, el) => Math.max(bottom, el.getBoundingClientRect().bottom), 0);
    return dock.getBoundingClientRect().top - last;
  });
  check(gap !== null, `${label}: the button bar and the footer are there`);
  check(gap >= -1, `${label}: the footer's last line ends ${-gap}px under the button bar`);
}

/**
 * Texts cut short on screen: an element that hides what overflows it (an ellipsis, a clamp, a
 * button's label) while its text is wider or taller than it. Visually hidden texts (1 px) and
 * scrolling strips are not cuts, nor a product's name in a card or listing row (two lines by design).
 */
export async function clippedTexts(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(`${selector} *`)) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      if (el.matches('input, select, textarea, img, svg, svg *, canvas')) continue;
      const style = getComputedStyle(el);
      // (No inner functions: the build names them with a helper the page does not have.)
      const cutX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const cutY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if (!cutX && !cutY && style.textOverflow !== 'ellipsis') continue;
      if (el.clientWidth <= 2 || el.clientHeight <= 2) continue;
      // A product's name in its card or listing row is two lines by design; its page has it whole.
      if (
        style.webkitLineClamp !== 'none' &&
        el.closest('[data-testid="goods-card"], [data-testid="seller-listing"]')
      )
        continue;
      const text = (el.textContent ?? '').trim();
      if (!text) continue;
      const wide = el.scrollWidth > el.clientWidth + 1;
      // Below, a script's marks may reach 2 px past a tight line box (Arabic in a badge) without
      // being cut: more than that is a lost line.
      const tall = cutY && el.scrollHeight > el.clientHeight + 3;
      if (!wide && !tall) continue;
      // A box that only rounds or masks a picture, or holds a whole block of its own, is not a text.
      if (el.querySelector('img, picture, canvas, ul, ol, section, article')) continue;
      const testId = el.closest('[data-testid]')?.getAttribute('data-testid');
      found.push(
        `"${text.replace(/\s+/g, ' ').slice(0, 50)}"${testId ? ` in #${testId}` : ''} ${wide ? 'cut at the side' : 'cut below'}`,
      );
    }
    return [...new Set(found)];
  }, scope);
}

/** The space between the text of each tab and the next in a tab list (px); negative when they overlap. */
export async function tabLabelGaps(page: Page, selector: string): Promise<number[]> {
  return page.evaluate((sel) => {
    const tabs = [...document.querySelectorAll<HTMLElement>(`${sel} [role="tab"]`)];
    const boxes = tabs.map((tab) => {
      const range = document.createRange();
      range.selectNodeContents(tab);
      const rects = [...range.getClientRects()];
      return {
        left: Math.min(...rects.map((r) => r.left)),
        right: Math.max(...rects.map((r) => r.right)),
        tab: tab.getBoundingClientRect(),
      };
    });
    const gaps: number[] = [];
    for (let i = 1; i < boxes.length; i += 1) {
      const [a, b] = [boxes[i - 1]!, boxes[i]!];
      // In either direction of text: the distance between the two labels.
      gaps.push(Math.max(b.left - a.right, a.left - b.right));
      // A label that runs out of its own tab counts as touching.
      for (const box of [a, b])
        if (box.left < box.tab.left - 0.5 || box.right > box.tab.right + 0.5) gaps.push(-1);
    }
    return gaps;
  }, selector);
}
