import type { Language } from '@caravan/contract';

/** Which site's home: the desktop's banners or the mobile site's (banner `type`). */
export type HomeSite = 'pc' | 'wap';

// Every query whose reply depends on the language carries it, so switching language refetches.
export const queryKeys = {
  /** The home's data for the desktop ('pc') or the mobile site ('wap'): each has its own banners. */
  home: (lang: Language, site: HomeSite) => ['home', lang, site] as const,
  currentUserRoot: ['current-user'] as const,
  currentUser: (token: string | null) => ['current-user', token] as const,
  // Under the current user's root, so logging out forgets it with the user.
  safewordStatus: (token: string | null) => ['current-user', token, 'safeword'] as const,
  /** What stands in the way of closing the account (user!logoffCheck). */
  cancelCheck: (token: string | null) => ['current-user', token, 'cancel-check'] as const,
  /** The application to sell (kyc!get). */
  kyc: (token: string | null) => ['current-user', token, 'kyc'] as const,
  verifTarget: (token: string | null) => ['current-user', token, 'verif-target'] as const,
  // The addresses are the user's: under the current user's root, so logging out forgets them. Region
  // lists never change, so they are fetched once per session (per language for country names).
  addresses: (token: string | null) => ['current-user', token, 'addresses'] as const,
  addressList: (token: string | null, lang: Language) => ['current-user', token, 'addresses', lang] as const,
  addressCountries: (lang: Language) => ['address-countries', lang] as const,
  addressStates: (countryId: number) => ['address-states', countryId] as const,
  addressCities: (stateId: number) => ['address-cities', stateId] as const,
  /** What one coin is worth in USDT (rechargeBlockchain!fee). */
  coinPrice: (symbol: string) => ['coin-price', symbol] as const,
  captcha: ['captcha'] as const,
  syspara: (codes: readonly string[]) => ['syspara', ...codes] as const,
  downloadUrl: ['download-url'] as const,
  goodsList: (lang: Language, filter: Record<string, string | number | undefined>) =>
    ['goods-list', lang, filter] as const,
  categoryTree: (lang: Language) => ['category-tree', lang] as const,
  sellerList: (lang: Language, isRec: number) => ['seller-list', lang, isRec] as const,
  searchSuggestions: (lang: Language, keyword: string) => ['search-suggestions', lang, keyword] as const,
  searchGoods: (lang: Language, filter: Record<string, string | number | undefined>) =>
    ['search-goods', lang, filter] as const,
  goodsListings: (lang: Language, filter: Record<string, string | number | undefined>) =>
    ['goods-listings', lang, filter] as const,
  // Product and store pages: the viewer's token is part of the key because the reply says whether
  // they keep the product or follow the store (isKeep, isFocus).
  goodsDetailRoot: ['goods-detail'] as const,
  goodsDetail: (lang: Language, id: string, token: string | null) =>
    ['goods-detail', lang, id, token] as const,
  sellerInfoRoot: ['seller-info'] as const,
  sellerInfo: (lang: Language, id: string, token: string | null) => ['seller-info', lang, id, token] as const,
  sellerCategories: (lang: Language, id: string) => ['seller-categories', lang, id] as const,
  storeGoods: (lang: Language, filter: Record<string, string | number | undefined>) =>
    ['store-goods', lang, filter] as const,
  evaluations: (id: string, type: number, pageNum: number) => ['evaluations', id, type, pageNum] as const,
  evaluationCount: (id: string) => ['evaluation-count', id] as const,
  recommendNew: (lang: Language, type: number) => ['recommend-new', lang, type] as const,
  // Under the current user's root, so logging out forgets them with the user.
  recommendLike: (token: string | null, lang: Language, sellerId: string) =>
    ['current-user', token, 'recommend-like', lang, sellerId] as const,
  // Coupons (issue 54): the claimable ones depend on who asks (how many they hold); theirs and the
  // ones a checkout can use are theirs, under the current user's root.
  couponListRoot: ['coupon-list'] as const,
  couponList: (token: string | null, filter: Record<string, string | number | undefined>) =>
    ['coupon-list', token, filter] as const,
  /** A subscription's confirmation link opened (subscribe!confirm), as the current user. */
  subscriptionConfirm: (token: string | null, link: string) =>
    ['current-user', token, 'subscription', link] as const,
  myCouponsRoot: (token: string | null) => ['current-user', token, 'my-coupons'] as const,
  myCoupons: (token: string | null, state: string, pageNum: number) =>
    ['current-user', token, 'my-coupons', state, pageNum] as const,
  couponsForOrder: (token: string | null, lines: string) =>
    ['current-user', token, 'my-coupons', 'for', lines] as const,
  keptGoodsRoot: (token: string | null) => ['current-user', token, 'kept-goods'] as const,
  keptGoods: (token: string | null, lang: Language, pageNum: number) =>
    ['current-user', token, 'kept-goods', lang, pageNum] as const,
  followedShopsRoot: (token: string | null) => ['current-user', token, 'followed-shops'] as const,
  followedShops: (token: string | null, lang: Language, pageNum: number) =>
    ['current-user', token, 'followed-shops', lang, pageNum] as const,
  // The mobile site's user-centre lists grow as one scrolls (useInfiniteQuery): one entry holds every
  // page loaded so far, so their keys differ from the desktop's one-page keys; they sit under the
  // same roots, so the same invalidations refresh them (orders, wallet records, favourites, follows).
  keptGoodsPages: (token: string | null, lang: Language) =>
    ['current-user', token, 'kept-goods', 'pages', lang] as const,
  followedShopsPages: (token: string | null, lang: Language) =>
    ['current-user', token, 'followed-shops', 'pages', lang] as const,
  // The wallet (balance, records, forms) is the user's: under the current user's root.
  walletRoot: (token: string | null) => ['current-user', token, 'wallet'] as const,
  walletBalance: (token: string | null) => ['current-user', token, 'wallet', 'balance'] as const,
  moneyLog: (token: string | null, type: string, pageNum: number) =>
    ['current-user', token, 'wallet', 'money-log', type, pageNum] as const,
  depositRecords: (token: string | null, pageNum: number) =>
    ['current-user', token, 'wallet', 'deposits', pageNum] as const,
  withdrawalRecords: (token: string | null, pageNum: number) =>
    ['current-user', token, 'wallet', 'withdrawals', pageNum] as const,
  moneyLogPages: (token: string | null, type: string) =>
    ['current-user', token, 'wallet', 'money-log', 'pages', type] as const,
  depositRecordPages: (token: string | null) =>
    ['current-user', token, 'wallet', 'deposits', 'pages'] as const,
  withdrawalRecordPages: (token: string | null) =>
    ['current-user', token, 'wallet', 'withdrawals', 'pages'] as const,
  walletForm: (token: string | null, form: string) =>
    ['current-user', token, 'wallet', 'form', form] as const,
  depositChannels: ['deposit-channels'] as const,
  // Start-up loans (the offer with the caller's standing, the loan in use, its repayment, the
  // history) are the user's: one root to refresh after applying or repaying. History items name the
  // document's country in the request's language, so that key carries it.
  creditRoot: (token: string | null) => ['current-user', token, 'credit'] as const,
  creditConfig: (token: string | null) => ['current-user', token, 'credit', 'config'] as const,
  creditBill: (token: string | null) => ['current-user', token, 'credit', 'bill'] as const,
  creditHistory: (token: string | null, lang: Language, pageNum: number) =>
    ['current-user', token, 'credit', 'history', lang, pageNum] as const,
  creditRepayQuote: (token: string | null, creditId: string) =>
    ['current-user', token, 'credit', 'repay-quote', creditId] as const,
  creditStart: (token: string | null) => ['current-user', token, 'credit', 'start'] as const,
  creditReapply: (token: string | null, creditId: string) =>
    ['current-user', token, 'credit', 'reapply', creditId] as const,
  // The buyer's orders (lists, counts, detail, timeline) are the user's: one root to refresh after
  // any order action. Goods names and timeline texts come translated, so those keys carry the language.
  ordersRoot: (token: string | null) => ['current-user', token, 'orders'] as const,
  orderCounts: (token: string | null) => ['current-user', token, 'orders', 'counts'] as const,
  /** order!quote of a checkout's lines (`orderInfo`). */
  orderQuote: (token: string | null, orderInfo: string) =>
    ['current-user', token, 'orders', 'quote', orderInfo] as const,
  orderList: (token: string | null, lang: Language, status: number | null, pageNum: number) =>
    ['current-user', token, 'orders', 'list', lang, status, pageNum] as const,
  orderListPages: (token: string | null, lang: Language, status: number | null) =>
    ['current-user', token, 'orders', 'list-pages', lang, status] as const,
  purchasedGoods: (token: string | null, lang: Language, pageNum: number) =>
    ['current-user', token, 'orders', 'purchased', lang, pageNum] as const,
  orderInfo: (token: string | null, id: string) => ['current-user', token, 'orders', 'info', id] as const,
  orderGoods: (token: string | null, lang: Language, id: string) =>
    ['current-user', token, 'orders', 'goods', lang, id] as const,
  orderLog: (token: string | null, lang: Language, id: string) =>
    ['current-user', token, 'orders', 'log', lang, id] as const,
  // The seller panel's orders (the shop's sales) are the user's too, apart from their purchases.
  sellerOrdersRoot: (token: string | null) => ['current-user', token, 'seller-orders'] as const,
  sellerOrderList: (token: string | null, lang: Language, list: string, pageNum: number) =>
    ['current-user', token, 'seller-orders', 'list', lang, list, pageNum] as const,
  sellerOrderInfo: (token: string | null, id: string) =>
    ['current-user', token, 'seller-orders', 'info', id] as const,
  sellerOrderGoods: (token: string | null, lang: Language, id: string) =>
    ['current-user', token, 'seller-orders', 'goods', lang, id] as const,
  sellerOrderLog: (token: string | null, lang: Language, id: string) =>
    ['current-user', token, 'seller-orders', 'log', lang, id] as const,
  // The rest of the seller panel (dashboard, report, library, listings, profile, reviews,
  // followers): one root, so a change to the shop refreshes every view of it.
  /** The shop's own coupons (issue 54), by state and page. */
  sellerCouponsRoot: (token: string | null) => ['current-user', token, 'seller-coupons'] as const,
  sellerCoupons: (token: string | null, filter: { state?: string; pageNum: number }) =>
    ['current-user', token, 'seller-coupons', filter] as const,
  sellerPanelRoot: (token: string | null) => ['current-user', token, 'seller-panel'] as const,
  sellerPanel: (token: string | null, lang: Language, view: string, params: object = {}) =>
    ['current-user', token, 'seller-panel', view, lang, params] as const,
  // Chat is the user's: with customer service, and with shops as a buyer (`user`) or as the shop
  // (`shop`). A thread holds every message loaded so far (the latest page, merged with earlier
  // pages, polled pages and pushed messages).
  supportThread: (token: string | null) => ['current-user', token, 'chat', 'support', 'thread'] as const,
  supportUnread: (token: string | null) => ['current-user', token, 'chat', 'support', 'unread'] as const,
  chatConversations: (token: string | null, as: 'user' | 'shop') =>
    ['current-user', token, 'chat', as, 'conversations'] as const,
  chatThread: (token: string | null, as: 'user' | 'shop', partyid: string) =>
    ['current-user', token, 'chat', as, 'thread', partyid] as const,
  chatUnread: (token: string | null, as: 'user' | 'shop') =>
    ['current-user', token, 'chat', as, 'unread'] as const,
  // The notification centre is the user's: one root to refresh after reading or a pushed notice.
  // Titles and texts are written in the request's language, so the lists carry it.
  notifications: {
    root: (token: string | null) => ['current-user', token, 'notifications'] as const,
    unread: (token: string | null) => ['current-user', token, 'notifications', 'unread'] as const,
    /** The latest unread (the header's popover). */
    latestRoot: (token: string | null) => ['current-user', token, 'notifications', 'latest'] as const,
    latest: (token: string | null, lang: Language) =>
      ['current-user', token, 'notifications', 'latest', lang] as const,
    /** Under one root, the desktop's pages and the mobile site's growing list. */
    listRoot: (token: string | null) => ['current-user', token, 'notifications', 'list'] as const,
    list: (token: string | null, lang: Language, pageNum: number) =>
      ['current-user', token, 'notifications', 'list', lang, pageNum] as const,
    listPages: (token: string | null, lang: Language) =>
      ['current-user', token, 'notifications', 'list', 'pages', lang] as const,
    emailSettings: (token: string | null) => ['current-user', token, 'notifications', 'emails'] as const,
  },
};

