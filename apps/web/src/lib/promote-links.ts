import type { Language } from '@caravan/contract';
import { avatarIndex } from './avatar-index';
import { useCurrentUser } from './current-user';
import { useLanguage } from './i18n';

// The promotion site (spec §1, §2): the merchant entry's landing page for prospective sellers and the
// footer's policy pages. It is a route tree of its own under /promote, opened in a new tab from the
// storefront and the mobile site with the visitor's language and avatar in the address.

/** Where the promotion site lives: outside /wap, so the mobile site reaches it with a full load. */
export const PROMOTE_BASE = '/promote';

/** The policy pages the footer opens on the promotion site, in the order they are listed. */
export const POLICY_TOPICS = [
  'customerService',
  'buyerRules',
  'sellerRules',
  'returns',
  'shipping',
  'sellerShipping',
  'privacy',
] as const;
export type PolicyTopic = (typeof POLICY_TOPICS)[number];

export function isPolicyTopic(value: string | null | undefined): value is PolicyTopic {
  return POLICY_TOPICS.some((topic) => topic === value);
}

/** A page of the promotion site: its landing page, or one policy. */
export type PromotePage = { topic?: PolicyTopic };

/** The path of a promotion-site page, without a query. */
export function promotePath({ topic }: PromotePage = {}): string {
  return topic ? `${PROMOTE_BASE}/policy/${topic}` : `${PROMOTE_BASE}/`;
}

/** The address a storefront link opens: the page, in the visitor's language, with their avatar. */
export function promoteUrl(page: PromotePage, { lang, avatar }: { lang: Language; avatar: number }): string {
  const query = new URLSearchParams({ lang, avatar: String(avatar) });
  return `${promotePath(page)}?${query.toString()}`;
}

/** The avatar index a promotion-site address carries, or undefined when it has none we draw. */
export function avatarParam(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('avatar');
  if (raw === null) return undefined;
  const index = avatarIndex(raw);
  return String(index) === raw.trim() ? index : undefined;
}

/**
 * Builds promotion-site addresses for the current visitor: the interface language and the user's
 * avatar (1, the default avatar, for a visitor or before the user has loaded).
 */
export function usePromoteUrl(): (page?: PromotePage) => string {
  const lang = useLanguage();
  const user = useCurrentUser();
  const avatar = avatarIndex(user.data?.avatar);
  return (page = {}) => promoteUrl(page, { lang, avatar });
}
