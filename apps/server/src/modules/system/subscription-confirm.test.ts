import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCoupon } from '../../../test/coupon-fixtures.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { mailTo } from '../../../test/notices.js';
import { flatFreightShop, orderBuyer, orderInfo, orderTestApp } from '../../../test/order-fixtures.js';
import { couponClaims, coupons, emailDeliveries, subscriptions } from '../../db/schema/index.js';

// The newsletter's confirmation link and its welcome coupon (issue 54): subscribe!add sends one
// e-mail with a link; subscribe!confirm confirms the address and gives a signed-in buyer the
// welcome coupon, once per address and once per buyer.

const { t } = orderTestApp();
const DAY = 86_400_000;

let n = 0;
const newAddress = () => `news.reader${++n}${crypto.randomUUID().slice(0, 6)}@example.com`;

/** Subscribes `email` and returns the link its one e-mail carries, and the link's code. */
async function subscribeAndOpenMail(email: string, lang = 'en') {
  const res = await t.action('/api/subscribe!add.action', { email, lang });
  expect(res.code, res.msg).toBe('0');
  const mails = await mailTo(t, email);
  expect(mails).toHaveLength(1);
  const link = /(https?:\/\/\S+\/subscription\?code=([\w-]+))/.exec(mails[0]?.text ?? '');
  expect(link, mails[0]?.text).not.toBeNull();
  return { link: link![1]!, code: link![2]! };
}

/** Opens the link with `code`, as the buyer whose session is `session` when given (else a visitor). */
const confirm = (code: string, session?: string) =>
  t.action('/api/subscribe!confirm.action', { code, ...(session ? { token: session } : {}) });

/** The welcome coupon on offer (the others ended): USDT 5 off, no minimum, `total` of them. */
async function welcomeOnOffer(total = 100) {
  await t.db.update(coupons).set({ endedAt: t.clock.now() }).where(eq(coupons.purpose, 'welcome'));
  return createCoupon(t.db, t.clock.now(), { title: 'Welcome 5 off', purpose: 'welcome', total });
}

async function welcomeClaims(userId: string) {
  return t.db
    .select({ couponId: couponClaims.couponId })
    .from(couponClaims)
    .innerJoin(coupons, eq(coupons.id, couponClaims.couponId))
    .where(and(eq(couponClaims.userId, userId), eq(coupons.purpose, 'welcome')));
}

describe('the welcome e-mail', () => {
  it('carries a link whose code is kept only as a hash, and the link only until it is sent', async () => {
    const email = newAddress();
    const { code } = await subscribeAndOpenMail(email);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.email, email));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(code);
    expect(row?.confirmedAt).toBeNull();
    const [delivery] = await t.db
      .select()
      .from(emailDeliveries)
      .where(eq(emailDeliveries.subscriptionId, row!.id));
    expect(delivery).toMatchObject({ status: 'sent', link: null });
    // The console's outbox shows the link's code to the super admin alone.
    const [stored] = (await t.app.deps.outbox!.list(0, 1000)).messages.filter((m) => m.to === email);
    expect(stored?.secrets).toEqual([code]);
    // A repeat sends nothing more to an unconfirmed address.
    expect((await t.action('/api/subscribe!add.action', { email })).key).toBe('SUBSCRIBE_ALREADY_SUBSCRIBED');
    expect(await mailTo(t, email)).toHaveLength(1);
  });
});

