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
};
