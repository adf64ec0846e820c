import type { OrderQuoteVo } from '@caravan/contract';
import { Button, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CheckoutSession } from '../../../components/cart/checkout-session';
import { DEPOSIT_PATH, MY_ORDERS_PATH } from '../../../lib/user-centre-paths';
import { PriceBreakdown } from '../../../components/orders/price-breakdown';
import { groupBySeller } from '../../../lib/cart';
import { useLanguage } from '../../../lib/i18n';
import { formatCount } from '../../../lib/money';
import { errorMessage } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useBalance } from '../../../lib/wallet-balance';
import type { PaymentMethod } from './payment-method';
import classes from './checkout.module.css';

type OrderSummaryProps = {
  session: CheckoutSession;
  /** order!quote of the lines: the whole price before "Place order". */
  quote: UseQueryResult<OrderQuoteVo>;
  method: PaymentMethod;
  placing: boolean;
  /** Not yet: the addresses are still loading. */
  isWaiting: boolean;
  /** Why placing the order was refused, in the buyer's language. */
  error: string | null;
  payOpen: boolean;
  onPlace: () => void;
  onPay: () => void;
  /** "Pay now", which the payment dialog gives focus back to. */
  payRef: Ref<HTMLButtonElement>;
};

/** The estimate and "Place order"; once placed, the server's total and the way to pay. */
export function OrderSummary(props: OrderSummaryProps) {
  const { session, quote, method, placing, isWaiting, error, payOpen, onPlace, onPay, payRef } = props;
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  const balance = useBalance();
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
        <PriceBreakdown shops={submitted.shops} />
        {!payOpen && (
          <p className={classes.warning} role="status" data-testid="checkout-awaiting">
            {t('settlement.awaiting')}
          </p>
        )}
        <div className={classes.actions}>
          <Button size="md" onClick={onPay} ref={payRef} data-testid="checkout-pay">
            {t('settlement.payNow')}
          </Button>
          <Button component={Link} to={MY_ORDERS_PATH} variant="default">
            {t('settlement.viewOrders')}
          </Button>
        </div>
      </section>
    );
  }

  const total = quote.data?.totalAmount;
  const low =
    method === 'wallet' &&
    balance.data !== undefined &&
    total !== undefined &&
    new Decimal(balance.data.money).lt(total);
  // A refusal of the quote (a product gone off the shelf, out of stock, over the maximum) is the
  // refusal placing the order would meet: said here, before the buyer commits.
  const refusal =
    quote.error instanceof ApiError
      ? errorMessage(quote.error)
      : quote.isError
        ? t('breakdown.unavailable')
        : null;
  return (
    <section className={classes.card} aria-labelledby="checkout-summary-title" data-testid="checkout-summary">
      <h2 className={classes.cardTitle} id="checkout-summary-title">
        {t('settlement.summaryTitle')}
      </h2>
      <dl className={classes.sum}>
        <div>
          <dt>{t('settlement.products')}</dt>
          <dd>
            {formatCount(
              session.lines.reduce((n, line) => n + line.count, 0),
              lang,
            )}
          </dd>
        </div>
        <div>
          <dt>{t('settlement.orders')}</dt>
          <dd>{formatCount(groupBySeller(session.lines).length, lang)}</dd>
        </div>
      </dl>
      {quote.data ? (
        <div aria-busy={quote.isFetching} data-testid="checkout-quote">
          <PriceBreakdown shops={quote.data.shopList} />
        </div>
      ) : quote.isPending ? (
        <p className={classes.note} role="status" data-testid="checkout-quoting">
          <Loader size="xs" /> {t('breakdown.calculating')}
        </p>
      ) : null}
      {refusal && (
        <p className={classes.error} role="alert" data-testid="checkout-quote-error">
          {refusal}
        </p>
      )}
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
            disabled={isWaiting || !quote.data || quote.isError}
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
