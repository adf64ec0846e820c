import { Button } from '@mantine/core';
import type { KeptGoodsVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productPath } from '../../../components/catalog/goods-grid';
import { Price } from '../../../components/catalog/price';
import { storePath } from '../../../components/catalog/seller-card';
import { formatDateTime, isolateLtr } from '../../../lib/date';
import { useKeepGoods } from '../../../lib/engagement-api';
import { toast } from '../../../lib/toast';
import { useKeptGoods, useKeptGoodsPages } from '../api/get-kept-goods';
import { CollectListPage, CollectQuery, type CollectRows } from './collect-list-page';
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

function KeptGoodsList({ rows }: { rows: CollectRows<KeptGoodsVo> }) {
  const { t } = useTranslation('catalog');
  const { t: tp } = useTranslation('pages');
  const [removing, setRemoving] = useState<KeptGoodsVo | null>(null);
  const keep = useKeepGoods();

  const confirmRemove = () => {
    if (!removing) return;
    keep.mutate(
      { sellerGoodsId: removing.id, kept: false },
      {
        onSuccess: () => {
          toast.success(t('collect.removed'));
          setRemoving(null);
          rows.afterRemove();
        },
      },
    );
  };

  return (
    <CollectListPage
      testId="page-collectGoods"
      title={tp('titles.collectGoods')}
      rows={rows}
      countText={(number) => t('collect.goodsCount', { number })}
      empty={{ text: t('collect.goodsEmpty'), action: t('collect.goodsEmptyAction'), to: '/index' }}
      rowKey={(goods) => goods.id}
      renderRow={(goods) => <KeptRow goods={goods} onRemove={() => setRemoving(goods)} />}
      removal={{
        item: removing,
        title: t('collect.removeTitle'),
        confirmLabel: t('collect.removeConfirm'),
        body: (goods) => t('collect.removeBody', { name: goods?.name ?? '' }),
        pending: keep.isPending,
        onConfirm: confirmRemove,
        onCancel: () => setRemoving(null),
      }}
    />
  );
}

/**
 * /userInfo/collect-goods: the buyer's favourite products, with removal after a confirmation; 20 to a
 * page on the desktop, page after page as the buyer scrolls on the mobile site.
 */
export function CollectGoodsPage() {
  const { t } = useTranslation('catalog');
  return (
    <CollectQuery usePage={useKeptGoods} usePages={useKeptGoodsPages} pagesLabel={t('collect.goodsPages')}>
      {(rows) => <KeptGoodsList rows={rows} />}
    </CollectQuery>
  );
}
