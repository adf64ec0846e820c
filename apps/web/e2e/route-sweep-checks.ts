// The route sweep's checks of one page: when it has settled (no request in flight, nothing busy,
// in the language asked for) and what it shows (language, direction, overflow, untranslated keys).
import { expect, type Page, type Request } from '@playwright/test';

/** A page's requests in flight (a websocket is not one), as the sweep waits for it to settle. */
export type RequestTracker = {
  /** How long no request has been in flight (ms); 0 while one is. */
  quietFor: () => number;
  /** The requests still in flight, each with how long it has been (for a failure's message). */
  pending: () => string[];
};

/**
 * The requests a page has in flight: the page has settled when none has been for a moment and no
 * spinner, skeleton or busy list shows. Each request is kept until its own end (finished or
 * failed), so a request that never ends is named rather than counted.
 */
export function trackRequests(page: Page): RequestTracker {
  const open = new Map<Request, number>();
  let last = Date.now();
  page.on('request', (request) => {
    open.set(request, Date.now());
    last = Date.now();
  });
  const done = (request: Request) => {
    open.delete(request);
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quietFor: () => (open.size > 0 ? 0 : Date.now() - last),
    pending: () =>
      [...open].map(([request, since]) => `${request.method()} ${request.url()} (${Date.now() - since} ms)`),
  };
}

/** What shows the page as busy: each visible spinner, skeleton or busy element, briefly named. */
function busyOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root, [aria-busy="true"]')]
      .filter((el) => (el as HTMLElement).checkVisibility())
      .map((el) => {
        const name = el.getAttribute('aria-label') ?? el.getAttribute('data-testid') ?? el.className;
        return `<${el.tagName.toLowerCase()} ${String(name).slice(0, 60)}>`;
      }),
  );
}

async function settle(page: Page, requests: RequestTracker, budgetMs: number): Promise<string | null> {
  // Quiet on the network for 200 ms, then nothing busy on the page (asked every 50 ms).
  const quiet = async () => requests.quietFor() >= 200 && (await busyOnPage(page)).length === 0;
  const settledIn = await expect
    .poll(quiet, { timeout: budgetMs, intervals: [50] })
    .toBe(true)
    .then(
      () => true,
      () => false,
    );
  if (!settledIn) {
    const busy = await busyOnPage(page).catch(() => []);
    const held = [...requests.pending().map((r) => `in flight: ${r}`), ...busy.map((b) => `showing ${b}`)];
    return `still loading after ${budgetMs / 1000} s (${held.join('; ') || 'nothing in flight or busy by then'})`;
  }
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
 * Settles the page in `lang` within `budgetMs`. A first screen painted before any script
 * (first-view.ts) is in the document's default language until the app starts and switches it,
 * which on a busy machine can come after the network has been quiet for a moment: wait for the
 * language asked for (judged by the caller), then for the page to settle again in it.
 */
export async function settleIn(
  page: Page,
  requests: RequestTracker,
  lang: string,
  budgetMs: number,
): Promise<string | null> {
  const loading = await settle(page, requests, budgetMs);
  const switched = await page
    .waitForFunction((want) => document.documentElement.lang === want, lang, { timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
  return switched && !loading ? settle(page, requests, budgetMs) : loading;
}
