import { parseSearchText } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StoreListPage } from '../../features/catalog/components/store-list-page';
import { GoodsSearchPage, NoKeyword } from '../../features/search/components/goods-search-page';
import { ListingsPage } from '../../features/search/components/listings-page';
import { StoreSearchPage } from '../../features/search/components/store-search-page';

/** The text of `k` (JSON-encoded on every search page, spec §2), trimmed. */
function useK(): string {
  const [searchParams] = useSearchParams();
  return parseSearchText(searchParams.get('k')).trim();
}

/**
 * /searchGoods?k= (goods matching a keyword, sellerGoods!search) and /searchResult?k= (every
 * store's offer of one catalogue product, sellerGoods!search-goods, as a goods suggestion leads).
 */
export function SearchResultsPage({ titleKey }: { titleKey: 'searchGoods' | 'searchResult' }) {
  const { t } = useTranslation('pages');
  const k = useK();
  if (!k) return <NoKeyword title={t(`titles.${titleKey}`)} />;
  return titleKey === 'searchGoods' ? <GoodsSearchPage keyword={k} /> : <ListingsPage goodsId={k} />;
}

/** /searchStore?k=: stores matching a keyword; without one (the "Stores" menu), every store. */
export function SearchStorePage() {
  const k = useK();
  return k ? <StoreSearchPage keyword={k} /> : <StoreListPage />;
}
