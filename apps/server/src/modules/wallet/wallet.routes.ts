import { walletEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { serveEndpoint } from '../../plugins/actions.js';
import { moneyLog, usdtBalance } from './wallet.service.js';

/** The wallet's balance and records (contract §1.9). */
export function registerWalletRoutes(app: FastifyInstance, deps: AppDeps): void {
  serveEndpoint(app, deps, walletEndpoints.balance, {
    summary: 'The wallet balance in USDT',
    tag: 'wallet',
    handler: ({ actor, deps: d }) => usdtBalance(d.db, actor.userId),
  });
  serveEndpoint(app, deps, walletEndpoints.moneyLog, {
    summary: 'The wallet records, newest first, optionally of one type',
    tag: 'wallet',
    handler: ({ actor, input, deps: d }) => moneyLog(d.db, actor.userId, input),
  });
}
