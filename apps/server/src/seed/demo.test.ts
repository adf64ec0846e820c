import {
  AddressAddParams,
  ethereumAddressProblem,
  isWithdrawCoin,
  KycVo,
  LoginVo,
  OperatorSessionVo,
} from '@caravan/contract';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addresses,
  auditLog,
  bankDepositAccounts,
  chatMessages,
  evaluations,
  ledgerTransactions,
  orderLogs,
  orders,
  sellerGoods,
  sellers,
  systemGoods,
  users,
} from '../db/schema/index.js';
import { LocalFileStorage } from '../lib/storage.js';
import { allCountries } from '../modules/address/address-regions.js';
import { isValidWithdrawAddress } from '../modules/wallet/address-checksums.js';
import { demoCatalogueChecks } from './demo-catalogue.checks.js';
import { seedDemoMarketplace } from './demo.js';
import { DEMO_ORDER_COUNT } from './demo-orders.js';
import { DEMO_ACCOUNTS, DEMO_SHOPS } from './shops.js';

let t: TestApp;
let first: Awaited<ReturnType<typeof seedDemoMarketplace>>;

beforeAll(async () => {
  t = await buildTestApp();
  first = await seedDemoMarketplace(t.db, {
    storage: new LocalFileStorage(t.config.dataDir),
    clock: t.clock,
  });
}, 600_000);

