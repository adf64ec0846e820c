import { orderEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { toPage } from '../../../lib/paging.js';
import { endpointServer } from '../../../plugins/actions.js';
import { auditContext } from '../../audit/index.js';
import { decideRefund, manualRefund } from '../commands/refund-order.js';
import { shipOrder } from '../orders.service.js';
import { orderInfoOf, orderLinesOf } from '../order-details.js';
import { listLogs } from '../order-log.repository.js';
import { findOrders } from '../order-lists.repository.js';
import { findOrder } from '../orders.repository.js';
import { presentAdminOrder } from '../orders.presenter.js';

/**
 * The operations console's orders: every order and its details, shipping, refund decisions and
 * manual refunds.
 */
export function registerOrdersConsoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'console: orders' });

  serve(orderEndpoints.admin.orders, {
    summary: 'Every order, newest first; by status, refund status or order number',
    handler: async ({ input, lang, deps: d }) => {
      const { rows, total } = await findOrders(d.db, input, input, lang);
      return toPage(rows.map(presentAdminOrder), input, total);
    },
  });
  // An order's details, as its buyer's endpoints shape them (the console's order drawer); the
  // buyer's contact masked for customer service, who answer buyers but neither ship nor refund.
  serve(orderEndpoints.admin.info, {
    summary: 'One order with its buyer and delivery address (contact masked for customer service)',
    handler: async ({ actor, input, lang, deps: d }) => {
      const order = await findOrder(d.db, input.orderId, { kind: 'operator' });
      return {
        orderInfo: await orderInfoOf(
          d.db,
          order,
          actor.role === 'customer_service' ? 'contact' : 'none',
          lang,
        ),
      };
    },
  });
  serve(orderEndpoints.admin.lines, {
    summary: 'An order’s lines',
    handler: async ({ input, lang, deps: d }) => {
      await findOrder(d.db, input.orderId, { kind: 'operator' });
      return orderLinesOf(d.db, input.orderId, input, lang);
    },
  });
  serve(orderEndpoints.admin.timeline, {
    summary: 'An order’s timeline and carrier scans, oldest first, createTime in epoch ms',
    handler: async ({ input, lang, deps: d }) => {
      await findOrder(d.db, input.orderId, { kind: 'operator' });
      return listLogs(d.db, input.orderId, lang);
    },
  });
  serve(orderEndpoints.admin.ship, {
    summary: 'Ships a purchased order with its carrier and tracking number',
    handler: async ({ actor, input, request, deps: d }) => {
      await shipOrder(d.db, d.notifier, input, auditContext(actor, request, d));
      return null;
    },
  });
  serve(orderEndpoints.admin.decideRefund, {
    summary: 'Approves (money back) or refuses (with a reason) a refund request',
    handler: async ({ actor, input, request, deps: d }) => {
      await decideRefund(
        d.db,
        d.notifier,
        { orderId: input.orderId, approve: input.approve === 1, reason: input.reason },
        auditContext(actor, request, d),
      );
      return null;
    },
  });
  serve(orderEndpoints.admin.manualRefund, {
    summary: 'Refunds a paid, unsettled order on the platform’s initiative',
    handler: async ({ actor, input, request, deps: d }) => {
      await manualRefund(d.db, d.notifier, input, auditContext(actor, request, d));
      return null;
    },
  });
}
