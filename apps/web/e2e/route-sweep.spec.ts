import { readdirSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONSOLE_ACCESS, type OperatorRole } from '@caravan/contract';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { test } from './fixtures';
import { CONTEXT_DEFAULTS, DESKTOP, NARROW, PHONE, axeFindings, check, smallTouchTargets } from './harness';
import { tableRoutes, type TableRoute } from './route-table';
import { pageFacts, settleIn, trackRequests, type RequestTracker } from './route-sweep-checks';
import { prepare, type Fixtures, type Role } from './route-sweep-fixtures';

// The route sweep (issue 21): every route of every route table (route-table.ts reads them from the
// app), as the user it is for, in English and Arabic at 1440 and 360 px (the mobile site's on a
// phone with touch), and in Chinese (Simplified) and Hindi at 360. Each page must show no catalogue
// key or unfilled {{placeholder}}, carry the language's `lang` and `dir`, not scroll sideways at
// 360 px and log no console error; the mobile site's touch targets are 44 px at 360. axe-core
// (nothing serious or critical) looks at each page once per direction and width: English at 1440,
// Arabic at 360. A screenshot of each page is saved under test-results/sweep/.
//
// Why not every language at every width with axe (as until stop 61): the 32 slices took 48 minutes
// of CI's 90 on two cores, axe half of each. What a page's language changes (its strings, their
// length, the direction) is seen at 360 px, where a long string overflows; what axe finds (names,
// roles, contrast) depends on the markup, which is the same in every language of one direction.

type SweepLang = 'en' | 'ar' | 'zh-CN' | 'hi';
type Width = 1440 | 360;

/** A sweep: a language at a width, and whether axe looks at its pages. */
type Sweep = { lang: SweepLang; width: Width; axe: boolean };

const SWEEPS: Sweep[] = [
  { lang: 'en', width: 1440, axe: true },
  { lang: 'en', width: 360, axe: false },
  { lang: 'ar', width: 1440, axe: false },
  { lang: 'ar', width: 360, axe: true },
  { lang: 'zh-CN', width: 360, axe: false },
  { lang: 'hi', width: 360, axe: false },
];

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const shotsDir = path.resolve(e2eDir, '../../../test-results/sweep');

/** Every key of the English catalogues, as `ns:key` and as `key`: a page showing one lost its string. */
const CATALOGUE_KEYS: string[] = (() => {
  const dir = path.resolve(e2eDir, '../src/i18n/locales/en');
  const keys = new Set<string>();
  const walk = (ns: string, prefix: string, value: unknown) => {
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(ns, prefix ? `${prefix}.${k}` : k, v);
    } else {
      // A one-word key ("loading") is also an ordinary word; only dotted keys are unmistakable.
      if (prefix.includes('.')) keys.add(prefix);
      keys.add(`${ns}:${prefix}`);
    }
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    walk(file.replace(/\.json$/, ''), '', JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  }
  return [...keys];
})();

// ---------------------------------------------------------------- who sees each route

/** The operator role a console area is swept as: the narrowest role that may use it. */
function operatorFor(area: string | undefined): OperatorRole[] {
  if (!area) return ['super_admin'];
  const roles = CONSOLE_ACCESS[area as keyof typeof CONSOLE_ACCESS] as readonly OperatorRole[] | undefined;
  check(roles, `the console area "${area}" has no roles in CONSOLE_ACCESS`);
  return [roles.find((r) => r !== 'super_admin') ?? 'super_admin'];
}

/** A visitor's pages: signing in, registering, and the first pages of a visit. */
const VISITOR_PAGES = new Set(['/login', '/register', '/forgot-password']);
/** Pages seen both as a visitor and as a buyer (their header and menus differ). */
const BOTH_PAGES = new Set(['/', '/index', '/mine', '/productDetails', '/commodity-details']);

