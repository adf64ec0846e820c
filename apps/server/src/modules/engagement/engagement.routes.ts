import {
  FocusRecordVo,
  FocusSellerListParams,
  FocusSellerParams,
  KeepGoodsListParams,
  KeepGoodsParams,
  KeptGoodsVo,
  paged,
} from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { defineAction } from '../../plugins/actions.js';
import {
  countFollowed,
  countKept,
  followShop,
  keepGood,
  listFollowed,
  listKept,
  unfollowShop,
  unkeepGood,
} from './engagement.service.js';

/** Favourite goods (keepGoods!*) and followed shops (focusSeller!*), contract §1.3. */
export function registerEngagementRoutes(app: FastifyInstance, deps: AppDeps): void {
  const base = { tag: 'favourites and follows', auth: 'user', methods: ['POST'] } as const;

  defineAction(app, deps, {
    ...base,
    name: 'keepGoods!list',
    summary: 'The buyer’s favourite goods, newest first',
    params: KeepGoodsListParams,
    response: paged(KeptGoodsVo),
    handler: ({ actor, input, lang, deps: d }) =>
      listKept(d.db, actor.userId, input, { lang, now: d.clock.now(), caches: d }),
  });
  defineAction(app, deps, {
    ...base,
    name: 'keepGoods!add',
    summary: 'Add a product to favourites',
    params: KeepGoodsParams,
    response: z.null(),
    handler: async ({ actor, input, deps: d }) => {
      await keepGood(d.db, actor.userId, input.sellerGoodsId, d.clock.now());
      return null;
    },
  });
  defineAction(app, deps, {
    ...base,
    name: 'keepGoods!del',
    summary: 'Remove a product from favourites',
    params: KeepGoodsParams,
    response: z.null(),
    handler: async ({ actor, input, deps: d }) => {
      await unkeepGood(d.db, actor.userId, input.sellerGoodsId);
      return null;
    },
  });
  defineAction(app, deps, {
    ...base,
    name: 'keepGoods!count',
    summary: 'How many products are in favourites',
    params: z.object({}),
    response: z.number(),
    handler: ({ actor, deps: d }) => countKept(d.db, actor.userId),
  });

  defineAction(app, deps, {
    ...base,
    name: 'focusSeller!list',
    summary: 'The shops the buyer follows, newest first',
    params: FocusSellerListParams,
    response: paged(FocusRecordVo),
    handler: ({ actor, input, deps: d }) => listFollowed(d.db, actor.userId, input),
  });
  defineAction(app, deps, {
    ...base,
    name: 'focusSeller!add',
    summary: 'Follow a shop (not one’s own)',
    params: FocusSellerParams,
    response: z.null(),
    handler: async ({ actor, input, deps: d }) => {
      await followShop(d.db, actor, input.sellerId, d.clock.now());
      return null;
    },
  });
  defineAction(app, deps, {
    ...base,
    name: 'focusSeller!del',
    summary: 'Stop following a shop',
    params: FocusSellerParams,
    response: z.null(),
    handler: async ({ actor, input, deps: d }) => {
      await unfollowShop(d.db, actor.userId, input.sellerId);
      return null;
    },
  });
  defineAction(app, deps, {
    ...base,
    name: 'focusSeller!count',
    summary: 'How many shops the buyer follows',
    params: z.object({}),
    response: z.number(),
    handler: ({ actor, deps: d }) => countFollowed(d.db, actor.userId),
  });
}
