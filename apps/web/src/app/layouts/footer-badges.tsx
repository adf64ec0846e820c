import { IconBuildingBank } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon, TruckIcon } from '../../components/ui/icons';
import classes from './store-footer.module.css';

// The ways to fund the wallet and the carriers, drawn as neutral badges of our own: a simple glyph
// and the name in text, never a copy of anyone's artwork.
function Badge({ glyph, label }: { glyph: ReactNode; label: string }) {
  return (
    <li className={classes.badge}>
      {glyph}
      <span dir="ltr">{label}</span>
    </li>
  );
}

// The coins are drawn in their own colours with their symbols; the rest are Tabler's line icons.
const coin = (symbol: string, fill: string) => (
  <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" className={classes.badgeGlyph}>
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
  </svg>
);

const bank = <LineIcon icon={IconBuildingBank} size={18} className={classes.badgeGlyph} />;

/**
 * What funds the wallet, which is all checkout takes (issue 51: card logos promised a card payment
 * nobody could make): the deposit channels' coins and a bank transfer to the platform's account.
 */
export function PaymentBadges() {
  const { t } = useTranslation();
  return (
    <ul className={classes.badges} data-testid="payment-badges">
      <Badge glyph={coin('₮', '#26a17b')} label="USDT" />
      <Badge glyph={coin('Ξ', '#627eea')} label="ETH" />
      <Badge glyph={coin('₿', '#f7931a')} label="BTC" />
      <Badge glyph={bank} label={t('footer.bankTransfer')} />
    </ul>
  );
}

const truck = <TruckIcon size={18} className={classes.badgeGlyph} />;

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
