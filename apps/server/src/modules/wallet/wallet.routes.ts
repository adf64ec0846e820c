import { walletEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { endpointServer } from '../../plugins/actions.js';
import { registerLegacyWalletRoutes } from './legacy.routes.js';
import { moneyLog, usdtBalance } from './wallet.service.js';

/** The wallet's balance and records (contract §1.9), the legacy reads of them included. */
export function registerWalletRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'wallet' });
  serve(walletEndpoints.balance, {
    summary: 'The wallet balance in USDT',
    handler: ({ actor, deps: d }) => usdtBalance(d.db, actor.userId),
  });
  serve(walletEndpoints.moneyLog, {
    summary: 'The wallet records, newest first, optionally of one type',
    handler: ({ actor, input, deps: d }) => moneyLog(d.db, actor.userId, input),
  });
  registerLegacyWalletRoutes(app, deps);
}
