import { Button } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GoodsGrid, GoodsGridSkeleton, productPath } from '../../../components/catalog/goods-grid';
import { ListEnd } from '../../../components/ui/infinite-list';
import { EmptyState, QueryError } from '../../../components/ui/states';
import { FirstScreenOr } from '../../../components/ui/first-screen';
import { useLanguage } from '../../../lib/i18n';
import { formatCount } from '../../../lib/money';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useKeywordGoods } from '../api/search-goods';
import { searchStorePath } from '../lib/search-paths';
import { ResultCount, ResultsPage } from './results-page';
import { ResultTabs } from './result-tabs';
import { useResultFilters } from '../../../components/catalog/result-filters';
import { ResultToolbar } from '../../../components/catalog/result-toolbar';
import classes from './search-results.module.css';

/** No keyword in the address: say what to do instead of searching for nothing. */
export function NoKeyword({ title }: { title: string }) {
  const { t } = useTranslation('search');
  useDocumentTitle(title);
  return (
    <div className={`cv-container ${classes.page}`}>
      <h1 className={classes.title}>{title}</h1>
      <EmptyState>{t('noKeyword')}</EmptyState>
    </div>
  );
}

function GoodsResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation('search');
  const lang = useLanguage();
  const filters = useResultFilters();
  const list = useKeywordGoods({
    keyword,
    categoryId: filters.categoryId,
    sort: filters.sort,
    ...filters.narrowing,
  });
  // The goods render in slices after their reply lands (a query's update is otherwise one long
  // task, as React Query's store updates synchronously); the skeleton stays until then.
  const pages = useDeferredValue(list.data?.pages);

  let body;
  let count: number | undefined;
  if (list.isError && !list.data) body = <QueryError query={list} title={t('error.title')} />;
  // Another filter's list is not shown while this one's loads.
  else if (!pages || !list.data) body = <GoodsGridSkeleton count={12} />;
  else {
    const goods = pages.flatMap((page) => page.pageList);
    count = pages[0]?.pageInfo.totalElements ?? goods.length;
    body =
      goods.length > 0 ? (
        <>
          <GoodsGrid goods={goods} linkTo={productPath} />
          <ListEnd list={list} />
        </>
      ) : (
        <div className={classes.emptyBlock}>
          <EmptyState>
            {filters.categoryId ? t('goods.noneInCategory', { keyword }) : t('goods.none', { keyword })}
          </EmptyState>
          <div className={classes.emptyActions}>
            {filters.categoryId && (
              <Button variant="default" onClick={() => filters.setCategory(undefined)}>
                {t('goods.allCategories')}
              </Button>
            )}
            <Button component={Link} to={searchStorePath(keyword)} variant="light">
              {t('goods.tryStores', { keyword })}
            </Button>
          </div>
        </div>
      );
  }

  const page = (
    <ResultsPage
      title={t('goods.title', { keyword })}
      aside={<ResultTabs keyword={keyword} current="goods" />}
    >
      <ResultToolbar filters={filters} withCategory withNarrowing />
      <ResultCount
        text={count !== undefined ? t('goods.count', { count: formatCount(count, lang) }) : undefined}
      />
      {body}
    </ResultsPage>
  );
  // Until the first goods (or an error) are in, the row of pictures the server painted, where it is
  // (on a phone that landed here), else the skeleton.
  return (
    <FirstScreenOr part="main" waiting={!pages && !list.isError}>
      {page}
    </FirstScreenOr>
  );
}

/** /searchGoods?k=: goods whose name matches the keyword, with the category, the buyer's filters and sorts. */
export function GoodsSearchPage({ keyword }: { keyword: string }) {
  // A new keyword starts from a fresh list (and the filters of its own address).
  return <GoodsResults key={keyword} keyword={keyword} />;
}
