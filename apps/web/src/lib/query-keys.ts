import type { Language } from '@caravan/contract';

// Every query whose reply depends on the language carries it, so switching language refetches.
export const queryKeys = {
  home: (lang: Language) => ['home', lang] as const,
  currentUserRoot: ['current-user'] as const,
  currentUser: (token: string | null) => ['current-user', token] as const,
  syspara: (codes: readonly string[]) => ['syspara', ...codes] as const,
  downloadUrl: ['download-url'] as const,
  goodsList: (lang: Language, params: Record<string, string | number>) => ['goods-list', lang, params] as const,
};