describe('subscribe!confirm', () => {
  it('confirms for a visitor, who is told of the coupon on offer and given nothing yet', async () => {
    const offer = await welcomeOnOffer();
    const email = newAddress();
    const { code } = await subscribeAndOpenMail(email);
    const res = await confirm(code);
    expect(res.code, res.msg).toBe('0');
    expect(res.data).toMatchObject({
      email,
      welcome: 'signIn',
      coupon: { id: offer.id, amount: 5, mine: 0 },
    });
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.email, email));
    expect(row?.confirmedAt).toEqual(t.clock.now());
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.id, offer.id));
    expect(coupon?.claimed).toBe(0);
  });

  it('gives a signed-in buyer the welcome coupon once per address and once per buyer; it is applied at checkout', async () => {
    const offer = await welcomeOnOffer();
    const shop = await flatFreightShop(t);
    const buyer = await orderBuyer(t);
    const other = await orderBuyer(t);
    const first = await subscribeAndOpenMail(newAddress());

    const given = await confirm(first.code, buyer.token);
    expect(given.code, given.msg).toBe('0');
    expect(given.data).toMatchObject({ welcome: 'given', coupon: { id: offer.id, mine: 1, claimed: 1 } });
    // Opened again: the same answer, nothing more given.
    const again = await confirm(first.code, buyer.token);
    expect(again.data).toMatchObject({ welcome: 'given', coupon: { id: offer.id } });
    // The same link opened by another account: the address's coupon is gone.
    const stranger = await confirm(first.code, other.token);
    expect(stranger.data).toMatchObject({ welcome: 'taken', coupon: null });
    // A second address confirmed by the same buyer: one welcome coupon per buyer.
    const second = await subscribeAndOpenMail(newAddress());
    const twice = await confirm(second.code, buyer.token);
    expect(twice.data).toMatchObject({ welcome: 'taken', coupon: null });
    expect(await welcomeClaims(buyer.user.id)).toHaveLength(1);
    expect(await welcomeClaims(other.user.id)).toHaveLength(0);
    // That second address's coupon still waits for an account that has none.
    const third = await confirm(second.code, other.token);
    expect(third.data).toMatchObject({ welcome: 'given' });

    const mine = await t.action('/api/coupon!mine.action', { token: buyer.token, state: 'available' });
    expect((mine.data as { pageList: { id: string }[] }).pageList.map((c) => c.id)).toContain(offer.id);
    const quote = await t.action('/api/order!quote.action', {
      token: buyer.token,
      orderInfo: orderInfo([shop.listing.id, null, 2]),
    });
    expect(quote.code, quote.msg).toBe('0');
    expect(quote.data).toMatchObject({ discount: 5 });
  });

  it('says when no welcome coupon is on offer, or when none is left', async () => {
    await t.db.update(coupons).set({ endedAt: t.clock.now() }).where(eq(coupons.purpose, 'welcome'));
    const buyer = await orderBuyer(t);
    const { code } = await subscribeAndOpenMail(newAddress());
    expect((await confirm(code)).data).toMatchObject({
      welcome: 'none',
      coupon: null,
    });
    const last = await welcomeOnOffer(1);
    await t.db.update(coupons).set({ claimed: 1 }).where(eq(coupons.id, last.id));
    const none = await confirm(code, buyer.token);
    expect(none.data).toMatchObject({ welcome: 'none', coupon: null });
    // A coupon not yet started, or past its end, is not on offer either.
    await createCoupon(t.db, t.clock.now(), {
      purpose: 'welcome',
      startsAt: new Date(t.clock.now().getTime() + DAY),
    });
    expect((await confirm(code)).data).toMatchObject({ welcome: 'none' });
  });

  it('refuses a link it did not send, and bad input of every kind, with a clear error', async () => {
    for (const code of ['0'.repeat(32), 'not-a-code', 'a\u0000b', '\ud800']) {
      const res = await confirm(code);
      expect(res.status).toBe(200);
      expect(['SUBSCRIBE_LINK_INVALID', 'COMMON_PARAM_INVALID']).toContain(res.key);
    }
    expect((await t.action('/api/subscribe!confirm.action', {})).key).toBe('COMMON_PARAM_MISSING');
    expect((await confirm('x'.repeat(101))).key).toBe('COMMON_PARAM_TOO_LONG');
    const bad = await t.action('/api/subscribe!confirm.action', { code: 'x'.repeat(40), lang: 'ar' });
    expect(bad).toMatchObject({
      code: '1',
      key: 'SUBSCRIBE_LINK_INVALID',
      msg: expect.stringMatching(/[\u0600-\u06ff]/),
    });
  });

  it('gives one coupon when one buyer opens the link many times at once, or two addresses at once', async () => {
    await welcomeOnOffer();
    const buyer = await orderBuyer(t);
    const a = await subscribeAndOpenMail(newAddress());
    const b = await subscribeAndOpenMail(newAddress());
    const replies = await Promise.all([
      ...Array.from({ length: 8 }, () => confirm(a.code, buyer.token)),
      ...Array.from({ length: 8 }, () => confirm(b.code, buyer.token)),
    ]);
    for (const reply of replies) expect(reply.code, reply.msg).toBe('0');
    expect(await welcomeClaims(buyer.user.id)).toHaveLength(1);
    const welcomes = replies.map((r) => (r.data as { welcome: string }).welcome);
    expect(welcomes.filter((w) => w === 'given').length).toBeGreaterThanOrEqual(8);
    expect(new Set(welcomes)).toEqual(new Set(['given', 'taken']));
  });
});

describe('the link’s address', () => {
  it('is PUBLIC_URL where it is set, whatever Host the request names', async () => {
    const site = await buildTestApp({ publicUrl: 'https://shop.example.com' });
    const email = newAddress();
    const res = await site.action(
      '/api/subscribe!add.action',
      { email },
      { headers: { host: 'evil.example' } },
    );
    expect(res.code, res.msg).toBe('0');
    const [mail] = await mailTo(site, email);
    expect(mail?.text).toContain('https://shop.example.com/subscription?code=');
    expect(mail?.text).not.toContain('evil.example');
  });
});
