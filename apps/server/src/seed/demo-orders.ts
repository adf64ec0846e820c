import { randomInt } from 'node:crypto';
import { firstAllowed } from '@caravan/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  addresses,
  goodsSkus,
  meta,
  operators,
  sellerGoods,
  sellers,
  systemGoods,
  users,
} from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { newToken, newUsercode } from '../lib/ids.js';
import { amount } from '../lib/money.js';
import { allCountries, citiesOf, statesOf } from '../modules/address/address-regions.js';
import { hashPassword } from '../modules/account/passwords.js';
import { noNotices } from '../modules/notifications/index.js';
import { payOrders } from '../modules/orders/commands/pay-orders.js';
import { confirmReceipt, shipOrder } from '../modules/orders/orders.service.js';
import { submitOrders } from '../modules/orders/commands/submit-orders.js';
import { purchaseOrder } from '../modules/orders/commands/purchase-order.js';
import { addReviews } from '../modules/orders/reviews.service.js';
import { post } from '../modules/wallet/ledger.js';
import { intBetween, pick, seededRandom, shuffled } from './random.js';
import { DEMO_ACCOUNTS } from './shops.js';

// The demo's trading history: buyers who placed, paid for, received and reviewed orders through
// the real order commands, so that sold counts ("hot-selling"), store ratings and reviews are true
// figures of real orders, never typed-in numbers (DESIGN.md §1). The demo accounts themselves get
// none: their order lists, wallets and the seller's panel are the visitor's to try.

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** How many orders the history holds. */
export const DEMO_ORDER_COUNT = 90;

/**
 * The history's buyers: retailers in a few countries (ISO codes), with their contact names and a
 * shop address there: a real street of the city, a number in the country's own phone plan, and the
 * postcode where the country uses one the address form takes (UAE has none; the Philippines' has 4
 * digits). The people and shops are made up.
 */
const DEMO_BUYERS = [
  {
    username: 'aminatrading',
    contact: 'Amina Yusuf',
    country: 'AE',
    place: ['Dubai', 'Dubai'],
    street: 'Office 1407, Al Attar Business Tower, Sheikh Zayed Road',
    postcode: null,
    phone: '+971504127738',
  },
  {
    username: 'manilamart',
    contact: 'Jose Santos',
    country: 'PH',
    place: ['National Capital Region (Metro Manila)', 'Manila'],
    street: '1428 Ongpin Street, Binondo',
    postcode: null,
    phone: '+639174823156',
  },
  {
    username: 'berlinbasics',
    contact: 'Lena Vogel',
    country: 'DE',
    place: ['Berlin', 'Berlin'],
    street: 'Torstraße 118',
    postcode: '10119',
    phone: '+493028471936',
  },
  {
    username: 'lagosdepot',
    contact: 'Chinedu Okafor',
    country: 'NG',
    place: ['Lagos', 'Lagos Island'],
    street: '27 Martins Street',
    postcode: '101001',
    phone: '+2348034712958',
  },
  {
    username: 'kualashop',
    contact: 'Nur Aisyah',
    country: 'MY',
    place: ['Kuala Lumpur', 'Kuala Lumpur'],
    street: 'Lot 2-15, Plaza Sungei Wang, Jalan Bukit Bintang',
    postcode: '55100',
    phone: '+60123847261',
  },
  {
    username: 'riyadhretail',
    contact: 'Faisal Alharbi',
    country: 'SA',
    place: ['Riyadh', 'Riyadh'],
    street: 'Building 7421, King Fahd Road, Al Olaya',
    postcode: '12214',
    phone: '+966553918274',
  },
  {
    username: 'saopaulostore',
    contact: 'Ana Souza',
    country: 'BR',
    place: ['São Paulo', 'São Paulo'],
    street: 'Rua 25 de Março, 1120, Centro',
    postcode: '01021-200',
    phone: '+5511974318265',
  },
  {
    username: 'lyonboutique',
    contact: 'Claire Martin',
    country: 'FR',
    place: ['Rhône', 'Lyon'],
    street: '14 rue de la République',
    postcode: '69002',
    phone: '+33478421963',
  },
  {
    username: 'istanbulpazar',
    contact: 'Emre Yilmaz',
    country: 'TR',
    place: ['İstanbul', 'Istanbul'],
    street: 'Mahmutpaşa Yokuşu No: 84, Fatih',
    postcode: '34116',
    phone: '+905324187263',
  },
  {
    username: 'hanoigoods',
    contact: 'Nguyen Thi Lan',
    country: 'VN',
    place: ['Hà Nội', 'Hoàn Kiếm'],
    street: '36 Hàng Bạc',
    postcode: '100000',
    phone: '+84913482716',
  },
] as const;

