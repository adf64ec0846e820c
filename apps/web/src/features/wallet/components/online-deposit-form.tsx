import { isDecimalText } from '@caravan/contract';
import { TextInput } from '@mantine/core';
import type { PesoChannelAction, ThirdPartyCoinVo } from '@caravan/contract';
import Decimal from 'decimal.js';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartOnlineDeposit } from '../api/deposit';
import { checkAmount, cleanAmountInput } from '../../../lib/amount-text';
import { isolateLtr } from '../../../lib/date';
import { useLanguage } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useAmountMessage } from '../lib/use-amount-message';
import { useReturnToWallet } from '../lib/use-return-to-wallet';
import { ChoiceStep } from './deposit-form-parts';
import { DepositSubmit, WALLET_PATH } from './wallet-parts';
import classes from './wallet.module.css';

/**
 * An online deposit in a fiat currency through a payment provider: the channel, the amount, then
 * the provider's own page; the provider sends the buyer back to the wallet with the outcome.
 */
export function OnlineDepositForm({ coin }: { coin: ThirdPartyCoinVo }) {
  const { t } = useTranslation('wallet');
  const lang = useLanguage();
  const [action, setAction] = useState<PesoChannelAction | undefined>(coin.channels[0]?.action);
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const start = useStartOnlineDeposit();
  const back = useReturnToWallet(WALLET_PATH);
  const amountMessage = useAmountMessage();
  const bounds = { min: String(coin.min), max: String(coin.max), unit: coin.currency };
  const problem = checkAmount(amount, { decimals: 2, min: bounds.min, max: bounds.max });
  // What the payment will credit, as the server computes it: pesos × the peso's USDT value, rounded down.
  const usdt = isDecimalText(amount.trim(), 2)
    ? new Decimal(amount.trim()).times(coin.rate).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2)
    : null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || !action) return;
    start.mutate(
      { action, amount: amount.trim(), pageUrl: `${WALLET_PATH}?tab=records` },
      {
        onSuccess: ({ payUrl }) => window.location.assign(payUrl),
        onError: back.start,
      },
    );
  };

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate data-testid="online-deposit-form">
      <ChoiceStep
        title={t('online.channel')}
        choices={coin.channels.map((channel) => ({ value: channel.action, label: channel.name }))}
        value={action}
        onChange={setAction}
      />
      <TextInput
        label={t('recharge.amount', { coin: coin.currency })}
        description={`${t('recharge.bounds', bounds)} · ${isolateLtr(
          t('online.rate', { currency: coin.currency, price: formatAmount(coin.usdtPrice, lang) }),
        )}`}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(cleanAmountInput(event.currentTarget.value))}
        error={submitted && amountMessage(problem, bounds)}
        required
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
