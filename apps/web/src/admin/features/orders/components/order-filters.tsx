import { SegmentedControl, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_KEYS } from '../../../../components/orders/order-status';
import { ADMIN_NS } from '../../../../lib/i18n';
import classes from '../../../components/admin-ui.module.css';
import { SearchForm } from '../../../components/search-form';
import { FILTER_STATUSES } from '../lib/order-status';
import { ORDER_VIEWS, type OrderView } from '../lib/order-view';
import orders from './orders.module.css';

/** The server keeps order numbers of at most this many characters (AdminOrderListParams). */
const ORDER_NO_MAX = 64;

type OrderFiltersProps = {
  view: OrderView;
  status: number | undefined;
  orderNo: string;
  onViewChange: (view: OrderView) => void;
  onStatusChange: (status: number | undefined) => void;
  onSearch: (orderNo: string) => void;
};

/** The list (to ship, refund requests, all), a status for "all", and the order-number search. */
export function OrderFilters({
  view,
  status,
  orderNo,
  onViewChange,
  onStatusChange,
  onSearch,
}: OrderFiltersProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <>
      <div className={orders.views}>
        <SegmentedControl
          aria-label={t('orders.views.label')}
          data={ORDER_VIEWS.map((v) => ({ value: v, label: t(`orders.views.${v}`) }))}
          value={view}
          onChange={(next) => onViewChange(ORDER_VIEWS.find((v) => v === next) ?? 'all')}
          data-testid="order-view"
        />
      </div>
      <div className={classes.filters} role="search">
        <SearchForm
          key={orderNo}
          initial={orderNo}
          onSearch={onSearch}
          label={t('orders.searchLabel')}
          description={t('orders.searchHint')}
          placeholder={t('orders.searchPlaceholder')}
          maxLength={ORDER_NO_MAX}
          testId="order-search"
          submitTestId="order-search-submit"
        />
        {view === 'all' && (
          <Select
            className={classes.filterStatus}
            label={t('orders.statusLabel')}
            data={[
              { value: '', label: t('orders.anyStatus') },
              ...FILTER_STATUSES.map((s) => ({
                value: String(s),
                label: t(`orders.status.${ORDER_STATUS_KEYS[s]}`),
              })),
            ]}
            value={status === undefined ? '' : String(status)}
            onChange={(value) => onStatusChange(value ? Number(value) : undefined)}
            allowDeselect={false}
            data-testid="order-status-filter"
          />
        )}
      </div>
    </>
  );
}
