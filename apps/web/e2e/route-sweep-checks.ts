// The route sweep's checks of one page: when it has settled (no request in flight, nothing busy,
// in the language asked for) and what it shows (language, direction, overflow, untranslated keys).
import { expect, type Page } from '@playwright/test';

/**
 * The requests a page has in flight (a websocket is not one): the page has settled when none has
 * been for a moment and no spinner, skeleton or busy list shows.
 */
export function trackRequests(page: Page): () => number {
  let open = 0;
  let last = Date.now();
  page.on('request', () => {
    open += 1;
    last = Date.now();
  });
  const done = () => {
    open = Math.max(0, open - 1);
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => (open > 0 ? 0 : Date.now() - last);
}

async function settle(page: Page, quietFor: () => number): Promise<string | null> {
  // Quiet on the network for 200 ms, then nothing busy on the page (asked every 50 ms).
  const quiet = async () =>
    quietFor() >= 200 &&
    !(await page.evaluate(() =>
      [...document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root, [aria-busy="true"]')].some(
        (el) => (el as HTMLElement).checkVisibility(),
      ),
    ));
  const settledIn = await expect
    .poll(quiet, { timeout: 10_000, intervals: [50] })
    .toBe(true)
    .then(
      () => true,
      () => false,
    );
  if (!settledIn) return 'still loading after 10 s';
  // A list that was busy fades back in (a transition): its colours are only final once it has.
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
      .map((a) => a.finished.catch(() => undefined));
    return Promise.race([Promise.all(ending), new Promise((done) => setTimeout(done, 2000))]);
  });
  return null;
}

type PageFacts = { lang: string; dir: string; overflow: number; keys: string[] };

export async function pageFacts(page: Page, catalogueKeys: readonly string[]): Promise<PageFacts> {
  return page.evaluate((keys) => {
    const known = new Set(keys);
    const shown: string[] = [];
    const look = (text: string | null) => {
      const value = (text ?? '').trim();
      if (!value) return;
      if (known.has(value) || /\{\{\s*\w+\s*\}\}/.test(value) || /^\$t\(/.test(value)) shown.push(value);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) look(node.textContent);
    for (const el of document.querySelectorAll('[title], [aria-label], [placeholder], [alt]')) {
      for (const name of ['title', 'aria-label', 'placeholder', 'alt']) look(el.getAttribute(name));
    }
    look(document.title);
    return {
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      keys: [...new Set(shown)].slice(0, 5),
    };
  }, catalogueKeys);
}

/**
 * Settles the page in `lang`. A first screen painted before any script (first-view.ts) is in the
 * document's default language until the app starts and switches it, which on a busy machine can
 * come after the network has been quiet for a moment: wait for the language asked for (judged by
 * the caller), then for the page to settle again in it.
 */
export async function settleIn(page: Page, quietFor: () => number, lang: string): Promise<string | null> {
  const loading = await settle(page, quietFor);
  const switched = await page
    .waitForFunction((want) => document.documentElement.lang === want, lang, { timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
  return switched && !loading ? settle(page, quietFor) : loading;
}