// The operator console. Every console key starts with ADMIN_QUERY_ROOT, so ending the operator's
// session forgets them all at once.

/** The root of every query the console makes. */
export const ADMIN_QUERY_ROOT = ['admin'] as const;

export type UserListFilter = { pageNum: number; keyword?: string; status?: number };
export type AuditFilter = {
  pageNum: number;
  actor?: string;
  action?: string;
  targetId?: string;
  from?: string;
  to?: string;
};

/** A finance list: pending (0), credited or paid (1), rejected (2). */
export type FinanceListFilter = { pageNum: number; state: FinanceState };
export type FinanceState = 0 | 1 | 2;

export type GoodsListFilter = { pageNum: number; keyword?: string; categoryId?: string; isShelf?: number };

/** The console's offers: by the good's or the shop's name, or one shop's. */
export type OfferListFilter = { pageNum: number; keyword?: string; sellerId?: string };

/** The console's order list: by status, by refund status, by order number. */
export type OrderListFilter = { pageNum: number; status?: number; refundStatus?: number; orderNo?: string };

/** Shop applications by state: waiting (1), approved (2), rejected (3). */
export type SellerApplicationFilter = { pageNum: number; status: 1 | 2 | 3 };
/** Support's conversations: waiting for an answer, the caller's, or all. */
export type SupportListFilter = { view: 'waiting' | 'mine' | 'all'; pageNum: number };
/** Loans by state: 1 applied, 2 loaned, 3 failed, 4 repaid, 5 overdue. */
export type CreditFilter = { pageNum: number; status: 1 | 2 | 3 | 4 | 5 };

