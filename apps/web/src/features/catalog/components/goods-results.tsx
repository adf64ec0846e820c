import { useTranslation } from 'react-i18next';
import { GoodsGrid, GoodsGridSkeleton, productPath } from '../../../components/catalog/goods-grid';
import { ListEnd } from '../../../components/ui/infinite-list';
import { EmptyState, QueryError } from '../../../components/ui/states';
import { useGoodsList, type GoodsFilter } from '../api/get-goods-list';

/** A filtered goods list with skeletons, empty and error states, and its further pages (ListEnd). */
export function GoodsResults({ filter }: { filter: GoodsFilter }) {
  const { t } = useTranslation();
  const list = useGoodsList(filter);

  if (list.isPending) return <GoodsGridSkeleton count={12} />;
  if (list.isError) return <QueryError query={list} title={t('list.errorTitle')} />;
  const goods = list.data.pages.flatMap((page) => page.pageList);
  if (goods.length === 0) return <EmptyState>{t('list.noGoods')}</EmptyState>;
  return (
    <>
      <GoodsGrid goods={goods} linkTo={productPath} />
      <ListEnd list={list} />
    </>
  );
}
