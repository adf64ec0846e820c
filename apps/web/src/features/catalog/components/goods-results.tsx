import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GoodsGrid, GoodsGridSkeleton, productPath } from '../../../components/catalog/goods-grid';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useGoodsList, type GoodsFilter } from '../api/get-goods-list';
import classes from './list-page.module.css';

/** A filtered goods list with skeletons, empty and error states, and "load more". */
export function GoodsResults({ filter }: { filter: GoodsFilter }) {
  const { t } = useTranslation();
  const { t: th } = useTranslation('home');
  const list = useGoodsList(filter);

  if (list.isPending) return <GoodsGridSkeleton count={12} />;
  if (list.isError)
    return (
      <ErrorState
        title={th('error.title')}
        body={th('error.body')}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  const goods = list.data.pages.flatMap((page) => page.pageList);
  if (goods.length === 0) return <EmptyState>{t('list.noGoods')}</EmptyState>;
  return (
    <>
      <GoodsGrid goods={goods} linkTo={productPath} />
      {list.hasNextPage && (
        <div className={classes.more}>
          <Button
            variant="default"
            size="md"
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
