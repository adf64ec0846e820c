import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SellerGridSkeleton, SellerList, storePath } from '../../../components/catalog/seller-card';
import { EmptyState, QueryError } from '../../../components/ui/states';
import { useLanguage } from '../../../lib/i18n';
import { formatCount } from '../../../lib/money';
import { useStoreSearch } from '../api/get-search-suggestions';
import { searchGoodsPath } from '../lib/search-paths';
import { ResultCount, ResultsPage } from './results-page';
import { ResultTabs } from './result-tabs';
import classes from './search-results.module.css';

/** The store search answers with its closest matches only (sellerGoods!search-keyword, 10 at most). */
const STORE_MATCHES_MAX = 10;

/** /searchStore?k=: open stores whose name matches the keyword. */
export function StoreSearchPage({ keyword }: { keyword: string }) {
  const { t } = useTranslation('search');
  const lang = useLanguage();
  const result = useStoreSearch(keyword);

  let body;
  let count: number | undefined;
  if (result.isPending) body = <SellerGridSkeleton count={8} />;
  else if (result.isError) body = <QueryError query={result} title={t('error.title')} />;
  else {
    const sellers = result.data.sellerList;
    count = sellers.length;
    body =
      sellers.length > 0 ? (
        <>
          <SellerList sellers={sellers} linkTo={storePath} />
          {sellers.length >= STORE_MATCHES_MAX && <p className={classes.note}>{t('stores.best')}</p>}
        </>
      ) : (
        <div className={classes.emptyBlock}>
          <EmptyState>{t('stores.none', { keyword })}</EmptyState>
          {result.data.goodsList.length > 0 && (
            <div className={classes.emptyActions}>
              <Button component={Link} to={searchGoodsPath(keyword)} variant="light">
                {t('stores.tryGoods', { keyword })}
              </Button>
            </div>
          )}
        </div>
      );
  }

  return (
    <ResultsPage
      title={t('stores.title', { keyword })}
      aside={<ResultTabs keyword={keyword} current="stores" />}
    >
      <ResultCount
        text={count !== undefined ? t('stores.count', { count: formatCount(count, lang) }) : undefined}
      />
      {body}
    </ResultsPage>
  );
}
