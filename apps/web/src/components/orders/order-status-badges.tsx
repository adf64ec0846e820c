import { useTranslation } from 'react-i18next';
import { refundBadge, statusBadge, type OrderAudience, type StatusName } from './order-status';
import classes from './order-pieces.module.css';

// Each audience's words for a status, in its own namespace: only the one shown is loaded, so the
// storefront never fetches the console's strings.
function BuyerWords({ name }: { name: StatusName }) {
  const { t } = useTranslation('orders');
  return t(`status.${name}`);
}

function SellerWords({ name }: { name: StatusName }) {
  const { t } = useTranslation('seller');
  return t(`status.${name}`);
}

function ConsoleWords({ name }: { name: StatusName }) {
  const { t } = useTranslation('admin');
  return t(`orders.status.${name}`);
}

const WORDS = { buyer: BuyerWords, seller: SellerWords, console: ConsoleWords } as const;

type OrderStatusBadgesProps = { status: number; returnStatus: number; audience: OrderAudience };

/** The order's status in the words of who is looking, and its refund's state when one was asked for. */
export function OrderStatusBadges({ status, returnStatus, audience }: OrderStatusBadgesProps) {
  const { t } = useTranslation('orders');
  const shown = statusBadge(status);
  const refund = refundBadge(returnStatus);
  const Words = WORDS[audience];
  return (
    <span className={classes.badges}>
      <span className={classes.badge} data-tone={shown?.tone} data-status={status} data-testid="order-status">
        {shown ? <Words name={shown.name} /> : String(status)}
      </span>
      {refund && (
        <span className={classes.badge} data-tone={refund.tone} data-testid="refund-status">
          {t(`refundStatus.${refund.name}`)}
        </span>
      )}
    </span>
  );
}
