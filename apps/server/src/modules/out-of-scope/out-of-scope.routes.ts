import { outOfScopeEndpoints as out, type Endpoint, type PageParams } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { toPage } from '../../lib/paging.js';
import { endpointServer } from '../../plugins/actions.js';

/**
 * The existing clients' actions for features Caravan does not offer (contract: out of scope; ADR
 * 026): a read that fills a screen answers with nothing to show, anything else is refused with
 * COMMON_NOT_SUPPORTED, so that no old client meets a 404 it would show as a broken page.
 */
export function registerOutOfScopeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'not offered (existing clients)' });

  /** Refused with COMMON_NOT_SUPPORTED, in the request's language. */
  const refuse = (endpoint: Endpoint<z.ZodType, z.ZodType<null>>, what: string) =>
    serve(endpoint, {
      summary: `Refused (COMMON_NOT_SUPPORTED): ${what} is not offered`,
      handler: async () => {
        throw new AppError('COMMON_NOT_SUPPORTED');
      },
    });
  /** Answered with null: there is none. */
  const none = (endpoint: Endpoint<z.ZodType, z.ZodType<null>>, what: string) =>
    serve(endpoint, { summary: `None (null): ${what}`, handler: async () => null });
  /** Answered with an empty page, at the page asked for. */
  const emptyPage = (
    endpoint: Endpoint<z.ZodType<PageParams>, z.ZodType<{ pageList: never[] }>>,
    what: string,
  ) =>
    serve(endpoint, {
      summary: `An empty page: ${what}`,
      handler: async ({ input }) => toPage([], input, 0),
    });
  /** Answered with an empty list. */
  const emptyList = (endpoint: Endpoint<z.ZodType, z.ZodType<[]>>, what: string) =>
    serve(endpoint, { summary: `An empty list: ${what}`, handler: async () => [] as [] });

  none(out.currentLottery, 'no lottery is running (the home page shows none)');
  for (const lottery of [out.lottery, out.legacyLottery]) {
    refuse(lottery.points, 'the lottery');
    refuse(lottery.draw, 'the lottery');
    emptyPage(lottery.prizes, 'no lottery prizes');
  }
  refuse(out.freeLogin, 'an operator logging in as a seller');
  none(out.googleAuth, 'Google authenticator is not offered, so none is bound');
  refuse(out.bindGoogleAuth, 'Google authenticator');
  refuse(out.resetPasswordByGoogle, 'Google authenticator (reset the password by e-mail: jscode!execute)');
  none(out.advancedKyc, 'there is no advanced identity check to apply for');
  refuse(out.applyAdvancedKyc, 'an advanced identity check (kyc!apply is the identity check)');
  emptyList(out.creditNotices, 'no balance pop-ups (credits are told by notifications)');
  none(out.creditNoticesSeen, 'nothing to acknowledge');
  serve(out.signing, {
    summary: 'Whether sellers sign an e-contract: they do not',
    handler: async () => ({ enabled: false as const }),
  });
  emptyList(out.sellerLevels, 'no seller levels');
  none(out.sellerLevelTexts, 'no seller levels');
  none(out.cms, 'no CMS content');
  emptyPage(out.news, 'no news');
  none(out.newsItem, 'no news');
  refuse(out.complain, 'complaints against a shop');
  none(out.teamLevel, 'no referral team');
  refuse(out.team, 'the referral team (every promote! action)');
  none(out.promotion, 'no paid promotion');
  emptyPage(out.promotionOrders, 'no paid promotion');
  emptyPage(out.myPromotions, 'no paid promotion');
  refuse(out.buyPromotion, 'paid promotion');
  none(out.bonus, 'no bonus to receive');
  refuse(out.receiveBonus, 'bonuses');
  refuse(out.receiveInviteRewards, 'invitation rewards');
}
