import { RETURN_REASONS, REFUND_STATUS, type OrderInfoVo } from '@caravan/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { formatAmount } from '../../../../lib/money';
import { DateTime } from '../../../components/date-time';
import orders from './orders.module.css';

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? orders.wide : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Usdt({ value, testId }: { value: number; testId?: string }) {
  const lang = useLanguage();
  return (
    <span className={orders.amount} dir="ltr" data-testid={testId}>
      {formatAmount(value, lang)} USDT
    </span>
  );
}

/** The buyer's refund request (reason and note) and the decision's note, when there is a refund. */
export function OrderRefund({ order }: { order: OrderInfoVo }) {
  const { t } = useTranslation(ADMIN_NS);
  if (order.returnStatus === REFUND_STATUS.none && !order.refundNote) return null;
  const reason = order.returnReason ? RETURN_REASONS[order.returnReason - 1] : undefined;
  return (
    <section className={orders.note} data-testid="order-refund">
      <h3 className={orders.sectionTitle}>{t('orders.sections.refund')}</h3>
      <dl className={orders.facts}>
        {reason && <Fact label={t('orders.fields.returnReason')}>{t(`orders.returnReasons.${reason}`)}</Fact>}
        {order.returnDetail && (
          <Fact label={t('orders.fields.returnDetail')} wide>
            <span dir="auto">{order.returnDetail}</span>
          </Fact>
        )}
        {order.refundNote && (
          <Fact label={t('orders.fields.refundNote')} wide>
            <span dir="auto">{order.refundNote}</span>
          </Fact>
        )}
      </dl>
    </section>
  );
}

/** Who sold to whom, and when each step happened; the shipment once it left. */
export function OrderSummary({ order }: { order: OrderInfoVo }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <dl className={orders.facts}>
      <Fact label={t('orders.fields.shop')}>
        <span dir="auto">{order.sellerName || '--'}</span>
      </Fact>
      <Fact label={t('orders.fields.buyer')}>
        <span dir="auto">{order.username || '--'}</span>
      </Fact>
      <Fact label={t('orders.fields.created')}>
        <DateTime value={order.createTime} />
      </Fact>
      <Fact label={t('orders.fields.paid')}>
        <DateTime value={order.payTime} />
      </Fact>
      <Fact label={t('orders.fields.pushed')}>
        <DateTime value={order.pushTime} />
      </Fact>
      <Fact label={t('orders.fields.shipped')}>
        <DateTime value={order.shipTime} />
      </Fact>
      <Fact label={t('orders.fields.received')}>
        <DateTime value={order.receiptTime} />
      </Fact>
      <Fact label={t('orders.fields.settled')}>
        <DateTime value={order.settleTime} />
      </Fact>
      {order.carrier && (
        <Fact label={t('orders.fields.carrier')}>
          <span dir="auto">{order.carrier}</span>
        </Fact>
      )}
      {order.trackingNo && (
        <Fact label={t('orders.fields.trackingNo')}>
          <span dir="ltr" data-testid="order-tracking">
            {order.trackingNo}
          </span>
        </Fact>
      )}
    </dl>
  );
}

type OrderAmountsProps = { order: OrderInfoVo; purchaseAmount: number | undefined };

/** What the buyer paid, and what the seller pays the platform and keeps. */
export function OrderAmounts({ order, purchaseAmount }: OrderAmountsProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <section>
      <h3 className={orders.sectionTitle}>{t('orders.sections.amounts')}</h3>
      <dl className={orders.facts}>
        <Fact label={t('orders.fields.goodsAmount')}>
          <Usdt value={order.prizeReal} />
        </Fact>
        <Fact label={t('orders.fields.freight')}>
          <Usdt value={order.fees} />
        </Fact>
        <Fact label={t('orders.fields.tax')}>
          <Usdt value={order.tax} />
        </Fact>
        <Fact label={t('orders.fields.total')}>
          <strong>
            <Usdt value={order.totalAmount} testId="order-total" />
          </strong>
        </Fact>
        <Fact label={t('orders.fields.wholesale')}>
          <Usdt value={order.systemPrice} />
        </Fact>
        {purchaseAmount !== undefined && (
          <Fact label={t('orders.fields.purchaseAmount')}>
            <Usdt value={purchaseAmount} />
          </Fact>
        )}
        <Fact label={t('orders.fields.profit')}>
          <Usdt value={order.profit} />
        </Fact>
      </dl>
    </section>
  );
}

/** Where the order goes and whom to call. */
export function OrderAddress({ order }: { order: OrderInfoVo }) {
  const { t } = useTranslation(ADMIN_NS);
  const region = [order.city, order.province, order.country].filter(Boolean).join(', ');
  return (
    <section>
      <h3 className={orders.sectionTitle}>{t('orders.sections.address')}</h3>
      <dl className={orders.facts} data-testid="order-address">
        <Fact label={t('orders.fields.contacts')}>
          <span dir="auto">{order.contacts || '--'}</span>
        </Fact>
        <Fact label={t('orders.fields.phone')}>
          <span dir="ltr">{order.phone || '--'}</span>
        </Fact>
        <Fact label={t('orders.fields.email')}>
          <span dir="ltr">{order.email || '--'}</span>
        </Fact>
        <Fact label={t('orders.fields.postcode')}>
          <span dir="ltr">{order.postcode || '--'}</span>
        </Fact>
        <Fact label={t('orders.fields.address')} wide>
          <span dir="auto">{[order.address, region].filter(Boolean).join(', ') || '--'}</span>
        </Fact>
      </dl>
    </section>
  );
}
