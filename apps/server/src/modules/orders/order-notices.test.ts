// What an order's buyer and shop are told (issue 20, ADR 018): paid (the buyer's receipt, the
// shop's order to purchase), shipped, and each refund decision — a notification in their centre,
// in the language they read it in, pushed to their pages with the unread count, and e-mailed in
// their own language.
import { formatMessage } from '@caravan/contract/i18n';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { centre, mailTo, pushedNotices, speaks, unread } from '../../../test/notices.js';
import { flatFreightShop, orderBuyer, orderInfo, orderTestApp } from '../../../test/order-fixtures.js';

const { t, ops, placed, pay, purchase, ship, orderRow } = orderTestApp();
const pushed = pushedNotices(() => t);

/**
 * A paid order (2 × 15.00 + 2.00 freight; wholesale 2 × 10.00 + freight), its buyer and shop, each
 * with an e-mail address.
 */
async function paidOrder(options: { push?: boolean } = {}) {
  const shop = await flatFreightShop(t);
  const buyer = await orderBuyer(t, '100.00');
  const buyerEmail = `buyer-${buyer.user.usercode}@example.com`;
  const shopEmail = `shop-${shop.owner.usercode}@example.com`;
  await t.db.update(users).set({ email: buyerEmail }).where(eq(users.id, buyer.user.id));
  await t.db.update(users).set({ email: shopEmail }).where(eq(users.id, shop.owner.id));
  const [id] = await placed(buyer.token, orderInfo([shop.listing.id, null, 2]));
  const paid = await pay(buyer.token, [id!]);
  expect(paid.code, paid.msg).toBe('0');
  if (options.push) await purchase(shop.token, id!);
  // What happens next happens later: the centre lists newest first.
  t.clock.advance(1000);
  return { shop, buyer, id: id!, orderNo: (await orderRow(id!)).orderNo, buyerEmail, shopEmail };
}

describe('a paid order', () => {
  it('tells the buyer and the shop, each in their own language, once', async () => {
    const shop = await flatFreightShop(t);
    const buyer = await orderBuyer(t, '100.00');
    await t.db.update(users).set({ email: 'amina@example.com' }).where(eq(users.id, buyer.user.id));
    await speaks(t, shop.owner.id, 'de');
    // The buyer logs in with the French site: French becomes their language.
    const login = await t.action('/api/user!newlogin.action', {
      username: buyer.user.username,
      password: buyer.user.password,
      lang: 'fr',
    });
    const token = (login.data as { token: string }).token;
    const [lang] = await t.db.select({ lang: users.lang }).from(users).where(eq(users.id, buyer.user.id));
    expect(lang?.lang).toBe('fr');

    const [id] = await placed(token, orderInfo([shop.listing.id, null, 2]));
    const { orderNo } = await orderRow(id!);
    const paidAt = t.clock.now().toISOString().replace('T', ' ').slice(0, 19);
    await pay(token, [id!]);
    // Paying again is a no-op: nobody is told twice.
    await pay(token, [id!]);

    const [receipt] = await centre(t, token);
    expect(receipt).toMatchObject({
      type: 'order_paid',
      title: `Order ${orderNo} is paid`,
      content: `We received your payment of 32.00 USDT for order ${orderNo}. The shop will now have it shipped.`,
      isRead: false,
      targetType: 'order',
      targetId: id,
      createTime: paidAt,
    });
    // Read in Arabic, the same notification is in Arabic.
    expect((await centre(t, token, 'ar'))[0]?.title).toBe(
      formatMessage('ar', 'NOTICE_ORDER_PAID_TITLE', { orderNo }),
    );
    expect(await unread(t, token)).toBe(1);

    const sold = await centre(t, shop.token);
    expect(sold).toMatchObject([
      {
        type: 'order_sold',
        targetType: 'sellerOrder',
        targetId: id,
        content: `Order ${orderNo} was paid (32.00 USDT). Purchase it in your seller centre at the wholesale cost of 22.00 USDT so that it ships.`,
      },
    ]);

    // Pushed to each one's pages in their own language, with their unread count.
    expect(pushed.to(buyer.user.id)).toMatchObject([
      {
        unread: 1,
        notification: { id: receipt!.id, title: formatMessage('fr', 'NOTICE_ORDER_PAID_TITLE', { orderNo }) },
      },
    ]);
    expect(pushed.to(shop.owner.id)).toMatchObject([
      { unread: 1, notification: { title: `Neue bezahlte Bestellung ${orderNo}` } },
    ]);
    // E-mailed in the buyer's language; the shop owner has no address, so no e-mail.
    const mails = await mailTo(t, 'amina@example.com');
    expect(mails.map((m) => m.subject)).toEqual([`Commande ${orderNo} payée`]);
    expect(mails[0]?.text).toContain('32.00 USDT');
  });
});

