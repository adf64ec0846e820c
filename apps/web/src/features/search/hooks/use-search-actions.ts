import type { SearchSuggestionsVo, SellerVo } from '@caravan/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { productPath } from '../../../components/catalog/goods-grid';
import { storePath } from '../../../components/catalog/seller-card';
import { useLanguage } from '../../../lib/i18n';
import { getSearchSuggestions, suggestionsQuery } from '../api/get-search-suggestions';
import { getGoodsListings } from '../api/search-goods';
import { useSearchHistory } from '../lib/search-history';
import { searchGoodsPath, searchResultPath, searchStorePath } from '../lib/search-paths';

export type GoodsSuggestion = SearchSuggestionsVo['goodsList'][number];

/**
 * What the search box does with a keyword or a suggestion (spec §2): every search is remembered in
 * the history; a keyword with goods results opens the goods results, one without opens the store
 * results; a store suggestion opens the store.
 */
export function useSearchActions() {
  const navigate = useNavigate();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const history = useSearchHistory();
  const [isPending, setPending] = useState(false);
  // Only the latest action navigates: a slow answer to an earlier one must not pull the user away.
  const latest = useRef(0);

  const finish = useCallback(
    (ticket: number, path: string) => {
      if (ticket !== latest.current) return;
      setPending(false);
      navigate(path);
    },
    [navigate],
  );

  const search = useCallback(
    async (keyword: string) => {
      const text = keyword.trim();
      history.record(text);
      const ticket = ++latest.current;
      setPending(true);
      let path = searchGoodsPath(text);
      try {
        // Usually cached: the box asked for this keyword's suggestions while it was typed. Not
        // through fetchQuery, which would share the box's request, cancelled when the box closes.
        const { queryKey } = suggestionsQuery(lang, text);
        let found = queryClient.getQueryData(queryKey);
        if (!found) {
          found = await getSearchSuggestions(text);
          queryClient.setQueryData(queryKey, found);
        }
        if (found.goodsList.length === 0) path = searchStorePath(text);
      } catch {
        // Undecided: the goods page makes its own request and shows its own error.
      }
      finish(ticket, path);
    },
    [finish, history, lang, queryClient],
  );

  const openStore = useCallback(
    (seller: Pick<SellerVo, 'id' | 'name'>) => {
      history.record(seller.name);
      latest.current += 1;
      setPending(false);
      navigate(storePath(seller));
    },
    [history, navigate],
  );

  /**
   * A goods suggestion names a catalogue product (system goods id), which several stores may sell:
   * with a single store's listing it opens that product; otherwise the list of its listings.
   */
  const openGoods = useCallback(
    async (goods: GoodsSuggestion) => {
      history.record(goods.name);
      const ticket = ++latest.current;
      setPending(true);
      let path = searchResultPath(goods.goodsId);
      try {
        const listings = await getGoodsListings({ goodsId: goods.goodsId, sort: 'relevance' }, 1, 2, {
          silent: true,
        });
        const [only] = listings.pageList;
        if (only && listings.pageList.length === 1) path = productPath(only);
      } catch {
        // The result page asks again and shows the error there.
      }
      finish(ticket, path);
    },
    [finish, history],
  );

  return { search, openStore, openGoods, isPending, history };
}
