import { Button, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../../components/ui/icons';
import { ADMIN_NS } from '../../../../lib/i18n';
import classes from '../../../components/admin-ui.module.css';
import { FILTER_STATUSES, ORDER_STATUS_BADGES } from '../lib/order-status';
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
        <SearchForm key={orderNo} initial={orderNo} onSearch={onSearch} />
        {view === 'all' && (
          <Select
            className={classes.filterStatus}
            label={t('orders.statusLabel')}
            data={[
              { value: '', label: t('orders.anyStatus') },
              ...FILTER_STATUSES.map((s) => ({
                value: String(s),
                label: t(`orders.status.${ORDER_STATUS_BADGES[s]?.key ?? 'cancelled'}`),
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

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (orderNo: string) => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const [draft, setDraft] = useState(initial);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className={classes.searchForm} onSubmit={handleSubmit}>
      <TextInput
        className={classes.searchInput}
        label={t('orders.searchLabel')}
        description={t('orders.searchHint')}
        placeholder={t('orders.searchPlaceholder')}
        leftSection={<SearchIcon size={16} />}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        maxLength={ORDER_NO_MAX}
        type="search"
        data-testid="order-search"
      />
      <Button type="submit" data-testid="order-search-submit">
        {t('common.search')}
      </Button>
    </form>
  );
}
