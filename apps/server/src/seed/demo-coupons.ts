import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { couponClaims, coupons, sellers, subscriptions, users } from '../db/schema/index.js';
import { DEMO_ACCOUNTS, DEMO_SHOPS } from './shops.js';

const DAY = 86_400_000;

/**
 * The demo's coupons (issue 54): a platform campaign in the coupon centre, a welcome coupon the
 * demo buyer holds (a confirmed subscriber), and three shops' own. Once per data folder
 * (keyed on the platform campaign's title); `claimed` counts the claims made here, nothing more.
 */
export async function seedDemoCoupons(db: Db, now: Date): Promise<void> {
  const campaignTitle = 'Caravan week: 10% off, up to USDT 20';
  const [exists] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.title, campaignTitle));
  if (exists) return;
  const shopNames = [DEMO_SHOPS[0].name, DEMO_SHOPS[1].name, DEMO_SHOPS[2].name];
  const shops = await db
    .select({ id: sellers.id, name: sellers.name })
    .from(sellers)
    .where(inArray(sellers.name, shopNames));
  const shopId = (name: string) => shops.find((s) => s.name === name)?.id ?? null;
  const [buyer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, DEMO_ACCOUNTS.buyer.username));
  const window = { startsAt: new Date(now.getTime() - DAY), endsAt: new Date(now.getTime() + 45 * DAY) };
  await db.transaction(async (tx) => {
    const base = { ...window, createdAt: now };
    const rows: (typeof coupons.$inferInsert)[] = [
      {
        ...base,
        title: campaignTitle,
        kind: 'percent',
        rate: '0.1000',
        cap: '20.00',
        minSpend: '100.00',
        funder: 'platform',
        total: 1000,
        perBuyer: 1,
      },
      {
        ...base,
        title: 'Welcome: USDT 5 off your first order from USDT 50',
        kind: 'amount',
        amount: '5.00',
        minSpend: '50.00',
        funder: 'platform',
        purpose: 'welcome',
        total: 100_000,
      },
    ];
    const shopCoupons: [string, Partial<typeof coupons.$inferInsert>][] = [
      [
        shopNames[0] ?? '',
        {
          title: 'USDT 3 off orders from USDT 30',
          kind: 'amount',
          amount: '3.00',
          minSpend: '30.00',
          total: 200,
        },
      ],
      [
        shopNames[1] ?? '',
        {
          title: 'USDT 10 off orders from USDT 150',
          kind: 'amount',
          amount: '10.00',
          minSpend: '150.00',
          total: 100,
        },
      ],
      [
        shopNames[2] ?? '',
        {
          title: '5% off, up to USDT 15',
          kind: 'percent',
          rate: '0.0500',
          cap: '15.00',
          total: 300,
          perBuyer: 2,
        },
      ],
    ];
    for (const [name, terms] of shopCoupons) {
      const sellerId = shopId(name);
      if (!sellerId) continue;
      rows.push({ ...base, title: '', kind: 'amount', total: 1, ...terms, sellerId, funder: 'shop' });
    }
    const inserted = await tx
      .insert(coupons)
      .values(rows)
      .returning({ id: coupons.id, purpose: coupons.purpose });
    const welcome = inserted.find((c) => c.purpose === 'welcome');
    if (!buyer || !welcome) return;
    // The demo buyer subscribed with their address and confirmed it (its link long since sent).
    await tx
      .insert(subscriptions)
      .values({
        email: DEMO_ACCOUNTS.buyer.email,
        lang: 'en',
        createdAt: new Date(now.getTime() - DAY),
        confirmedAt: new Date(now.getTime() - DAY),
        welcomeUserId: buyer.id,
      })
      .onConflictDoNothing();
    await tx.insert(couponClaims).values({ couponId: welcome.id, userId: buyer.id, claimedAt: now });
    await tx
      .update(coupons)
      .set({ claimed: sql`${coupons.claimed} + 1` })
      .where(and(eq(coupons.id, welcome.id)));
  });
}
