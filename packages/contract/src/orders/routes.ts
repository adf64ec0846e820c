// Written by `npm run routes` (scripts/write-endpoint-routes.mjs) from the endpoints: do not edit.
// The endpoints as routes, for callers that need no schema (see EndpointRoute).
import type { orderEndpoints } from './endpoints.js';
import { endpointRoutes } from '../endpoint.js';

export const orderRoutes = /*#__PURE__*/ endpointRoutes<typeof orderEndpoints>({
  quote: 'order!quote',
  submit: 'order!submit',
  pay: 'order!pay',
  cancel: 'order!cancel',
  remind: 'order!remind',
  receipt: 'order!receipt',
  requestRefund: 'order!returns',
  list: 'order!listMain',
  counts: 'order!countOrderStatus',
  info: 'order!info',
  lines: 'order!listGoods',
  purchased: 'order!purchased',
  timeline: 'orderLog!list',
  review: 'evaluation!add',
  reviewAll: ['evaluation!addList', 'api', '.action', ['POST'], 'json'],
  cart: 'cart!list',
  addToCart: 'cart!add',
  updateCart: 'cart!update',
  addBatchToCart: ['cart!addBatch', 'api', '.action', ['POST'], 'json'],
  seller: {
    orders: ['orders!list', 'seller', '.action', ['POST', 'GET'], 'query'],
    returns: ['orders!list-returns', 'seller', '.action', ['POST', 'GET'], 'query'],
    purchase: ['orders!push', 'seller', '.action', ['POST'], 'query'],
  },
  admin: {
    orders: ['order!list', 'admin', '.action', ['POST'], 'query'],
    info: ['order!info', 'admin', '.action', ['POST'], 'query'],
    lines: ['order!listGoods', 'admin', '.action', ['POST'], 'query'],
    timeline: ['orderLog!list', 'admin', '.action', ['POST'], 'query'],
    ship: ['order!ship', 'admin', '.action', ['POST'], 'query'],
    decideRefund: ['order!decideRefund', 'admin', '.action', ['POST'], 'query'],
    manualRefund: ['order!manualRefund', 'admin', '.action', ['POST'], 'query'],
  },
});
