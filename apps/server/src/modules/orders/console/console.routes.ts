import { orderEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { toPage } from '../../../lib/paging.js';
import { endpointServer } from '../../../plugins/actions.js';
import { auditContext } from '../../audit/index.js';
import { decideRefund, manualRefund } from '../commands/refund-order.js';
import { shipOrder } from '../orders.service.js';
import { findOrders } from '../order-lists.repository.js';
import { presentAdminOrder } from '../orders.presenter.js';

/** The operations console's orders: every order, shipping, refund decisions and manual refunds. */
export function registerOrdersConsoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'console: orders' });

  serve(orderEndpoints.admin.orders, {
    summary: 'Every order, newest first; by status, refund status or order number',
    handler: async ({ input, lang, deps: d }) => {
      const { rows, total } = await findOrders(d.db, input, input, lang);
      return toPage(rows.map(presentAdminOrder), input, total);
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
