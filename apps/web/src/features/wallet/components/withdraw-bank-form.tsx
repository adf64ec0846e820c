import { TextInput } from '@mantine/core';
import { walletEndpoints, withdrawalSplit } from '@caravan/contract';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { maxLengthOf, useContractForm, type FieldProblems } from '../../../lib/form';
import {
  AvailableRow,
  Figure,
  safewordProblem,
  useFeeText,
  useWithdrawAmountRule,
  useWithdrawSubmission,
  WithdrawAmountField,
  WithdrawConfirm,
  type WithdrawRules,
} from './withdraw-form-parts';
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
type BankValues = Record<BankField | 'amount' | 'safeword', string>;

/** The fields that must be filled in: the server needs them for a bank withdrawal. */
const REQUIRED = new Set<BankField>(['bankName', 'bankUserName', 'bankCardNo']);

/** "6222 0202 0011 2233 445": the digits typed, grouped by four for reading. */
const groupDigits = (text: string) =>
  text
    .replace(/\D/g, '')
    .slice(0, 34)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** A SWIFT/BIC: bank (4 letters), country (2 letters), place (2), optional branch (3). */
const SWIFT = /^[A-Za-z]{6}[A-Za-z0-9]{2}(?:[A-Za-z0-9]{3})?$/;

function bankProblems(values: BankValues): FieldProblems {
  const digits = values.bankCardNo.replace(/\D/g, '');
  const swift = values.swiftCode.trim();
  return {
    bankName: values.bankName.trim() ? undefined : { kind: 'required' },
    bankUserName: values.bankUserName.trim() ? undefined : { kind: 'required' },
    bankCardNo: /^\d{8,34}$/.test(digits) ? undefined : { kind: 'invalid' },
    swiftCode: swift === '' || SWIFT.test(swift) ? undefined : { kind: 'invalid' },
  };
}

/**
 * A withdrawal to a bank account (the contract's bank mode): the account's details, the amount
 * in USDT, and before the fund password the fee and what is sent. Only the card or account
 * number's last four digits are kept with the request.
 */
export function BankWithdrawForm({ sessionToken, ...rules }: { sessionToken: string } & WithdrawRules) {
  const { t } = useTranslation('wallet');
  const amountRule = useWithdrawAmountRule(rules);
  const feeText = useFeeText(rules.fee);
  const initialValues = Object.fromEntries(
    [...TEXT_FIELDS, 'amount', 'safeword'].map((name) => [name, '']),
  ) as BankValues;
  const form = useContractForm({
    schema: PARAMS,
    initialValues,
    toParams: (values) => ({ session_token: sessionToken, channel: 'bank', ...values }),
    check: (values) => ({
      ...bankProblems(values),
      amount: amountRule.problem(values.amount) ? { kind: 'invalid' } : undefined,
      safeword: safewordProblem(values.safeword),
    }),
    message: (field, problem, values) => {
      if (field === 'amount') return amountRule.message(values.amount);
      if (field === 'safeword') return t('withdraw.fundPasswordInvalid');
      if (field === 'bankCardNo') return t('withdraw.bankForm.accountInvalid');
      if (field === 'swiftCode') return t('withdraw.bankForm.swiftInvalid');
      if (problem.kind === 'required' && (field === 'bankName' || field === 'bankUserName')) {
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
        <div>
          <dt>{t('withdraw.fee')}</dt>
          <dd>{feeText}</dd>
        </div>
      </dl>
      <div className={classes.step}>
        <h2 className={classes.stepTitle}>{t('withdraw.bankForm.title')}</h2>
        <p className={classes.hint}>{t('withdraw.bankForm.lead')}</p>
        {field('bankName')}
        {field('bankUserName')}
        <TextInput
          label={t('withdraw.bankForm.bankCardNo')}
          description={t('withdraw.bankForm.accountPrivacy')}
          inputMode="numeric"
          autoComplete="off"
          value={form.values.bankCardNo}
          onChange={(event) => form.setFieldValue('bankCardNo', groupDigits(event.currentTarget.value))}
          error={form.errorOf('bankCardNo')}
          required
          dir="ltr"
          data-testid="withdraw-bank-bankCardNo"
        />
        {field('swiftCode', { description: t('withdraw.bankForm.swiftHint'), ltr: true })}
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
        <div>
          <dt>{t('withdraw.feeCharged')}</dt>
          <dd>
            <Figure testId="withdraw-fee">{usdt(split?.fee)}</Figure>
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.receive')}</dt>
          <dd>
            <Figure testId="withdraw-net">{usdt(split?.net)}</Figure>
          </dd>
        </div>
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
