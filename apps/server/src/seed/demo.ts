import { DEFAULT_MAX_BUY } from '@caravan/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import {
  bankDepositAccounts,
  banners,
  categories,
  coinRates,
  depositChannels,
  meta,
  operators,
  sellerGoods,
  sellers,
  syspara,
  users,
} from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { newId, newToken, newUsercode } from '../lib/ids.js';
import { amount, toDb } from '../lib/money.js';
import type { FileStorage } from '../lib/storage.js';
import { hashPassword } from '../modules/account/passwords.js';
import { post } from '../modules/wallet/ledger.js';
import { loadCatalogueData, loadProducts, loadPicture, type CatalogueData } from './catalogue-data.js';
import { renderAvatar, renderBannerImage, renderIcon, renderProductImages } from './images.js';
import { intBetween, seededRandom } from './random.js';
import { demoTermsStream } from './demo-terms.js';
import { seedDemoCoupons } from './demo-coupons.js';
import { seedDemoChat } from './demo-chat.js';
import { insertChunks, insertSystemGoods, weighDemoGoods } from './demo-goods.js';
import { seedDemoApplication, seedDemoIdentities } from './demo-identities.js';
import { seedDemoOrders } from './demo-orders.js';
import { seedDemoViews } from './demo-views.js';
import { DEMO_ACCOUNTS, DEMO_SHOPS } from './shops.js';

export const DEMO_SEED_VERSION = '1';

/** The demo accounts' starting wallet balances in USDT, posted through the ledger. */
export const DEMO_BALANCES = { buyer: '10000.00', seller: '5000.00' } as const;
const DAY = 86_400_000;

export interface SeedOptions {
  storage: FileStorage;
  clock: Clock;
  log?: (message: string) => void;
  /** The catalogue's pictures, when the caller started rendering them ahead (renderDemoImages). */
  images?: Promise<DemoImages>;
}

/** The storage keys of the demo catalogue's pictures, in the catalogue data's order. */
export interface DemoImages {
  categoryIcons: string[];
  productImages: string[][];
  bannerImages: { pc: string; wap: string }[];
  avatars: string[];
}

export interface SeedResult {
  seeded: boolean;
  systemGoods: number;
  sellerGoods: number;
  sellers: number;
}

/** Maps items with at most `limit` promises in flight (image rendering uses sharp's thread pool). */
async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await fn(items[index] as T, index);
    }
  });
  await Promise.all(workers);
  return out;
}

/**
 * Renders the demo catalogue's pictures into `storage`: the categories' icons, each product's
 * pictures, the banners (desktop and phone) and the shops' avatars. Needs no database, so it can run
 * while one starts.
 */
export async function renderDemoImages(
  storage: FileStorage,
  data: CatalogueData,
  log: (message: string) => void = () => undefined,
): Promise<DemoImages> {
  const iconByCategory = new Map<string, string>();
  for (const top of data.categories) {
    iconByCategory.set(top.key, top.icon);
    for (const child of top.children) iconByCategory.set(child.key, top.icon);
  }
  log('rendering demo images…');
  const categoryIcons = await mapLimit(data.categories, 4, (c) =>
    renderIcon(c.icon, '#1c7ed6').then((b) => storage.putContentAddressed('catalog', b, 'png')),
  );
  const productImages = await mapLimit(data.products, 4, async (p) => {
    const images = await renderProductImages(p.key, loadPicture(p.key));
    return Promise.all(images.map((bytes) => storage.putContentAddressed('catalog', bytes, 'webp')));
  });
  const bannerImages = await mapLimit(data.banners, 2, async (b) => {
    const icon = iconByCategory.get(b.category) ?? '';
    const pc = await renderBannerImage(`${b.key}#pc`, icon, 1440, 420);
    const wap = await renderBannerImage(`${b.key}#wap`, icon, 750, 360);
    return {
      pc: await storage.putContentAddressed('banners', pc, 'webp'),
      wap: await storage.putContentAddressed('banners', wap, 'webp'),
    };
  });
  const avatars = await mapLimit(DEMO_SHOPS, 4, (s) =>
    renderAvatar(s.name).then((b) => storage.putContentAddressed('avatars', b, 'webp')),
  );
  return { categoryIcons, productImages, bannerImages, avatars };
}