describe('shipping and refunds', () => {
  it('tell the buyer the order shipped, with its carrier and tracking number', async () => {
    const { buyer, id, orderNo, buyerEmail } = await paidOrder({ push: true });
    await ship(ops(), id, 'JD0123');
    expect((await centre(t, buyer.token))[0]).toMatchObject({
      type: 'order_shipped',
      targetId: id,
      content: `Your order ${orderNo} was shipped by DHL, tracking number JD0123.`,
    });
    expect(await unread(t, buyer.token)).toBe(2);
    expect(pushed.to(buyer.user.id, 'order_shipped')).toMatchObject([{ unread: 2 }]);
    expect((await mailTo(t, buyerEmail)).map((m) => m.subject).sort()).toEqual(
      [`Order ${orderNo} is paid`, `Order ${orderNo} has shipped`].sort(),
    );
  });

  it('tell the buyer a refund was refused, with its reason, or approved', async () => {
    const decide = (orderId: string, approve: 0 | 1, reason: string) =>
      t.action('/admin/order!decideRefund.action', { token: ops(), orderId, approve, reason });
    const ask = (token: string, orderId: string) =>
      t.action('/api/order!returns.action', { token, orderId, returnReason: 2 });

    const refused = await paidOrder();
    expect((await ask(refused.buyer.token, refused.id)).code).toBe('0');
    expect((await decide(refused.id, 0, 'Goods match the listing')).code).toBe('0');
    expect((await centre(t, refused.buyer.token)).map((n) => [n.type, n.content])).toEqual([
      [
        'refund_refused',
        `Your refund request for order ${refused.orderNo} was refused: Goods match the listing. The order continues as before.`,
      ],
      ['order_paid', expect.stringContaining(refused.orderNo)],
    ]);

    const approved = await paidOrder();
    expect((await ask(approved.buyer.token, approved.id)).code).toBe('0');
    expect((await decide(approved.id, 1, 'Checked')).code).toBe('0');
    expect((await centre(t, approved.buyer.token))[0]).toMatchObject({
      type: 'refund_approved',
      targetId: approved.id,
      content: `Your refund of 32.00 USDT for order ${approved.orderNo} was approved and paid back into your Caravan wallet.`,
    });
    expect(await unread(t, approved.buyer.token)).toBe(2);
    expect((await mailTo(t, refused.buyerEmail)).map((m) => m.subject).sort()).toEqual(
      [`Order ${refused.orderNo} is paid`, `Refund for order ${refused.orderNo} refused`].sort(),
    );
    expect((await mailTo(t, approved.buyerEmail)).map((m) => m.subject).sort()).toEqual(
      [`Order ${approved.orderNo} is paid`, `Refund for order ${approved.orderNo} approved`].sort(),
    );
  });

  it('tell the buyer when the platform refunds on its own initiative, with its reason', async () => {
    const { buyer, id, orderNo } = await paidOrder({ push: true });
    await speaks(t, buyer.user.id, 'es');
    const res = await t.action('/admin/order!manualRefund.action', {
      token: ops(),
      orderId: id,
      reason: 'Stock lost in warehouse',
    });
    expect(res.code, res.msg).toBe('0');
    expect((await centre(t, buyer.token))[0]).toMatchObject({
      type: 'order_refunded',
      targetId: id,
      content: `The platform refunded your order ${orderNo}: Stock lost in warehouse. 32.00 USDT went back into your Caravan wallet.`,
    });
    expect(pushed.to(buyer.user.id, 'order_refunded')).toMatchObject([
      { unread: 2, notification: { title: `Pedido ${orderNo} reembolsado` } },
    ]);
  });
});

describe('a reminder to ship', () => {
  it('tells the shop (centre, e-mail in its language, pushed) and marks its order list, once', async () => {
    const { shop, buyer, id, orderNo, shopEmail } = await paidOrder();
    await speaks(t, shop.owner.id, 'de');
    const remind = () => t.action('/api/order!remind.action', { token: buyer.token, orderId: id });
    const listed = async () => {
      const res = await t.action('/seller/orders!list.action', { token: shop.token });
      expect(res.code, res.msg).toBe('0');
      return (res.data as { pageList: { id: string; remindTime: string }[] }).pageList.find(
        (o) => o.id === id,
      );
    };
    expect((await listed())?.remindTime).toBe('');
    const remindedAt = t.clock.now().toISOString().replace('T', ' ').slice(0, 19);

    expect((await remind()).code).toBe('0');
    // Spec §4: one reminder per order; the second is refused and tells nobody again.
    expect(await remind()).toMatchObject({ code: '1', key: 'ORDER_ALREADY_REMINDED' });

    const [notice] = await centre(t, shop.token);
    expect(notice).toMatchObject({
      type: 'order_reminded',
      targetType: 'sellerOrder',
      targetId: id,
      title: `Buyer asks to ship order ${orderNo}`,
      content: `The buyer of order ${orderNo} reminded you to ship it. If you have not purchased it yet, purchase it in your seller centre so that it ships.`,
    });
    expect((await centre(t, shop.token)).filter((n) => n.type === 'order_reminded')).toHaveLength(1);
    expect(pushed.to(shop.owner.id, 'order_reminded')).toMatchObject([
      { notification: { title: formatMessage('de', 'NOTICE_ORDER_REMINDED_TITLE', { orderNo }) } },
    ]);
    const mails = await mailTo(t, shopEmail);
    const reminderSubject = formatMessage('de', 'NOTICE_ORDER_REMINDED_TITLE', { orderNo });
    expect(mails.filter((m) => m.subject === reminderSubject)).toHaveLength(1);
    // The buyer is not told of their own reminder.
    expect((await centre(t, buyer.token)).map((n) => n.type)).toEqual(['order_paid']);
    expect((await listed())?.remindTime).toBe(remindedAt);
  });
});
