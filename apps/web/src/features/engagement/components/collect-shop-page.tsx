import { Button } from '@mantine/core';
import type { FocusRecordVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { positiveRate, storePath } from '../../../components/catalog/seller-card';
import { MaybeLink } from '../../../components/ui/maybe-link';
import { formatDateTime, isolateLtr } from '../../../lib/date';
import { useFollowShop } from '../../../lib/engagement-api';
import { useLanguage } from '../../../lib/i18n';
import { formatCount } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useFollowedShops, useFollowedShopsPages } from '../api/get-followed-shops';
import { CollectListPage, CollectQuery, type CollectRows } from './collect-list-page';
import classes from './collect.module.css';

function ShopRow({ record, onRemove }: { record: FocusRecordVo; onRemove: () => void }) {
  const { t } = useTranslation('catalog');
  const lang = useLanguage();
  const shop = record.sellerVo;
  const open = shop.status === 1;
  return (
    <li className={classes.row} data-testid="followed-shop">
      <span className={classes.avatar} aria-hidden="true">
        {shop.avatar ? (
          <img src={shop.avatar} alt="" width={56} height={56} />
        ) : (
          shop.name.trim().charAt(0).toUpperCase()
        )}
      </span>
      <div className={classes.info}>
        <MaybeLink to={open ? storePath(shop) : undefined} className={classes.name} dir="auto">
          {shop.name}
        </MaybeLink>
        {!open && <span className={classes.offShelf}>{t('collect.shopClosed')}</span>}
        <span className={classes.figures}>
          <span>{t('collect.shopGoods', { number: formatCount(shop.sellerGoodsNum, lang) })}</span>
          <span>{t('collect.shopFollowers', { number: formatCount(shop.focusNum, lang) })}</span>
          <span>{t('collect.shopRate', { rate: positiveRate(shop, lang) })}</span>
        </span>
        <span className={classes.meta}>
          {t('collect.followedAt', { date: isolateLtr(formatDateTime(record.createTime)) })}
        </span>
      </div>
      <div className={classes.rowActions}>
        {open && (
          <Button component={Link} to={storePath(shop)} variant="light" size="xs">
            {t('store.visit')}
          </Button>
        )}
        <Button variant="default" size="xs" color="red" onClick={onRemove}>
          {t('collect.unfollow')}
        </Button>
      </div>
    </li>
  );
}

function FollowedShopsList({ rows }: { rows: CollectRows<FocusRecordVo> }) {
  const { t } = useTranslation('catalog');
  const { t: tp } = useTranslation('pages');
  const [removing, setRemoving] = useState<FocusRecordVo | null>(null);
  const follow = useFollowShop();

  const confirmRemove = () => {
    if (!removing) return;
    follow.mutate(
      { sellerId: removing.sellerId, followed: false },
      {
        onSuccess: () => {
          toast.success(t('collect.unfollowed'));
          setRemoving(null);
          rows.afterRemove();
        },
      },
    );
  };

  return (
    <CollectListPage
      testId="page-collectShop"
      title={tp('titles.collectShop')}
      rows={rows}
      countText={(number) => t('collect.shopsCount', { number })}
      empty={{ text: t('collect.shopsEmpty'), action: t('collect.shopsEmptyAction'), to: '/searchStore' }}
      rowKey={(record) => record.sellerId}
      renderRow={(record) => <ShopRow record={record} onRemove={() => setRemoving(record)} />}
      removal={{
        item: removing,
        title: t('collect.unfollowTitle'),
        confirmLabel: t('collect.unfollowConfirm'),
        body: (record) => t('collect.unfollowBody', { name: record?.sellerVo.name ?? '' }),
        pending: follow.isPending,
        onConfirm: confirmRemove,
        onCancel: () => setRemoving(null),
      }}
    />
  );
}

/**
 * /userInfo/collect-shop: the shops the buyer follows, with unfollowing after a confirmation; 20 to a
 * page on the desktop, page after page as the buyer scrolls on the mobile site.
 */
export function CollectShopPage() {
  const { t } = useTranslation('catalog');
  return (
    <CollectQuery
      usePage={useFollowedShops}
      usePages={useFollowedShopsPages}
      pagesLabel={t('collect.shopsPages')}
    >
      {(rows) => <FollowedShopsList rows={rows} />}
    </CollectQuery>
  );
}
