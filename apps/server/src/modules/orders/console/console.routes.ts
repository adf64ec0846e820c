import { orderEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { toPage } from '../../../lib/paging.js';
import { serveEndpoint } from '../../../plugins/actions.js';
import { auditContext } from '../../audit/index.js';
import { decideRefund, manualRefund } from '../commands/refund-order.js';
import { shipOrder } from '../orders.service.js';
import { findOrders } from '../order-lists.repository.js';
import { presentAdminOrder } from '../orders.presenter.js';

/** The operations console's orders: every order, shipping, refund decisions and manual refunds. */
export function registerOrdersConsoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const read = { tag: 'console: orders' } as const;

  serveEndpoint(app, deps, orderEndpoints.admin.orders, {
    ...read,
    summary: 'Every order, newest first; by status, refund status or order number',
    handler: async ({ input, lang, deps: d }) => {
      const { rows, total } = await findOrders(d.db, input, input, lang);
      return toPage(rows.map(presentAdminOrder), input, total);
    },
  });
  serveEndpoint(app, deps, orderEndpoints.admin.ship, {
    ...read,
    summary: 'Ships a purchased order with its carrier and tracking number',
    handler: async ({ actor, input, request, deps: d }) => {
      await shipOrder(d.db, input, auditContext(actor, request, d));
      return null;
    },
  });
  serveEndpoint(app, deps, orderEndpoints.admin.decideRefund, {
    ...read,
    summary: 'Approves (money back) or refuses (with a reason) a refund request',
    handler: async ({ actor, input, request, deps: d }) => {
      await decideRefund(
        d.db,
        { orderId: input.orderId, approve: input.approve === 1, reason: input.reason },
        auditContext(actor, request, d),
      );
      return null;
    },
  });
  serveEndpoint(app, deps, orderEndpoints.admin.manualRefund, {
    ...read,
    summary: 'Refunds a paid, unsettled order on the platform’s initiative',
    handler: async ({ actor, input, request, deps: d }) => {
      await manualRefund(d.db, input, auditContext(actor, request, d));
      return null;
    },
  });
}
