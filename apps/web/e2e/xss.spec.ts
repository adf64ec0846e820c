import type { Page } from '@playwright/test';
import { test } from './fixtures';
import { check, drawnPng } from './harness';
import { newUsername, register } from './flows';
import { PAYLOADS, packed, upTo, type Payload } from './xss-payloads';
import { visitStoredTexts } from './xss-pages';
import { apiOf, scriptSources, shares, watchedPage, type Findings } from './xss-watch';

// Issue 22, point 11: stored XSS. The corpus (xss-payloads.ts) goes through the API into every text
// a user (or an operator answering one) can store — support and shop chat, reviews, names,
// addresses, the shop's profile and application, a refund's reason, deposit and withdrawal details
// — then the storefront, the seller panel and the console show it in Chromium. Nothing may run
// (no marker call, no dialog), nothing may reach the DOM as markup (no handler attribute, no script
// URL, no CSP refusal), and every payload must show somewhere as the very text that was typed.
// The pages' Content-Security-Policy must not allow inline or eval'd script either.

test(`xss: ${PAYLOADS.length} payloads through every user-text field → storefront, seller panel, console in Chromium: none runs; CSP without unsafe-inline`, async ({
  newPage,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const baseUrl = baseURL!;
  check(PAYLOADS.length >= 100, `at least 100 payloads (have ${PAYLOADS.length})`);
  check(new Set(PAYLOADS.map((p) => p.text)).size === PAYLOADS.length, 'the payloads are distinct');

  // The policy of every front end's pages: no inline or eval'd script, no scheme-wide source.
  for (const path of ['/index', '/productDetails?id=x', '/seller/orders', '/admin/users', '/wap/', '/chat']) {
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
  await call('/api/user!setSafewordReg.action', { safeword: '123456', re_safeword: '123456' }, buyerToken);

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
  await call('/api/user!setSafewordReg.action', { safeword: '123456', re_safeword: '123456' }, sellerToken);
  await call('/seller/orders!push.action', { orderId: reviewed, safeword: '123456' }, sellerToken);
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
  const open = await call<{ session_token: string }>('/api/withdraw!withdraw_open.action', {}, buyerToken);
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

  await visitStoredTexts({ newPage, buyer, seller }, found, {
    addresses,
    shop,
    reviewed,
    refunded,
    refundReason,
    listings,
    reviewsOf,
    sellerId,
    buyerName,
    buyerApplication,
    sellerApplication,
    bank,
    supportAsks,
    supportSays,
    buyerAsks,
    shopSays,
    pendingDeposit,
    loanName,
  });
});
