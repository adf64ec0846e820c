import { Badge } from '@mantine/core';
import { networkOf, type AdminDepositVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { plainAmount } from '../../../../lib/amount-text';
import { isolateLtr } from '../../../../lib/date';
import classes from './finance.module.css';

type CoinNetworkProps = {
  coin: string;
  coinBlockchain: string;
  /** Under an amount that already names the coin. */
  networkOnly?: boolean;
};

/** "USDT" over "TRC20": the coin and the network it was sent on. */
export function CoinNetwork({ coin, coinBlockchain, networkOnly = false }: CoinNetworkProps) {
  const network = networkOf(coinBlockchain, coin);
  return (
    <span className={classes.stack}>
      {!networkOnly && <span>{coin}</span>}
      {network && <span className={classes.sub}>{network}</span>}
    </span>
  );
}

/** Crypto, or the bank and the card's last four digits (the only digits kept). */
export function DepositMethod({ deposit }: { deposit: AdminDepositVo }) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  if (deposit.method === 'crypto')
    return <span className={classes.nowrap}>{t('finance.method.crypto')}</span>;
  return (
    <span className={classes.stack}>
      <span className={classes.nowrap}>{t('finance.method.bank')}</span>
      {deposit.bank_name && (
        <span className={classes.sub} dir="auto">
          {deposit.bank_name}
        </span>
      )}
      {deposit.card_last4 && (
        <span className={`${classes.sub} ${classes.nowrap}`}>
          {t('finance.cardEnding', { last4: deposit.card_last4 })}
        </span>
      )}
      {deposit.fiat_amount && deposit.fiat_currency && (
        <span className={`${classes.sub} ${classes.nowrap}`} data-testid="deposit-fiat">
          {t('finance.sent', {
            amount: isolateLtr(plainAmount(deposit.fiat_amount, lang)),
            currency: deposit.fiat_currency,
          })}
        </span>
      )}
      {deposit.reference && (
        <span className={`${classes.sub} ${classes.nowrap}`}>
          {t('finance.reference', { reference: deposit.reference })}
        </span>
      )}
    </span>
  );
}

/**
 * What the deposit is worth in USDT: what was credited once confirmed; a USDT deposit one to one;
 * another coin's only at the rate in force when it is confirmed.
 */
export function DepositUsdt({ deposit }: { deposit: AdminDepositVo }) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  if (deposit.state === 1) return <span className={classes.amount}>{plainAmount(deposit.volume, lang)}</span>;
  if (deposit.coin === 'USDT')
    return <span className={classes.amount}>{plainAmount(deposit.amount, lang)}</span>;
  if (deposit.state === 2) return <span>--</span>;
  return <span className={classes.sub}>{t('finance.deposits.atConfirmRate')}</span>;
}

type Duplicates = AdminDepositVo['duplicates'];

/**
 * The warning that a deposit's certificate image or transaction hash was used by other deposits:
 * each one's order number, state, and whether the same buyer sent it.
 */
export function DuplicateFlags({ duplicates }: { duplicates: Duplicates }) {
  const { t } = useTranslation(ADMIN_NS);
  if (duplicates.length === 0) return null;
  return (
    <span className={classes.stack} data-testid="deposit-duplicates">
      <Badge color="orange" variant="filled" radius="sm" tt="none" className={classes.flag}>
        {t('finance.deposits.duplicateBadge')}
      </Badge>
      {duplicates.map((d) => (
        <span key={d.orderNo} className={classes.sub}>
          <span dir="ltr" className={classes.mono}>
            {d.orderNo}
          </span>{' '}
          · {d.sameUser ? t('finance.deposits.sameUser') : t('finance.deposits.otherUser')}
        </span>
      ))}
    </span>
  );
}

/** The same warning in full, in the review: what to check before crediting. */
export function DuplicateWarning({ duplicates }: { duplicates: Duplicates }) {
  const { t } = useTranslation(ADMIN_NS);
  const stateKey = { 0: 'pending', 1: 'credited', 2: 'rejected' } as const;
  if (duplicates.length === 0) return null;
  return (
    <div className={classes.warning} role="alert" data-testid="deposit-duplicate-warning">
      <p>
        <strong>{t('finance.deposits.duplicateTitle')}</strong>
      </p>
      <ul>
        {duplicates.map((d) => (
          <li key={d.orderNo}>
            <span dir="ltr" className={classes.mono}>
              {d.orderNo}
            </span>{' '}
            · {d.sameUser ? t('finance.deposits.sameUser') : t('finance.deposits.otherUser')} ·{' '}
            {t(`finance.state.${stateKey[d.state as keyof typeof stateKey] ?? 'pending'}`)}
          </li>
        ))}
      </ul>
      <p className={classes.hint}>{t('finance.deposits.duplicateHint')}</p>
    </div>
  );
}
