import type { SearchSuggestionsVo, SellerVo } from '@caravan/contract';
import type { GoodsSuggestion } from '../hooks/use-search-actions';

/** How many suggestions of each kind the box lists (the server sends up to 10 of each). */
export const STORE_SUGGESTIONS = 4;
export const GOODS_SUGGESTIONS = 8;

/** One choosable row of the box's listbox; `id` is its DOM id, for aria-activedescendant. */
export type SearchOption =
  | { kind: 'history'; id: string; text: string }
  | { kind: 'store'; id: string; seller: SellerVo }
  | { kind: 'goods'; id: string; goods: GoodsSuggestion };

// DOM ids must be unique and stable per row: a row keeps its id (and stays active) across renders.
const safe = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_');

export function historyOptions(listId: string, entries: readonly string[]): SearchOption[] {
  return entries.map((text, index) => ({ kind: 'history', id: `${listId}-h${index}`, text }));
}

export function suggestionOptions(listId: string, data: SearchSuggestionsVo | undefined) {
  const stores: SearchOption[] = (data?.sellerList ?? [])
    .slice(0, STORE_SUGGESTIONS)
    .map((seller) => ({ kind: 'store', id: `${listId}-s-${safe(seller.id)}`, seller }));
  const goods: SearchOption[] = (data?.goodsList ?? [])
    .slice(0, GOODS_SUGGESTIONS)
    .map((item) => ({ kind: 'goods', id: `${listId}-g-${safe(item.goodsId)}`, goods: item }));
  return { stores, goods };
}

/** The row after (step 1) or before (step -1) the active one, wrapping around; none active starts at an end. */
export function moveActive(options: readonly SearchOption[], activeId: string | null, step: 1 | -1) {
  if (options.length === 0) return null;
  const index = options.findIndex((option) => option.id === activeId);
  if (index === -1) return (step === 1 ? options[0] : options[options.length - 1])?.id ?? null;
  return options[(index + step + options.length) % options.length]?.id ?? null;
}
