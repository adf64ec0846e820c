import { Button, CloseButton, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GoodsGrid, GoodsGridSkeleton, productPath } from '../../../../components/catalog/goods-grid';
import { SearchIcon } from '../../../../components/ui/icons';
import { ListEnd } from '../../../../components/ui/infinite-list';
import { EmptyState, QueryError } from '../../../../components/ui/states';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { isNotFound } from '../../api/get-goods-info';
import { useSellerCategories, useSellerInfo } from '../../api/get-seller-info';
import { useStoreGoods, type StoreGoodsQuery } from '../../api/get-store-goods';
import { CatalogNotFound } from '../catalog-not-found';
import { CouponStrip } from '../../../../components/coupons/coupon-strip';
import { StoreSummary, StoreSummarySkeleton } from './store-summary';
import classes from './store-page.module.css';

const SORTS = {
  default: {},
  new: { isNew: 2 },
  hot: { isHot: 2 },
  priceAsc: { isPrice: 1 },
  priceDesc: { isPrice: 2 },
} as const satisfies Record<string, StoreGoodsQuery>;
type SortKey = keyof typeof SORTS;

const isSortKey = (value: string | null): value is SortKey => value !== null && value in SORTS;

/** The shop's goods: the chosen category and sort, or the in-store search results. */
function StoreGoods({ sellerId, query }: { sellerId: string; query: StoreGoodsQuery }) {
  const { t } = useTranslation('catalog');
  const list = useStoreGoods(sellerId, query);
  if (list.isPending) return <GoodsGridSkeleton count={8} />;
  if (list.isError) return <QueryError query={list} title={t('list.errorTitle', { ns: 'common' })} />;
  const goods = list.data.pages.flatMap((page) => page.pageList);
  if (goods.length === 0) {
    return (
      <EmptyState>
        {query.keyword ? t('store.noResults', { keyword: query.keyword }) : t('store.noGoods')}
      </EmptyState>
    );
  }
  return (
    <>
      <GoodsGrid goods={goods} linkTo={productPath} />
      <ListEnd list={list} />
    </>
  );
}

function StoreSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation('catalog');
  const [text, setText] = useState(keyword);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className={classes.search} onSubmit={handleSubmit}>
      <TextInput
        type="search"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        placeholder={t('store.searchPlaceholder')}
        aria-label={t('store.searchLabel')}
        maxLength={100}
        leftSection={<SearchIcon size={16} />}
        rightSection={
          text ? (
            <CloseButton
              size="sm"
              aria-label={t('store.clearSearch')}
              onClick={() => {
                setText('');
                onSearch('');
              }}
            />
          ) : null
        }
        className={classes.searchInput}
      />
      <Button type="submit">{t('store.search')}</Button>
    </form>
  );
}

/**
 * /store?id=<sellerId> (the mobile site: /wap/shop?sellerId=…): the shop's header, categories,
 * sorted goods and in-store search.
 */
export function StorePage() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const sellerId = params.get('id') ?? params.get('sellerId') ?? '';
  const categoryId = params.get('categoryId') ?? undefined;
  const rawSort = params.get('sort');
  const sort: SortKey = isSortKey(rawSort) ? rawSort : 'default';
  const keyword = params.get('k')?.trim() ?? '';
  const seller = useSellerInfo(sellerId);
  const categories = useSellerCategories(sellerId, seller.isSuccess);
  useDocumentTitle(seller.data?.name ?? t('store.title'));

  if (!sellerId || (seller.isError && isNotFound(seller.error))) return <CatalogNotFound kind="store" />;

  const update = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(change)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next);
  };
  const linkFor = (category: string | undefined) => {
    const next = new URLSearchParams({ id: sellerId });
    if (category) next.set('categoryId', category);
    if (sort !== 'default') next.set('sort', sort);
    return `/store?${next.toString()}`;
  };

  const query: StoreGoodsQuery = keyword ? { keyword } : { ...SORTS[sort], categoryId };

  let header;
  if (seller.data) header = <StoreSummary seller={seller.data} variant="header" />;
  else if (seller.isError) header = <QueryError query={seller} title={t('loadFailed.storeTitle')} />;
  else header = <StoreSummarySkeleton variant="header" />;

  return (
    <div className={`cv-container ${classes.page}`} data-testid="page-store">
      {header}
      {seller.data && <CouponStrip filter={{ sellerId }} />}
      {seller.data && (
        <div className={classes.layout}>
          <nav className={classes.side} aria-label={t('store.categories')}>
            <h2 className={classes.sideTitle}>{t('store.categories')}</h2>
            <ul>
              <li>
                <Link to={linkFor(undefined)} aria-current={!categoryId && !keyword ? 'page' : undefined}>
                  {t('store.allGoods', { number: seller.data.sellerGoodsNum })}
                </Link>
              </li>
              {(categories.data ?? []).map((category) => (
                <li key={category.id}>
                  <Link
                    to={linkFor(category.categoryId)}
                    aria-current={category.categoryId === categoryId && !keyword ? 'page' : undefined}
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={classes.main}>
            <div className={classes.toolbar}>
              <StoreSearch key={keyword} keyword={keyword} onSearch={(k) => update({ k: k || undefined })} />
              {!keyword && (
                <div className={classes.sorts} role="group" aria-label={t('sort.label')}>
                  {(Object.keys(SORTS) as SortKey[]).map((key) => (
                    <button
                      key={key}
                      type="button"
                      className={classes.sort}
                      aria-pressed={sort === key}
                      onClick={() => update({ sort: key === 'default' ? undefined : key })}
                    >
                      {t(`sort.${key}`)}
                    </button>
                  ))}
                </div>
              )}
            </div>
            {keyword && (
              <p className={classes.searching}>
                {t('store.resultsFor', { keyword })}{' '}
                <button type="button" className={classes.linkButton} onClick={() => update({ k: undefined })}>
                  {t('store.showAll')}
                </button>
              </p>
            )}
            <StoreGoods sellerId={sellerId} query={query} />
          </div>
        </div>
      )}
    </div>
  );
}
