import type { Page } from '@playwright/test';
import type { E2eFixtures } from './fixtures';
import { DESKTOP, check, settled } from './harness';
import { PAYLOADS, type Payload } from './xss-payloads';

// What the stored-XSS spec (xss.spec.ts) watches with: a script installed in every page before the
// app's code that reports marker calls, dialogs, CSP refusals and markup from payloads; visiting a
// page and checking that it shows its stored texts; the API client that stores them.

export type Texts = { text: string; ns: number[] }[];

/** What the pages reported: marker calls, dialogs, CSP refusals, markup found, texts missing. */
export type Findings = {
  hits: string[];
  dialogs: string[];
  csp: string[];
  markup: string[];
  missing: string[];
  rendered: Set<number>;
  pages: string[];
};

// Installed in every page and frame before the app's code (Playwright's init scripts are not
// subject to the page's CSP). A string, not a function: the bundler would wrap named helpers in
// one the page does not have.
const WATCH = `
(() => {
  const hit = (what) => { try { window.__xssHit(String(what)); } catch {} };
  window.__xss = (n) => hit('__xss(' + n + ')');
  for (const name of ['alert', 'confirm', 'prompt', 'print']) {
    window[name] = (n) => hit(name + '(' + n + ')');
  }
  document.addEventListener('securitypolicyviolation', (e) => {
    try { window.__xssCsp(e.violatedDirective + ' ' + e.blockedURI + ' ' + (e.sample || '')); } catch {}
  });
  // Every text a reader sees: text nodes (not inside script or style) and form fields' values.
  window.__xssText = () => {
    const parts = [document.title];
    const walker = document.createTreeWalker(document.body || document.documentElement, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement && node.parentElement.closest('script, style, template, noscript, xmp')) continue;
      parts.push(node.data);
    }
    for (const field of document.querySelectorAll('input, textarea')) parts.push('\\n' + field.value);
    return parts.join('');
  };
  // Markup a payload would have put in the page: handler attributes, script or frame URLs, style
  // or SVG animation values carrying a payload's call, and payload calls inside script, style or
  // frame elements (the first screen's JSON, which no browser runs, aside).
  window.__xssMarkup = () => {
    const call = /__xss\\(|alert\\(|confirm\\(|prompt\\(|al\\\\x65rt|'al'\\+'ert'|atob\\(/;
    const scriptUrl = /^[\\s\\u0000-\\u001f]*(javascript|vbscript|data:(?!image\\/))/i;
    const urlNames = /^(href|src|xlink:href|action|formaction|data|background|poster|srcset|lowsrc|dynsrc)$/;
    const valueNames = /^(srcdoc|style|content|to|values|from|by|attributename)$/;
    const found = [];
    const say = (el, what) => found.push('<' + el.localName + '> ' + what.slice(0, 120));
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) say(el, name + '=' + attr.value);
        else if (urlNames.test(name) && scriptUrl.test(attr.value)) say(el, name + '=' + attr.value);
        else if (valueNames.test(name) && call.test(attr.value)) say(el, name + '=' + attr.value);
      }
      const inert = el.localName === 'script' && el.getAttribute('type') === 'application/json';
      if (!inert && /^(script|style|iframe|object|embed|frame|frameset|noscript|template|xmp)$/.test(el.localName) && call.test(el.textContent || '')) {
        say(el, 'content ' + (el.textContent || ''));
      }
    }
    return found;
  };
})();
`;

/** A page whose marker calls, dialogs and CSP refusals land in `found`. */
export async function watchedPage(
  newPage: E2eFixtures['newPage'],
  found: Findings,
  label: string,
): Promise<Page> {
  const page = await newPage({ viewport: DESKTOP, locale: 'en-US' });
  const context = page.context();
  await context.exposeBinding('__xssHit', ({ frame }, what: string) => {
    found.hits.push(`${label}: ${what} at ${frame.url()}`);
  });
  await context.exposeBinding('__xssCsp', ({ frame }, what: string) => {
    // The app itself evaluates no string (zod runs jitless): every refusal is a payload's doing.
    found.csp.push(`${label}: ${what} at ${frame.url()}`);
  });
  await context.addInitScript(WATCH);
  page.on('dialog', (dialog) => {
    found.dialogs.push(`${label}: ${dialog.type()} "${dialog.message()}" at ${page.url()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  return page;
}

/**
 * Opens `url` (and whatever `open` clicks), waits until every text of `expected` shows, then reads
 * the page: markup a payload made, and which payloads show as text.
 */
export async function visit(
  page: Page,
  found: Findings,
  label: string,
  url: string | null,
  expected: readonly string[],
  open?: (page: Page) => Promise<void>,
): Promise<void> {
  if (url) await page.goto(url);
  if (open) await open(page);
  const shows = await page
    .waitForFunction(
      (texts) => {
        const text = (window as unknown as { __xssText: () => string }).__xssText();
        return texts.every((t) => text.includes(t));
      },
      [...expected],
      { timeout: 15_000, polling: 250 },
    )
    .then(() => true)
    .catch(() => false);
  // Whatever a payload would set off has happened: every image has loaded or failed (an onerror),
  // and the page has drawn and finished its transitions (an onanimationend, a focus). A lazy
  // picture out of sight (the home's goods below the fold) is not fetched until scrolled near, so
  // it is not complete and sets nothing off: not waited for.
  await page.waitForFunction(() =>
    [...document.images].every((img) => {
      if (img.complete || img.loading !== 'lazy') return img.complete;
      const box = img.getBoundingClientRect();
      const inSight =
        box.width > 0 &&
        box.bottom > 0 &&
        box.top < window.innerHeight &&
        box.right > 0 &&
        box.left < window.innerWidth;
      return !inSight;
    }),
  );
  await settled(page);
  const { text, markup } = await page.evaluate(() => {
    const w = window as unknown as { __xssText: () => string; __xssMarkup: () => string[] };
    return { text: w.__xssText(), markup: w.__xssMarkup() };
  });
  if (!shows) {
    const missing = expected.filter((t) => !text.includes(t));
    found.missing.push(
      `${label}: ${missing.length} of ${expected.length} texts not shown, e.g. ${JSON.stringify(missing[0]?.slice(0, 80))}`,
    );
  }
  for (const m of markup) found.markup.push(`${label}: ${m}`);
  const shown = PAYLOADS.filter((p) => text.includes(p.text));
  for (const p of shown) found.rendered.add(p.n);
  found.pages.push(`${label} (${shown.length})`);
}

/** The API as the tests' own client calls it: a POST with the params in the query; its data. */
export function apiOf(baseUrl: string) {
  return async function call<T>(path: string, params: Record<string, string> = {}, token = ''): Promise<T> {
    const res = await fetch(`${baseUrl}${path}?${new URLSearchParams(params).toString()}`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const body = (await res.json()) as { code: string; data: T; msg: string };
    check(body.code === '0', `${path} ${JSON.stringify(params).slice(0, 200)}: ${body.msg}`);
    return body.data;
  };
}

/** Splits the corpus into `parts` shares, each payload in exactly one. */
export function shares(payloads: readonly Payload[], parts: number): Payload[][] {
  const out: Payload[][] = Array.from({ length: parts }, () => []);
  payloads.forEach((p, i) => out[i % parts]!.push(p));
  return out;
}

/** The texts of `texts`, for the pages expected to show them. */
export const all = (texts: Texts) => texts.map((t) => t.text);

/** The script sources a policy allows (script-src, else default-src). */
export function scriptSources(policy: string): string[] {
  const directives = new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values] as const),
  );
  return [...(directives.get('script-src') ?? directives.get('default-src') ?? ['*'])];
}
