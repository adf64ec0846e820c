import { isDecimalText, walletEndpoints } from '@caravan/contract';
import type { PesoChannelAction, ThirdPartyCoinVo } from '@caravan/contract';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { useStartOnlineDeposit } from '../api/deposit';
import { checkAmount } from '../../../lib/amount-text';
import { isolateLtr } from '../../../lib/date';
import { useContractForm } from '../../../lib/form';
import { useLanguage } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useAmountMessage, useBoundsText } from '../lib/use-amount-message';
import { useReturnToWallet } from '../lib/use-return-to-wallet';
import { AmountInput, ChoiceStep } from './deposit-form-parts';
import { WALLET_PATH } from '../../../lib/user-centre-paths';
import { DepositSubmit } from './wallet-parts';
import classes from './wallet.module.css';

/** Every peso channel's params; the one-time form token is added as the payment is started. */
const PESO_PARAMS = walletEndpoints.pesoPayments.PHP_recharge.params.omit({ session_token: true });

/**
 * An online deposit in a fiat currency through a payment provider: the channel, the amount, then
 * the provider's own page; the provider sends the buyer back to the wallet with the outcome.
 */
export function OnlineDepositForm({ coin }: { coin: ThirdPartyCoinVo }) {
  const { t } = useTranslation('wallet');
  const boundsText = useBoundsText();
  const lang = useLanguage();
  const start = useStartOnlineDeposit();
  const back = useReturnToWallet(WALLET_PATH);
  const amountMessage = useAmountMessage();
  const bounds = { min: String(coin.min), max: String(coin.max), unit: coin.currency };
  // The bounds are the currency's, from the server's list: no schema holds them.
  const amountProblem = (amount: string) =>
    checkAmount(amount, { decimals: 2, min: bounds.min, max: bounds.max });
  const form = useContractForm({
    schema: PESO_PARAMS,
    initialValues: { action: coin.channels[0]?.action as PesoChannelAction | undefined, amount: '' },
    toParams: ({ amount }) => ({ amount }),
    check: ({ amount }) => (amountProblem(amount) ? { amount: { kind: 'invalid' } } : {}),
    message: (field, _problem, { amount }) =>
      field === 'amount' ? amountMessage(amountProblem(amount), bounds) : undefined,
  });
  const { action, amount } = form.values;
  // What the payment will credit, as the server computes it: pesos × the peso's USDT value, rounded down.
  const usdt = isDecimalText(amount.trim(), 2)
    ? new Decimal(amount.trim()).times(coin.rate).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2)
    : null;

  const handleSubmit = form.onSubmit((params) => {
    // A currency with no channel open has nothing to pay through.
    if (!action) return;
    start.mutate(
      { action, amount: params.amount, pageUrl: `${WALLET_PATH}?tab=records` },
      {
        onSuccess: ({ payUrl }) => window.location.assign(payUrl),
        onError: back.start,
      },
    );
  });

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate data-testid="online-deposit-form">
      <ChoiceStep
        title={t('online.channel')}
        choices={coin.channels.map((channel) => ({ value: channel.action, label: channel.name }))}
        value={action}
        onChange={(next) => form.setFieldValue('action', next)}
      />
      <AmountInput
        label={t('recharge.amount', { coin: coin.currency })}
        description={`${boundsText(bounds)} · ${isolateLtr(
          t('online.rate', { currency: coin.currency, price: formatAmount(coin.usdtPrice, lang) }),
        )}`}
        value={amount}
        onChange={(value) => form.setFieldValue('amount', value)}
        error={form.errorOf('amount')}
        data-testid="online-amount"
      />
      <p className={classes.conversion} aria-live="polite" data-testid="online-usdt">
        {usdt ? t('online.receive', { usdt }) : t('bank.receiveHint')}
      </p>
      <p className={classes.hint}>{t('online.redirect')}</p>
      {coin.sandbox && (
        <p className={classes.warning} role="note" data-testid="online-sandbox">
          {t('online.sandbox')}
        </p>
      )}
      <DepositSubmit
        label={t('online.submit')}
        pending={start.isPending || start.isSuccess}
        returning={back.returning}
        testId="online-submit"
      />
    </form>
  );
}
