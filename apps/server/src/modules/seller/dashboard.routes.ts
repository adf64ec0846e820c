import { sellerPanelEndpoints as panel } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { endpointServer } from '../../plugins/actions.js';
import {
  dashboardGoods,
  dashboardHead,
  dashboardLine,
  orderStats,
  reportHead,
  reportList,
} from './dashboard.service.js';

/** The figures of a shop: its own id, and its owner's (whose wallet settlements are paid into). */
const shopOf = (actor: { sellerId: string; userId: string }) => ({
  sellerId: actor.sellerId,
  ownerId: actor.userId,
});

/** The seller dashboard (instrument-panel!…) and the financial report (report!…) of the caller's shop. */
export function registerSellerDashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serveFigures = endpointServer(app, deps, { tag: 'seller dashboard' });
  serveFigures(panel.dashboardHead, {
    summary:
      'Today’s and a range’s (default the last 30 days) orders, sales, margin, settlements, views and new followers, in the tz time zone',
    handler: ({ actor, input, deps: d }) => dashboardHead(d.db, shopOf(actor), input, d.clock.now()),
  });
  serveFigures(panel.dashboardLine, {
    summary:
      'The same figures for each of the last `days` days (default 30), quiet days as zeros, oldest first',
    handler: ({ actor, input, deps: d }) => dashboardLine(d.db, shopOf(actor), input, d.clock.now()),
  });
  serveFigures(panel.dashboardGoods, {
    summary: 'The range’s best-selling listings, by sales amount or quantity',
    handler: ({ actor, input, lang, deps: d }) =>
      dashboardGoods(d.db, actor.sellerId, input, lang, d.clock.now()),
  });
  serveFigures(panel.dashboardStats, {
    summary: 'The shop’s orders by status now',
    handler: ({ actor, deps: d }) => orderStats(d.db, actor.sellerId),
  });
  serveFigures(panel.reportHead, {
    summary: 'A range’s totals (default the last 30 days; at most 366 days) in the tz time zone',
    handler: ({ actor, input, deps: d }) => reportHead(d.db, shopOf(actor), input, d.clock.now()),
  });
  serveFigures(panel.reportList, {
    summary:
      'A range’s figures by day, newest first, paged; all=1 gives every day of the range at once (for CSV)',
    handler: ({ actor, input, deps: d }) => reportList(d.db, shopOf(actor), input, d.clock.now()),
  });
}
