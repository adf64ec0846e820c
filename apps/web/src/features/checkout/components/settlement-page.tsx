import type { ShopQuoteVo } from '@caravan/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoginRedirect } from '../../../components/account/require-login';
import { InlineLoader, QueryError } from '../../../components/ui/states';
import { clearCheckout, saveCheckout } from '../../../components/cart/checkout-lines';
import { readCheckout, type CheckoutSession } from '../../../components/cart/checkout-session';
import { useOrderQuote, useSubmitOrder } from '../../../components/orders/orders-api';
import { PayOrdersModal } from '../../../components/orders/pay-orders-modal';
import { grandTotal } from '../../../components/orders/price-breakdown';
import { CartIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useToken } from '../../../lib/auth';
import { removeIdentifiers, updateCart } from '../../../lib/cart';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AddressSection, useCheckoutAddress } from './address-section';
import { useCouponsForOrder } from '../api/get-coupons-for-order';
import { CheckoutItems } from './checkout-items';
import { CouponSection, type CouponChoice } from './coupon-section';
import { OrderSummary } from './order-summary';
import { PaymentMethodSection, type PaymentMethod } from './payment-method';
import classes from './checkout.module.css';

function NothingToCheckOut() {
  const { t } = useTranslation('cart');
  return (
    <div className={classes.centred} data-testid="checkout-empty">
      <span className={classes.icon}>
        <CartIcon size={30} />
      </span>
      <h2>{t('settlement.empty')}</h2>
      <p>{t('settlement.emptyHint')}</p>
      <Link to="/index">{t('settlement.continueShopping')}</Link>
    </div>
  );
}

function Checkout({ usercode, initial }: { usercode: string; initial: CheckoutSession }) {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const [session, setSession] = useState(initial);
  const [method, setMethod] = useState<PaymentMethod>('wallet');
  const [error, setError] = useState<string | null>(null);
  // Asked for only while no address is chosen: adding or choosing one takes the request away.
  const [isAddressAsked, setIsAddressAsked] = useState(false);
  const [payOpen, setPayOpen] = useState(false);
  const payButton = useRef<HTMLButtonElement>(null);
  const address = useCheckoutAddress();
  const submit = useSubmitOrder();
  const lines = session.lines.map((line) => ({
    sellerGoodsId: line.id,
    skuId: line.skuId,
    quantity: line.count,
  }));
  // Until the orders are placed: the server's price of these lines, per shop and in all.
  // The coupons: the server's best until the buyer changes them (issue 54).
  const [couponChoice, setCouponChoice] = useState<CouponChoice>(undefined);
  const coupons = useCouponsForOrder(session.submitted ? [] : lines);
  const quote = useOrderQuote(session.submitted ? [] : lines, couponChoice);

  const handlePlace = () => {
    if (!address.selectedId) {
      setIsAddressAsked(true);
      setError(null);
      return;
    }
    setError(null);
    submit.mutate(
      { lines, addressId: address.selectedId, couponIds: couponChoice },
      {
        onSuccess: ({ orderList }) => {
          const next: CheckoutSession = {
            ...session,
            submitted: {
              orderIds: orderList.map((order) => order.orderId),
              shops: orderList.map(
                ({ sellerId, sellerName, prizeReal, fees, tax, discount, totalAmount }) => ({
                  sellerName,
                  prizeReal,
                  fees,
                  ...quotedFreight(quote.data?.shopList, sellerId, fees),
                  tax,
                  discount,
                  totalAmount,
                }),
              ),
            },
          };
          saveCheckout(next);
          setSession(next);
          // The lines are orders now, paid or not: they leave the cart, so that closing the pay
          // dialog or paying later can never order them twice.
          if (session.source === 'cart') {
            const identifiers = session.lines.map((line) => line.Identifier);
            updateCart(usercode, (items) => removeIdentifiers(items, identifiers));
          }
          setPayOpen(true);
        },
        onError: (cause) =>
          setError(cause instanceof ApiError ? errorMessage(cause) : t('settlement.placeFailed')),
      },
    );
  };

  const handlePaid = () => {
    const paid = session.submitted;
    if (!paid) return;
    clearCheckout();
    void navigate(`/paySuccess?orders=${paid.orderIds.join(',')}&amount=${grandTotal(paid.shops)}`);
  };

  return (
    <div className={classes.layout}>
      <div className={classes.main}>
        {!session.submitted && <AddressSection address={address} />}
        <CheckoutItems lines={session.lines} />
        {!session.submitted && (
          <CouponSection
            options={coupons.data?.couponList}
            choice={couponChoice}
            onChange={setCouponChoice}
          />
        )}
        {!session.submitted && <PaymentMethodSection value={method} onChange={setMethod} />}
      </div>
      <aside className={classes.aside}>
        <OrderSummary
          session={session}
          quote={quote}
          method={method}
          placing={submit.isPending}
          isWaiting={address.addresses.isPending}
          error={error ?? (isAddressAsked && !address.selectedId ? t('settlement.addressMissing') : null)}
          payOpen={payOpen}
          onPlace={handlePlace}
          onPay={() => setPayOpen(true)}
          payRef={payButton}
        />
      </aside>
      {session.submitted && (
        <PayOrdersModal
          orderIds={session.submitted.orderIds}
          shops={session.submitted.shops}
          opened={payOpen}
          onClose={() => {
            setPayOpen(false);
            // It opened as the order was placed, not from a button: focus goes to "Pay now".
            window.setTimeout(() => payButton.current?.focus());
          }}
          onPaid={handlePaid}
        />
      )}
    </div>
  );
}

/**
 * /settlement (spec §2): the lines from the cart or "Buy now", the delivery address, the payment
 * method and the estimate; "Place order" creates one order per shop, then the wallet pays them.
 */
/**
 * The freight's parts the quote showed for a shop, for the pay dialog: order!submit answers the
 * freight's sum only. None when the placed freight is not the quoted one.
 */
function quotedFreight(quoted: readonly ShopQuoteVo[] | undefined, sellerId: string, fees: number) {
  const shop = quoted?.find((s) => s.sellerId === sellerId && s.fees === fees);
  if (!shop) return {};
  const { shippingFee, longDistanceFreight, deliveryFee, weightKg } = shop;
  return { shippingFee, longDistanceFreight, deliveryFee, weightKg };
}

export function SettlementPage() {
  const { t } = useTranslation('cart');
  const title = t('titles.settlement', { ns: 'pages' });
  useDocumentTitle(title);
  const token = useToken();
  const user = useCurrentUser();

  if (!token) return <LoginRedirect />;
  let body;
  if (!user.data) {
    body = user.isError ? <QueryError query={user} title={t('settlement.loadFailed')} /> : <InlineLoader />;
  } else {
    const session = readCheckout(user.data.usercode);
    body = session ? (
      <Checkout key={user.data.usercode} usercode={user.data.usercode} initial={session} />
    ) : (
      <NothingToCheckOut />
    );
  }
  return (
    <div className={`cv-container ${classes.page}`} data-testid="page-settlement">
      <h1 className={classes.title}>{title}</h1>
      {body}
    </div>
  );
}