function rolesFor(route: TableRoute): Role[] {
  const page = route.pattern.replace(/^\/(wap|admin|seller|promote)(?=\/|$)/, '') || '/';
  switch (route.front) {
    case 'seller':
    case 'wap-seller':
      return ['seller'];
    case 'promote':
      return ['visitor'];
    case 'admin':
      if (page === '/login') return ['visitor'];
      // The dashboard is every role's first page, each with its own menu.
      if (page === '/') return ['super_admin', 'finance', 'operations', 'customer_service'];
      return operatorFor(route.area);
    default:
      if (VISITOR_PAGES.has(page)) return ['visitor'];
      if (BOTH_PAGES.has(page)) return ['visitor', 'buyer'];
      return ['buyer'];
  }
}

/** The address a route is visited at: its pattern with samples for its parameters and query. */
function addressOf(route: TableRoute, data: Fixtures): string {
  const base = route.pattern.match(/^\/(wap\/seller|wap|admin|seller|promote)(?=\/|$)/)?.[0] ?? '';
  const page = route.pattern.slice(base.length) || '/';
  if (page.endsWith('/*')) return `${base}${page.slice(0, -1)}no-such-page`;
  const params: Record<string, string> = {
    id: route.front === 'admin' && page.startsWith('/users/') ? data.buyerUserId : data.goodsId,
    topic: 'sellerRules',
  };
  const filled = page.replace(/:(\w+)/g, (_, name: string) => {
    check(params[name], `no sample value for :${name} in ${route.pattern}: add one to the route sweep`);
    return params[name];
  });
  const query: Record<string, string> = {
    '/productDetails': `id=${data.listingId}`,
    '/commodity-details': `sellerGoodsId=${data.listingId}`,
    '/store': `id=${data.sellerId}`,
    '/shop': `sellerId=${data.sellerId}`,
    '/searchGoods': 'k=lamp',
    '/searchResult': `k=${data.goodsId}`,
    '/searchStore': 'k=trading',
    '/userInfo/order-detail': `id=${data.paidOrderId}`,
    '/userInfo/order-return': `id=${data.receivedOrderId}`,
    '/userInfo/order-evaluation': `id=${data.receivedOrderId}`,
    '/paySuccess': `orders=${data.paidOrderId}&amount=12.5`,
  };
  const search = route.front === 'storefront' || route.front === 'wap' ? query[page] : undefined;
  return `${base}${filled === '/' && base ? '/' : filled}${search ? `?${search}` : ''}`;
}

/**
 * Pages reached by a step of the buyer's rather than by their address: the checkout shows the lines
 * a "Buy now" put in this tab.
 */
async function arrive(page: Page, address: string, lang: SweepLang, data: Fixtures, fresh: boolean) {
  const site = address.startsWith('/wap') ? '/wap' : '';
  if (address === `${site}/settlement`) {
    const product = site ? `/wap/commodity-details?sellerGoodsId=` : '/productDetails?id=';
    await go(page, `${product}${data.listingId}`, lang, fresh);
    await page.getByTestId('buy-now').first().click();
    await page.waitForURL((url) => url.pathname === `${site}/settlement`);
    return;
  }
  await go(page, address, lang, fresh);
}

/**
 * Opens `address`: loaded afresh in a new tab (in its language), or, as a user following a link,
 * by the app's router in a tab that already shows a page of the same front end.
 */
