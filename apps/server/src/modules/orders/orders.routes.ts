import type { EvaluationAddListParams, EvaluationAddParams } from '@caravan/contract';
import { cancelReasonOf, orderEndpoints, submittedLines } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { toPage } from '../../lib/paging.js';
import { endpointServer } from '../../plugins/actions.js';
import type { UserActor } from '../../plugins/auth.js';
import { payOrders } from './commands/pay-orders.js';
import { cancelOrder, confirmReceipt, remindOrder, requestRefund } from './orders.service.js';
import { quoteOrders } from './checkout.service.js';
import { submitOrders } from './commands/submit-orders.js';
import { listLogs } from './order-log.repository.js';
import { orderInfoOf, orderLinesOf } from './order-details.js';
import { listPurchased } from './purchase-history.js';
import { countByStatus, findOrders } from './order-lists.repository.js';
import { findOrder, type OrderViewer } from './orders.repository.js';
import { presentMain, presentQuote, presentSubmitted } from './orders.presenter.js';
import { addReviews, type ReviewInput } from './reviews.service.js';

const IMAGE_KEYS = [
  'imgUrl1',
  'imgUrl2',
  'imgUrl3',
  'imgUrl4',
  'imgUrl5',
  'imgUrl6',
  'imgUrl7',
  'imgUrl8',
  'imgUrl9',
] as const;

function reviewOf(
  input: z.infer<typeof EvaluationAddParams> | z.infer<typeof EvaluationAddListParams>['evaluations'][number],
): ReviewInput {
  return {
    sellerGoodsId: input.sellerGoodsId,
    skuId: input.skuId,
    rating: input.rating,
    content: input.content,
    images: IMAGE_KEYS.map((k) => input[k]).filter((url): url is string => Boolean(url)),
  };
}

/**
 * Who is asking about an order: its buyer, or its shop (which sees the buyer's contact details
 * masked). Anyone else gets "not found": the old server answered anyone, which leaked addresses
 * (issue 6). Operators are not users here (the endpoints' access): they read orders through the
 * console's endpoints, masked by role (issue 50).
 */
async function viewOrder(deps: AppDeps, actor: UserActor, orderId: string) {
  const order = await findOrder(deps.db, orderId, { kind: 'operator' });
  const viewer: OrderViewer | null =
    order.userId === actor.userId
      ? { kind: 'buyer', userId: actor.userId }
      : actor.sellerId && order.sellerId === actor.sellerId
        ? { kind: 'seller', sellerId: actor.sellerId }
        : null;
  if (!viewer) throw new AppError('COMMON_NOT_FOUND');
  return { order, viewer };
}

