import { Button } from '@mantine/core';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CheckoutSession } from '../../../components/cart/checkout-lines';
import { DEPOSIT_PATH } from '../../../components/orders/pay-orders-modal';
import { estimateTotal, groupBySeller } from '../../../lib/cart';
import { useLanguage } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { useBalance } from '../../../lib/wallet-balance';
import type { PaymentMethod } from './payment-method';
import classes from './checkout.module.css';

export const MY_ORDERS_PATH = '/userInfo/my-order?index=2';

type OrderSummaryProps = {
  session: CheckoutSession;
  method: PaymentMethod;
  placing: boolean;
  /** Not yet: the addresses are still loading. */
  isWaiting: boolean;
  /** Why placing the order was refused, in the buyer's language. */
  error: string | null;
  payOpen: boolean;
  onPlace: () => void;
  onPay: () => void;
};

/** The estimate and "Place order"; once placed, the server's total and the way to pay. */
export function OrderSummary(props: OrderSummaryProps) {
  const { session, method, placing, isWaiting, error, payOpen, onPlace, onPay } = props;
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  const balance = useBalance();
  const estimate = estimateTotal(session.lines);
  const { submitted } = session;

  if (submitted) {
    return (
      <section
        className={classes.card}
        aria-labelledby="checkout-summary-title"
        data-testid="checkout-placed"
      >
        <h2 className={classes.cardTitle} id="checkout-summary-title">
          {t('settlement.summaryTitle')}
        </h2>
        <dl className={classes.sum}>
          <div>
            <dt>{t('settlement.orders')}</dt>
            <dd>{submitted.orderIds.length}</dd>
          </div>
          <div className={classes.total}>
            <dt>{t('settlement.toPay')}</dt>
            <dd data-testid="checkout-server-total">{formatPrice(submitted.total, lang)}</dd>
          </div>
        </dl>
        {!payOpen && (
          <p className={classes.warning} role="status" data-testid="checkout-awaiting">
            {t('settlement.awaiting')}
          </p>
        )}
        <div className={classes.actions}>
          <Button size="md" onClick={onPay} data-testid="checkout-pay">
            {t('settlement.payNow')}
          </Button>
          <Button component={Link} to={MY_ORDERS_PATH} variant="default">
            {t('settlement.viewOrders')}
          </Button>
        </div>
      </section>
    );
  }

  const low =
    method === 'wallet' && balance.data !== undefined && new Decimal(balance.data.money).lt(estimate);
  return (
    <section className={classes.card} aria-labelledby="checkout-summary-title" data-testid="checkout-summary">
      <h2 className={classes.cardTitle} id="checkout-summary-title">
        {t('settlement.summaryTitle')}
      </h2>
      <dl className={classes.sum}>
        <div>
          <dt>{t('settlement.products')}</dt>
          <dd>{session.lines.reduce((n, line) => n + line.count, 0)}</dd>
        </div>
        <div>
          <dt>{t('settlement.orders')}</dt>
          <dd>{groupBySeller(session.lines).length}</dd>
        </div>
        <div className={classes.total}>
          <dt>{t('settlement.estimatedTotal')}</dt>
          <dd data-testid="checkout-estimate">{formatPrice(estimate, lang)}</dd>
        </div>
      </dl>
      <p className={classes.note}>{t('settlement.estimateNote')}</p>
      {low && (
        <p className={classes.warning} data-testid="checkout-low-balance">
          {t('settlement.lowBalance')} <Link to={DEPOSIT_PATH}>{t('settlement.goDeposit')}</Link>
        </p>
      )}
      {error && (
        <p className={classes.error} role="alert" data-testid="checkout-error">
          {error}
        </p>
      )}
      <div className={classes.actions}>
        {method === 'wallet' ? (
          <Button
            size="md"
            onClick={onPlace}
            loading={placing}
            disabled={isWaiting}
            data-testid="place-order"
          >
            {t('settlement.placeOrder')}
          </Button>
        ) : (
          <>
            <p className={classes.note}>{t('settlement.depositHint')}</p>
            <Button component={Link} to={DEPOSIT_PATH} size="md" data-testid="checkout-deposit">
              {t('settlement.goDeposit')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
