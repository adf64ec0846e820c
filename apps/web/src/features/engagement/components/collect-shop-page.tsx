import { Button } from '@mantine/core';
import type { FocusRecordVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { positiveRate, storePath } from '../../../components/catalog/seller-card';
import { QueryFallback } from '../../../components/account/query-fallback';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pager } from '../../../components/ui/pager';
import { formatDateTime, isolateLtr } from '../../../lib/date';
import { useFollowShop } from '../../../lib/engagement-api';
import { useLanguage } from '../../../lib/i18n';
import { formatCount } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFollowedShops } from '../api/get-followed-shops';
import { COLLECT_PAGE_SIZE } from '../api/get-kept-goods';
import { CollectEmpty, CollectSkeleton } from './collect-states';
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
        {open ? (
          <Link to={storePath(shop)} className={classes.name} dir="auto">
            {shop.name}
          </Link>
        ) : (
          <span className={classes.name} dir="auto">
            {shop.name}
          </span>
        )}
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

/** /userInfo/collect-shop: the shops the buyer follows, with unfollowing after a confirmation. */
export function CollectShopPage() {
  const { t } = useTranslation('catalog');
  const { t: tp } = useTranslation('pages');
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<FocusRecordVo | null>(null);
  const list = useFollowedShops(page);
  const follow = useFollowShop();
  useDocumentTitle(tp('titles.collectShop'));

  const total = list.data?.pageInfo.totalElements ?? 0;

  const confirmRemove = () => {
    if (!removing) return;
    follow.mutate(
      { sellerId: removing.sellerId, followed: false },
      {
        onSuccess: () => {
          toast.success(t('collect.unfollowed'));
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
    body = (
      <CollectEmpty text={t('collect.shopsEmpty')} action={t('collect.shopsEmptyAction')} to="/searchStore" />
    );
  else
    body = (
      <>
        <ul className={classes.list} aria-busy={list.isPlaceholderData}>
          {list.data.pageList.map((record) => (
            <ShopRow key={record.sellerId} record={record} onRemove={() => setRemoving(record)} />
          ))}
        </ul>
        <Pager
          page={page}
          totalItems={total}
          pageSize={COLLECT_PAGE_SIZE}
          onChange={setPage}
          label={t('collect.shopsPages')}
        />
      </>
    );

  return (
    <div className={classes.panel} data-testid="page-collectShop">
      <div className={classes.head}>
        <h1 className={classes.title}>{tp('titles.collectShop')}</h1>
        {list.data && total > 0 && (
          <span className={classes.count} data-testid="collect-count">
            {t('collect.shopsCount', { number: formatCount(total, lang) })}
          </span>
        )}
      </div>
      {body}
      <ConfirmDialog
        opened={removing !== null}
        title={t('collect.unfollowTitle')}
        confirmLabel={t('collect.unfollowConfirm')}
        danger
        loading={follow.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        <p className={classes.confirmText}>
          {t('collect.unfollowBody', { name: removing?.sellerVo.name ?? '' })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
