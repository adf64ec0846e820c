import { z } from 'zod';
import { deferred } from '../deferred.js';
import { endpoint } from '../endpoint.js';
import { paged } from '../params.js';
import {
  FocusRecordVo,
  FocusSellerListParams,
  FocusSellerParams,
  KeepGoodsListParams,
  KeepGoodsParams,
  KeptGoodsVo,
} from './shapes.js';

// Favourite goods and followed shops (contract §1.3).

const POST = ['POST'] as const;
const user = { access: 'user', methods: POST } as const;

export const engagementEndpoints = {
  favourites: endpoint({
    ...user,
    name: 'keepGoods!list',
    params: KeepGoodsListParams,
    reply: deferred(() => paged(KeptGoodsVo)),
  }),
  addFavourite: endpoint({
    ...user,
    name: 'keepGoods!add',
    params: KeepGoodsParams,
    reply: deferred(() => z.null()),
  }),
  removeFavourite: endpoint({
    ...user,
    name: 'keepGoods!del',
    params: KeepGoodsParams,
    reply: deferred(() => z.null()),
  }),
  favouriteCount: endpoint({
    ...user,
    name: 'keepGoods!count',
    params: deferred(() => z.object({})),
    reply: deferred(() => z.number()),
  }),
  follows: endpoint({
    ...user,
    name: 'focusSeller!list',
    params: FocusSellerListParams,
    reply: deferred(() => paged(FocusRecordVo)),
  }),
  follow: endpoint({
    ...user,
    name: 'focusSeller!add',
    params: FocusSellerParams,
    reply: deferred(() => z.null()),
  }),
  unfollow: endpoint({
    ...user,
    name: 'focusSeller!del',
    params: FocusSellerParams,
    reply: deferred(() => z.null()),
  }),
  followCount: endpoint({
    ...user,
    name: 'focusSeller!count',
    params: deferred(() => z.object({})),
    reply: deferred(() => z.number()),
  }),
} as const;
