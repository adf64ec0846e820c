import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claim } from '../../../test/coupon-fixtures.js';
import { createLoggedInOperator } from '../../../test/factories.js';
import { flatFreightShop, orderBuyer, orderInfo, orderTestApp } from '../../../test/order-fixtures.js';
import { auditLog } from '../../db/schema/index.js';

// Coupons as their makers manage them (issue 54; owned-coupons.service.ts): a shop its own, the
// console the platform's (campaigns and the welcome coupon), audited.

const { t, ops } = orderTestApp();
const DAY = 86_400_000;

type Page<T> = { pageList: T[]; pageInfo: { totalElements: number } };

describe('making coupons', () => {
  it('lets a shop make, change and end its own, and nobody else’s', async () => {
    const now = t.clock.now().getTime();
    const shop = await flatFreightShop(t);
    const buyer = await orderBuyer(t);
    const terms = {
      title: 'Spring',
      kind: 'amount',
      amount: '3',
      minSpend: '30',
      startTime: now,
      endTime: now + 7 * DAY,
      total: 50,
    };
    expect((await t.action('/seller/coupon!save.action', { token: buyer.token, ...terms })).key).toBe(
      'AUTH_NOT_A_SELLER',
    );
    const made = await t.action('/seller/coupon!save.action', { token: shop.token, ...terms });
    expect(made.code, made.msg).toBe('0');
    const coupon = made.data as { id: string; funder: string; sellerId: string; state: string };
    expect(coupon).toMatchObject({ funder: 'shop', sellerId: shop.shop.id, state: 'running', minSpend: 30 });

    await claim(t, buyer.token, coupon.id);
    const locked = await t.action('/seller/coupon!save.action', {
      token: shop.token,
      ...terms,
      id: coupon.id,
      amount: '9',
    });
    expect(locked.key).toBe('COUPON_TERMS_LOCKED');
    const below = await t.action('/seller/coupon!save.action', {
      token: shop.token,
      ...terms,
      id: coupon.id,
      total: 0,
    });
    expect(below.code).toBe('1');
    const renamed = await t.action('/seller/coupon!save.action', {
      token: shop.token,
      ...terms,
      id: coupon.id,
      title: 'Spring sale',
      total: 80,
    });
    expect(renamed.data).toMatchObject({ title: 'Spring sale', total: 80, claimed: 1 });

    const ended = await t.action('/seller/coupon!end.action', { token: shop.token, couponId: coupon.id });
    expect(ended.data).toMatchObject({ state: 'ended' });
    expect(
      (
        await t.action('/api/coupon!claim.action', {
          token: (await orderBuyer(t)).token,
          couponId: coupon.id,
        })
      ).key,
    ).toBe('COUPON_ENDED');
    // The claim held stays usable until the coupon's end.
    expect(
      (
        await t.action('/api/order!quote.action', {
          token: buyer.token,
          orderInfo: orderInfo([shop.listing.id, null, 2]),
        })
      ).data,
    ).toMatchObject({
      discount: 3,
    });

    const listed = await t.action('/seller/coupon!list.action', { token: shop.token });
    expect((listed.data as Page<{ id: string; used: number }>).pageList).toEqual([
      expect.objectContaining({ id: coupon.id, used: 0, state: 'ended' }),
    ]);
  });

  it('refuses a shop’s coupon with broken terms', async () => {
    const now = t.clock.now().getTime();
    const shop = await flatFreightShop(t);
    const base = {
      token: shop.token,
      title: 'X',
      kind: 'amount',
      amount: '3',
      startTime: now,
      endTime: now + DAY,
      total: 5,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '' }, 'COMMON_PARAM_INVALID'],
      [{ kind: 'percent', amount: '', rate: '1.5' }, 'COMMON_PARAM_INVALID'],
      [{ endTime: now - DAY }, 'COUPON_WINDOW_INVALID'],
      [{ endTime: now + 400 * DAY }, 'COUPON_WINDOW_INVALID'],
      [{ total: -1 }, 'COMMON_PARAM_INVALID'],
      [{ amount: '-3' }, 'COMMON_PARAM_INVALID'],
      [{ title: 'x'.repeat(61) }, 'COMMON_PARAM_TOO_LONG'],
      [{ categoryIds: '00000000-0000-4000-8000-000000000000' }, 'COMMON_PARAM_INVALID'],
      [{ title: '\u0000' }, 'COMMON_PARAM_INVALID'],
    ];
    for (const [change, key] of cases) {
      const res = await t.action('/seller/coupon!save.action', { ...base, ...change });
      expect({ code: res.code, key: res.key }, JSON.stringify(change)).toEqual({ code: '1', key });
    }
    const listed = await t.action('/seller/coupon!list.action', { token: shop.token });
    expect((listed.data as Page<unknown>).pageInfo.totalElements).toBe(0);
  });

  it('lets operations make a platform coupon, audited; refuses finance', async () => {
    const now = t.clock.now().getTime();
    const finance = await createLoggedInOperator(t, 'finance');
    const terms = {
      title: 'Welcome 10 %',
      kind: 'percent',
      rate: '0.1',
      cap: '20',
      startTime: now,
      endTime: now + DAY,
      total: 1000,
    };
    expect((await t.action('/admin/coupon!save.action', { token: finance.token, ...terms })).key).toBe(
      'COMMON_NO_PERMISSION',
    );
    const made = await t.action('/admin/coupon!save.action', { token: ops(), ...terms });
    expect(made.code, made.msg).toBe('0');
    const coupon = made.data as { id: string };
    expect(made.data).toMatchObject({ funder: 'platform', sellerId: '', rate: 0.1, cap: 20, amount: 0 });
    const shopFunded = await t.action('/admin/coupon!save.action', {
      token: ops(),
      ...terms,
      funder: 'shop',
    });
    expect(shopFunded).toMatchObject({ code: '1', key: 'COMMON_PARAM_INVALID' });
    const ended = await t.action('/admin/coupon!end.action', { token: ops(), couponId: coupon.id });
    expect(ended.data).toMatchObject({ state: 'ended' });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, coupon.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['promotion.coupon.end', 'promotion.coupon.save']);
  });

  it('makes the welcome coupon in the console only, the platform’s own, never claimable', async () => {
    const now = t.clock.now().getTime();
    const shop = await flatFreightShop(t);
    const terms = {
      title: 'Welcome 4 off',
      kind: 'amount',
      amount: '4',
      startTime: now,
      endTime: now + DAY,
      total: 50,
    };
    const made = await t.action('/admin/coupon!save.action', { token: ops(), ...terms, purpose: 'welcome' });
    expect(made.code, made.msg).toBe('0');
    const welcome = made.data as { id: string };
    expect(made.data).toMatchObject({ purpose: 'welcome', funder: 'platform', sellerId: '' });
    const refused: Record<string, string>[] = [
      { sellerId: shop.shop.id },
      { sellerId: shop.shop.id, funder: 'shop' },
      { purpose: 'compensation' },
    ];
    for (const extra of refused) {
      const res = await t.action('/admin/coupon!save.action', {
        token: ops(),
        ...terms,
        purpose: 'welcome',
        ...extra,
      });
      expect(res, JSON.stringify(extra)).toMatchObject({ code: '1', key: 'COMMON_PARAM_INVALID' });
    }
    // A shop's save ignores a purpose: its coupons are its campaign's.
    const shops = await t.action('/seller/coupon!save.action', {
      token: shop.token,
      ...terms,
      purpose: 'welcome',
    });
    expect(shops.code, shops.msg).toBe('0');
    expect(shops.data).toMatchObject({ purpose: 'campaign', funder: 'shop' });
    // Given, never claimed: not in the coupon centre, refused to a claim.
    const buyer = await orderBuyer(t);
    const listed = await t.action('/api/coupon!list.action', { pageSize: 50 });
    expect((listed.data as Page<{ id: string }>).pageList.map((c) => c.id)).not.toContain(welcome.id);
    const claimed = await t.action('/api/coupon!claim.action', { token: buyer.token, couponId: welcome.id });
    expect(claimed.key).toBe('COMMON_NOT_FOUND');
    const consoleList = await t.action('/admin/coupon!list.action', { token: ops(), pageSize: 50 });
    expect((consoleList.data as Page<{ id: string; purpose: string }>).pageList).toContainEqual(
      expect.objectContaining({ id: welcome.id, purpose: 'welcome' }),
    );
  });
});
