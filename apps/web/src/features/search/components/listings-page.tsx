import { useTranslation } from 'react-i18next';
import { GoodsGrid, GoodsGridSkeleton, productPath } from '../../../components/catalog/goods-grid';
import { ListEnd } from '../../../components/ui/infinite-list';
import { EmptyState, QueryError } from '../../../components/ui/states';
import { useLanguage } from '../../../lib/i18n';
import { formatCount } from '../../../lib/money';
import { useGoodsListings } from '../api/search-goods';
import { ResultCount, ResultsPage } from './results-page';
import { useResultFilters } from '../../../components/catalog/result-filters';
import { ResultToolbar } from '../../../components/catalog/result-toolbar';

/**
 * /searchResult?k=: every store's offer of one catalogue product (`k` is its system goods id, as a
 * goods suggestion names it), to compare prices and sales across stores.
 */
export function ListingsPage({ goodsId }: { goodsId: string }) {
  const { t } = useTranslation('search');
  const lang = useLanguage();
  const filters = useResultFilters();
  const list = useGoodsListings({ goodsId, sort: filters.sort });
  const offers = list.data?.pages.flatMap((page) => page.pageList) ?? [];
  const name = offers[0]?.name;
  const title = name ? t('listings.title', { name }) : t('listings.titleUnknown');

  let body;
  if (list.isPending) body = <GoodsGridSkeleton count={8} />;
  else if (list.isError) body = <QueryError query={list} title={t('error.title')} />;
  else if (offers.length === 0) body = <EmptyState>{t('listings.none')}</EmptyState>;
  else
    body = (
      <>
        <GoodsGrid goods={offers} linkTo={productPath} />
        <ListEnd list={list} />
      </>
    );

  const total = list.data?.pages[0]?.pageInfo.totalElements;
  return (
    <ResultsPage title={title}>
      <ResultToolbar filters={filters} withCategory={false} />
      <ResultCount
        text={total !== undefined ? t('listings.count', { count: formatCount(total, lang) }) : undefined}
      />
      {body}
    </ResultsPage>
  );
}