async function go(page: Page, address: string, lang: SweepLang, fresh: boolean) {
  if (fresh) {
    await page.goto(`${address}${address.includes('?') ? '&' : '?'}lang=${lang}`);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

// ---------------------------------------------------------------- the tests

/** What a slice of the sweep runs with: the browser and the address of the sweep's own server. */
type SweepContext = { browser: Browser; baseUrl: string };

type Visit = { route: TableRoute; role: Role };

const ALL_ROUTES = await tableRoutes();
const VISITS: Visit[] = ALL_ROUTES.flatMap((route) => rolesFor(route).map((role) => ({ route, role })));

function contextOptions(baseUrl: string, visit: Visit, lang: SweepLang, width: Width, data: Fixtures) {
  const onPhone = visit.route.front === 'wap' || visit.route.front === 'wap-seller';
  const size: BrowserContextOptions =
    // The phone's touch and user agent, drawn at 1× so that a screenshot stays quick to take.
    width === 360
      ? onPhone
        ? { ...PHONE, deviceScaleFactor: 1 }
        : { viewport: NARROW }
      : { viewport: DESKTOP };
  const storage: { name: string; value: string }[] = [{ name: 'ES_LANG', value: lang }];
  if (visit.role === 'buyer' || visit.role === 'seller') {
    storage.push({ name: 'ES_TOKEN', value: data.tokens[visit.role] });
  } else if (visit.role !== 'visitor') {
    storage.push({ name: 'ES_ADMIN_TOKEN', value: data.tokens[visit.role] });
  }
  return {
    ...size,
    // axe-core is added to each page as a script of its own, which the site's policy would refuse.
    bypassCSP: true,
    storageState: { cookies: [], origins: [{ origin: baseUrl, localStorage: storage }] },
  };
}

/** The file name of a visit's screenshot. */
function shotName(visit: Visit, lang: SweepLang, width: Width): string {
  // "Any other address" (/admin/*) is named as visited: not as the table's own first page.
  const pattern = visit.route.pattern.replace(/\*$/, 'no-such-page');
  const slug =
    pattern
      .replace(/^\//, '')
      .replace(/[/:*]+/g, '-')
      .replace(/-$/, '') || 'home';
  return path.join(shotsDir, `${lang}-${width}`, `${slug}--${visit.role}.png`);
}

/** Time spent in each step of a visit, over a test (ms): where the sweep's minutes go. */
type Phases = Record<'load' | 'checks' | 'axe' | 'shot', number>;

/**
 * A worker's tab on one user's front end: its page, its requests in flight, its errors, and how
 * many documents it has loaded (a page that loads another address by itself is a redirect).
 */
type Tab = { page: Page; requests: RequestTracker; errors: string[]; documents: () => number };

async function openTab(context: BrowserContext): Promise<Tab> {
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  return { page, requests: trackRequests(page), errors, documents: () => documents };
}

/**
 * What a visit found; `keep`: its tab may show the next page; `navigated`: the page loaded another
 * address by itself while it was looked at.
 */
type VisitResult = { problems: string[]; looked: boolean; keep: boolean; navigated?: boolean };

async function visitOne(
  ctx: SweepContext,
  tab: Tab,
  fresh: boolean,
  visit: Visit,
  { lang, width, axe }: Sweep,
  data: Fixtures,
  phases: Phases,
): Promise<VisitResult> {
  const address = addressOf(visit.route, data);
  const where = `${address} as ${visit.role} [${lang} ${width}]`;
  const problems: string[] = [];
  const { page } = tab;
  tab.errors.length = 0;
  let looked = false;
  let landedPath = '';
  let documentsThen = 0;
  let wentAway = false;
  try {
    let t = Date.now();
    await arrive(page, address, lang, data, fresh);
    const documentsArrived = tab.documents();
    // A tab's first page is a cold load in a fresh browser profile: the front end's code, some
    // 150 files, fetched six at a time while three other pages and two servers share the two
    // cores (measured: 10.4 s from the document to the first API call of /wap/seller/ under that
    // load, 1–3 s a file). A page reached by the router has its code already and gets 10 s.
    const loading = await settleIn(page, tab.requests, lang, fresh ? 30_000 : 10_000);
    phases.load += Date.now() - t;
    // The page loaded another document by itself while it settled (an old address of the mobile
    // site that loads its new one once the user is known): a redirect, swept as its own route,
    // however long the page it went to took to settle. (Waiting to settle goes on across the new
    // document, so this is seen here rather than as a document destroyed under the checks.)
    if (tab.documents() !== documentsArrived)
      return { problems: [], looked: false, keep: false, navigated: true };
    if (loading) problems.push(`${where}: ${loading}`);
    landedPath = new URL(page.url()).pathname;
    documentsThen = tab.documents();
    const wanted = new URL(address, ctx.baseUrl);
    // A route that sends elsewhere (an old address, a twin on the mobile site): the page it lands
    // on is swept as its own route.
    if (landedPath.replace(/\/$/, '') !== wanted.pathname.replace(/\/$/, '')) {
      return { problems, looked, keep: false };
    }
    t = Date.now();
    const facts = await pageFacts(page, CATALOGUE_KEYS);
    const dir = lang === 'ar' ? 'rtl' : 'ltr';
    if (facts.lang !== lang) problems.push(`${where}: lang="${facts.lang}", not ${lang}`);
    if (facts.dir !== dir) problems.push(`${where}: dir="${facts.dir}", not ${dir}`);
    if (facts.keys.length) problems.push(`${where}: shows catalogue keys: ${facts.keys.join(' | ')}`);
    if (width === 360 && facts.overflow > 0)
      problems.push(`${where}: scrolls sideways by ${facts.overflow} px`);
    if (width === 360 && visit.route.front.startsWith('wap')) {
      for (const target of await smallTouchTargets(page)) problems.push(`${where}: touch target ${target}`);
    }
    phases.checks += Date.now() - t;
    if (axe) {
      t = Date.now();
      for (const finding of await axeFindings(page)) problems.push(`${where}: axe ${finding}`);
      phases.axe += Date.now() - t;
    }
    t = Date.now();
    await page.screenshot({ path: shotName(visit, lang, width) });
    phases.shot += Date.now() - t;
    looked = true;
  } catch (error) {
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    // The page's document went away under the checks: it loaded another address by itself.
    if (/Execution context was destroyed/.test(message)) wentAway = true;
    problems.push(`${where}: ${message}`);
  } finally {
    for (const error of tab.errors) problems.push(`${where}: ${error}`);
  }
  // A page that went elsewhere by itself while it was looked at (an old address that loads its new
  // one once the user is known) is a redirect after all: the page it lands on is swept as its own.
  // (Its request may already be out when the page is first read, or be served by the mobile site's
  // service worker, unseen: a document destroyed under the checks, or while the page was still
  // settling before it was first read, counts too.)
  if (
    wentAway ||
    (landedPath && (tab.documents() !== documentsThen || new URL(page.url()).pathname !== landedPath))
  ) {
    return { problems: [], looked: false, keep: false, navigated: true };
  }
  // A tab whose page failed is not trusted with the next one.
  return { problems, looked, keep: problems.length === 0 };
}

/**
 * A step that hangs (a page that never answers the test, a tab that never closes) fails alone and by
 * name after `ms`, instead of the whole test after its five minutes with no word of where.
 */
function bounded<T>(step: Promise<T>, ms: number, onHang: () => T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<T>((done) => {
    timer = setTimeout(() => done(onHang()), ms);
  });
  return Promise.race([step, hung]).finally(() => clearTimeout(timer));
}

/**
 * Pages visited at once in a slice. One: the sweep runs on two Playwright workers, each with its
 * own server, on two cores; with two pages each, four pages and two servers shared them, and the
 * home, which draws its bands as a deferred render, stayed on its placeholders past 30 s (stop 62).
 */
const WORKERS = Number(process.env.SWEEP_WORKERS ?? 1);

async function sweepSlice(ctx: SweepContext, data: Fixtures, run: Sweep, visits: Visit[]) {
  const { lang, width } = run;
  await mkdir(path.join(shotsDir, `${lang}-${width}`), { recursive: true });
  const problems: string[] = [];
  const contexts = new Map<string, Promise<BrowserContext>>();
  const contextFor = (visit: Visit) => {
    const key = `${visit.role}:${visit.route.front}`;
    let context = contexts.get(key);
    if (!context) {
      context = ctx.browser
        .newContext({
          baseURL: ctx.baseUrl,
          ...CONTEXT_DEFAULTS,
          ...contextOptions(ctx.baseUrl, visit, lang, width, data),
        })
        .then(async (made) => {
          // The functions sent into the page are built with esbuild's keepNames, which calls __name.
          await made.addInitScript('window.__name = (fn) => fn;');
          return made;
        });
      contexts.set(key, context);
    }
    return context;
  };
  const phases: Phases = { load: 0, checks: 0, axe: 0, shot: 0 };
  let looked = 0;
  const started = Date.now();
  const queue = [...visits];
  try {
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        // Each front end's first page is loaded from its address, the next ones through the app's
        // router as a user's link would; a page that failed is left for a fresh tab.
        const tabs = new Map<Promise<BrowserContext>, Tab>();
        for (let visit = queue.shift(); visit; visit = queue.shift()) {
          const context = contextFor(visit);
          let tab = tabs.get(context);
          const fresh = !tab;
          const where = `${visit.route.pattern} as ${visit.role} [${lang} ${width}]`;
          tab ??= await bounded(openTab(await context), 30_000, () => {
            throw new Error(`${where}: a new tab did not open within 30 s`);
          });
          const result = await bounded(
            visitOne(ctx, tab, fresh, visit, run, data, phases),
            60_000,
            (): VisitResult => ({
              problems: [`${where}: no answer within 60 s`],
              looked: false,
              keep: false,
            }),
          );
          problems.push(...result.problems);
          if (result.looked) looked += 1;
          if (!result.keep) {
            tabs.delete(context);
            const closing = tab.page.close().catch(() => undefined);
            // A tab caught loading another document may never answer its close: it goes with its
            // context at the end.
            if (!result.navigated) {
              await bounded(closing, 10_000, () => {
                problems.push(`${where}: its tab did not close within 10 s`);
              });
            }
          } else tabs.set(context, tab);
        }
      }),
    );
  } finally {
    for (const context of contexts.values()) {
      await bounded(
        (await context).close().catch(() => undefined),
        10_000,
        () => undefined,
      );
    }
  }
  const seconds = (ms: number) => (ms / 1000).toFixed(0);
  console.log(
    `    swept ${looked} of ${visits.length} pages in ${seconds(Date.now() - started)} s ` +
      `(${lang}, ${width} px; the rest redirect); load ${seconds(phases.load)} s, checks ` +
      `${seconds(phases.checks)} s, axe ${seconds(phases.axe)} s, screenshots ${seconds(phases.shot)} s`,
  );
  check(problems.length === 0, `${problems.length} problems:\n${problems.join('\n')}`);
}

