import type { Page } from '@playwright/test';
import type { E2eFixtures } from './fixtures';
import { check, operatorLogIn } from './harness';
import { all, visit, watchedPage, type Findings, type Texts } from './xss-watch';
import { PAYLOADS } from './xss-payloads';

// The second half of the stored-XSS spec (xss.spec.ts): every page of the storefront, the seller
// panel and the console that shows a stored text, visited as its user, then the verdict over all
// of them.

/** What xss.spec.ts stored through the API, and where it can be read back. */
export interface Stored {
  addresses: { contacts: string; address: string }[];
  shop: { name: string; shopRemark: string; contact: string };
  reviewed: string;
  refunded: string;
  refundReason: string;
  listings: string[];
  reviewsOf: Map<string, string[]>;
  sellerId: string;
  buyerName: string;
  buyerApplication: { storeName: string; remark: string; contact: string; name: string };
  sellerApplication: { storeName: string };
  bank: { bankName: string };
  supportAsks: Texts;
  supportSays: Texts;
  buyerAsks: Texts;
  shopSays: Texts;
  pendingDeposit: { from: string };
  loanName: string;
}

/** Visits every page that shows a stored text, then fails on anything a page reported. */
export async function visitStoredTexts(
  pages: { newPage: E2eFixtures['newPage']; buyer: Page; seller: Page },
  found: Findings,
  stored: Stored,
): Promise<void> {
  const { newPage, buyer, seller } = pages;
  // --- The storefront, as the buyer.
  await visit(
    buyer,
    found,
    'storefront addresses',
    '/userInfo/setup/shipping-address',
    stored.addresses.flatMap((a) => [a.contacts, a.address]),
  );
  await visit(buyer, found, 'storefront my orders', '/userInfo/my-order', [stored.shop.name]);
  await visit(buyer, found, 'storefront order detail', `/userInfo/order-detail?id=${stored.reviewed}`, [
    stored.addresses[0]!.contacts,
    stored.addresses[0]!.address,
  ]);
  await visit(buyer, found, 'storefront refunded order', `/userInfo/order-detail?id=${stored.refunded}`, [
    stored.refundReason,
  ]);
  for (const [i, listing] of stored.listings.entries()) {
    await visit(buyer, found, `storefront product ${i + 1}`, `/productDetails?id=${listing}`, [
      ...(stored.reviewsOf.get(listing) ?? []),
      stored.shop.name,
    ]);
  }
  await visit(buyer, found, 'storefront shop', `/store?id=${stored.sellerId}`, [
    stored.shop.name,
    stored.shop.shopRemark,
  ]);
  await visit(buyer, found, 'storefront shop application', '/userInfo/seller-apply', [
    stored.buyerApplication.storeName,
  ]);
  await visit(buyer, found, 'storefront deposits', '/userInfo/money-package?tab=deposits', []);
  await visit(buyer, found, 'storefront withdrawals', '/userInfo/money-package?tab=withdrawals', [
    stored.bank.bankName,
  ]);
  await visit(seller, found, 'storefront loan', '/credit/myLoan', []);
  await visit(
    buyer,
    found,
    'storefront support chat',
    '/index',
    [...all(stored.supportAsks), ...all(stored.supportSays)],
    async (page) => {
      await page.getByTestId('customer-service').click();
      await page.getByTestId('chat-dialog').getByTestId('chat-support').waitFor();
    },
  );
  await visit(
    buyer,
    found,
    'storefront shop chat',
    null,
    [...all(stored.buyerAsks), ...all(stored.shopSays)],
    async (page) => {
      const dialog = page.getByTestId('chat-dialog');
      await dialog.getByTestId('chat-tab-shops').click();
      await dialog.getByTestId('chat-conversation').first().click();
      await dialog.getByTestId('chat-shop-conversation').waitFor();
    },
  );
  await visit(buyer, found, 'storefront chat window', '/chat', [
    ...all(stored.supportAsks),
    ...all(stored.supportSays),
  ]);
  await visit(buyer, found, 'mobile product', `/wap/commodity-details?id=${stored.listings[0]}`, [
    stored.shop.name,
  ]);

  // --- The seller panel.
  await visit(seller, found, 'seller dashboard', '/seller', [stored.shop.name]);
  await visit(seller, found, 'seller orders', '/seller/orders', []);
  await visit(seller, found, 'seller returns', '/seller/returns', [stored.refundReason]);
  await visit(seller, found, 'seller reviews', '/seller/reviews', [...stored.reviewsOf.values()].flat());
  await visit(seller, found, 'seller store settings', '/seller/store', [
    stored.shop.name,
    stored.shop.shopRemark,
    stored.shop.contact,
  ]);
  await visit(
    seller,
    found,
    'seller messages',
    '/seller/messages',
    [...all(stored.buyerAsks), ...all(stored.shopSays)],
    async (page) => {
      await page.getByTestId('chat-conversation').first().click();
      await page.getByTestId('seller-conversation').waitFor();
    },
  );
  await visit(seller, found, 'seller application', '/userInfo/seller-apply', [
    stored.sellerApplication.storeName,
  ]);

  // --- The console, as the demo's administrator.
  const consolePage = await watchedPage(newPage, found, 'console');
  await operatorLogIn(consolePage, 'en');
  await visit(consolePage, found, 'console users', `/admin/users?keyword=${stored.buyerName}`, []);
  await visit(consolePage, found, 'console order', `/admin/orders?order=${stored.reviewed}`, [
    stored.addresses[0]!.contacts,
  ]);
  await visit(consolePage, found, 'console refund', `/admin/orders?view=refunds&order=${stored.refunded}`, [
    stored.refundReason,
  ]);
  await visit(
    consolePage,
    found,
    'console support inbox',
    '/admin/support',
    [...all(stored.supportAsks), ...all(stored.supportSays)],
    async (page) => {
      await page.getByTestId('support-view').getByText('Mine').click();
      await page.getByTestId('support-conversation').filter({ hasText: stored.buyerName }).click();
      await page.getByTestId('support-open').waitFor();
    },
  );
  await visit(
    consolePage,
    found,
    'console seller applications',
    '/admin/sellers/applications',
    [
      stored.buyerApplication.storeName,
      stored.buyerApplication.remark,
      stored.buyerApplication.contact,
      stored.buyerApplication.name,
    ],
    async (page) => {
      await page
        .getByTestId('seller-application-row')
        .filter({ hasText: stored.buyerName })
        .first()
        .getByTestId('seller-application-open')
        .click();
      await page.getByTestId('seller-application-drawer').waitFor();
    },
  );
  await visit(
    consolePage,
    found,
    'console deposits',
    '/admin/finance/deposits',
    [stored.pendingDeposit.from],
    async (page) => {
      await page
        .getByTestId('deposit-row')
        .filter({ hasText: stored.buyerName })
        .first()
        .getByTestId('deposit-review')
        .click();
      await page.getByTestId('deposit-review-panel').waitFor();
    },
  );
  await visit(consolePage, found, 'console withdrawals', '/admin/finance/withdrawals', [
    stored.bank.bankName,
  ]);
  await visit(consolePage, found, 'console loans', '/admin/finance/loans', [stored.loanName]);

  console.log(`    xss pages (payloads shown): ${found.pages.join(', ')}`);
  const notRendered = PAYLOADS.filter((p) => !found.rendered.has(p.n));
  console.log(
    `    xss: ${PAYLOADS.length} payloads, ${found.pages.length} pages; ${found.hits.length} executions, ` +
      `${found.dialogs.length} dialogs, ${found.csp.length} CSP refusals, ` +
      `${found.markup.length} markup, ` +
      `${found.rendered.size} payloads seen as text`,
  );
  const report = (what: string, list: string[]) =>
    `${list.length} ${what}${list.length ? `: ${list.slice(0, 8).join(' | ')}` : ''}`;
  check(found.hits.length === 0, report('payloads ran', found.hits));
  check(found.dialogs.length === 0, report('dialogs opened', found.dialogs));
  check(found.csp.length === 0, report('CSP refusals (markup reached the page)', found.csp));
  check(found.markup.length === 0, report('pieces of markup from payloads in the DOM', found.markup));
  check(found.missing.length === 0, report('pages without their stored texts', found.missing));
  check(
    notRendered.length === 0,
    report(
      'payloads never shown as text',
      notRendered.map((p) => `#${p.n} ${p.text}`),
    ),
  );
}
