import { z } from 'zod';
import { deferred } from '../deferred.js';
import { endpoint, type EndpointAccess } from '../endpoint.js';
import { paged, PageParams } from '../params.js';

// What the existing clients call for features Caravan does not offer: those the contract puts out
// of scope (lottery, paid promotion, bonuses and invitations, seller levels, free login, Google
// authenticator, news and CMS, complaints), and the advanced identity check and balance pop-ups it
// has no counterpart for (ADR 026). None answers 404, which an old client shows as a broken page:
// a read that fills a screen answers with nothing to show (null, an empty list or page), anything
// else with COMMON_NOT_SUPPORTED in the request's language.

const none = deferred(() => z.object({}));
/** Nothing to show: no such thing (the current activity, a setting, an article). */
const nothing = deferred(() => z.null());
/** An empty list. */
const noList = deferred(() => z.tuple([]));
/** An empty page (contract §2.3), at the page asked for. */
const noPage = deferred(() => paged(z.never()));
const GET = ['GET', 'POST'] as const;

/** An action answered with COMMON_NOT_SUPPORTED (its reply is never sent). */
const refused = <A extends EndpointAccess>(
  name: string,
  access: A,
  more: { scope?: 'seller'; suffix?: '' } = {},
) => endpoint({ name, access, params: none, reply: nothing, ...more });
const empty = <A extends EndpointAccess>(
  name: string,
  access: A,
  more: { scope?: 'seller'; suffix?: '' } = {},
) => endpoint({ name, access, params: none, reply: nothing, ...more });
const emptyPage = <A extends EndpointAccess>(name: string, access: A, scope?: 'seller') =>
  endpoint({ name, access, params: PageParams, reply: noPage, ...(scope ? { scope } : {}) });

/**
 * The lottery (contract §1.1): the home page asks for the current activity (none), the seller wap
 * for points, a draw and its prizes, under `activity/lottery!…` as the home page's call and under
 * `lottery!…` (the document names the family only by the home page's path).
 */
const lottery = (family: string) => ({
  points: refused(`${family}lottery!getPoints`, 'none'),
  draw: refused(`${family}lottery!draw`, 'none'),
  prizes: emptyPage(`${family}lottery!pageListMyPrize`, 'none'),
});

export const outOfScopeEndpoints = {
  currentLottery: endpoint({
    name: 'activity/lottery!getCurrentActivity',
    access: 'none',
    params: none,
    reply: nothing,
    methods: GET,
  }),
  lottery: lottery('activity/'),
  legacyLottery: lottery(''),
  /** Operators logging in as a seller (contract: out of scope). */
  freeLogin: refused('user!LoginFree', 'none'),
  /** Google authenticator (contract: out of scope): never bound. */
  googleAuth: empty('googleauth!get', 'user'),
  bindGoogleAuth: refused('googleauth!bind', 'user'),
  resetPasswordByGoogle: endpoint({
    name: 'user!resetpswByGoogle',
    access: 'none',
    params: none,
    reply: nothing,
    methods: GET,
  }),
  /** The advanced identity check: Caravan has one identity check (kyc!apply); never applied for. */
  advancedKyc: empty('kycHighLevel!get', 'user'),
  applyAdvancedKyc: refused('kycHighLevel!apply', 'user'),
  /**
   * The seller wap's "balance credited" pop-up and its acknowledgement: nothing to show (Caravan
   * tells of credits by its notifications, ADR 018), and nothing to acknowledge.
   */
  creditNotices: endpoint({
    name: 'moneylog!addNotify',
    access: 'user',
    params: none,
    reply: noList,
    methods: GET,
  }),
  creditNoticesSeen: empty('moneylog!notifyCallback', 'user'),
  /** Whether sellers sign an e-contract: they do not. */
  signing: endpoint({
    name: 'sysParaSign!info',
    access: 'none',
    params: none,
    reply: deferred(() => z.object({ enabled: z.literal(false) })),
  }),
  /** Seller levels (contract: out of scope): none. */
  sellerLevels: endpoint({
    name: 'malllevel!levelList',
    access: 'none',
    params: none,
    reply: noList,
    methods: GET,
  }),
  sellerLevelTexts: endpoint({
    name: 'malllevel!config',
    access: 'none',
    params: none,
    reply: nothing,
    methods: GET,
  }),
  /** News and CMS (contract: out of scope): no article, no news. */
  cms: empty('cms!get', 'none'),
  news: emptyPage('news!list_v2', 'none'),
  newsItem: empty('news!get', 'none'),
  /** Complaints against a shop (contract: out of scope; a shop is reported through chat). */
  complain: refused('comp/add', 'user'),
  /** The seller's referral team (contract: invitation rewards, out of scope): no level… */
  teamLevel: empty('promote/level', 'user', { suffix: '' }),
  /** …and every `promote!…` action, whichever the seller app calls (the contract names none). */
  team: refused('promote!*', 'user', { suffix: '' }),
  /** Paid promotion, "through train" (contract: out of scope). */
  promotion: empty('promotional!view', 'seller', { scope: 'seller' }),
  promotionOrders: emptyPage('promotional!listBuy', 'seller', 'seller'),
  myPromotions: emptyPage('promotional!my', 'seller', 'seller'),
  buyPromotion: refused('promotional!buy', 'seller', { scope: 'seller' }),
  /** Bonuses and invitation rewards (contract: out of scope): none to receive. */
  bonus: empty('seller!beforeReceiveBonus', 'seller', { scope: 'seller' }),
  receiveBonus: refused('seller!receiveBonus', 'seller', { scope: 'seller' }),
  receiveInviteRewards: refused('seller!receiveInviteRewards', 'seller', { scope: 'seller' }),
} as const;
