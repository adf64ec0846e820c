import type { Page } from '@playwright/test';
import { test } from './fixtures';
import { check, DESKTOP, waitForGoods } from './harness';

// The scripts a machine may have no font for (issue 21) are drawn with the marketplace's own fonts:
// in each of those languages the page's text is set in the language's self-hosted font, which the
// browser fetched from this server, not found on the machine. Latin languages fetch none of them.

const SCRIPTS = [
  { lang: 'zh-CN', family: 'Noto Sans SC Variable' },
  { lang: 'zh-TW', family: 'Noto Sans TC Variable' },
  { lang: 'ja', family: 'Noto Sans JP Variable' },
  { lang: 'ko', family: 'Noto Sans KR Variable' },
  { lang: 'th', family: 'Noto Sans Thai Variable' },
  { lang: 'hi', family: 'Noto Sans Devanagari Variable' },
  { lang: 'ar', family: 'Noto Sans Arabic Variable' },
] as const;

/** The self-hosted font faces the page has loaded, by family. */
async function loadedFamilies(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replace(/^["']|["']$/g, ''));
  });
}

test('the home in Chinese, Japanese, Korean, Thai, Hindi and Arabic is set in the self-hosted font of its script; in English none is fetched', async ({
  newPage,
  saveScreenshot,
}) => {
  const page = await newPage({ viewport: DESKTOP });
  const fetched: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2') && response.ok()) fetched.push(response.url());
  });
  await page.goto('/index?lang=en');
  await waitForGoods(page);
  check((await loadedFamilies(page)).length === 0 && fetched.length === 0, 'English fetches no script font');

  for (const { lang, family } of SCRIPTS) {
    fetched.length = 0;
    await page.goto(`/index?lang=${lang}`);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    await waitForGoods(page);
    const used = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    check(
      used.startsWith(`"${family}"`) || used.startsWith(`'${family}'`),
      `${lang}: the body's font is ${used}`,
    );
    await page.waitForFunction(
      (f) =>
        [...document.fonts].some(
          (face) => face.family.replace(/^["']|["']$/g, '') === f && face.status === 'loaded',
        ),
      family,
      { timeout: 15_000 },
    );
    check(
      fetched.some((url) => url.includes('/assets/')),
      `${lang}: the font's pieces come from this server's /assets/`,
    );
    await saveScreenshot(page, `fonts-home-${lang}`);
  }
});
