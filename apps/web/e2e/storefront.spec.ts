import { expect, test } from './fixtures';
import { DESKTOP, NARROW, check, loadWholePage, noOverflow, waitForGoods } from './harness';

test('home shows real goods in English', async ({ newPage, saveScreenshot }) => {
  const page = await newPage({ viewport: DESKTOP });
  await page.goto('/');
  await page.waitForURL('**/index');
  const cards = await waitForGoods(page, 12);
  check(cards >= 12, `expected at least 12 product cards, saw ${cards}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('link', { name: 'Categories' }).first()).toBeVisible();
  const price = await page.locator('[data-testid="price"] > [aria-hidden="true"]').first().innerText();
  check(/^\$\d[\d,]*\.\d{2}$/.test(price.trim()), `price should look like $12.34, saw "${price}"`);
  // The home's bands are drawn one after another, the stores' after the goods': waited for.
  await expect(page.getByTestId('seller-card').first(), 'recommended stores are shown').toBeVisible();
  await expect(page.locator('[data-testid="payment-badges"] li')).toHaveCount(4);
  await expect(page.locator('[data-testid="partner-badges"] li'), 'eight partner badges').toHaveCount(8);
  await expect(page.locator('footer'), 'copyright year 2023 in the footer').toContainText('2023');
  await loadWholePage(page);
  await saveScreenshot(page, 'home-en-1440', { fullPage: true });

  await page.setViewportSize(NARROW);
  await noOverflow(page, 'home at 360 px');
  await loadWholePage(page);
  await saveScreenshot(page, 'home-en-360', { fullPage: true });
});

test('switching to Arabic sets dir="rtl" and translates the header', async ({ newPage, saveScreenshot }) => {
  const page = await newPage({ viewport: DESKTOP });
  await page.goto('/index');
  await waitForGoods(page);
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  check((await page.getAttribute('html', 'lang')) === 'ar', 'html lang should be ar');
  await page.getByRole('link', { name: 'الفئات' }).first().waitFor();
  const placeholder = await page.getByRole('combobox').getAttribute('placeholder');
  check(placeholder === 'ابحث عن المنتجات والمتاجر', `search placeholder in Arabic, saw "${placeholder}"`);
  check((await page.evaluate(() => localStorage.getItem('ES_LANG'))) === 'ar', 'ES_LANG stores ar');
  await waitForGoods(page);

  // The logo sits on the right in a mirrored layout.
  const logo = await page.getByTestId('site-header').getByTestId('logo').boundingBox();
  check(logo && logo.x > DESKTOP.width / 2, 'logo is on the right-hand side in Arabic');

  await loadWholePage(page);
  await saveScreenshot(page, 'home-ar-1440', { fullPage: true });
  await page.setViewportSize(NARROW);
  await noOverflow(page, 'home at 360 px in Arabic');
  await loadWholePage(page);
  await saveScreenshot(page, 'home-ar-360', { fullPage: true });

  // ?lang= switches back and is dropped from the address.
  await page.goto('/index?lang=en');
  await page.waitForFunction(() => document.documentElement.dir === 'ltr');
  check(!page.url().includes('lang='), `lang is dropped from the URL, saw ${page.url()}`);
});

test('the nav bar hides after scrolling 78 px and back-to-top appears', async ({ newPage }) => {
  const page = await newPage({ viewport: DESKTOP });
  await page.goto('/index');
  await waitForGoods(page);
  const nav = page.getByTestId('main-nav');
  check(await nav.isVisible(), 'nav visible at the top');
  check(!(await page.getByTestId('back-to-top').isVisible()), 'no back-to-top at the top');
  // The bands below the first screen are drawn after it, and the home then returns to where the
  // buyer left it: scrolling before that could be undone (it failed so under load).
  await page.locator('[data-testid="home-page"][data-built]').waitFor();
  // Where the page's content starts in the document: the fold must not move it (a click aimed at
  // a button as the bar folded used to land 47 px off it).
  const contentTop = () =>
    page.evaluate(() =>
      Math.round(document.querySelector('main')!.getBoundingClientRect().top + window.scrollY),
    );
  const before = await contentTop();
  await page.evaluate(() => window.scrollTo(0, 78));
  await nav.waitFor({ state: 'hidden', timeout: 5000 });
  await expect
    .poll(contentTop, { message: 'the content stays where it was as the nav bar folds' })
    .toBe(before);
  await page.getByTestId('back-to-top').waitFor({ state: 'hidden', timeout: 5000 });
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.getByTestId('back-to-top').waitFor({ state: 'visible', timeout: 5000 });
  await page.getByTestId('back-to-top').click();
  await nav.waitFor({ state: 'visible', timeout: 5000 });
});

test('home returns to its scroll position; other pages open at the top', async ({ newPage }) => {
  const page = await newPage({ viewport: DESKTOP });
  await page.goto('/index');
  await waitForGoods(page, 24);
  await page.evaluate(() => window.scrollTo(0, 1400));
  await page.waitForFunction(() => Number(localStorage.getItem('scroll')) >= 1300);
  await page.locator('[data-testid="section-hot"] [data-testid="goods-card"]').first().click();
  await page.waitForURL('**/productDetails?id=*');
  await page.waitForFunction(() => window.scrollY === 0);
  // The click may scroll the card into view first (when a late layout shift moved it), so the
  // page returns to the position it saved on leaving, not necessarily to 1400.
  const saved = await page.evaluate(() => Number(localStorage.getItem('scroll')));
  check(saved >= 1300, `home saved its position (${saved})`);
  await page.goBack();
  await page.waitForURL('**/index');
  const returned = await page
    .waitForFunction((y) => Math.abs(window.scrollY - y) < 60, saved, { timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
  const where = await page.evaluate(() => ({
    y: window.scrollY,
    height: document.documentElement.scrollHeight,
    screen: window.innerHeight,
    bands: [...document.querySelectorAll('section[data-testid^="section-"]')].map(
      (band) => `${band.getAttribute('data-testid')}:${Math.round(band.getBoundingClientRect().height)}`,
    ),
  }));
  check(returned, `home returned to ${saved}: ${JSON.stringify(where)}`);
});

test('an empty search asks for a keyword; goods results go to /searchGoods, none to /searchStore', async ({
  newPage,
}) => {
  const page = await newPage({ viewport: DESKTOP });
  await page.goto('/index');
  await page.getByRole('combobox').press('Enter');
  await page.getByRole('alert').filter({ hasText: 'Please enter a keyword to search' }).waitFor();
  await page.getByRole('combobox').fill('kettle');
  await page.getByRole('combobox').press('Enter');
  await page.waitForURL((url) => url.pathname === '/searchGoods' && url.searchParams.get('k') === '"kettle"');
  await page.goto('/index');
  await page.getByRole('combobox').fill('qqzzxx');
  await page.getByRole('combobox').press('Enter');
  await page.waitForURL((url) => url.pathname === '/searchStore' && url.searchParams.get('k') === '"qqzzxx"');
});

test('an unknown route shows the 404 page with a way home', async ({ newPage, saveScreenshot }) => {
  const page = await newPage({ viewport: DESKTOP });
  const response = await page.goto('/no-such-page');
  check(response?.ok(), 'the SPA fallback serves the app');
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  await saveScreenshot(page, 'not-found');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await page.waitForURL('**/index');
  await waitForGoods(page);
});
