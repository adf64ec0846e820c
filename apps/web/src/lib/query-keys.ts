import type { Language } from '@caravan/contract';

// Every query whose reply depends on the language carries it, so switching language refetches.
export const queryKeys = {
  home: (lang: Language) => ['home', lang] as const,
  currentUserRoot: ['current-user'] as const,
  currentUser: (token: string | null) => ['current-user', token] as const,
  // Under the current user's root, so logging out forgets it with the user.
  safewordStatus: (token: string | null) => ['current-user', token, 'safeword'] as const,
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
  keptGoodsRoot: (token: string | null) => ['current-user', token, 'kept-goods'] as const,
  keptGoods: (token: string | null, lang: Language, pageNum: number) =>
    ['current-user', token, 'kept-goods', lang, pageNum] as const,
  followedShopsRoot: (token: string | null) => ['current-user', token, 'followed-shops'] as const,
  followedShops: (token: string | null, lang: Language, pageNum: number) =>
    ['current-user', token, 'followed-shops', lang, pageNum] as const,
  // The wallet (balance, records, forms) is the user's: under the current user's root.
  walletRoot: (token: string | null) => ['current-user', token, 'wallet'] as const,
  walletBalance: (token: string | null) => ['current-user', token, 'wallet', 'balance'] as const,
  moneyLog: (token: string | null, type: string, pageNum: number) =>
    ['current-user', token, 'wallet', 'money-log', type, pageNum] as const,
  depositRecords: (token: string | null, pageNum: number) =>
    ['current-user', token, 'wallet', 'deposits', pageNum] as const,
  withdrawalRecords: (token: string | null, pageNum: number) =>
    ['current-user', token, 'wallet', 'withdrawals', pageNum] as const,
  walletForm: (token: string | null, form: string) =>
    ['current-user', token, 'wallet', 'form', form] as const,
  depositChannels: ['deposit-channels'] as const,
};
