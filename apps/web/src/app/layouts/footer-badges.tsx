import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './store-footer.module.css';

// Payment methods and carriers drawn as neutral badges of our own: a simple glyph and the name
// in text, never a copy of anyone's artwork.
function Badge({ glyph, label }: { glyph?: ReactNode; label: string }) {
  return (
    <li className={classes.badge}>
      {glyph && (
        <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" className={classes.badgeGlyph}>
          {glyph}
        </svg>
      )}
      <span dir="ltr">{label}</span>
    </li>
  );
}

const coin = (symbol: string, fill: string) => (
  <>
    <circle cx="9" cy="9" r="8.5" fill={fill} />
    <text
      x="9"
      y="13"
      textAnchor="middle"
      fontSize="11"
      fontWeight="700"
      fill="#fff"
      fontFamily="system-ui, sans-serif"
    >
      {symbol}
    </text>
  </>
);

const card = (
  <>
    <rect x="1" y="3.5" width="16" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="1.4" />
    <path d="M1 7h16" stroke="currentColor" strokeWidth="1.6" />
  </>
);

const bank = (
  <path
    d="M2 7.5 9 3l7 4.5M3.5 8v6M7 8v6M11 8v6M14.5 8v6M2 15.5h14"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.4"
    strokeLinecap="round"
  />
);

export function PaymentBadges() {
  const { t } = useTranslation();
  return (
    <ul className={classes.badges} data-testid="payment-badges">
      <Badge glyph={coin('₮', '#26a17b')} label="USDT" />
      <Badge glyph={coin('Ξ', '#627eea')} label="ETH" />
      <Badge glyph={coin('₿', '#f7931a')} label="BTC" />
      <Badge glyph={card} label="Visa" />
      <Badge glyph={card} label="Mastercard" />
      <Badge glyph={card} label="UnionPay" />
      <Badge glyph={card} label={t('footer.bankCard')} />
      <Badge glyph={bank} label={t('footer.bankTransfer')} />
    </ul>
  );
}

const truck = (
  <path
    d="M1.5 4.5h9v7h-9zM10.5 7h3l2.5 2.5v2h-5.5M4.5 14a1.5 1.5 0 1 0 0-.1M13 14a1.5 1.5 0 1 0 0-.1"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.3"
    strokeLinejoin="round"
  />
);

const CARRIERS = ['DHL', 'FedEx', 'UPS', 'EMS', 'TNT', 'Aramex', 'SF Express', 'USPS'];

export function PartnerBadges() {
  return (
    <ul className={classes.badges} data-testid="partner-badges">
      {CARRIERS.map((name) => (
        <Badge key={name} glyph={truck} label={name} />
      ))}
    </ul>
  );
}
