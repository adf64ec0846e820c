import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEPOSIT_PATH } from '../../../lib/user-centre-paths';
import { useLanguage } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { useBalance } from '../../../lib/wallet-balance';
import classes from './checkout.module.css';
import { InlineLoader } from '../../../components/ui/states';

export type PaymentMethod = 'wallet' | 'deposit';

type PaymentMethodProps = { value: PaymentMethod; onChange: (value: PaymentMethod) => void };

/** Pay from the wallet balance (shown), or deposit first. */
export function PaymentMethodSection({ value, onChange }: PaymentMethodProps) {
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  const balance = useBalance();
  return (
    <section className={classes.card} aria-labelledby="checkout-payment-title">
      <h2 className={classes.cardTitle} id="checkout-payment-title">
        {t('settlement.paymentTitle')}
      </h2>
      <Radio.Group
        value={value}
        onChange={(next) => onChange(next === 'deposit' ? 'deposit' : 'wallet')}
        // The group's own label names its radio group (an aria-labelledby would land on the box
        // around it); the heading above already shows it.
        label={t('settlement.paymentTitle')}
        labelProps={{ className: 'cv-visually-hidden' }}
      >
        <div className={classes.methods}>
          <div className={classes.method} data-checked={value === 'wallet' || undefined}>
            <Radio value="wallet" label={t('settlement.wallet')} data-testid="method-wallet" />
            <span data-testid="checkout-balance">
              {balance.data ? (
                t('settlement.balance', { amount: formatPrice(balance.data.money, lang) })
              ) : balance.isError ? (
                t('settlement.balanceUnknown')
              ) : (
                <InlineLoader size="xs" />
              )}
            </span>
          </div>
          <div className={classes.method} data-checked={value === 'deposit' || undefined}>
            <Radio value="deposit" label={t('settlement.depositFirst')} data-testid="method-deposit" />
            <Link to={DEPOSIT_PATH} className="cv-touch-link">
              {t('settlement.goDeposit')}
            </Link>
          </div>
        </div>
      </Radio.Group>
    </section>
  );
}
