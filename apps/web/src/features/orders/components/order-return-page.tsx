import { ORDER_STATUS as S, REFUND_STATUS, RETURN_WINDOW_DAYS, type OrderInfoVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import type { TKey } from '../../../lib/i18n';
import { useOrder } from '../api/get-order';
import { canRequestRefund } from '../lib/order-state';
import { useNow } from '../lib/use-now';
import { OrderLoaded, OrderNotice, OrderSubpage } from './order-page';
import { detailFacts } from './order-status-header';
import { ReturnForm } from './return-form';
import { useOrderId } from './use-order-id';

/** Why this order cannot be returned now, in the buyer's words (mirrors the server's refusals). */
function refusalKey(order: OrderInfoVo): TKey<'orders'> {
  if (order.status === S.shipped) return 'refund.afterDelivery';
  if (order.status === S.refund || order.returnStatus !== REFUND_STATUS.none) return 'return.exists';
  if (order.status === S.received || order.status === S.reviewed) return 'return.windowClosed';
  return 'return.notAllowed';
}

/**
 * /userInfo/order-return?id=: one of the nine reasons, the buyer's details (≤ 500 characters) and
 * the amount that would come back to the wallet; sent, it returns to the order with a toast.
 */
export function OrderReturnPage() {
  const { t } = useTranslation('orders');
  const orderId = useOrderId();
  const order = useOrder(orderId);
  const now = useNow();

  return (
    <OrderSubpage titleKey="orderReturn" orderId={orderId} lead={t('return.lead')} testId="page-order-return">
      <OrderLoaded orderId={orderId} queries={[order]} skeletonHeight={240}>
        {(info) =>
          canRequestRefund(detailFacts(info), now) ? (
            <ReturnForm order={info} />
          ) : (
            <OrderNotice orderId={orderId} testId="return-refused">
              {t(refusalKey(info), { days: RETURN_WINDOW_DAYS })}
            </OrderNotice>
          )
        }
      </OrderLoaded>
    </OrderSubpage>
  );
}
