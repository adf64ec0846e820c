import {
  AdminManualRefundParams,
  AdminOrderListParams,
  AdminOrderShipParams,
  AdminOrderVo,
  AdminRefundDecisionParams,
  CartAddParams,
  CartItemVo,
  CartListParams,
  CartUpdateParams,
  CONSOLE_ACCESS,
  ORDER_STATUS,
  paged,
  SellerOrderListParams,
  SellerOrderPushParams,
  SellerOrderVo,
} from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { toPage } from '../../lib/paging.js';
import { defineAction } from '../../plugins/actions.js';
import { auditContext } from '../audit/index.js';
import { addToCart, listCart, updateCart } from './cart.service.js';
import { pushOrder } from './commands/purchase-order.js';
import { decideRefund, manualRefund } from './commands/refund-order.js';
import { shipOrder } from './orders.service.js';
import { findOrders } from './order-lists.repository.js';
import { presentAdminOrder, presentSellerOrder } from './orders.presenter.js';

/** The server cart (contract §1.4), the seller's orders (§3.1) and the operations console's. */
export function registerFulfilmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const cart = { tag: 'cart', auth: 'user', methods: ['POST', 'GET'] } as const;
  defineAction(app, deps, {
    ...cart,
    name: 'cart!list',
    summary: 'The server cart (mobile site), newest first, priced now',
    params: CartListParams,
    response: paged(CartItemVo),
    handler: async ({ actor, input, lang, deps: d }) => {
      const { items, total } = await listCart(d.db, actor.userId, input, lang, d.clock.now());
      return toPage(items, input, total);
    },
  });
  defineAction(app, deps, {
    ...cart,
    name: 'cart!add',
    summary: 'Adds a listing (and SKU) to the cart, or more of a line already there',
    params: CartAddParams,
    response: z.null(),
    handler: async ({ actor, input, deps: d }) => {
      await addToCart(d.db, actor.userId, input, d.clock.now());
      return null;
    },
  });
  defineAction(app, deps, {
    ...cart,
    name: 'cart!update',
    summary: 'Sets a line’s quantity, or removes it (isMove=1)',
    params: CartUpdateParams,
    response: z.null(),
    handler: async ({ actor, input, deps: d }) => {
      await updateCart(d.db, actor.userId, input, d.clock.now());
      return null;
    },
  });

  const seller = { tag: 'seller orders', scope: 'seller', auth: 'seller', methods: ['POST', 'GET'] } as const;
  defineAction(app, deps, {
    ...seller,
    name: 'orders!list',
    summary: 'The shop’s orders, newest first, with purchase cost, margin and settlement',
    params: SellerOrderListParams,
    response: paged(SellerOrderVo),
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
  defineAction(app, deps, {
    ...seller,
    name: 'orders!list-returns',
    summary: 'The shop’s orders with a refund request or decision',
    params: SellerOrderListParams,
    response: paged(SellerOrderVo),
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
  defineAction(app, deps, {
    ...seller,
    methods: ['POST'],
    name: 'orders!push',
    summary: 'Purchases a paid order from the platform at the wholesale price so it ships',
    params: SellerOrderPushParams,
    response: z.null(),
    handler: async ({ actor, input, deps: d }) => {
      await pushOrder(d.db, { sellerId: actor.sellerId, userId: actor.userId }, input.orderId, d.clock.now());
      return null;
    },
  });

  const read = {
    tag: 'console: orders',
    scope: 'admin',
    auth: { operator: CONSOLE_ACCESS.orders },
    methods: ['POST'],
  } as const;
  const write = { ...read, auth: { operator: CONSOLE_ACCESS.ordersWrite } } as const;
  defineAction(app, deps, {
    ...read,
    name: 'order!list',
    summary: 'Every order, newest first; by status, refund status or order number',
    params: AdminOrderListParams,
    response: paged(AdminOrderVo),
    handler: async ({ input, lang, deps: d }) => {
      const { rows, total } = await findOrders(d.db, input, input, lang);
      return toPage(rows.map(presentAdminOrder), input, total);
    },
  });
  defineAction(app, deps, {
    ...write,
    name: 'order!ship',
    summary: 'Ships a purchased order with its carrier and tracking number',
    params: AdminOrderShipParams,
    response: z.null(),
    handler: async ({ actor, input, request, deps: d }) => {
      await shipOrder(d.db, input, auditContext(actor, request, d));
      return null;
    },
  });
  defineAction(app, deps, {
    ...write,
    name: 'order!decideRefund',
    summary: 'Approves (money back) or refuses (with a reason) a refund request',
    params: AdminRefundDecisionParams,
    response: z.null(),
    handler: async ({ actor, input, request, deps: d }) => {
      await decideRefund(
        d.db,
        { orderId: input.orderId, approve: input.approve === 1, reason: input.reason },
        auditContext(actor, request, d),
      );
      return null;
    },
  });
  defineAction(app, deps, {
    ...write,
    name: 'order!manualRefund',
    summary: 'Refunds a paid, unsettled order on the platform’s initiative',
    params: AdminManualRefundParams,
    response: z.null(),
    handler: async ({ actor, input, request, deps: d }) => {
      await manualRefund(d.db, input, auditContext(actor, request, d));
      return null;
    },
  });
}
