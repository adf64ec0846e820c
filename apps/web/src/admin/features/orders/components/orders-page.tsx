import { useTranslation } from 'react-i18next';
import { useSearchParamsUpdate } from '../../../../lib/use-search-params-update';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useOrderList } from '../api/list-orders';
import { AdminTable } from '../../../components/admin-table';
import { OrderDetailDrawer } from './order-detail-drawer';
import { OrderFilters } from './order-filters';
import { OrderRow } from './order-row';
import { orderListFilter, statusParam, viewParam, type OrderView } from '../lib/order-view';
import { PageHeader } from '../../../components/page-header';
import { useOperator } from '../../../lib/operator-context';
import { ADMIN_NS, type TKey } from '../../../../lib/i18n';
import { canChangeOrders } from '../../../lib/console-areas';
import { pageParam } from '../../../../lib/page-param';

const COLUMNS = ['orderNo', 'shop', 'buyer', 'goods', 'total', 'status', 'actions'] as const;

const EMPTY_KEYS: Record<OrderView, TKey<'admin'>> = {
  toShip: 'orders.emptyToShip',
  refunds: 'orders.emptyRefunds',
  all: 'orders.empty',
};

/**
 * Orders: the two work queues (purchased orders to ship, refund requests to decide) and every
 * order by status or number; each opens in a drawer with its lines, address and timeline.
 */
export function OrdersPage() {
  const { t } = useTranslation(ADMIN_NS);
  const operator = useOperator();
  const canChange = canChangeOrders(operator.role);
  useDocumentTitle(t('nav.orders'));
  const [params, update] = useSearchParamsUpdate();
  // Those who only read orders look them up; those who ship start at the queue.
  const defaultView: OrderView = canChange ? 'toShip' : 'all';
  const view = viewParam(params, defaultView);
  const status = statusParam(params);
  const orderNo = params.get('q') ?? '';
  const page = pageParam(params);
  const list = useOrderList(orderListFilter({ view, status, orderNo, pageNum: page }));
  const openId = params.get('order');
  const openRow = list.data?.pageList.find((o) => o.id === openId);

  return (
    <>
      <PageHeader
        title={t('nav.orders')}
        description={canChange ? t('orders.intro') : t('orders.introReadOnly')}
      />
      <OrderFilters
        view={view}
        status={status}
        orderNo={orderNo}
        onViewChange={(next) => update({ view: next === defaultView ? '' : next, status: '', page: '' })}
        onStatusChange={(next) => update({ status: next === undefined ? '' : String(next), page: '' })}
        // An order number is unique: it is looked for among all orders, whatever list was open.
        onSearch={(q) => update({ q, view: q ? 'all' : (params.get('view') ?? ''), status: '', page: '' })}
      />
      <AdminTable
        label={t('nav.orders')}
        list={list}
        columns={COLUMNS}
        heading={(column) => t(`orders.columns.${column}`)}
        renderRow={(order) => (
          <OrderRow
            key={order.id}
            order={order}
            canChange={canChange}
            onOpen={() => update({ order: order.id })}
          />
        )}
        empty={orderNo ? t('orders.emptySearch', { orderNo }) : t(EMPTY_KEYS[view])}
        page={page}
        onPageChange={(next) => update({ page: next === 1 ? '' : String(next) })}
        tableProps={{ highlightOnHover: true, 'data-testid': 'orders-table' }}
      />
      <OrderDetailDrawer
        orderId={openId}
        row={openRow}
        canChange={canChange}
        onClose={() => update({ order: '' })}
      />
    </>
  );
}