/** Orders (contract §1.5) and reviews of them (§1.6). */
export function registerOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'orders' });

  serve(orderEndpoints.quote, {
    summary:
      'Prices a checkout without placing it: per shop the goods, freight, tax and total that order!submit would store, and the grand total',
    handler: async ({ actor, input, deps: d }) =>
      presentQuote(
        await quoteOrders(d.db, actor.userId, submittedLines(input), input.couponIds, d.clock.now()),
      ),
  });
  serve(orderEndpoints.submit, {
    summary: 'Places one order per shop from `orderInfo` triples; prices come from the catalogue',
    handler: async ({ actor, input, deps: d }) => {
      const submitted = await submitOrders(
        d.db,
        actor.userId,
        {
          lines: submittedLines(input),
          addressId: input.addressId,
          fromCart: input.fromCart === 1,
          couponIds: input.couponIds,
        },
        d.clock.now(),
      );
      return presentSubmitted(submitted);
    },
  });
  serve(orderEndpoints.pay, {
    summary: 'Pays orders (ids comma-joined) from the wallet into escrow, after the fund password',
    handler: async ({ actor, input, deps: d }) => {
      await payOrders(d.db, d.notifier, actor.userId, input.orderId, input.safeword, d.clock.now());
      return null;
    },
  });
  serve(orderEndpoints.cancel, {
    summary:
      'Cancels an order waiting for payment, with one of the five reasons (cancelReason 0–4, or the desktop client’s returnReason 1–9, ADR 026)',
    handler: async ({ actor, input, deps: d }) => {
      await cancelOrder(d.db, actor.userId, input.orderId, cancelReasonOf(input), d.clock.now());
      return null;
    },
  });
  serve(orderEndpoints.remind, {
    summary: 'Reminds the seller to ship (once per order)',
    handler: async ({ actor, input, deps: d }) => {
      await remindOrder(d.db, d.notifier, actor.userId, input.orderId, d.clock.now());
      return null;
    },
  });
  serve(orderEndpoints.receipt, {
    summary: 'Confirms that a shipped order arrived',
    handler: async ({ actor, input, deps: d }) => {
      await confirmReceipt(d.db, actor.userId, input.orderId, d.clock.now());
      return null;
    },
  });
  serve(orderEndpoints.requestRefund, {
    summary: 'Asks for a refund with one of the nine reasons',
    handler: async ({ actor, input, deps: d }) => {
      await requestRefund(
        d.db,
        actor.userId,
        { orderId: input.orderId, reason: input.returnReason, detail: input.returnDetail },
        d.clock.now(),
      );
      return null;
    },
  });
  serve(orderEndpoints.list, {
    summary: 'The buyer’s orders, newest first, optionally of one status',
    handler: async ({ actor, input, lang, deps: d }) => {
      const { rows, total } = await findOrders(
        d.db,
        { userId: actor.userId, status: input.status },
        input,
        lang,
      );
      return toPage(rows.map(presentMain), input, total);
    },
  });
  serve(orderEndpoints.counts, {
    summary: 'How many of the buyer’s orders wait on each step (strings)',
    handler: ({ actor, deps: d }) => countByStatus(d.db, actor.userId),
  });
  serve(orderEndpoints.info, {
    summary: 'One order, for its buyer or its shop (contact details masked)',
    handler: async ({ actor, input, lang, deps: d }) => {
      const { order, viewer } = await viewOrder(d, actor, input.orderId);
      return {
        orderInfo: await orderInfoOf(d.db, order, viewer.kind === 'seller' ? 'shop' : 'none', lang),
      };
    },
  });
  serve(orderEndpoints.lines, {
    summary: 'An order’s lines, for its buyer or its shop',
    handler: async ({ actor, input, lang, deps: d }) => {
      await viewOrder(d, actor, input.orderId);
      return orderLinesOf(d.db, input.orderId, input, lang);
    },
  });
  serve(orderEndpoints.purchased, {
    summary: 'The goods the buyer bought (paid, not refunded), newest first, with their price now',
    handler: ({ actor, input, lang, deps: d }) =>
      listPurchased(d.db, actor.userId, input, lang, d.clock.now()),
  });
  serve(orderEndpoints.timeline, {
    summary: 'An order’s timeline and carrier scans, oldest first, createTime in epoch ms',
    handler: async ({ actor, input, lang, deps: d }) => {
      await viewOrder(d, actor, input.orderId);
      return listLogs(d.db, input.orderId, lang);
    },
  });
  serve(orderEndpoints.review, {
    tag: 'reviews',
    summary: 'Reviews one line of a received order (up to nine pictures)',
    handler: async ({ actor, input, deps: d }) => {
      await addReviews(d.db, actor.userId, input.orderId, [reviewOf(input)], d.clock.now());
      return null;
    },
  });
  serve(orderEndpoints.reviewAll, {
    tag: 'reviews',
    summary: 'Reviews every line of a received order at once (JSON body)',
    handler: async ({ actor, input, deps: d }) => {
      await addReviews(d.db, actor.userId, input.orderId, input.evaluations.map(reviewOf), d.clock.now());
      return null;
    },
  });
}
