import { legacyWalletEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { endpointServer } from '../../plugins/actions.js';
import { legacyHoldings, legacyWalletLogs } from './legacy.service.js';

/** The exchange-era wallet reads old clients still call (contract §1.9, §2.3). */
export function registerLegacyWalletRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'wallet' });
  for (const endpoint of [legacyWalletEndpoints.holdings, legacyWalletEndpoints.allHoldings]) {
    serve(endpoint, {
      summary:
        'The wallet’s holdings: usdt the balance (as wallet!getUsdt), extends the other coins (always ' +
        'empty: the wallet holds USDT only). symbol is accepted and changes nothing; without a valid ' +
        'session the answer is usdt 0 and no coins rather than 403',
      handler: ({ actor, deps: d }) => legacyHoldings(d.db, actor?.userId),
    });
  }
  for (const endpoint of [legacyWalletEndpoints.logs, legacyWalletEndpoints.records]) {
    serve(endpoint, {
      summary:
        'The wallet’s records as a bare array, 10 a page (page_no from 1), newest first, optionally of ' +
        'one category (a moneylog!list type, or recharge, withdraw or order)',
      handler: ({ actor, input, deps: d }) => legacyWalletLogs(d.db, actor.userId, input),
    });
  }
}