/** What buyers wrote, by the stars they gave (most reviews are good; not all are). */
const REVIEW_TEXTS: Record<number, readonly string[]> = {
  5: [
    'Exactly as described and well packed. Will order again.',
    'Good quality for the price; my customers like them.',
    'Arrived quickly, every piece intact.',
    'Second order from this shop, consistent quality.',
    '',
  ],
  4: [
    'Good product, the carton was a little dented.',
    'As expected. Delivery took a few days longer than I hoped.',
    'Nice quality, colours slightly different from the photos.',
    '',
  ],
  3: ['Average. Some pieces had small marks.', 'OK for the price, nothing special.'],
  2: ['Two items were damaged in transit.', 'Quality lower than the last batch.'],
  1: ['Not as described; the size was wrong.'],
};

/** Stars as buyers give them: mostly five and four, some three, a few one or two. */
function stars(rand: () => number): number {
  const r = rand();
  if (r < 0.55) return 5;
  if (r < 0.8) return 4;
  if (r < 0.9) return 3;
  if (r < 0.96) return 2;
  return 1;
}

/** A delivery address's region: the named state and city of the country (each found or refused). */
async function placeIn(iso2: string, [stateName, cityName]: readonly [string, string]) {
  const country = (await allCountries()).find((c) => c.iso2 === iso2);
  if (!country) throw new Error(`demo orders: no country ${iso2}`);
  const state = (await statesOf(country.id)).find((s) => s.name === stateName);
  const city = state ? (await citiesOf(state)).find((c) => c.name === cityName) : undefined;
  if (!state || !city) throw new Error(`demo orders: no ${cityName}, ${stateName} in ${iso2}`);
  return {
    countryId: country.id,
    country: country.name,
    provinceId: state.id,
    province: state.name,
    cityId: city.id,
    city: city.name,
  };
}

/** Gives an account a starting balance from the platform's grants, once (keyed by the account). */
async function grant(db: Db, userId: string, value: string, now: Date) {
  await db.transaction((tx) =>
    post(
      tx,
      {
        kind: 'opening_balance',
        businessId: `demo:${userId}`,
        memo: 'Demo starting balance',
        entries: [
          { account: { kind: 'platform_grants' }, amount: amount(value).negated() },
          { account: { kind: 'wallet', userId }, amount: amount(value) },
        ],
      },
      now,
    ),
  );
}

/**
 * Seeds the demo's order history once (a meta marker): DEMO_ORDER_COUNT orders of the shops other
 * than the demo seller's, spread over the last six weeks, each moved through the commands buyers,
 * sellers and operators use: placed, paid, purchased, shipped, received and (most) reviewed.
 * Recent ones are still on their way. Returns the number of orders placed.
 */