/** The sweep's size, printed once: routes, visits (a route may be seen by several users), pages. */
console.log(
  `  route sweep: ${ALL_ROUTES.length} routes, ${VISITS.length} visits × ${SWEEPS.length} languages and widths`,
);

/**
 * The sweep's tests. The sweep only reads (after its data is made), but what it reads the other
 * tests change as they go: a chat read, an order moved on. It is a project of its own (the
 * `route-sweep` project in playwright.config.ts), so it runs beside them on a server and data of
 * its own; its data (sessions of each role, the demo's orders) is made once per worker.
 */
const sweep = test.extend<Record<never, never>, { sweepData: Fixtures }>({
  sweepData: [
    async ({ browser, server }, use) => {
      await use(await prepare(browser, server.baseUrl));
    },
    // Orders placed, paid, shipped and received, and six sign-ins: seconds alone, longer beside
    // another worker's tests.
    { scope: 'worker', timeout: 180_000 },
  ],
});

/** Visits per test: each test is one language and width over a slice of the visits. */
const SLICE = 40;

for (const run of SWEEPS) {
  for (let start = 0; start < VISITS.length; start += SLICE) {
    const slice = VISITS.slice(start, start + SLICE);
    sweep(
      `route sweep ${run.lang} ${run.width} px: ${slice[0]!.route.pattern} … ${slice.at(-1)!.route.pattern}`,
      async ({ browser, baseURL, sweepData }) => {
        test.setTimeout(300_000);
        await sweepSlice({ browser, baseUrl: baseURL! }, sweepData, run, slice);
      },
    );
  }
}
