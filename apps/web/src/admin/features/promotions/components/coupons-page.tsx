import { COUPON_STATES, type CouponState, type OwnedCouponVo } from '@caravan/contract';
import { Badge, Button, SegmentedControl, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { isolateLtr } from '../../../../lib/date';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { CURRENCY, formatAmount, formatCount, formatRate } from '../../../../lib/money';
import { pageParam } from '../../../../lib/page-param';
import { toast } from '../../../../lib/toast';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useSearchParamsUpdate } from '../../../../lib/use-search-params-update';
import { AdminTable } from '../../../components/admin-table';
import ui from '../../../components/admin-ui.module.css';
import { DateTime } from '../../../components/date-time';
import { PageHeader } from '../../../components/page-header';
import { RowAction } from '../../../components/row-action';
import { useEndCoupon } from '../api/end-coupon';
import { useCoupons } from '../api/list-coupons';
import { percentDecimals } from '../../../../lib/coupon-terms';
import { CouponModal } from './coupon-modal';
import classes from './promotions.module.css';

const COLUMNS = [
  'title',
  'discount',
  'minSpend',
  'scope',
  'funder',
  'window',
  'claims',
  'state',
  'actions',
] as const;

const STATE_COLORS: Record<CouponState, string> = { scheduled: 'blue', running: 'teal', ended: 'gray' };

/** The state asked for in the address (?state=), every state when it is missing or unknown. */
function stateParam(params: URLSearchParams): CouponState | undefined {
  return COUPON_STATES.find((s) => s === params.get('state'));
}

/** An instant the server sends as epoch ms, as DateTime shows it. */
const instant = (ms: number) => new Date(ms).toISOString();

/**
 * Every campaign's coupons (the platform's and the shops'), newest first, by state: what each takes
 * off, for whom, who pays, when it runs and how many are claimed and used; new ones, changes, and
 * ending one early (audited).
 */
