import { orderEndpoints, ORDER_STATUS } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { toPage } from '../../lib/paging.js';
import { endpointServer } from '../../plugins/actions.js';
import { addToCart, listCart, updateCart } from './cart.service.js';
import { addBatchToCart } from './quick-order.service.js';
import { pushOrder } from './commands/purchase-order.js';
import { findOrders } from './order-lists.repository.js';
import { presentSellerOrder } from './orders.presenter.js';

/** The server cart (contract §1.4) and the seller's orders (§3.1); the console's are in console/. */
export function registerFulfilmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serveCart = endpointServer(app, deps, { tag: 'cart' });
  serveCart(orderEndpoints.cart, {
    summary: 'The server cart (mobile site), newest first, priced now',
    handler: async ({ actor, input, lang, deps: d }) => {
      const { items, total } = await listCart(d.db, actor.userId, input, lang, d.clock.now());
      return toPage(items, input, total);
    },
  });
  serveCart(orderEndpoints.addToCart, {
    summary: 'Adds a listing (and SKU) to the cart, or more of a line already there',
    handler: async ({ actor, input, deps: d }) => {
      await addToCart(d.db, actor.userId, input, d.clock.now());
      return null;
    },
  });
  serveCart(orderEndpoints.addBatchToCart, {
    summary: 'Quick order: many lines at once, each checked; the good ones added, the rest named by line',
    handler: async ({ actor, input, lang, deps: d }) =>
      addBatchToCart(d.db, actor.userId, lang, input, d.clock.now()),
  });
  serveCart(orderEndpoints.updateCart, {
    summary: 'Sets a line’s quantity, or removes it (isMove=1)',
    handler: async ({ actor, input, deps: d }) => {
      await updateCart(d.db, actor.userId, input, d.clock.now());
      return null;
    },
  });

  const serveSeller = endpointServer(app, deps, { tag: 'seller orders' });
  // The shop's orders, and the same list kept to those with a refund request or decision.
  for (const [endpoint, summary, refundsOnly] of [
    [
      orderEndpoints.seller.orders,
      'The shop’s orders, newest first, with purchase cost, margin and settlement',
      false,
    ],
    [orderEndpoints.seller.returns, 'The shop’s orders with a refund request or decision', true],
  ] as const) {
    serveSeller(endpoint, {
      summary,
      handler: async ({ actor, input, lang, deps: d }) => {
        const status = refundsOnly ? ORDER_STATUS.refund : input.status;
        const { rows, total } = await findOrders(d.db, { sellerId: actor.sellerId, status }, input, lang);
        return toPage(rows.map(presentSellerOrder), input, total);
      },
    });
  }
  serveSeller(orderEndpoints.seller.purchase, {
    summary:
      'Purchases a paid order from the platform at the wholesale price so it ships, after the fund password',
    handler: async ({ actor, input, deps: d }) => {
      await pushOrder(
        d.db,
        { sellerId: actor.sellerId, userId: actor.userId },
        input.orderId,
        input.safeword,
        d.clock.now(),
      );
      return null;
    },
  });
}
