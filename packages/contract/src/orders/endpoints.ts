import { z } from 'zod';
import { deferred } from '../deferred.js';
import { CONSOLE_ACCESS } from '../admin/shapes.js';
import { endpoint } from '../endpoint.js';
import { PageParams, paged } from '../params.js';
import {
  EvaluationAddListParams,
  EvaluationAddParams,
  OrderCancelParams,
  OrderCountVo,
  OrderGoodsListParams,
  OrderGoodsVo,
  OrderIdParams,
  OrderInfoReplyVo,
  OrderListParams,
  OrderLogVo,
  OrderMainVo,
  OrderPayParams,
  OrderQuoteParams,
  OrderQuoteVo,
  OrderReturnsParams,
  OrderSubmitParams,
  OrderSubmitVo,
} from './shapes.js';
import { CartAddParams, CartItemVo, CartListParams, CartUpdateParams } from './cart-shapes.js';
import { CartAddBatchParams, CartBatchVo } from './quick-order.js';
import { PurchasedGoodsVo } from './purchase-history-shapes.js';
import {
  AdminManualRefundParams,
  AdminOrderListParams,
  AdminOrderShipParams,
  AdminOrderVo,
  AdminRefundDecisionParams,
  SellerOrderListParams,
  SellerOrderPushParams,
  SellerOrderVo,
} from './seller-console-shapes.js';

// Orders, the server cart, reviews, the seller's orders and the console's (contract §1.4–§1.6,
// §3.1). An order's details answer its buyer and its shop (a seller is a user: the server decides
// which the session is); operators read them through the console's own, masked by role (issue 50).

const POST = ['POST'] as const;
const buyer = { access: 'user' } as const;
const seller = { scope: 'seller', access: 'seller' } as const;
const consoleRead = { scope: 'admin', access: { operator: CONSOLE_ACCESS.orders }, methods: POST } as const;
const consoleWrite = {
  scope: 'admin',
  access: { operator: CONSOLE_ACCESS.ordersWrite },
  methods: POST,
} as const;

export const orderEndpoints = {
  quote: endpoint({ ...buyer, name: 'order!quote', params: OrderQuoteParams, reply: OrderQuoteVo }),
  submit: endpoint({ ...buyer, name: 'order!submit', params: OrderSubmitParams, reply: OrderSubmitVo }),
  pay: endpoint({ ...buyer, name: 'order!pay', params: OrderPayParams, reply: deferred(() => z.null()) }),
  cancel: endpoint({
    ...buyer,
    name: 'order!cancel',
    params: OrderCancelParams,
    reply: deferred(() => z.null()),
  }),
  remind: endpoint({
    ...buyer,
    name: 'order!remind',
    params: OrderIdParams,
    reply: deferred(() => z.null()),
  }),
  receipt: endpoint({
    ...buyer,
    name: 'order!receipt',
    params: OrderIdParams,
    reply: deferred(() => z.null()),
  }),
  requestRefund: endpoint({
    ...buyer,
    name: 'order!returns',
    params: OrderReturnsParams,
    reply: deferred(() => z.null()),
  }),
  list: endpoint({
    ...buyer,
    name: 'order!listMain',
    params: OrderListParams,
    reply: deferred(() => paged(OrderMainVo)),
  }),
  counts: endpoint({
    ...buyer,
    name: 'order!countOrderStatus',
    params: deferred(() => z.object({})),
    reply: OrderCountVo,
  }),
  info: endpoint({ ...buyer, name: 'order!info', params: OrderIdParams, reply: OrderInfoReplyVo }),
  lines: endpoint({
    ...buyer,
    name: 'order!listGoods',
    params: OrderGoodsListParams,
    reply: deferred(() => paged(OrderGoodsVo)),
  }),
  purchased: endpoint({
    ...buyer,
    name: 'order!purchased',
    params: PageParams,
    reply: deferred(() => paged(PurchasedGoodsVo)),
  }),
  timeline: endpoint({
    ...buyer,
    name: 'orderLog!list',
    params: OrderIdParams,
    reply: deferred(() => z.array(OrderLogVo)),
  }),
  review: endpoint({
    ...buyer,
    name: 'evaluation!add',
    params: EvaluationAddParams,
    reply: deferred(() => z.null()),
  }),
  reviewAll: endpoint({
    ...buyer,
    name: 'evaluation!addList',
    params: EvaluationAddListParams,
    reply: deferred(() => z.null()),
    methods: POST,
    body: 'json',
  }),

  cart: endpoint({
    ...buyer,
    name: 'cart!list',
    params: CartListParams,
    reply: deferred(() => paged(CartItemVo)),
  }),
  addToCart: endpoint({ ...buyer, name: 'cart!add', params: CartAddParams, reply: deferred(() => z.null()) }),
  updateCart: endpoint({
    ...buyer,
    name: 'cart!update',
    params: CartUpdateParams,
    reply: deferred(() => z.null()),
  }),
  /** Quick order (issue 53): many lines at once, each checked, the good ones added. */
  addBatchToCart: endpoint({
    ...buyer,
    name: 'cart!addBatch',
    params: CartAddBatchParams,
    reply: CartBatchVo,
    methods: POST,
    // Up to 200 lines of text: in the body, never the address.
    body: 'json',
  }),

  seller: {
    orders: endpoint({
      ...seller,
      name: 'orders!list',
      params: SellerOrderListParams,
      reply: deferred(() => paged(SellerOrderVo)),
    }),
    returns: endpoint({
      ...seller,
      name: 'orders!list-returns',
      params: SellerOrderListParams,
      reply: deferred(() => paged(SellerOrderVo)),
    }),
    purchase: endpoint({
      ...seller,
      name: 'orders!push',
      params: SellerOrderPushParams,
      reply: deferred(() => z.null()),
      methods: POST,
    }),
  },

  admin: {
    orders: endpoint({
      ...consoleRead,
      name: 'order!list',
      params: AdminOrderListParams,
      reply: deferred(() => paged(AdminOrderVo)),
    }),
    /** One order as the buyer's order!info shapes it; customer service sees the contact masked. */
    info: endpoint({ ...consoleRead, name: 'order!info', params: OrderIdParams, reply: OrderInfoReplyVo }),
    lines: endpoint({
      ...consoleRead,
      name: 'order!listGoods',
      params: OrderGoodsListParams,
      reply: deferred(() => paged(OrderGoodsVo)),
    }),
    timeline: endpoint({
      ...consoleRead,
      name: 'orderLog!list',
      params: OrderIdParams,
      reply: deferred(() => z.array(OrderLogVo)),
    }),
    ship: endpoint({
      ...consoleWrite,
      name: 'order!ship',
      params: AdminOrderShipParams,
      reply: deferred(() => z.null()),
    }),
    decideRefund: endpoint({
      ...consoleWrite,
      name: 'order!decideRefund',
      params: AdminRefundDecisionParams,
      reply: deferred(() => z.null()),
    }),
    manualRefund: endpoint({
      ...consoleWrite,
      name: 'order!manualRefund',
      params: AdminManualRefundParams,
      reply: deferred(() => z.null()),
    }),
  },
} as const;
