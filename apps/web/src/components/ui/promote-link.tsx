import type { ComponentPropsWithoutRef } from 'react';
import { usePromoteUrl, type PolicyTopic } from '../../lib/promote-links';

/** The policies the storefront links under their labels in common `links.*` (spec §2 footer pages). */
export const STOREFRONT_POLICIES = [
  'customerService',
  'returns',
  'shipping',
  'buyerRules',
  'sellerRules',
  'privacy',
] as const satisfies readonly PolicyTopic[];

type PromoteLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'target' | 'rel'> & {
  /** A policy page; none opens the promotion site's landing page (the merchant entry). */
  topic?: PolicyTopic;
  'data-testid'?: string;
};

/**
 * A link that opens the promotion site in a new tab, in the visitor's language and with their
 * avatar (spec §1, §2). A plain anchor: the mobile site's router (base /wap) cannot reach /promote.
 */
export function PromoteLink({ topic, ...rest }: PromoteLinkProps) {
  const promoteUrl = usePromoteUrl();
  return <a {...rest} href={promoteUrl({ topic })} target="_blank" rel="noopener" />;
}
