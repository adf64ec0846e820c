import type { Page } from 'playwright-core';
import { DESKTOP, check, drawnPng, operatorLogIn, type E2eContext, type Spec } from './harness';
import { newUsername, register } from './flows';
import { PAYLOADS, packed, upTo, type Payload } from './xss-payloads';

// Issue 22, point 11: stored XSS. The corpus (xss-payloads.ts) goes through the API into every text
// a user (or an operator answering one) can store — support and shop chat, reviews, names,
// addresses, the shop's profile and application, a refund's reason, deposit and withdrawal details
// — then the storefront, the seller panel and the console show it in Chromium. Nothing may run
// (no marker call, no dialog), nothing may reach the DOM as markup (no handler attribute, no script
// URL, no CSP refusal), and every payload must show somewhere as the very text that was typed.
// The pages' Content-Security-Policy must not allow inline or eval'd script either.

type Texts = { text: string; ns: number[] }[];

/** What the pages reported: marker calls, dialogs, CSP refusals, markup found, texts missing. */
type Findings = {
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
async function watchedPage(newPage: E2eContext['newPage'], found: Findings, label: string): Promise<Page> {
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
async function visit(
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
  // A moment for anything a payload would set off (an image's error, an animation, a focus).
  await page.waitForTimeout(300);
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
function apiOf(baseUrl: string) {
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
function shares(payloads: readonly Payload[], parts: number): Payload[][] {
  const out: Payload[][] = Array.from({ length: parts }, () => []);
  payloads.forEach((p, i) => out[i % parts]!.push(p));
  return out;
}

/** The texts of `texts`, for the pages expected to show them. */
const all = (texts: Texts) => texts.map((t) => t.text);

/** The script sources a policy allows (script-src, else default-src). */
function scriptSources(policy: string): string[] {
  const directives = new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values] as const),
  );
  return [...(directives.get('script-src') ?? directives.get('default-src') ?? ['*'])];
}

export const specs: Spec[] = [
  {
    name: `xss: ${PAYLOADS.length} payloads through every user-text field → storefront, seller panel, console in Chromium: none runs; CSP without unsafe-inline`,
    timeoutMs: 240_000,
    async run({ newPage, baseUrl }) {
      check(PAYLOADS.length >= 100, `at least 100 payloads (have ${PAYLOADS.length})`);
      check(new Set(PAYLOADS.map((p) => p.text)).size === PAYLOADS.length, 'the payloads are distinct');

      // The policy of every front end's pages: no inline or eval'd script, no scheme-wide source.
      for (const path of [
        '/index',
        '/productDetails?id=x',
        '/seller/orders',
        '/admin/users',
        '/wap/',
        '/chat',
      ]) {
        const res = await fetch(`${baseUrl}${path}`);
        const policy = res.headers.get('content-security-policy') ?? '';
        check((res.headers.get('content-type') ?? '').includes('text/html'), `${path} is an HTML page`);
        const sources = scriptSources(policy);
        const loose = sources.filter((s) =>
          [
            "'unsafe-inline'",
            "'unsafe-eval'",
            "'unsafe-hashes'",
            "'wasm-unsafe-eval'",
            '*',
            'data:',
            'http:',
            'https:',
            'blob:',
          ].includes(s.toLowerCase()),
        );
        check(
          policy && loose.length === 0,
          `${path}: script sources without ${loose.join(' ')} (policy: ${policy})`,
        );
        check(/object-src 'none'/.test(policy), `${path}: object-src 'none' (policy: ${policy})`);
        check(/base-uri 'self'/.test(policy), `${path}: base-uri 'self' (policy: ${policy})`);
      }

      const found: Findings = {
        hits: [],
        dialogs: [],
        csp: [],
        markup: [],
        missing: [],
        rendered: new Set(),
        pages: [],
      };
      const call = apiOf(baseUrl);
      const short = (max: number) => upTo(max);

      // A buyer and a seller-to-be of their own (the demo accounts' data stays as the other tests
      // expect it), and the console.
      const buyer = await watchedPage(newPage, found, 'storefront');
      const seller = await watchedPage(newPage, found, 'seller panel');
      const buyerName = newUsername('xssbuy');
      const sellerName = newUsername('xsssell');
      await Promise.all([register(buyer, buyerName), register(seller, sellerName)]);
      const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('ES_TOKEN') ?? '');
      const [buyerToken, sellerToken] = await Promise.all([tokenOf(buyer), tokenOf(seller)]);
      const { token: adminToken } = await call<{ token: string }>('/admin/auth!login.action', {
        username: 'admin',
        password: 'Admin1234',
      });
      const admin = (path: string, params: Record<string, string> = {}) =>
        call<unknown>(`/admin/${path}.action`, params, adminToken);
      check(buyerToken && sellerToken, 'both accounts are logged in');

      const png = await drawnPng(buyer, {
        size: [120, 80],
        colors: ['#e0e7ff', '#1e1b4b'],
        font: 'bold 18px sans-serif',
        lines: [['XSS', 20, 50]],
      });
      const upload = async (token: string, moduleName: string) => {
        const form = new FormData();
        form.append('moduleName', moduleName);
        form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'x.png');
        const res = await fetch(`${baseUrl}/api/uploadimg!execute.action`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        const body = (await res.json()) as { code: string; data: string; msg: string };
        check(body.code === '0', `upload (${moduleName}): ${body.msg}`);
        return body.data;
      };

      const countries = await call<{ data: { id: number; countryName: string }[] }>(
        '/api/address!listCountry.action',
        {
          countryName: 'United Arab',
        },
      );
      const countryId = String(countries.data[0]?.id ?? '');
      check(countryId, 'the UAE in the country list');

      // Shop applications: the seller's (approved below), the buyer's (left waiting for review).
      const [a1, a2] = shares(PAYLOADS, 2);
      const application = async (token: string, payloads: Payload[]) => {
        const names = payloads.filter((p) => p.text.length <= 64 && p.text.trim().length >= 2);
        const storeName = names[0]!.text;
        const name = payloads.filter((p) => p.text.length <= 128)[1]!.text;
        const contact = payloads.filter((p) => p.text.length <= 200)[2]!.text;
        const remark = packed(payloads.slice(3), 1000)[0]!.text;
        const [i1, i2, i3, logo] = await Promise.all([
          upload(token, 'identity'),
          upload(token, 'identity'),
          upload(token, 'identity'),
          upload(token, 'shop'),
        ]);
        await call(
          '/seller/version!register.action',
          {
            nationality: countryId,
            idname: 'passport',
            idnumber: `P${Date.now().toString().slice(-8)}`,
            name,
            idimg_1: i1,
            idimg_2: i2,
            idimg_3: i3,
            storeName,
            storeLogo: logo,
            storeRemark: remark,
            contact,
          },
          token,
        );
        return { storeName, name, contact, remark };
      };
      const sellerApplication = await application(sellerToken, a1!);
      const buyerApplication = await application(buyerToken, a2!);
      const pending = (await admin('sellerApplication!list', { status: '1', pageSize: '100' })) as {
        pageList: { id: string; username: string }[];
      };
      const sellerApplicationId = pending.pageList.find((a) => a.username === sellerName)?.id;
      check(sellerApplicationId, 'the seller’s application waits for review');
      await admin('sellerApplication!approve', { id: sellerApplicationId });

      // The shop's profile, in its own payloads.
      const [s1, s2] = shares(PAYLOADS, 2);
      const shop = {
        name: short(64).filter((p) => p.text.trim().length >= 2)[7]!.text,
        shopRemark: packed(s1!, 1000)[0]!.text,
        contact: s2!.filter((p) => p.text.length <= 200)[0]!.text,
      };
      await call('/seller/seller!update.action', shop, sellerToken);
      const me = await call<{ sellerId: string | null }>('/api/localuser!get.action', {}, sellerToken);
      const sellerId = me.sellerId ?? '';
      check(sellerId, 'the approved seller has a shop');

      // Three goods of the library on the shelf.
      const library = await call<{
        pageList: { goodsId: string; skuCount: number; buyMin: number; minSellingPrice: number }[];
      }>('/seller/systemGoods!list.action', { pageSize: '50' }, sellerToken);
      const goods = library.pageList.filter((g) => g.skuCount === 0 && g.buyMin <= 1).slice(0, 3);
      check(goods.length === 3, 'three simple goods in the library');
      const listings: string[] = [];
      for (const g of goods) {
        const listing = await call<{ id: string }>(
          '/seller/goods!addOrUpdate.action',
          {
            goodsId: g.goodsId,
            sellingPrice: String(g.minSellingPrice),
          },
          sellerToken,
        );
        listings.push(listing.id);
      }

      // Money for both: deposits whose payer address and transaction carry payloads.
      const [d1, d2, d3] = shares(short(128), 3);
      const deposit = async (token: string, amount: string, from: string, tx: string) => {
        const { session_token } = await call<{ session_token: string }>(
          '/api/rechargeBlockchain!recharge_open.action',
          {},
          token,
        );
        const channels = await call<{ blockchain_name: string; address: string }[]>(
          '/api/channelBlockchain!list.action',
          { coin: 'USDT' },
          token,
        );
        const channel = channels[0]!;
        await call(
          '/api/rechargeBlockchain!recharge.action',
          {
            session_token,
            amount,
            from,
            coin: 'USDT',
            blockchain_name: channel.blockchain_name,
            channel_address: channel.address,
            img: await upload(token, 'certificate'),
            tx,
          },
          token,
        );
      };
      const deposits = [
        { token: buyerToken, from: d1![0]!.text, tx: d1![1]!.text },
        { token: sellerToken, from: d2![0]!.text, tx: d2![1]!.text },
      ];
      for (const d of deposits) await deposit(d.token, '3000', d.from, d.tx);
      const waiting = (await admin('deposits!list', { state: '0', pageSize: '100' })) as {
        pageList: { id: string; username: string }[];
      };
      for (const d of waiting.pageList.filter((x) => x.username === buyerName || x.username === sellerName)) {
        await admin('deposits!confirm', { id: d.id });
      }
      // One more, left waiting in finance's list.
      const pendingDeposit = { from: d3![0]!.text, tx: d3![1]!.text };
      await deposit(buyerToken, '50', pendingDeposit.from, pendingDeposit.tx);
      await call(
        '/api/user!setSafewordReg.action',
        { safeword: '123456', re_safeword: '123456' },
        buyerToken,
      );

      // Addresses: the consignee's name and the street in payloads.
      const states = await call<{ data: { id: number }[] }>(
        '/api/address!listState.action',
        { countryId },
        buyerToken,
      );
      const provinceId = String(states.data[0]?.id ?? 0);
      const cities = await call<{ data: { id: number }[] }>(
        '/api/address!listCity.action',
        { stateId: provinceId },
        buyerToken,
      );
      const cityId = String(cities.data[0]?.id ?? 0);
      const contactsPool = short(64);
      const streets = packed(
        PAYLOADS.filter((p) => p.text.length <= 120),
        255,
      );
      const addresses: { contacts: string; address: string }[] = [];
      for (let i = 0; i < 4; i += 1) {
        const a = { contacts: contactsPool[(i * 17) % contactsPool.length]!.text, address: streets[i]!.text };
        await call(
          '/api/address!add.action',
          {
            ...a,
            use: i === 0 ? '1' : '0',
            phone: '+971501234567',
            postcode: '00000',
            countryId,
            provinceId,
            cityId,
          },
          buyerToken,
        );
        addresses.push(a);
      }
      const addressList = await call<{ pageList: { id: string; contacts: string }[] }>(
        '/api/address!list.action',
        {},
        buyerToken,
      );
      const firstAddress = addressList.pageList.find((a) => a.contacts === addresses[0]!.contacts)?.id ?? '';

      // An order of the three goods, bought, shipped, received and reviewed in payloads.
      const order = async (ids: string[]) => {
        const { orderList } = await call<{ orderList: { orderId: string }[] }>(
          '/api/order!submit.action',
          {
            orderInfo: ids.map((id) => `${id},-1,1`).join(','),
            addressId: firstAddress,
          },
          buyerToken,
        );
        const orderId = orderList[0]!.orderId;
        await call('/api/order!pay.action', { orderId, safeword: '123456' }, buyerToken);
        return orderId;
      };
      const reviewed = await order(listings);
      await call('/seller/orders!push.action', { orderId: reviewed }, sellerToken);
      await admin('order!ship', { orderId: reviewed, carrier: 'DHL Express', trackingNo: `JD${Date.now()}` });
      await call('/api/order!receipt.action', { orderId: reviewed }, buyerToken);
      const reviewTexts = packed(PAYLOADS, 1000);
      const reviewsOf = new Map<string, string[]>();
      // A review a line: the corpus over the three goods, several payloads a review.
      for (const [i, listing] of listings.entries()) {
        const texts = reviewTexts.filter((_, j) => j % listings.length === i).map((t) => t.text);
        const content = texts.join('\n').slice(0, 1000);
        await call(
          '/api/evaluation!add.action',
          { orderId: reviewed, sellerGoodsId: listing, rating: String(5 - i), content },
          buyerToken,
        );
        reviewsOf.set(listing, [content]);
      }

      // Another order, refunded before it ships, the reason in payloads.
      const refunded = await order([listings[0]!]);
      const refundReason = packed(short(500), 500)[1]!.text;
      await call(
        '/api/order!returns.action',
        { orderId: refunded, returnReason: '9', returnDetail: refundReason },
        buyerToken,
      );

      // Chat: the buyer with customer service and with the shop, both sides writing payloads.
      const [c1, c2, c3, c4] = shares(PAYLOADS, 4);
      const supportAsks = packed(c1!, 1000);
      const supportSays = packed(c2!, 1000);
      const buyerAsks = packed(c3!, 1000);
      const shopSays = packed(c4!, 1000);
      for (const m of supportAsks)
        await call('/api/newOnlinechat!send.action', { type: 'text', content: m.text }, buyerToken);
      const conversations = (await admin('chat!list', { view: 'all', pageSize: '50' })) as {
        pageList: { id: string; username: string }[];
      };
      const supportConversation = conversations.pageList.find((c) => c.username === buyerName)?.id ?? '';
      check(supportConversation, 'the buyer’s conversation is in the support inbox');
      await admin('chat!claim', { id: supportConversation });
      for (const m of supportSays)
        await admin('chat!send', { id: supportConversation, type: 'text', content: m.text });
      for (const m of buyerAsks) {
        await call(
          '/api/public/userOnlineChatController!send.action',
          { partyid: sellerId, type: 'text', content: m.text },
          buyerToken,
        );
      }
      const shopConversations = await call<{ partyid: string; username: string }[]>(
        '/api/public/userOnlineChatController!userlist.action',
        { loginType: 'shop' },
        sellerToken,
      );
      // The new shop's one conversation (a shop sees its buyers' names masked).
      check(shopConversations.length === 1, 'the shop sees the buyer’s conversation');
      const buyerParty = shopConversations[0]!.partyid;
      for (const m of shopSays) {
        await call(
          '/api/public/userOnlineChatController!send.action',
          { partyid: buyerParty, loginType: 'shop', type: 'text', content: m.text },
          sellerToken,
        );
      }

      // A bank withdrawal whose bank, holder and addresses are payloads.
      const bank = {
        bankName: short(64)[3]!.text,
        bankUserName: short(64)[11]!.text,
        accountAddress: upTo(128)[21]!.text,
        bankAddress: upTo(128)[31]!.text,
        countryName: short(64)[41]!.text,
      };
      const open = await call<{ session_token: string }>(
        '/api/withdraw!withdraw_open.action',
        {},
        buyerToken,
      );
      await call(
        '/api/withdraw!apply.action',
        {
          session_token: open.session_token,
          safeword: '123456',
          amount: '20',
          channel: 'bank',
          bankCardNo: '4111111111111111',
          swiftCode: 'DEUTDEFF',
          ...bank,
        },
        buyerToken,
      );

      // A loan application in the borrower's name (the seller's: a loan needs a verified identity).
      const loanName = upTo(128)[51]!.text;
      const credit = await call<{ lendableDays: string[]; amountMin: number }>(
        '/api/credit!config.action',
        {},
        sellerToken,
      );
      const [face, back, hand] = await Promise.all([
        upload(sellerToken, 'loan'),
        upload(sellerToken, 'loan'),
        upload(sellerToken, 'loan'),
      ]);
      await call(
        '/api/credit!apply.action',
        {
          realName: loanName,
          creditPeriod: credit.lendableDays[0]!,
          applyAmount: String(Math.ceil(credit.amountMin)),
          countryId,
          identification: 'P12345678',
          imgCertificateFace: face,
          imgCertificateBack: back,
          imgCertificateHand: hand,
        },
        sellerToken,
      );

      // --- The storefront, as the buyer.
      await visit(
        buyer,
        found,
        'storefront addresses',
        '/userInfo/setup/shipping-address',
        addresses.flatMap((a) => [a.contacts, a.address]),
      );
      await visit(buyer, found, 'storefront my orders', '/userInfo/my-order', [shop.name]);
      await visit(buyer, found, 'storefront order detail', `/userInfo/order-detail?id=${reviewed}`, [
        addresses[0]!.contacts,
        addresses[0]!.address,
      ]);
      await visit(buyer, found, 'storefront refunded order', `/userInfo/order-detail?id=${refunded}`, [
        refundReason,
      ]);
      for (const [i, listing] of listings.entries()) {
        await visit(buyer, found, `storefront product ${i + 1}`, `/productDetails?id=${listing}`, [
          ...(reviewsOf.get(listing) ?? []),
          shop.name,
        ]);
      }
      await visit(buyer, found, 'storefront shop', `/store?id=${sellerId}`, [shop.name, shop.shopRemark]);
      await visit(buyer, found, 'storefront shop application', '/userInfo/seller-apply', [
        buyerApplication.storeName,
      ]);
      await visit(buyer, found, 'storefront deposits', '/userInfo/money-package?tab=deposits', []);
      await visit(buyer, found, 'storefront withdrawals', '/userInfo/money-package?tab=withdrawals', [
        bank.bankName,
      ]);
      await visit(seller, found, 'storefront loan', '/credit/myLoan', []);
      await visit(
        buyer,
        found,
        'storefront support chat',
        '/index',
        [...all(supportAsks), ...all(supportSays)],
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
        [...all(buyerAsks), ...all(shopSays)],
        async (page) => {
          const dialog = page.getByTestId('chat-dialog');
          await dialog.getByTestId('chat-tab-shops').click();
          await dialog.getByTestId('chat-conversation').first().click();
          await dialog.getByTestId('chat-shop-conversation').waitFor();
        },
      );
      await visit(buyer, found, 'storefront chat window', '/chat', [
        ...all(supportAsks),
        ...all(supportSays),
      ]);
      await visit(buyer, found, 'mobile product', `/wap/commodity-details?id=${listings[0]}`, [shop.name]);

      // --- The seller panel.
      await visit(seller, found, 'seller dashboard', '/seller', [shop.name]);
      await visit(seller, found, 'seller orders', '/seller/orders', []);
      await visit(seller, found, 'seller returns', '/seller/returns', [refundReason]);
      await visit(seller, found, 'seller reviews', '/seller/reviews', [...reviewsOf.values()].flat());
      await visit(seller, found, 'seller store settings', '/seller/store', [
        shop.name,
        shop.shopRemark,
        shop.contact,
      ]);
      await visit(
        seller,
        found,
        'seller messages',
        '/seller/messages',
        [...all(buyerAsks), ...all(shopSays)],
        async (page) => {
          await page.getByTestId('chat-conversation').first().click();
          await page.getByTestId('seller-conversation').waitFor();
        },
      );
      await visit(seller, found, 'seller application', '/userInfo/seller-apply', [
        sellerApplication.storeName,
      ]);

      // --- The console, as the demo's administrator.
      const consolePage = await watchedPage(newPage, found, 'console');
      await operatorLogIn(consolePage, 'en');
      await visit(consolePage, found, 'console users', `/admin/users?keyword=${buyerName}`, []);
      await visit(consolePage, found, 'console order', `/admin/orders?order=${reviewed}`, [
        addresses[0]!.contacts,
      ]);
      await visit(consolePage, found, 'console refund', `/admin/orders?view=refunds&order=${refunded}`, [
        refundReason,
      ]);
      await visit(
        consolePage,
        found,
        'console support inbox',
        '/admin/support',
        [...all(supportAsks), ...all(supportSays)],
        async (page) => {
          await page.getByTestId('support-view').getByText('Mine').click();
          await page.getByTestId('support-conversation').filter({ hasText: buyerName }).click();
          await page.getByTestId('support-open').waitFor();
        },
      );
      await visit(
        consolePage,
        found,
        'console seller applications',
        '/admin/sellers/applications',
        [
          buyerApplication.storeName,
          buyerApplication.remark,
          buyerApplication.contact,
          buyerApplication.name,
        ],
        async (page) => {
          await page
            .getByTestId('seller-application-row')
            .filter({ hasText: buyerName })
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
        [pendingDeposit.from],
        async (page) => {
          await page
            .getByTestId('deposit-row')
            .filter({ hasText: buyerName })
            .first()
            .getByTestId('deposit-review')
            .click();
          await page.getByTestId('deposit-review-panel').waitFor();
        },
      );
      await visit(consolePage, found, 'console withdrawals', '/admin/finance/withdrawals', [bank.bankName]);
      await visit(consolePage, found, 'console loans', '/admin/finance/loans', [loanName]);

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
    },
  },
];