export async function seedDemoOrders(db: Db, now: Date, log: (message: string) => void): Promise<number> {
  const [done] = await db.select().from(meta).where(eq(meta.key, 'demo_orders'));
  if (done) return 0;
  const rand = seededRandom('caravan-demo-orders');

  const [operator] = await db
    .select({ id: operators.id, username: operators.username })
    .from(operators)
    .where(eq(operators.username, DEMO_ACCOUNTS.operator.username));
  const [demoSeller] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, DEMO_ACCOUNTS.seller.username));
  if (!operator || !demoSeller) throw new Error('demo orders: seed the marketplace first');
  const shops = await db
    .select({ id: sellers.id, userId: sellers.userId })
    .from(sellers)
    .where(ne(sellers.userId, demoSeller.id));
  const listings = await db
    .select({
      id: sellerGoods.id,
      sellerId: sellerGoods.sellerId,
      goodsId: sellerGoods.goodsId,
      moq: sellerGoods.moq,
      packSize: sellerGoods.packSize,
      buyMin: systemGoods.buyMin,
    })
    .from(sellerGoods)
    .innerJoin(systemGoods, eq(systemGoods.id, sellerGoods.goodsId))
    .where(
      and(
        inArray(
          sellerGoods.sellerId,
          shops.map((s) => s.id),
        ),
        eq(sellerGoods.isShelf, 1),
      ),
    );
  const skus = await db
    .select({ id: goodsSkus.id, goodsId: goodsSkus.goodsId })
    .from(goodsSkus)
    .where(
      inArray(
        goodsSkus.goodsId,
        listings.map((l) => l.goodsId),
      ),
    );

  // The buyers: random passwords nobody knows, a fund password known only to this run.
  const safeword = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [passwordHash, safewordHash] = await Promise.all([hashPassword(newToken()), hashPassword(safeword)]);
  const buyers: { id: string; addressId: string }[] = [];
  for (const b of DEMO_BUYERS) {
    // A run that stopped half-way left its buyers: take them as they are.
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, b.username));
    const [user] = existing
      ? await db
          .update(users)
          .set({ safewordHash })
          .where(eq(users.id, existing.id))
          .returning({ id: users.id })
      : await db
          .insert(users)
          .values({
            username: b.username,
            usercode: newUsercode(),
            passwordHash,
            safewordHash,
            createdAt: new Date(now.getTime() - 60 * DAY),
          })
          .returning({ id: users.id });
    if (!user) throw new Error('demo buyer not created');
    const [address] = await db
      .insert(addresses)
      .values({
        userId: user.id,
        use: existing ? 0 : 1,
        contacts: b.contact,
        phone: b.phone,
        email: '',
        postcode: b.postcode,
        address: b.street,
        ...(await placeIn(b.country, b.place)),
        // Written before the history's first order.
        createdAt: new Date(now.getTime() - 60 * DAY),
        updatedAt: new Date(now.getTime() - 60 * DAY),
      })
      .returning({ id: addresses.id });
    await grant(db, user.id, '100000.00', new Date(now.getTime() - 60 * DAY));
    buyers.push({ id: user.id, addressId: address?.id ?? '' });
  }
  for (const shop of shops) await grant(db, shop.userId, '50000.00', new Date(now.getTime() - 60 * DAY));

  log(`placing ${DEMO_ORDER_COUNT} demo orders through the order commands…`);
  const audit = (at: Date) => ({
    actor: {
      kind: 'operator' as const,
      operatorId: operator.id,
      username: operator.username,
      role: 'super_admin' as const,
      tokenHash: '',
    },
    requestId: 'demo-seed',
    now: at,
  });
  // Oldest first, so that each order's steps happen in the order of the calendar. Each order is
  // placed at least a day and a half ago, so that its shipping (an audited operator step, at most
  // 24 hours after it was placed) happened before now: no entry is dated in the future (issue 51).
  const starts = Array.from({ length: DEMO_ORDER_COUNT }, () => intBetween(rand, 36, 42 * 24) * HOUR).sort(
    (a, b) => b - a,
  );
  let placed = 0;
  for (const ago of starts) {
    const t0 = new Date(now.getTime() - ago);
    const buyer = pick(rand, buyers);
    const shop = pick(rand, shops);
    const own = listings.filter((l) => l.sellerId === shop.id);
    if (own.length === 0) continue;
    const lines = shuffled(rand, own)
      .slice(0, intBetween(rand, 1, 3))
      .map((l) => {
        const options = skus.filter((s) => s.goodsId === l.goodsId);
        return {
          sellerGoodsId: l.id,
          skuId: options.length > 0 ? pick(rand, options).id : null,
          // Sold by the case, a whole number of cases from the minimum up.
          quantity: firstAllowed({
            moq: Math.max(l.buyMin, l.moq, pick(rand, [2, 3, 5, 6, 10, 12, 20])),
            packSize: l.packSize,
          }),
        };
      });
    let order;
    try {
      [order] = await submitOrders(db, buyer.id, { lines, addressId: buyer.addressId }, t0);
    } catch (error) {
      // A SKU sold out by earlier orders: the buyer would have chosen something else.
      if (error instanceof AppError && error.code === 'ORDER_OUT_OF_STOCK') continue;
      throw error;
    }
    if (!order) continue;
    const at = (ms: number) => new Date(t0.getTime() + ms);
    // The demo's history tells no one: it is written before the app and its e-mail queue exist.
    await payOrders(db, noNotices, buyer.id, [order.orderId], safeword, at(5 * 60_000));
    await purchaseOrder(
      db,
      { sellerId: shop.id, userId: shop.userId },
      order.orderId,
      at(intBetween(rand, 1, 6) * HOUR),
    );
    const shipped = at(intBetween(rand, 10, 24) * HOUR);
    await shipOrder(
      db,
      noNotices,
      {
        orderId: order.orderId,
        carrier: pick(rand, ['DHL', 'FedEx', 'UPS', 'Aramex', 'SF Express']),
        trackingNo: `DM${String(intBetween(rand, 10_000_000, 99_999_999))}`,
      },
      audit(shipped),
    );
    placed++;
    // Orders of the last few days are still on their way; the carrier's scans reach them.
    const received = new Date(shipped.getTime() + intBetween(rand, 3, 7) * DAY);
    if (received > now) continue;
    await confirmReceipt(db, buyer.id, order.orderId, received);
    // Some buyers never review: the sweep gives those the default good review in time (spec §4).
    if (rand() < 0.12) continue;
    const reviewed = new Date(received.getTime() + intBetween(rand, 1, 48) * HOUR);
    if (reviewed > now) continue;
    await addReviews(
      db,
      buyer.id,
      order.orderId,
      lines.map((l) => {
        const rating = stars(rand);
        return {
          sellerGoodsId: l.sellerGoodsId,
          skuId: l.skuId ?? undefined,
          rating,
          content: pick(rand, REVIEW_TEXTS[rating] ?? ['']),
          images: [],
        };
      }),
      reviewed,
    );
  }
  await db.insert(meta).values({ key: 'demo_orders', value: String(placed) });
  return placed;
}
