import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  SellerCard,
  SellerCardSkeleton,
  SellerGrid,
  storePath,
} from '../../../components/catalog/seller-card';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSellerList } from '../api/get-seller-list';
import classes from './list-page.module.css';

/** /searchStore: the stores of the marketplace (store search by keyword comes with search). */
export function StoreListPage() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('pages');
  const { t: th } = useTranslation('home');
  const list = useSellerList();
  useDocumentTitle(tp('titles.searchStore'));

  let body;
  if (list.isPending)
    body = (
      <SellerGrid>
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i}>
            <SellerCardSkeleton />
          </li>
        ))}
      </SellerGrid>
    );
  else if (list.isError)
    body = (
      <ErrorState
        title={th('error.title')}
        body={th('error.body')}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else {
    const sellers = list.data.pages.flatMap((page) => page.pageList);
    body =
      sellers.length === 0 ? (
        <EmptyState>{t('list.noStores')}</EmptyState>
      ) : (
        <>
          <SellerGrid>
            {sellers.map((seller) => (
              <li key={seller.id}>
                <SellerCard seller={seller} to={storePath(seller)} />
              </li>
            ))}
          </SellerGrid>
          {list.hasNextPage && (
            <div className={classes.more}>
              <Button
                variant="default"
                onClick={() => void list.fetchNextPage()}
                loading={list.isFetchingNextPage}
              >
                {t('actions.loadMore')}
              </Button>
            </div>
          )}
        </>
      );
  }

  return (
    <div className={`cv-container ${classes.page}`}>
      <div className={classes.head}>
        <h1 className={classes.title}>{tp('titles.searchStore')}</h1>
      </div>
      {body}
    </div>
  );
}
