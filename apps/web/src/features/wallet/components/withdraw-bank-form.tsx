import { NativeSelect, TextInput } from '@mantine/core';
import { normalizeBankAccount, walletEndpoints, withdrawalSplit } from '@caravan/contract';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { maxLengthOf, useContractForm, type FieldProblems } from '../../../lib/form';
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
import { useBankAccounts } from '../api/deposit';
import classes from './wallet.module.css';

const PARAMS = walletEndpoints.withdraw.params;

/** The bank account's fields, as the contract's bank mode names them. */
const TEXT_FIELDS = [
  'bankName',
  'bankUserName',
  'bankCardNo',
  'swiftCode',
  'routingNum',
  'countryName',
  'bankAddress',
  'accountAddress',
] as const;
type BankField = (typeof TEXT_FIELDS)[number];
type BankValues = Record<BankField | 'amount' | 'safeword' | 'currency', string>;

/** The fields that must be filled in: what a bank needs to make the transfer. */
const REQUIRED = new Set<BankField>(['bankName', 'bankUserName', 'bankCardNo', 'swiftCode']);

/** "AE07 0331 2345 …": an account number or IBAN as typed, grouped by four for reading. */
const groupAccount = (text: string) =>
  normalizeBankAccount(text)
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 34)
    .replace(/(.{4})(?=.)/g, '$1 ');

/** What the contract cannot say is missing: the holder, the bank, and the codes a transfer needs. */
function bankProblems(values: BankValues): FieldProblems {
  const blank = (name: BankField) => (values[name].trim() ? undefined : { kind: 'required' as const });
  return {
    bankName: blank('bankName'),
    bankUserName: blank('bankUserName'),
    bankCardNo: blank('bankCardNo'),
    swiftCode: blank('swiftCode'),
  };
}

/**
 * A withdrawal to a bank account (the contract's bank mode): the account's details, the amount
 * in USDT, the currency paid in, and before the fund password the fee and what is sent (in the
 * currency at finance's price, when it has one). The account number or IBAN (its check digits
 * checked as typed) is seen whole by finance only; the buyer's records show its last four digits.
 */
export function BankWithdrawForm({ sessionToken, ...rules }: { sessionToken: string } & WithdrawRules) {
  const { t } = useTranslation('wallet');
  const amountRule = useWithdrawAmountRule(rules);
  const accounts = useBankAccounts().data ?? [];
  const initialValues = Object.fromEntries(
    [...TEXT_FIELDS, 'amount', 'safeword', 'currency'].map((name) => [name, '']),
  ) as BankValues;
  const form = useContractForm({
    schema: PARAMS,
    initialValues,
    toParams: (values) => ({
      session_token: sessionToken,
      channel: 'bank',
      ...values,
      currency: values.currency || accounts[0]?.currency || undefined,
    }),
    check: (values) => ({
      ...bankProblems(values),
      amount: amountRule.problem(values.amount) ? { kind: 'invalid' } : undefined,
      safeword: safewordProblem(values.safeword),
    }),
    message: (field, problem, values) => {
      if (field === 'amount') return amountRule.message(values.amount);
      if (field === 'safeword') return t('withdraw.fundPasswordInvalid');
      if (
        problem.kind === 'required' &&
        (field === 'bankName' || field === 'bankUserName' || field === 'bankCardNo' || field === 'swiftCode')
      ) {
        return t(`withdraw.bankForm.${field}Required`);
      }
      return undefined;
    },
  });
  const submission = useWithdrawSubmission(() => form.setFieldValue('safeword', ''));
  const { amount } = form.values;
  const split =
    amountRule.problem(amount) === null
      ? withdrawalSplit(amount.trim(), { type: rules.fee.withdraw_fee_type, fee: rules.fee.feeUsdt })
      : null;
  const usdt = (value: string | undefined) => (value ? `${new Decimal(value).toFixed(2)} USDT` : '--');
  // The currency paid in: the one chosen, else the first finance prices (USD in the demo).
  const currency = accounts.find((a) => a.currency === form.values.currency) ?? accounts[0];
  const inCurrency =
    split && currency
      ? `${new Decimal(split.net).times(currency.usdtPrice).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2)} ${currency.currency}`
      : '--';

  const field = (name: BankField, extra: { description?: string; ltr?: boolean } = {}) => (
    <TextInput
      key={name}
      label={t(`withdraw.bankForm.${name}`)}
      description={extra.description}
      {...form.getInputProps(name)}
      maxLength={maxLengthOf(PARAMS, name)}
      required={REQUIRED.has(name)}
      dir={extra.ltr ? 'ltr' : 'auto'}
      autoComplete="off"
      data-testid={`withdraw-bank-${name}`}
    />
  );

  return (
    <form
      className={classes.form}
      onSubmit={form.onSubmit(submission.send)}
      noValidate
      data-testid="withdraw-bank-form"
    >
      <dl className={classes.details}>
        <AvailableRow money={rules.money} />
        <FeeRuleRow fee={rules.fee} />
      </dl>
      <div className={classes.step}>
        <h2 className={classes.stepTitle}>{t('withdraw.bankForm.title')}</h2>
        <p className={classes.hint}>{t('withdraw.bankForm.lead')}</p>
        {field('bankName')}
        {field('bankUserName')}
        <TextInput
          label={t('withdraw.bankForm.bankCardNo')}
          description={t('withdraw.bankForm.accountPrivacy')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={form.values.bankCardNo}
          onChange={(event) => form.setFieldValue('bankCardNo', groupAccount(event.currentTarget.value))}
          error={form.errorOf('bankCardNo')}
          required
          dir="ltr"
          data-testid="withdraw-bank-bankCardNo"
        />
        {field('swiftCode', { description: t('withdraw.bankForm.swiftHint'), ltr: true })}
        {accounts.length > 0 && (
          <NativeSelect
            label={t('withdraw.bankForm.currency')}
            description={t('withdraw.bankForm.currencyHint')}
            data={accounts.map((a) => a.currency)}
            value={currency?.currency ?? ''}
            onChange={(event) => form.setFieldValue('currency', event.currentTarget.value)}
            dir="ltr"
            data-testid="withdraw-bank-currency"
          />
        )}
        {field('routingNum', { ltr: true })}
        {field('countryName')}
        {field('bankAddress')}
        {field('accountAddress')}
      </div>
      <WithdrawAmountField
        rule={amountRule}
        value={amount}
        onChange={(value) => form.setFieldValue('amount', value)}
        error={form.errorOf('amount')}
      />
      <dl className={classes.details} aria-live="polite">
        <FeeAndNetRows fee={usdt(split?.fee)} net={usdt(split?.net)} />
        {currency && (
          <div>
            <dt>{t('withdraw.bankForm.receiveIn', { currency: currency.currency })}</dt>
            <dd>
              <Figure testId="withdraw-payout">{inCurrency}</Figure>
              {/* Finance's price, fixed when the request is sent: a formula, the same in every language. */}
              <span className={classes.hint} dir="ltr" data-testid="withdraw-payout-price">
                {`1 USDT = ${currency.usdtPrice} ${currency.currency}`}
              </span>
            </dd>
          </div>
        )}
      </dl>
      <p className={classes.hint}>{t('withdraw.bankForm.payoutNote')}</p>
      <WithdrawConfirm
        safeword={form.values.safeword}
        onSafewordChange={(value) => form.setFieldValue('safeword', value)}
        error={form.errorOf('safeword')}
        pending={submission.pending}
      />
    </form>
  );
}
