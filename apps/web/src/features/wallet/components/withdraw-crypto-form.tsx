import { coinWithdrawalSplit, walletEndpoints, withdrawalSplit, type WithdrawCoin } from '@caravan/contract';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/form';
import {
  AvailableRow,
  FeeAndNetRows,
  FeeRuleRow,
  Figure,
  safewordProblem,
  useWithdrawAmountRule,
  useWithdrawSubmission,
  WithdrawAmountField,
  WithdrawConfirm,
  type WithdrawRules,
} from './withdraw-form-parts';
import { networkLabel } from './withdraw-bind-form';
import classes from './wallet.module.css';

type CryptoWithdrawProps = { coin: WithdrawCoin; sessionToken: string; address: string; network: string };

/** What the preview shows once the amount is right: the fee and what is sent, in its unit. */
function previewOf(coin: WithdrawCoin, amount: string, fee: WithdrawRules['fee']) {
  const rule = { type: fee.withdraw_fee_type, fee: fee.feeUsdt };
  if (coin === 'USDT') {
    const split = withdrawalSplit(amount, rule);
    const usdt = (value: string) => `${new Decimal(value).toFixed(2)} USDT`;
    return { worth: null, fee: usdt(split.fee), net: usdt(split.net), sendsNothing: false };
  }
  const split = coinWithdrawalSplit(amount, rule, fee.rate);
  return {
    worth: `${split.coinAmount} ${coin}`,
    fee: `${split.coinFee} ${coin} (${new Decimal(split.fee).toFixed(2)} USDT)`,
    net: `${split.coinNet} ${coin}`,
    // So small an amount that the fee in the coin takes all of it.
    sendsNothing: new Decimal(split.coinNet).lte(0),
  };
}

/**
 * A withdrawal to the coin's bound address: the amount in USDT, and before the fund password the
 * fee and what arrives; for BTC and ETH the rate in force and the coin amount sent at it.
 */
export function CryptoWithdrawForm({
  coin,
  sessionToken,
  address,
  network,
  ...rules
}: CryptoWithdrawProps & WithdrawRules) {
  const { t } = useTranslation('wallet');
  const amountRule = useWithdrawAmountRule(rules);
  const { fee } = rules;
  const isCoin = coin !== 'USDT';
  const preview = (amount: string) =>
    amountRule.problem(amount) === null ? previewOf(coin, amount.trim(), fee) : null;
  const form = useContractForm({
    schema: walletEndpoints.withdraw.params,
    initialValues: { amount: '', safeword: '' },
    toParams: (values) => ({
      session_token: sessionToken,
      channel: coin,
      // The rate the buyer sees is the one confirmed: a request at another is refused.
      rate: isCoin ? fee.rate : undefined,
      ...values,
    }),
    check: ({ amount, safeword }) => ({
      amount: amountRule.problem(amount) || preview(amount)?.sendsNothing ? { kind: 'invalid' } : undefined,
      safeword: safewordProblem(safeword),
    }),
    message: (field, _problem, { amount }) => {
      if (field === 'safeword') return t('withdraw.fundPasswordInvalid');
      if (field !== 'amount') return undefined;
      return amountRule.message(amount) ?? t('withdraw.feeTakesAll', { coin });
    },
  });
  const submission = useWithdrawSubmission(() => form.setFieldValue('safeword', ''));
  const shown = preview(form.values.amount);

  return (
    <form
      className={classes.form}
      onSubmit={form.onSubmit(submission.send)}
      noValidate
      data-testid="withdraw-form"
    >
      <dl className={classes.details}>
        <AvailableRow money={rules.money} />
        <div>
          <dt>{t('withdraw.network')}</dt>
          <dd>
            <Figure>{networkLabel(coin, network)}</Figure>
          </dd>
        </div>
        <FeeRuleRow fee={fee} />
        {isCoin && (
          <div>
            <dt>{t('withdraw.rateLabel')}</dt>
            <dd>
              <Figure testId="withdraw-rate">{t('withdraw.rate', { coin, rate: fee.rate })}</Figure>
            </dd>
          </div>
        )}
      </dl>
      <div>
        <span className={classes.fieldLabel}>{t('withdraw.to')}</span>
        <p className={classes.address} dir="ltr" data-testid="withdraw-address">
          {address}
        </p>
      </div>
      <WithdrawAmountField
        rule={amountRule}
        value={form.values.amount}
        onChange={(value) => form.setFieldValue('amount', value)}
        error={form.errorOf('amount')}
      />
      <dl className={classes.details} aria-live="polite">
        {isCoin && (
          <div>
            <dt>{t('withdraw.coinAmount', { coin })}</dt>
            <dd>
              <Figure testId="withdraw-worth">{shown?.worth ?? '--'}</Figure>
            </dd>
          </div>
        )}
        <FeeAndNetRows fee={shown?.fee ?? '--'} net={shown?.net ?? '--'} />
      </dl>
      {isCoin && <p className={classes.hint}>{t('withdraw.rateNote')}</p>}
      <WithdrawConfirm
        safeword={form.values.safeword}
        onSafewordChange={(value) => form.setFieldValue('safeword', value)}
        error={form.errorOf('safeword')}
        pending={submission.pending}
      />
    </form>
  );
}
