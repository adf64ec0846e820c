import type { BrowserContextOptions, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DESKTOP, PHONE, check } from './harness';

// Issue 51: offline, a page of either site gets the service worker's offline page in the reader's
// language (right to left in Arabic), not the browser's error page; back online, "Try again" loads
// the page asked for.

type Site = { label: string; options: BrowserContextOptions; home: string; away: string; page: string };

const SITES: Site[] = [
  { label: 'wap-360', options: PHONE, home: '/wap/', away: '/wap/classification', page: 'wap-home-page' },
  {
    label: 'desktop-1440',
    options: { viewport: DESKTOP },
    home: '/index',
    away: '/information',
    page: 'home-page',
  },
];

const OFFLINE_TITLE: Record<string, string> = { en: 'You are offline', ar: 'أنت غير متصل' };

/** Waits until the page's service worker is active (it is registered once the page has loaded). */
async function workerActive(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.scope;
  });
}

function offlinePage(site: Site, lang: string): void {
  test(`offline, a page gets the offline page in the reader's language (${site.label}, ${lang})`, async ({
    newPage,
    saveScreenshot,
    baseURL,
  }) => {
    const page = await newPage(site.options);
    await page.goto(`${site.home}?lang=${lang}`);
    await page.getByTestId(site.page).waitFor();
    const scope = await workerActive(page);
    check(scope === `${baseURL}/`, `the worker covers the whole site (${scope})`);

    await page.context().setOffline(true);
    await page.goto(site.away);
    const offline = page.getByTestId('offline-page');
    await offline.waitFor();
    await expect(page.locator('#title'), `the offline page's title in ${lang}`).toHaveText(
      OFFLINE_TITLE[lang]!,
    );
    await expect(page.locator('html'), "the offline page's direction").toHaveAttribute(
      'dir',
      lang === 'ar' ? 'rtl' : 'ltr',
    );
    await saveScreenshot(page, `offline-${site.label}-${lang}`);

    // Back online, "Try again" loads the page that could not be reached.
    await page.context().setOffline(false);
    await page.locator('#retry').click();
    await offline.waitFor({ state: 'detached' });
    check(new URL(page.url()).pathname === site.away, `back on ${site.away} (${page.url()})`);
  });
}

for (const lang of ['en', 'ar']) {
  for (const site of SITES) offlinePage(site, lang);
}