/**
 * Seeds the demo marketplace on an empty database, idempotently: an advisory lock serialises
 * concurrent starts, and a meta row marks the work done, all in one transaction.
 */
export async function seedDemoMarketplace(db: Db, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => undefined);
  const [done] = await db.select().from(meta).where(eq(meta.key, 'demo_seed'));
  if (done) {
    // A data folder seeded before the wallet or the order history existed gets them now (each
    // idempotent).
    await db.transaction((tx) => seedDemoWallet(tx, options.clock.now()));
    await seedDemoOrders(db, options.clock.now(), log);
    await seedDemoViews(db, log);
    await seedDemoApplication(db, options.storage, options.clock.now());
    await seedDemoIdentities(db, options.storage, options.clock.now());
    await seedDemoChat(db, options.clock.now());
    await seedDemoCoupons(db, options.clock.now());
    await weighDemoGoods(db, loadProducts());
    return { seeded: false, systemGoods: 0, sellerGoods: 0, sellers: 0 };
  }

  const data = loadCatalogueData();
  const now = options.clock.now();
  const rand = seededRandom('caravan-demo');
  const topCategoryOf = new Map<string, string>();
  for (const top of data.categories) {
    for (const child of top.children) topCategoryOf.set(child.key, top.key);
  }

  // Files first (content-addressed, so a retry rewrites the same names), then one transaction. The
  // caller may have started them already, while the database was starting (seed-process.ts).
  const { categoryIcons, productImages, bannerImages, avatars } = await (options.images ??
    renderDemoImages(options.storage, data, log));

  log('hashing demo passwords…');
  const [buyerHash, sellerHash, secondSellerHash, operatorHash, safewordHash, lockedHash] = await Promise.all(
    [
      hashPassword(DEMO_ACCOUNTS.buyer.password),
      hashPassword(DEMO_ACCOUNTS.seller.password),
      hashPassword(DEMO_ACCOUNTS.secondSeller.password),
      hashPassword(DEMO_ACCOUNTS.operator.password),
      hashPassword(DEMO_ACCOUNTS.buyer.safeword),
      // The other shops' owners cannot log in: their password is a random secret nobody knows.
      hashPassword(newToken()),
    ],
  );

  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('caravan_demo_seed'))`);
    const [again] = await tx.select().from(meta).where(eq(meta.key, 'demo_seed'));
    if (again) return { seeded: false, systemGoods: 0, sellerGoods: 0, sellers: 0 };

    log('writing the demo catalogue…');
    const subcategoryIds = await insertCategories(tx, data.categories, categoryIcons);
    const goods = await insertSystemGoods(tx, data, productImages, subcategoryIds, now, rand);

    await tx.insert(users).values({
      username: DEMO_ACCOUNTS.buyer.username,
      usercode: newUsercode(),
      email: DEMO_ACCOUNTS.buyer.email,
      passwordHash: buyerHash,
      safewordHash,
      createdAt: now,
    });
    await tx.insert(operators).values({
      username: DEMO_ACCOUNTS.operator.username,
      passwordHash: operatorHash,
      role: 'super_admin',
      createdAt: now,
    });

    let sellerGoodsCount = 0;
    // The first two shops' owners are the demo sellers; the others cannot log in.
    const demoOwners = [
      { ...DEMO_ACCOUNTS.seller, hash: sellerHash },
      { ...DEMO_ACCOUNTS.secondSeller, hash: secondSellerHash },
    ];
    const demoTerms = demoTermsStream(DEFAULT_MAX_BUY);
    for (const [index, shop] of DEMO_SHOPS.entries()) {
      const demoOwner = demoOwners[index];
      const [owner] = await tx
        .insert(users)
        .values({
          username: demoOwner?.username ?? `shop${String(index).padStart(2, '0')}owner`,
          usercode: newUsercode(),
          email: demoOwner?.email ?? null,
          passwordHash: demoOwner?.hash ?? lockedHash,
          // The demo sellers pay for purchases from their wallets with the demo's fund password.
          safewordHash: demoOwner ? safewordHash : null,
          createdAt: now,
        })
        .returning({ id: users.id });
      const sellerId = newId();
      await tx.insert(sellers).values({
        id: sellerId,
        userId: owner?.id ?? '',
        name: shop.name,
        avatar: avatars[index] ?? null,
        shopRemark: shop.remark,
        recTime: index < 8 ? now.getTime() - index * 3_600_000 : 0,
        createdAt: new Date(now.getTime() - (index + 30) * DAY),
      });
      // Each shop lists the goods of its own categories (shops.ts): it sells what it says it sells.
      const listed = goods.filter((g) =>
        (shop.categories as readonly string[]).includes(topCategoryOf.get(g.category) ?? ''),
      );
      const rows = listed.map((g, i) => {
        const markup = amount(1.15 + rand() * 0.5);
        const discounted = rand() < 0.22;
        const sellingPrice = toDb(amount(g.systemPrice).times(markup));
        return {
          sellerId,
          goodsId: g.id,
          sellingPrice,
          ...demoTerms(g, sellingPrice, discounted),
          discountRatio: discounted ? toDb(amount(intBetween(rand, 5, 30)).dividedBy(100), 4) : null,
          discountStart: discounted ? new Date(now.getTime() - intBetween(rand, 1, 5) * DAY) : null,
          discountEnd: discounted ? new Date(now.getTime() + intBetween(rand, 7, 30) * DAY) : null,
          recTime: rand() < 0.2 ? now.getTime() - i * 60_000 : 0,
          newTime: rand() < 0.25 ? now.getTime() - intBetween(rand, 0, 6) * DAY : 0,
          upTime: now.getTime() - intBetween(rand, 1, 60) * DAY,
          showWeight1: intBetween(rand, 0, 100),
          createdAt: new Date(now.getTime() - intBetween(rand, 1, 60) * DAY - i * 1000),
        };
      });
      await insertChunks(rows, 200, (chunk) => tx.insert(sellerGoods).values(chunk));
      sellerGoodsCount += rows.length;
    }

    await tx.insert(banners).values(
      data.banners.flatMap((b, i) => [
        {
          title: b.title,
          subtitle: b.subtitle,
          imgUrl: bannerImages[i]?.pc ?? '',
          link: b.link,
          type: 'pc',
          sort: i,
        },
        {
          title: b.title,
          subtitle: b.subtitle,
          imgUrl: bannerImages[i]?.wap ?? '',
          link: b.link,
          type: 'wap',
          sort: i,
        },
      ]),
    );
    await tx
      .insert(syspara)
      .values([{ code: 'mall_max_goods_number_in_order', value: '500' }])
      .onConflictDoNothing();
    await seedDemoWallet(tx, now);
    await tx.insert(meta).values({ key: 'demo_seed', value: DEMO_SEED_VERSION });
    return {
      seeded: true,
      systemGoods: goods.length,
      sellerGoods: sellerGoodsCount,
      sellers: DEMO_SHOPS.length,
    };
  });
  // The order history runs the real order commands, each in its own transaction: after the
  // catalogue's has committed.
  if (result.seeded) await seedDemoOrders(db, now, log);
  // The visits behind those orders: after them, as they are read from the orders.
  await seedDemoViews(db, log);
  await seedDemoApplication(db, options.storage, now);
  await seedDemoIdentities(db, options.storage, now);
  await seedDemoChat(db, now);
  await seedDemoCoupons(db, now);
  return result;
}

async function insertCategories(
  tx: Tx,
  data: ReturnType<typeof loadCatalogueData>['categories'],
  icons: string[],
): Promise<Map<string, string>> {
  const subcategoryIds = new Map<string, string>();
  const rows: (typeof categories.$inferInsert)[] = [];
  data.forEach((top, i) => {
    const topId = newId();
    rows.push({ id: topId, parentId: null, name: top.name, iconImg: icons[i] ?? null, sort: i });
    top.children.forEach((child, j) => {
      const id = newId();
      subcategoryIds.set(child.key, id);
      rows.push({ id, parentId: topId, name: child.name, iconImg: icons[i] ?? null, sort: j });
    });
  });
  await tx.insert(categories).values(rows);
  return subcategoryIds;
}

/**
 * The demo's deposit channels (the platform's receiving addresses, see DEMO_DEPOSIT_CHANNELS), the
 * operator rates of ETH and BTC, the bank accounts for transfers, and the demo accounts' balances. Each part
 * is kept if it exists, so a finance operator's changes survive a restart.
 */
async function seedDemoWallet(tx: Tx, now: Date): Promise<void> {
  await tx
    .insert(depositChannels)
    .values(DEMO_DEPOSIT_CHANNELS.map((c, sort) => ({ ...c, sort, updatedAt: now })))
    .onConflictDoNothing();
  await tx
    .insert(coinRates)
    .values([
      { coin: 'ETH', rate: '3000', updatedAt: now },
      { coin: 'BTC', rate: '60000', updatedAt: now },
    ])
    .onConflictDoNothing();
  await tx
    .insert(bankDepositAccounts)
    .values(DEMO_BANK_ACCOUNTS.map((a, sort) => ({ ...a, sort, updatedAt: now })))
    .onConflictDoNothing();
  await grantDemoBalances(tx, now);
}

/**
 * The demo's bank accounts for transfers in US dollars and pesos, as finance configures them under
 * Finance › Bank accounts (each replaced there before real deposits are taken). The bank and its
 * numbers are made up, in the shapes real ones have: a SWIFT/BIC of 8 characters and an account
 * number of the country's length.
 */
export const DEMO_BANK_ACCOUNTS = [
  {
    currency: 'USD',
    bankName: 'Meridian Commerce Bank, New York',
    accountName: 'Caravan Marketplace Ltd',
    accountNumber: '4021 7785 3310',
    swiftCode: 'MRCBUS33',
    referencePrefix: 'CRV',
    usdtPrice: '1.00',
  },
  {
    currency: 'PHP',
    bankName: 'Meridian Commerce Bank, Manila',
    accountName: 'Caravan Marketplace Ltd',
    accountNumber: '0071 2384 5519',
    swiftCode: 'MRCBPHMM',
    referencePrefix: 'CRV',
    usdtPrice: '57.14',
  },
] as const;

/**
 * The demo's deposit channels, as finance configures them under Finance › Deposit channels: USDT on
 * TRC20 and ERC20, ETH and BTC. The addresses are well formed (TRON's base58check, Ethereum's
 * EIP-55 checksum, bech32), so the deposit page shows what a real one looks like; they are derived
 * from a hash of "caravan-demo-…" (one Ethereum address for USDT and ETH, as an exchange gives),
 * so nobody holds their keys: finance replaces them before real deposits are taken.
 */
export const DEMO_DEPOSIT_CHANNELS = [
  {
    coin: 'USDT',
    network: 'TRC20',
    address: 'TKjRAzo88yeL6XbLzoRuyA2uszYs42FGFx',
    minAmount: '1',
    maxAmount: '100000',
  },
  {
    coin: 'USDT',
    network: 'ERC20',
    address: '0xF988F07A2aB3987A35C8D3074387d9092eb10892',
    minAmount: '10',
    maxAmount: '100000',
  },
  {
    coin: 'ETH',
    network: 'ERC20',
    address: '0xF988F07A2aB3987A35C8D3074387d9092eb10892',
    minAmount: '0.001',
    maxAmount: '50',
  },
  {
    coin: 'BTC',
    network: 'BTC',
    address: 'bc1qew9vx5ldhg77fnjgnmmyn656k2sqsvkwzxwnw6',
    minAmount: '0.0001',
    maxAmount: '5',
  },
] as const;

/**
 * The demo buyer's and sellers' starting balances: an opening-balance transaction each, from the
 * platform's grants account. Posted once per user (the ledger is idempotent on the user's id).
 */
async function grantDemoBalances(tx: Tx, now: Date): Promise<void> {
  const grants = [
    [DEMO_ACCOUNTS.buyer.username, DEMO_BALANCES.buyer],
    [DEMO_ACCOUNTS.seller.username, DEMO_BALANCES.seller],
    [DEMO_ACCOUNTS.secondSeller.username, DEMO_BALANCES.seller],
  ] as const;
  for (const [username, value] of grants) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (!user) continue;
    await post(
      tx,
      {
        kind: 'opening_balance',
        businessId: `demo:${user.id}`,
        memo: 'Demo starting balance',
        entries: [
          { account: { kind: 'platform_grants' }, amount: amount(value).negated() },
          { account: { kind: 'wallet', userId: user.id }, amount: amount(value) },
        ],
      },
      now,
    );
  }
}
