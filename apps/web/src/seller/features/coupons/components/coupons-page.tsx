import { Button, SegmentedControl, Skeleton } from '@mantine/core';
import { COUPON_STATES, type CouponState, type OwnedCouponVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { PlusIcon } from '../../../../components/ui/icons';
import { formatDateTime, isolateLtr } from '../../../../lib/date';
import { pageParam, pagePatch } from '../../../../lib/page-param';
import { toast } from '../../../../lib/toast';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useSearchParamsUpdate } from '../../../../lib/use-search-params-update';
import { PanelList } from '../../../components/panel-list';
import panel from '../../../components/panel.module.css';
import { useEndCoupon } from '../api/end-coupon';
import { useSellerCoupons } from '../api/list-coupons';
import { CouponCard } from './coupon-card';
import { CouponDialog } from './coupon-dialog';
import classes from './coupons.module.css';

const FILTERS = ['all', ...COUPON_STATES] as const;
type Filter = (typeof FILTERS)[number];

const filterOf = (params: URLSearchParams): Filter => FILTERS.find((f) => f === params.get('state')) ?? 'all';

/**
 * A title the seller typed, kept whole inside a sentence whatever its direction (a first-strong
 * isolate): a Latin title in an Arabic sentence does not carry the sentence's full stop with it.
 */
const inSentence = (title: string) => `\u2068${title}\u2069`;

/**
 * /seller/coupons (issue 54): the shop's own coupons, all or by state, page by page; a new one is
 * made, one not yet ended is changed or ended (after a confirmation) in a dialog.
 */
export function SellerCouponsPage() {
  const { t } = useTranslation('seller');
  useDocumentTitle(t('panel.coupons'));
  const [params, update] = useSearchParamsUpdate();
  const page = pageParam(params);
  const filter = filterOf(params);
  const state: CouponState | undefined = filter === 'all' ? undefined : filter;
  const list = useSellerCoupons({ pageNum: page, ...(state ? { state } : {}) });
  const [target, setTarget] = useState<{ coupon: OwnedCouponVo | null } | null>(null);
  const [ending, setEnding] = useState<OwnedCouponVo | null>(null);
  const end = useEndCoupon();

  const create = () => setTarget({ coupon: null });
  const confirmEnd = () => {
    if (!ending || end.isPending) return;
    const title = inSentence(ending.title);
    end.mutate(ending.id, {
      onSuccess: () => {
        toast.success(t('coupons.endDone', { title }));
        setEnding(null);
      },
    });
  };
  const newButton = (
    <Button leftSection={<PlusIcon size={16} />} onClick={create} data-testid="coupon-new">
      {t('coupons.new')}
    </Button>
  );

  return (
    <div className={panel.page} data-testid="seller-coupons">
      <div className={panel.head}>
        <div>
          <h1 className={panel.title}>{t('panel.coupons')}</h1>
          <p className={panel.intro}>{t('coupons.intro')}</p>
        </div>
        {newButton}
      </div>
      <div className={classes.toolbar}>
        <div className={panel.scroll}>
          <SegmentedControl
            aria-label={t('coupons.state')}
            data={FILTERS.map((f) => ({ value: f, label: t(`coupons.states.${f}`) }))}
            value={filter}
            onChange={(next) => update({ state: next === 'all' ? '' : next, page: '' })}
            data-testid="coupon-state-filter"
          />
        </div>
      </div>
      <PanelList
        query={list}
        failed={t('coupons.failed')}
        skeleton={
          <div className={classes.rows} aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={150} radius={14} />
            ))}
          </div>
        }
        empty={
          filter === 'all' ? (
            <span className={classes.emptyInner} data-testid="coupons-empty">
              {t('coupons.empty')}
              {newButton}
            </span>
          ) : (
            t('coupons.noMatch')
          )
        }
        page={page}
        onPage={(next) => update(pagePatch(next))}
        pagesLabel={t('coupons.pages')}
      >
        {(coupons) => (
          <ul className={classes.rows} aria-busy={list.isFetching} data-testid="seller-coupons-list">
            {coupons.map((coupon) => (
              <CouponCard
                key={coupon.id}
                coupon={coupon}
                onEdit={() => setTarget({ coupon })}
                onEnd={() => setEnding(coupon)}
              />
            ))}
          </ul>
        )}
      </PanelList>
      <CouponDialog target={target} onClose={() => setTarget(null)} />
      <ConfirmDialog
        opened={ending !== null}
        title={t('coupons.endTitle')}
        confirmLabel={t('coupons.endConfirm')}
        danger
        loading={end.isPending}
        onConfirm={confirmEnd}
        onClose={() => setEnding(null)}
      >
        <p>
          {t('coupons.endBody', {
            title: inSentence(ending?.title ?? ''),
            end: isolateLtr(formatDateTime(ending?.endTime)),
          })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
