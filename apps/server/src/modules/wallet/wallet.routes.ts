import { MoneyLogListParams, MoneyLogVo, paged, UsdtBalanceVo } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { defineAction } from '../../plugins/actions.js';
import { moneyLog, usdtBalance } from './wallet.service.js';

/** The wallet's balance and records (contract §1.9). */
export function registerWalletRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineAction(app, deps, {
    name: 'wallet!getUsdt',
    summary: 'The wallet balance in USDT',
    tag: 'wallet',
    auth: 'user',
    methods: ['POST', 'GET'],
    params: z.object({}),
    response: UsdtBalanceVo,
    handler: ({ actor, deps: d }) => usdtBalance(d.db, actor.userId),
  });
  defineAction(app, deps, {
    name: 'moneylog!list',
    summary: 'The wallet records, newest first, optionally of one type',
    tag: 'wallet',
    auth: 'user',
    methods: ['POST', 'GET'],
    params: MoneyLogListParams,
    response: paged(MoneyLogVo),
    handler: ({ actor, input, deps: d }) => moneyLog(d.db, actor.userId, input),
  });
}
