import { useTranslation } from 'react-i18next';
import { SellerGridSkeleton, SellerList, storePath } from '../../../components/catalog/seller-card';
import { EmptyState, LoadMore, QueryError } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSellerList } from '../api/get-seller-list';
import classes from './list-page.module.css';

/** /searchStore: the stores of the marketplace (store search by keyword comes with search). */
export function StoreListPage() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('pages');
  const list = useSellerList();
  useDocumentTitle(tp('titles.searchStore'));

  let body;
  if (list.isPending) body = <SellerGridSkeleton count={8} />;
  else if (list.isError) body = <QueryError query={list} title={t('list.errorTitle')} />;
  else {
    const sellers = list.data.pages.flatMap((page) => page.pageList);
    body =
      sellers.length === 0 ? (
        <EmptyState>{t('list.noStores')}</EmptyState>
      ) : (
        <>
          <SellerList sellers={sellers} linkTo={storePath} />
          <LoadMore list={list} />
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
