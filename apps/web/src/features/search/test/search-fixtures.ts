import type { SearchSuggestionsVo } from '@caravan/contract';
import { makeGoods, makeSeller } from '../../../test/factories';

/** A goods suggestion as sellerGoods!search-keyword lists it (a system goods id and name). */
export function goodsSuggestion(name: string, goodsId = `g-${name}`) {
  return { id: goodsId, goodsId, name, lang: 'en' };
}

export function suggestions(overrides: Partial<SearchSuggestionsVo> = {}): SearchSuggestionsVo {
  return { sellerList: [], goodsList: [], ...overrides };
}

/** A page of goods in the paged envelope. */
export function goodsPage(count: number, totalElements: number, pageNum = 1, namePrefix = 'Mug') {
  return {
    pageInfo: { pageNum, pageSize: 24, totalElements },
    pageList: Array.from({ length: count }, (_, i) =>
      makeGoods({ name: `${namePrefix} ${pageNum}-${i + 1}` }),
    ),
  };
}

export { makeGoods, makeSeller };

/** A keyword as the search pages' address holds it (`k`): JSON, percent-encoded. */
export const keywordParam = (text: string) => encodeURIComponent(JSON.stringify(text));