describe('demo marketplace seed', () => {
  demoCatalogueChecks(() => ({ t, first }));

  it('placed its order history through the order commands, none for the demo accounts', async () => {
    const byStatus = await t.db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .groupBy(orders.status);
    const total = byStatus.reduce((n, s) => n + s.n, 0);
    expect(total).toBeGreaterThan(DEMO_ORDER_COUNT * 0.9);
    // Most were received and reviewed; the latest are on their way; none waits for payment or
    // shipping (those queues are the visitor's to try).
    const statuses = Object.fromEntries(byStatus.map((s) => [s.status, s.n]));
    expect(statuses[5]).toBeGreaterThan(total / 2);
    expect(statuses[0] ?? 0).toBe(0);
    expect(statuses[1] ?? 0).toBe(0);
    expect(statuses[2] ?? 0).toBe(0);
    const demo = await t.db
      .select({ n: count() })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(inArray(users.username, [DEMO_ACCOUNTS.buyer.username, DEMO_ACCOUNTS.seller.username]));
    expect(demo[0]?.n).toBe(0);
    /** The orders placed in the shop of the owner with this user name. */
    const shopOrders = async (owner: string) => {
      const [row] = await t.db
        .select({ n: count() })
        .from(orders)
        .innerJoin(sellers, eq(sellers.id, orders.sellerId))
        .innerJoin(users, eq(users.id, sellers.userId))
        .where(eq(users.username, owner));
      return row?.n;
    };
    expect(await shopOrders(DEMO_ACCOUNTS.seller.username)).toBe(0);
    // The second demo seller's shop has a history to look at.
    expect(await shopOrders(DEMO_ACCOUNTS.secondSeller.username)).toBeGreaterThan(0);
    // Reviews: mostly good, not all; every one from an order's buyer.
    const [reviews] = await t.db
      .select({
        n: count(),
        good: sql<number>`count(*) filter (where ${evaluations.evaluationType} = 1)::int`,
        bad: sql<number>`count(*) filter (where ${evaluations.evaluationType} = 3)::int`,
        orphan: sql<number>`count(*) filter (where ${evaluations.orderId} is null)::int`,
      })
      .from(evaluations);
    expect(reviews?.n).toBeGreaterThan(40);
    expect(reviews?.good).toBeGreaterThan((reviews?.n ?? 0) / 2);
    expect(reviews?.bad).toBeGreaterThan(0);
    expect(reviews?.orphan).toBe(0);
  });

  it('dates nothing after now: no audit entry, order step or order event is in the future', async () => {
    const now = t.clock.now();
    const [audit] = await t.db
      .select({
        n: count(),
        future: sql<number>`count(*) filter (where ${auditLog.createdAt} > ${now})::int`,
      })
      .from(auditLog);
    // The history's shipments are the operator's audited steps.
    expect(audit?.n).toBeGreaterThan(DEMO_ORDER_COUNT * 0.9);
    expect(audit?.future).toBe(0);
    const steps = [
      orders.createdAt,
      orders.paidAt,
      orders.pushedAt,
      orders.shippedAt,
      orders.receivedAt,
      orders.reviewedAt,
    ];
    for (const step of steps) {
      const [row] = await t.db
        .select({ n: count() })
        .from(orders)
        .where(sql`${step} > ${now}`);
      expect(row?.n, step.name).toBe(0);
    }
    const [events] = await t.db
      .select({ n: count() })
      .from(orderLogs)
      .where(sql`${orderLogs.createdAt} > ${now}`);
    expect(events?.n).toBe(0);
  });

  it('creates the demo accounts with their fixed credentials; the seller owns a shop', async () => {
    const buyer = await t.action('/api/user!newlogin.action', {
      username: DEMO_ACCOUNTS.buyer.username,
      password: DEMO_ACCOUNTS.buyer.password,
    });
    const me = await t.action('/api/localuser!get.action', { token: LoginVo.parse(buyer.data).token });
    expect(me.data).toMatchObject({ username: 'demobuyer', safeword: 1, sellerId: null });
    const seller = await t.action('/api/user!newlogin.action', {
      username: DEMO_ACCOUNTS.seller.username,
      password: DEMO_ACCOUNTS.seller.password,
    });
    const sellerMe = await t.action('/api/localuser!get.action', { token: LoginVo.parse(seller.data).token });
    expect((sellerMe.data as { sellerId: string | null }).sellerId).not.toBeNull();
    // A second seller, owning the second shop: one shop's isolation from another's can be tried.
    const second = await t.action('/api/user!newlogin.action', {
      username: DEMO_ACCOUNTS.secondSeller.username,
      password: DEMO_ACCOUNTS.secondSeller.password,
    });
    const secondMe = await t.action('/api/localuser!get.action', { token: LoginVo.parse(second.data).token });
    const secondShop = (secondMe.data as { sellerId: string | null }).sellerId;
    expect(secondShop).not.toBeNull();
    expect(secondShop).not.toBe((sellerMe.data as { sellerId: string | null }).sellerId);
    const shop = await t.action('/api/seller!info.action', { sellerId: secondShop ?? '' });
    expect(shop.data).toMatchObject({ name: 'Silk Road Home Goods' });
    // An applicant whose shop waits for review, with its photos readable by the operator.
    const applicant = await t.action('/api/user!newlogin.action', {
      username: DEMO_ACCOUNTS.applicant.username,
      password: DEMO_ACCOUNTS.applicant.password,
    });
    const applicantToken = LoginVo.parse(applicant.data).token;
    const application = KycVo.parse((await t.action('/api/kyc!get.action', { token: applicantToken })).data);
    expect(application).toMatchObject({
      status: 1,
      storeName: DEMO_ACCOUNTS.applicant.storeName,
      hasShop: 0,
    });
    const operator = await t.action('/admin/auth!login.action', {
      username: DEMO_ACCOUNTS.operator.username,
      password: DEMO_ACCOUNTS.operator.password,
    });
    const operatorToken = OperatorSessionVo.parse(operator.data).token;
    const photo = await t.app.inject({ method: 'GET', url: `${application.idimg_2}&token=${operatorToken}` });
    expect(photo.statusCode).toBe(200);
  });

  it('verifies the demo sellers’ identities, so the first may apply for a loan, and the second’s loan waits for finance', async () => {
    const login = async (account: { username: string; password: string }) =>
      LoginVo.parse((await t.action('/api/user!newlogin.action', account)).data).token;
    const first = await login(DEMO_ACCOUNTS.seller);
    expect((await t.action('/api/localuser!get.action', { token: first })).data).toMatchObject({
      kyc_status: 2,
    });
    // The approval's notice waits in the seller's centre.
    expect((await t.action('/api/notification!message.pagelist', { token: first })).data).toMatchObject({
      pageList: [
        { type: 'seller_approved', isRead: false, content: expect.stringContaining(DEMO_SHOPS[0]!.name) },
      ],
    });
    expect((await t.action('/api/credit!check.action', { token: first })).data).toBe('true');
    const second = await login(DEMO_ACCOUNTS.secondSeller);
    expect((await t.action('/api/credit!check.action', { token: second })).data).toBe('false');
    const history = await t.action('/api/credit!histroy.action', { token: second });
    expect(history.data).toMatchObject({
      pageList: [{ status: 1, applyAmount: 100000, totalInterest: 1500 }],
    });
    const operator = await t.action('/admin/auth!login.action', DEMO_ACCOUNTS.operator);
    const queue = await t.action('/admin/credit!list.action', {
      token: OperatorSessionVo.parse(operator.data).token,
      status: 1,
    });
    expect((queue.data as { pageList: { username: string }[] }).pageList.map((c) => c.username)).toContain(
      DEMO_ACCOUNTS.secondSeller.username,
    );
  });

  it('gives the demo buyer 10,000 USDT and each demo seller 5,000 through the ledger', async () => {
    const balance = async (username: string, password: string) => {
      const login = await t.action('/api/user!newlogin.action', { username, password });
      const token = LoginVo.parse(login.data).token;
      const records = await t.action('/api/moneylog!list.action', { token });
      return { usdt: (await t.action('/api/wallet!getUsdt.action', { token })).data, records: records.data };
    };
    const buyer = await balance(DEMO_ACCOUNTS.buyer.username, DEMO_ACCOUNTS.buyer.password);
    expect(buyer.usdt).toEqual({ money: 10000, rebate: 0 });
    expect(buyer.records).toMatchObject({
      pageList: [{ type: 'opening_balance', amount: 10000, balance: 10000 }],
      pageInfo: { totalElements: 1 },
    });
    const seller = await balance(DEMO_ACCOUNTS.seller.username, DEMO_ACCOUNTS.seller.password);
    expect(seller.usdt).toEqual({ money: 5000, rebate: 0 });
    // The second seller's shop has bought and been paid for its order history since its 5,000.
    const login = await t.action('/api/user!newlogin.action', {
      username: DEMO_ACCOUNTS.secondSeller.username,
      password: DEMO_ACCOUNTS.secondSeller.password,
    });
    const token = LoginVo.parse(login.data).token;
    const opening = await t.action('/api/moneylog!list.action', { token, type: 'opening_balance' });
    expect(opening.data).toMatchObject({ pageList: [{ amount: 5000 }], pageInfo: { totalElements: 1 } });
    const all = await t.action('/api/moneylog!list.action', { token });
    expect((all.data as { pageInfo: { totalElements: number } }).pageInfo.totalElements).toBeGreaterThan(1);
  });

  it('opens demo deposit channels (USDT on TRC20 and ERC20, ETH, BTC) with rates for ETH and BTC', async () => {
    const channels = (await t.action('/api/channelBlockchain!list.action')).data as {
      coin: string;
      blockchain_name: string;
    }[];
    expect(channels.map((c) => `${c.coin}_${c.blockchain_name}`)).toEqual([
      'USDT_TRC20',
      'USDT_ERC20',
      'ETH_ERC20',
      'BTC_BTC',
    ]);
    expect((await t.action('/api/rechargeBlockchain!fee.action', { symbol: 'ETH' })).data).toEqual({
      price: 3000,
    });
    expect((await t.action('/api/rechargeBlockchain!fee.action', { symbol: 'BTC' })).data).toEqual({
      price: 60000,
    });
  });

  it('deposits to well-formed addresses and a bank in real shapes, as finance configures them', async () => {
    // Issue 51: `TDemoCaravanUsdtTrc20Address00001` and "Caravan Demo Bank (test only)" made the
    // deposit page look fake. Each address passes its network's checksum, as a withdrawal's must.
    const channels = (await t.action('/api/channelBlockchain!list.action')).data as {
      coin: string;
      blockchain_name: string;
      address: string;
    }[];
    expect(channels).toHaveLength(4);
    for (const c of channels) {
      expect(isWithdrawCoin(c.coin), c.coin).toBe(true);
      if (!isWithdrawCoin(c.coin)) continue;
      expect(isValidWithdrawAddress(c.coin, c.blockchain_name, c.address), c.address).toBe(true);
      // An Ethereum address carries its EIP-55 checksum (mixed case), not only the form.
      if (c.blockchain_name === 'ERC20') expect(ethereumAddressProblem(c.address), c.address).toBeNull();
      expect(c.address, c.address).not.toMatch(/demo|caravan|0000/i);
    }
    const banks = await t.db.select().from(bankDepositAccounts);
    expect(banks.map((b) => b.currency).sort()).toEqual(['PHP', 'USD']);
    for (const bank of banks) {
      const swift = bank.swiftCode ?? '';
      expect(swift, bank.bankName).toMatch(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/);
      expect(swift.slice(4, 6), bank.bankName).toBe(bank.currency === 'USD' ? 'US' : 'PH');
      expect(bank.accountNumber.replace(/ /g, ''), bank.bankName).toMatch(/^\d{10,17}$/);
      expect(`${bank.bankName} ${bank.accountName}`, bank.bankName).not.toMatch(/demo|test/i);
    }
  });

  it('gives the history’s buyers addresses a courier could read, with phones of their countries', async () => {
    const countries = new Map((await allCountries()).map((c) => [c.id, c]));
    const rows = await t.db.select().from(addresses);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) {
      const country = countries.get(row.countryId);
      // The address form would take it as it is, and its phone has the country's calling code.
      const parsed = AddressAddParams.safeParse({ ...row, postcode: row.postcode ?? undefined });
      expect(parsed.error?.issues ?? [], row.contacts).toEqual([]);
      expect(row.phone, row.contacts).toMatch(new RegExp(`^\\+${country?.phoneCode ?? 'none'}\\d{8,11}$`));
      expect(row.address, row.contacts).not.toMatch(/^1 Market Street$/);
      expect(row.cityId, row.contacts).toBeGreaterThan(0);
    }
    expect(new Set(rows.map((r) => r.phone)).size).toBe(rows.length);
  });

  it('shows views that are recorded visits: none of the sold listings or shops has none', async () => {
    // Issue 51: "42 sold" beside "Views: 0", a shop with 159 sold and no page views. Every figure is
    // now a sum of visits recorded in goods_views (one per buyer, listing and day).
    const unrecorded = await t.db.execute(sql`
      select sg.id from seller_goods sg
      left join (select seller_goods_id, count(*)::int as n from goods_views group by 1) v
        on v.seller_goods_id = sg.id
      where sg.views_num <> coalesce(v.n, 0)`);
    expect(unrecorded.rows).toEqual([]);
    const [listings] = await t.db
      .select({
        sold: sql<number>`count(*) filter (where ${sellerGoods.soldNum} > 0)::int`,
        soldUnseen: sql<number>`count(*) filter (where ${sellerGoods.soldNum} > 0 and ${sellerGoods.viewsNum} = 0)::int`,
        views: sql<number>`sum(${sellerGoods.viewsNum})::int`,
      })
      .from(sellerGoods);
    expect(listings?.sold).toBeGreaterThan(20);
    expect(listings?.soldUnseen).toBe(0);
    const shops = await t.db.execute(sql`
      select s.name, s.views_num, coalesce(sum(sg.views_num), 0)::int as listed, coalesce(sum(sg.sold_num), 0)::int as sold
      from sellers s left join seller_goods sg on sg.seller_id = s.id group by s.id`);
    for (const shop of shops.rows as { name: string; views_num: number; listed: number; sold: number }[]) {
      expect(shop.views_num, shop.name).toBe(shop.listed);
      if (shop.sold > 0) expect(shop.views_num, shop.name).toBeGreaterThan(0);
    }
    // The seller dashboard's hourly views add up to the same, and no visit is in the future.
    const [hourly] = await t.db
      .execute(
        sql`select coalesce(sum(views), 0)::int as n,
      count(*) filter (where hour > ${t.clock.now()})::int as future from seller_views_hourly`,
      )
      .then((r) => r.rows as { n: number; future: number }[]);
    expect(hourly).toEqual({ n: listings?.views, future: 0 });
  });

  it('fills every inbox: support has the demo buyer’s question to answer, the first shop a buyer’s', async () => {
    const operator = await t.action('/admin/auth!login.action', DEMO_ACCOUNTS.support);
    const session = OperatorSessionVo.parse(operator.data);
    expect(session).toMatchObject({ role: 'customer_service' });
    const waiting = await t.action('/admin/chat!list.action', { token: session.token, view: 'waiting' });
    expect(waiting.data).toMatchObject({
      pageList: [{ username: expect.any(String), unread: 1, operatorName: DEMO_ACCOUNTS.support.username }],
      pageInfo: { totalElements: 1 },
    });

    const login = async (account: { username: string; password: string }) =>
      LoginVo.parse((await t.action('/api/user!newlogin.action', account)).data).token;
    const buyer = await login(DEMO_ACCOUNTS.buyer);
    const support = (await t.action('/api/newOnlinechat!list.action', { token: buyer })).data as {
      send_receive: string;
    }[];
    expect(support.map((m) => m.send_receive)).toEqual(['send', 'receive', 'send']);

    const seller = await login(DEMO_ACCOUNTS.seller);
    expect(
      (
        await t.action('/api/public/userOnlineChatController!unread.action', {
          token: seller,
          loginType: 'shop',
        })
      ).data,
    ).toBe(1);
    const inbox = (
      await t.action('/api/public/userOnlineChatController!userlist.action', {
        token: seller,
        loginType: 'shop',
      })
    ).data;
    expect(inbox).toMatchObject([{ unreadmsg: 1, content: expect.stringContaining('Dubai') }]);
  });

  it('weighs the goods of a folder seeded before weights on the next start, keeping an operator’s', async () => {
    const [a, b] = await t.db
      .select({ id: systemGoods.id, weightKg: systemGoods.weightKg })
      .from(systemGoods)
      .orderBy(systemGoods.id)
      .limit(2);
    await t.db.update(systemGoods).set({ weightKg: '0' }).where(eq(systemGoods.id, a!.id));
    await t.db.update(systemGoods).set({ weightKg: '7.777' }).where(eq(systemGoods.id, b!.id));
    await seedDemoMarketplace(t.db, { storage: new LocalFileStorage(t.config.dataDir), clock: t.clock });
    const weights = await t.db
      .select({ id: systemGoods.id, weightKg: systemGoods.weightKg })
      .from(systemGoods)
      .where(inArray(systemGoods.id, [a!.id, b!.id]))
      .orderBy(systemGoods.id);
    expect(weights).toEqual([a, { id: b!.id, weightKg: '7.777' }]);
    await t.db.update(systemGoods).set({ weightKg: b!.weightKg }).where(eq(systemGoods.id, b!.id));
  });

  it('is idempotent: a second run changes nothing', async () => {
    const counts = async () => ({
      messages: (await t.db.select({ n: count() }).from(chatMessages))[0]?.n,
      sellers: (await t.db.select({ n: count() }).from(sellers))[0]?.n,
      orders: (await t.db.select({ n: count() }).from(orders))[0]?.n,
      ledger: (await t.db.select({ n: count() }).from(ledgerTransactions))[0]?.n,
    });
    const before = await counts();
    const again = await seedDemoMarketplace(t.db, {
      storage: new LocalFileStorage(t.config.dataDir),
      clock: t.clock,
    });
    expect(again.seeded).toBe(false);
    expect(await counts()).toEqual(before);
  });
});