// The console's replies do not depend on the language except syspara descriptions, which carry it.
export const adminKeys = {
  me: (token: string | null) => [...ADMIN_QUERY_ROOT, 'me', token] as const,
  users: [...ADMIN_QUERY_ROOT, 'users'] as const,
  userList: (filter: UserListFilter) => [...ADMIN_QUERY_ROOT, 'users', 'list', filter] as const,
  user: (id: string) => [...ADMIN_QUERY_ROOT, 'users', 'detail', id] as const,
  operators: [...ADMIN_QUERY_ROOT, 'operators'] as const,
  operatorList: (pageNum: number) => [...ADMIN_QUERY_ROOT, 'operators', pageNum] as const,
  /** Every operator account (the support inbox's hand-over picks from them). */
  allOperators: [...ADMIN_QUERY_ROOT, 'operators', 'all'] as const,
  syspara: (area: 'all' | 'wallet', lang: string) => [...ADMIN_QUERY_ROOT, 'syspara', area, lang] as const,
  sysparaRoot: [...ADMIN_QUERY_ROOT, 'syspara'] as const,
  audit: [...ADMIN_QUERY_ROOT, 'audit'] as const,
  auditList: (filter: AuditFilter) => [...ADMIN_QUERY_ROOT, 'audit', filter] as const,
  outboxList: (pageNum: number) => [...ADMIN_QUERY_ROOT, 'outbox', pageNum] as const,
  // Goods names come in the request's language (English when not translated), so keys carry it.
  goods: [...ADMIN_QUERY_ROOT, 'goods'] as const,
  goodsList: (filter: GoodsListFilter, lang: string) =>
    [...ADMIN_QUERY_ROOT, 'goods', 'list', filter, lang] as const,
  goodsDetail: (id: string, lang: string) => [...ADMIN_QUERY_ROOT, 'goods', 'detail', id, lang] as const,
  offers: [...ADMIN_QUERY_ROOT, 'offers'] as const,
  offerList: (filter: OfferListFilter, lang: string) =>
    [...ADMIN_QUERY_ROOT, 'offers', 'list', filter, lang] as const,
  categories: [...ADMIN_QUERY_ROOT, 'categories'] as const,
  banners: [...ADMIN_QUERY_ROOT, 'banners'] as const,
  deposits: [...ADMIN_QUERY_ROOT, 'deposits'] as const,
  depositList: (filter: FinanceListFilter) => [...ADMIN_QUERY_ROOT, 'deposits', filter] as const,
  withdrawals: [...ADMIN_QUERY_ROOT, 'withdrawals'] as const,
  withdrawalList: (filter: FinanceListFilter) => [...ADMIN_QUERY_ROOT, 'withdrawals', filter] as const,
  depositChannels: [...ADMIN_QUERY_ROOT, 'depositChannels'] as const,
  // Goods names and timeline texts come in the request's language, so those keys carry it.
  orders: [...ADMIN_QUERY_ROOT, 'orders'] as const,
  orderList: (filter: OrderListFilter, lang: string) =>
    [...ADMIN_QUERY_ROOT, 'orders', 'list', filter, lang] as const,
  orderInfo: (id: string) => [...ADMIN_QUERY_ROOT, 'orders', 'info', id] as const,
  orderGoods: (id: string, lang: string) => [...ADMIN_QUERY_ROOT, 'orders', 'goods', id, lang] as const,
  orderLog: (id: string, lang: string) => [...ADMIN_QUERY_ROOT, 'orders', 'log', id, lang] as const,
  coinRates: [...ADMIN_QUERY_ROOT, 'coinRates'] as const,
  sellerApplications: [...ADMIN_QUERY_ROOT, 'sellerApplications'] as const,
  sellerApplicationList: (filter: SellerApplicationFilter) =>
    [...ADMIN_QUERY_ROOT, 'sellerApplications', filter] as const,
  bankAccounts: [...ADMIN_QUERY_ROOT, 'bankAccounts'] as const,
  credits: [...ADMIN_QUERY_ROOT, 'credits'] as const,
  creditList: (filter: CreditFilter) => [...ADMIN_QUERY_ROOT, 'credits', filter] as const,
  creditProduct: [...ADMIN_QUERY_ROOT, 'creditProduct'] as const,
  support: [...ADMIN_QUERY_ROOT, 'support'] as const,
  supportLists: [...ADMIN_QUERY_ROOT, 'support', 'list'] as const,
  supportList: (filter: SupportListFilter) => [...ADMIN_QUERY_ROOT, 'support', 'list', filter] as const,
  supportDetail: (id: string) => [...ADMIN_QUERY_ROOT, 'support', 'detail', id] as const,
  supportMessages: (id: string) => [...ADMIN_QUERY_ROOT, 'support', 'messages', id] as const,
  /** Coupons (issue 54): every campaign's, by state and page. */
  coupons: [...ADMIN_QUERY_ROOT, 'coupons'] as const,
  couponList: (filter: { state?: string; pageNum: number }) =>
    [...ADMIN_QUERY_ROOT, 'coupons', filter] as const,
};