export function CouponsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  useDocumentTitle(t('nav.promotions'));
  const [params, update] = useSearchParamsUpdate();
  const state = stateParam(params);
  const page = pageParam(params);
  const list = useCoupons({ pageNum: page, ...(state ? { state } : {}) });
  const [editing, setEditing] = useState<OwnedCouponVo | 'new' | null>(null);
  const [ending, setEnding] = useState<OwnedCouponVo | null>(null);

  // "5.00 USDT off", or "15% off, at most 20.00 USDT": amounts and rates kept left to right.
  const discountOf = (coupon: OwnedCouponVo) => {
    if (coupon.kind === 'amount') {
      return t('coupons.amountOff', { amount: isolateLtr(formatAmount(coupon.amount, lang)) });
    }
    const places = percentDecimals(coupon.rate);
    const rate = isolateLtr(formatRate(coupon.rate, lang, places));
    return coupon.cap > 0
      ? t('coupons.percentOffCapped', { rate, cap: isolateLtr(formatAmount(coupon.cap, lang)) })
      : t('coupons.percentOff', { rate });
  };

  return (
    <>
      <PageHeader
        title={t('nav.promotions')}
        description={t('coupons.intro')}
        actions={
          <Button onClick={() => setEditing('new')} data-testid="coupon-new">
            {t('coupons.new')}
          </Button>
        }
      />
      <div className={ui.scrollControl}>
        <SegmentedControl
          aria-label={t('coupons.state.label')}
          data={[
            { value: 'all', label: t('coupons.state.all') },
            ...COUPON_STATES.map((s) => ({ value: s, label: t(`coupons.state.${s}`) })),
          ]}
          value={state ?? 'all'}
          onChange={(next) => update({ state: next === 'all' ? '' : next, page: '' })}
          data-testid="coupon-state"
        />
      </div>
      <AdminTable
        label={t('nav.promotions')}
        list={list}
        columns={COLUMNS}
        heading={(column) => t(`coupons.columns.${column}`)}
        renderRow={(coupon) => (
          <Table.Tr key={coupon.id} data-testid="coupon-row" data-state={coupon.state}>
            <Table.Td>
              <span className={classes.title} dir="auto">
                {coupon.title}
              </span>
            </Table.Td>
            <Table.Td className={classes.discount}>{discountOf(coupon)}</Table.Td>
            <Table.Td className={ui.cellAmount}>
              {coupon.minSpend > 0 ? (
                <span dir="ltr">
                  {formatAmount(coupon.minSpend, lang)} {CURRENCY}
                </span>
              ) : (
                t('coupons.anyOrder')
              )}
            </Table.Td>
            <Table.Td>
              <span className={ui.cellStack}>
                {coupon.sellerId ? (
                  <span dir="auto">{coupon.sellerName || coupon.sellerId}</span>
                ) : (
                  <span>{t('coupons.platform')}</span>
                )}
                {coupon.purpose === 'welcome' && (
                  <span className={ui.cellSub} data-testid="coupon-welcome">
                    {t('coupons.welcome')}
                  </span>
                )}
                {coupon.categoryIds.length > 0 && (
                  <span className={ui.cellSub}>
                    {t('coupons.categoryCount', { count: coupon.categoryIds.length })}
                  </span>
                )}
              </span>
            </Table.Td>
            <Table.Td className={ui.nowrap}>{t(`coupons.funders.${coupon.funder}`)}</Table.Td>
            <Table.Td>
              <span className={classes.window}>
                <DateTime value={instant(coupon.startTime)} />
                <span className={ui.cellSub}>
                  <DateTime value={instant(coupon.endTime)} />
                </span>
              </span>
            </Table.Td>
            <Table.Td className={ui.cellAmount}>
              <span className={ui.cellStack}>
                <span dir="ltr">
                  {formatCount(coupon.claimed, lang)} / {formatCount(coupon.total, lang)}
                </span>
                <span className={ui.cellSub}>{t('coupons.used', { count: coupon.used })}</span>
              </span>
            </Table.Td>
            <Table.Td>
              <Badge color={STATE_COLORS[coupon.state]} variant="light">
                {t(`coupons.state.${coupon.state}`)}
              </Badge>
            </Table.Td>
            <Table.Td>
              {coupon.state !== 'ended' && (
                <span className={classes.actions}>
                  <RowAction
                    variant="light"
                    label={t('coupons.edit')}
                    subject={coupon.title}
                    onClick={() => setEditing(coupon)}
                    testId="coupon-row-edit"
                  />
                  <RowAction
                    variant="subtle"
                    color="red"
                    label={t('coupons.end')}
                    subject={coupon.title}
                    onClick={() => setEnding(coupon)}
                    testId="coupon-row-end"
                  />
                </span>
              )}
            </Table.Td>
          </Table.Tr>
        )}
        empty={state ? t('coupons.emptyState') : t('coupons.empty')}
        page={page}
        onPageChange={(next) => update({ page: next === 1 ? '' : String(next) })}
        tableProps={{ highlightOnHover: true, 'data-testid': 'coupons-table' }}
      />
      {editing && (
        <CouponModal coupon={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {ending && <EndCouponDialog coupon={ending} onClose={() => setEnding(null)} />}
    </>
  );
}

/** Asks before ending a coupon: no more claims, while the claims buyers hold stay usable. */
function EndCouponDialog({ coupon, onClose }: { coupon: OwnedCouponVo; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const end = useEndCoupon();
  return (
    <ConfirmDialog
      opened
      title={t('coupons.endTitle', { title: coupon.title })}
      confirmLabel={t('coupons.end')}
      danger
      loading={end.isPending}
      onClose={onClose}
      onConfirm={() =>
        end.mutate(coupon.id, {
          onSuccess: (ended) => {
            toast.success(t('coupons.ended', { title: ended.title }));
            onClose();
          },
        })
      }
    >
      <p>{t('coupons.endBody')}</p>
    </ConfirmDialog>
  );
}
