import { Button } from '@mantine/core';
import type { KeptGoodsVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productPath } from '../../../components/catalog/goods-grid';
import { Price } from '../../../components/catalog/price';
import { storePath } from '../../../components/catalog/seller-card';
import { QueryFallback } from '../../../components/account/query-fallback';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pager } from '../../../components/ui/pager';
import { formatDateTime, isolateLtr } from '../../../lib/date';
import { useKeepGoods } from '../../../lib/engagement-api';
import { useLanguage } from '../../../lib/i18n';
import { formatCount } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { COLLECT_PAGE_SIZE, useKeptGoods } from '../api/get-kept-goods';
import { CollectEmpty, CollectSkeleton } from './collect-states';
import classes from './collect.module.css';

function KeptRow({ goods, onRemove }: { goods: KeptGoodsVo; onRemove: () => void }) {
  const { t } = useTranslation('catalog');
  const onSale = goods.isShelf === 1;
  return (
    <li className={classes.row} data-testid="kept-goods">
      <Link to={productPath(goods)} className={classes.thumb} tabIndex={-1} aria-hidden="true">
        {goods.imgUrl1 && <img src={goods.imgUrl1} alt="" loading="lazy" width={88} height={88} />}
      </Link>
      <div className={classes.info}>
        <Link to={productPath(goods)} className={classes.name} dir="auto">
          {goods.name}
        </Link>
        {onSale ? (
          <Price sellingPrice={goods.sellingPrice} discountPrice={goods.discountPrice} />
        ) : (
          <span className={classes.offShelf}>{t('collect.offShelf')}</span>
        )}
        <span className={classes.meta}>
          {goods.seller && (
            <Link to={storePath(goods.seller)} dir="auto">
              {goods.seller.name}
            </Link>
          )}
          <span>{t('collect.keptAt', { date: isolateLtr(formatDateTime(goods.keepTime)) })}</span>
        </span>
      </div>
      <div className={classes.rowActions}>
        <Button variant="default" size="xs" color="red" onClick={onRemove}>
          {t('collect.remove')}
        </Button>
      </div>
    </li>
  );
}

/** /userInfo/collect-goods: the buyer's favourite products, with removal after a confirmation. */
export function CollectGoodsPage() {
  const { t } = useTranslation('catalog');
  const { t: tp } = useTranslation('pages');
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<KeptGoodsVo | null>(null);
  const list = useKeptGoods(page);
  const keep = useKeepGoods();
  useDocumentTitle(tp('titles.collectGoods'));

  const total = list.data?.pageInfo.totalElements ?? 0;

  const confirmRemove = () => {
    if (!removing) return;
    keep.mutate(
      { sellerGoodsId: removing.id, kept: false },
      {
        onSuccess: () => {
          toast.success(t('collect.removed'));
          setRemoving(null);
          // Removing the only item of a later page goes back a page rather than show an empty one.
          if (page > 1 && list.data?.pageList.length === 1) setPage(page - 1);
        },
      },
    );
  };

  let body;
  if (!list.data)
    body = list.isError ? (
      <QueryFallback query={list} failedTitle={t('collect.loadFailed')} />
    ) : (
      <CollectSkeleton />
    );
  else if (list.data.pageList.length === 0 && page === 1)
    body = <CollectEmpty text={t('collect.goodsEmpty')} action={t('collect.goodsEmptyAction')} to="/index" />;
  else
    body = (
      <>
        <ul className={classes.list} aria-busy={list.isPlaceholderData}>
          {list.data.pageList.map((goods) => (
            <KeptRow key={goods.id} goods={goods} onRemove={() => setRemoving(goods)} />
          ))}
        </ul>
        <Pager
          page={page}
          totalItems={total}
          pageSize={COLLECT_PAGE_SIZE}
          onChange={setPage}
          label={t('collect.goodsPages')}
        />
      </>
    );

  return (
    <div className={classes.panel} data-testid="page-collectGoods">
      <div className={classes.head}>
        <h1 className={classes.title}>{tp('titles.collectGoods')}</h1>
        {list.data && total > 0 && (
          <span className={classes.count} data-testid="collect-count">
            {t('collect.goodsCount', { number: formatCount(total, lang) })}
          </span>
        )}
      </div>
      {body}
      <ConfirmDialog
        opened={removing !== null}
        title={t('collect.removeTitle')}
        confirmLabel={t('collect.removeConfirm')}
        danger
        loading={keep.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        <p className={classes.confirmText}>{t('collect.removeBody', { name: removing?.name ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
