import type { Page } from '@playwright/test';
import { check, drawnPng } from './harness';

// What the browser tests do as a logged-in user without the page: draw a picture for an upload
// field and wait for it to be on the server, call an action with the page's session, read the
// wallet's balance.

/** A picture the browser draws, as a PNG file for an upload field. */
export async function picture(page: Page, name: string, text: string, colors: readonly [string, string]) {
  const buffer = await drawnPng(page, {
    size: [320, 200],
    colors,
    font: 'bold 24px sans-serif',
    lines: [[text, 16, 110]],
  });
  return { name, mimeType: 'image/png', buffer };
}

/** Uploads a picture into an ImageUploadField and waits until it is on the server. */
export async function upload(page: Page, testId: string, file: Awaited<ReturnType<typeof picture>>) {
  await page.getByTestId(`${testId}-input`).setInputFiles(file);
  await page.locator(`[data-testid="${testId}"][data-uploaded]`).waitFor();
}

/** Calls an action as the logged-in user of `page` (its session token); its data. */
export async function asUser<T>(
  page: Page,
  baseUrl: string,
  path: string,
  params: Record<string, string> = {},
) {
  const token = await page.evaluate(() => localStorage.getItem('ES_TOKEN') ?? '');
  const res = await page.request.post(`${baseUrl}${path}?${new URLSearchParams(params).toString()}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { code: string; data: T; msg: string };
  check(body.code === '0', `${path}: ${body.msg}`);
  return body.data;
}

/** The user's wallet balance (USDT). */
export async function balance(page: Page, baseUrl: string): Promise<number> {
  return (await asUser<{ money: number }>(page, baseUrl, '/api/wallet!getUsdt.action')).money;
}
