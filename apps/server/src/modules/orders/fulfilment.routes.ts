import { orderEndpoints, ORDER_STATUS } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { toPage } from '../../lib/paging.js';
import { serveEndpoint } from '../../plugins/actions.js';
import { addToCart, listCart, updateCart } from './cart.service.js';
import { pushOrder } from './commands/purchase-order.js';
import { findOrders } from './order-lists.repository.js';
import { presentSellerOrder } from './orders.presenter.js';

/** The server cart (contract §1.4) and the seller's orders (§3.1); the console's are in console/. */
export function registerFulfilmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const cart = { tag: 'cart' } as const;
  serveEndpoint(app, deps, orderEndpoints.cart, {
    ...cart,
    summary: 'The server cart (mobile site), newest first, priced now',
    handler: async ({ actor, input, lang, deps: d }) => {
      const { items, total } = await listCart(d.db, actor.userId, input, lang, d.clock.now());
      return toPage(items, input, total);
    },
  });
  serveEndpoint(app, deps, orderEndpoints.addToCart, {
    ...cart,
    summary: 'Adds a listing (and SKU) to the cart, or more of a line already there',
    handler: async ({ actor, input, deps: d }) => {
      await addToCart(d.db, actor.userId, input, d.clock.now());
      return null;
    },
  });
  serveEndpoint(app, deps, orderEndpoints.updateCart, {
    ...cart,
    summary: 'Sets a line’s quantity, or removes it (isMove=1)',
    handler: async ({ actor, input, deps: d }) => {
      await updateCart(d.db, actor.userId, input, d.clock.now());
      return null;
    },
  });

  const seller = { tag: 'seller orders' } as const;
  serveEndpoint(app, deps, orderEndpoints.seller.orders, {
    ...seller,
    summary: 'The shop’s orders, newest first, with purchase cost, margin and settlement',
    handler: async ({ actor, input, lang, deps: d }) => {
      const { rows, total } = await findOrders(
        d.db,
        { sellerId: actor.sellerId, status: input.status },
        input,
        lang,
      );
      return toPage(rows.map(presentSellerOrder), input, total);
    },
  });
  serveEndpoint(app, deps, orderEndpoints.seller.returns, {
    ...seller,
    summary: 'The shop’s orders with a refund request or decision',
    handler: async ({ actor, input, lang, deps: d }) => {
      const { rows, total } = await findOrders(
        d.db,
        { sellerId: actor.sellerId, status: ORDER_STATUS.refund },
        input,
        lang,
      );
      return toPage(rows.map(presentSellerOrder), input, total);
    },
  });
  serveEndpoint(app, deps, orderEndpoints.seller.purchase, {
    ...seller,
    summary: 'Purchases a paid order from the platform at the wholesale price so it ships',
    handler: async ({ actor, input, deps: d }) => {
      await pushOrder(d.db, { sellerId: actor.sellerId, userId: actor.userId }, input.orderId, d.clock.now());
      return null;
    },
  });
}
