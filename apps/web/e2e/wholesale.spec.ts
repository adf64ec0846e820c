import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { DESKTOP, PHONE, api, check, noOverflow } from './harness';

// Issue 53 in the browser: the product page's ladder moves with the quantity, quick order adds the
// good lines of five and names the two wrong ones, and a seller's inverted ladder is refused, in
// English and Arabic, on the desktop and on a phone.

type Offer = {
  id: string;
  priceTiers: { minQty: number; price: number }[];
  moq: number;
  packSize: number;
  discountRatio: number | null;
};

/** Demo offers on a ladder of two rungs or more, sold singly and without options to choose. */
async function ladderOffers(request: APIRequestContext, baseUrl: string, count: number): Promise<Offer[]> {
  const list = await api<{ pageList: Offer[] }>(request, baseUrl, '/api/sellerGoods!list.action', {
    pageSize: '100',
  });
  const found: Offer[] = [];
  for (const offer of list.pageList.filter((o) => o.priceTiers.length >= 2 && o.packSize === 1)) {
    const detail = await api<{ canSelectAttributes: { skus: unknown[] } | null }>(
      request,
      baseUrl,
      '/api/sellerGoods!info.action',
      { sellerGoodsId: offer.id },
    );
    if (!detail.canSelectAttributes?.skus.length) found.push(offer);
    if (found.length >= count) break;
  }
  check(found.length >= count, `the demo has ${count} laddered offers without options`);
  return found;
}

for (const lang of ['en', 'ar'] as const) {
  test(`the ladder follows the quantity on the product page (${lang}, desktop)`, async ({
    logIn,
    saveScreenshot,
  }) => {
    const page = await logIn('buyer', { lang, viewport: DESKTOP });
    const [offer] = await ladderOffers(page.request, '', 1);
    await page.goto(`/productDetails?id=${offer!.id}&lang=${lang}`);
    const rungs = page.getByTestId('price-ladder').getByTestId('price-rung');
    await expect(rungs).toHaveCount(offer!.priceTiers.length);
    await expect(rungs.first()).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('next-rung')).toBeVisible();
    const input = page.getByTestId('quantity-input').first();
    await input.fill(String(offer!.priceTiers[1]!.minQty));
    await input.blur();
    await expect(rungs.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(rungs.first()).not.toHaveAttribute('aria-current', 'true');
    await saveScreenshot(page, `wholesale/ladder-${lang}-desktop`);
  });

  test(`quick order adds three good lines of five and names the two wrong (${lang}, ${lang === 'en' ? 'desktop' : 'phone'})`, async ({
    logIn,
    saveScreenshot,
  }) => {
    const phone = lang === 'ar';
    const page = await logIn('buyer', phone ? { lang, ...PHONE, site: '/wap' } : { lang, viewport: DESKTOP });
    const offers = await ladderOffers(page.request, '', 3);
    if (phone) await page.goto(`/wap/cart?lang=${lang}`);
    else await page.getByTestId('cart-button').click();
    await page.getByTestId('quick-order-open').first().click();
    const dialog = page.getByTestId('quick-order');
    // The second offer at its second rung: the cart prices it there.
    const lines = [
      `${offers[0]!.id},${offers[0]!.moq}`,
      `${offers[1]!.id},${offers[1]!.priceTiers[1]!.minQty}`,
      '00000000-0000-4000-8000-000000000000,5',
      `${offers[2]!.id},${offers[2]!.moq}`,
      'lamp, three',
    ];
    await dialog.getByTestId('quick-order-lines').fill(lines.join('\n'));
    await dialog.getByTestId('quick-order-submit').click();
    const problems = dialog.getByTestId('quick-order-problems').locator('tbody tr');
    await expect(problems).toHaveCount(2);
    await expect(problems.nth(0)).toContainText('3');
    await expect(problems.nth(1)).toContainText('lamp, three');
    await expect(dialog.getByTestId('quick-order-lines')).toHaveValue(`${lines[2]}\n${lines[4]}`);
    await saveScreenshot(page, `wholesale/quick-order-${lang}-${phone ? 'phone' : 'desktop'}`);
    if (phone) await noOverflow(page, 'the quick order');
    // Escape closes the quick order alone: the cart it was opened from shows the three lines.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
  });
}

test('a seller’s inverted ladder is refused, naming the rung (en desktop, ar phone)', async ({
  logIn,
  saveScreenshot,
}) => {
  for (const [lang, options] of [
    ['en', { viewport: DESKTOP }],
    ['ar', { ...PHONE, site: '/wap' as const }],
  ] as const) {
    const page = await logIn('seller', { lang, ...options });
    const site = 'site' in options ? '/wap' : '';
    await page.goto(`${site}/seller/goods?lang=${lang}`);
    await page.getByTestId('seller-listing').first().getByTestId('listing-terms-edit').click();
    const form = page.getByTestId('terms-form');
    while ((await form.getByTestId('terms-rung').count()) < 2)
      await form.getByTestId('terms-rung-add').click();
    const first = form.getByTestId('terms-rung').nth(0);
    const second = form.getByTestId('terms-rung').nth(1);
    const price = await first.getByTestId('terms-rung-price').inputValue();
    // The second rung dearer than the first: refused before it is sent, naming rung 2.
    await second.getByTestId('terms-rung-price').fill((Number(price) + 1).toFixed(2));
    await expect(second.getByTestId('terms-rung-price')).toHaveAttribute('aria-invalid', 'true');
    await expect(first.getByTestId('terms-rung-price')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByTestId('terms-save')).toBeDisabled();
    await saveScreenshot(page, `wholesale/terms-inverted-${lang}`);
    if (site) await noOverflow(page, 'the terms dialog');
    await page.close();
  }
});
