import { TextInput } from '@mantine/core';
import { luhnValid, type BankAccountVo, isDecimalText, walletEndpoints } from '@caravan/contract';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '../../../lib/date';
import { checkAmount } from '../../../lib/amount-text';
import { maxLengthOf, useContractForm } from '../../../lib/form';
import { useAmountMessage, useBoundsText } from '../lib/use-amount-message';
import {
  AmountInput,
  ChoiceStep,
  DepositCertificate,
  useCertificateRule,
  useDepositSubmission,
  type CertificateValues,
} from './deposit-form-parts';
import { CopyButton, DepositSubmit } from './wallet-parts';
import classes from './wallet.module.css';

/** The deposit's params; the one-time form token is added as it is sent. */
const DEPOSIT_PARAMS = walletEndpoints.bankDeposit.params.omit({ session_token: true });

type DepositValues = CertificateValues & {
  currency: string;
  bankName: string;
  /** As typed, grouped by four. */
  bankCardNo: string;
  amount: string;
};

/** An account's bounds for one deposit, in its currency. */
const boundsOf = (account: BankAccountVo) => ({ min: account.min, max: account.max, unit: account.currency });

/** "4111 1111 1111 1111": the digits typed, grouped by four for reading. */
function groupDigits(text: string): string {
  return text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** What `amount` of the account's currency is worth in USDT, rounded down as the server does. */
export function usdtValue(amount: string, usdtPrice: string): string | null {
  if (!isDecimalText(amount.trim(), 2) || new Decimal(usdtPrice).lte(0)) return null;
  return new Decimal(amount.trim()).dividedBy(usdtPrice).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
}

/** Where to send the transfer: the beneficiary's bank, name, account, SWIFT code and the reference. */
function Beneficiary({ account }: { account: BankAccountVo }) {
  const { t } = useTranslation('wallet');
  const rows: { key: string; label: string; value: string; copy: boolean }[] = [
    { key: 'bank', label: t('bank.beneficiaryBank'), value: account.bankName, copy: false },
    { key: 'name', label: t('bank.accountName'), value: account.accountName, copy: true },
    { key: 'number', label: t('bank.accountNumber'), value: account.accountNumber, copy: true },
    ...(account.swiftCode
      ? [{ key: 'swift', label: t('bank.swift'), value: account.swiftCode, copy: true }]
      : []),
    { key: 'reference', label: t('bank.reference'), value: account.reference, copy: true },
  ];
  return (
    <div className={classes.beneficiary} data-testid="bank-beneficiary">
      <dl className={classes.beneficiaryRows}>
        {rows.map((row) => (
          <div key={row.key} className={classes.beneficiaryRow} data-testid={`beneficiary-${row.key}`}>
            <dt>{row.label}</dt>
            <dd>
              <span
                className={row.key === 'bank' || row.key === 'name' ? undefined : classes.mono}
                dir="auto"
              >
                {row.value}
              </span>
              {row.copy && (
                <CopyButton
                  value={row.value}
                  label={t('bank.copy')}
                  ariaLabel={t('bank.copyNamed', { label: row.label })}
                  copied={t('bank.copied', { label: row.label })}
                  testId={`copy-${row.key}`}
                />
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className={classes.warning} role="note">
        {t('bank.referenceNote', { reference: account.reference })}
      </p>
    </div>
  );
}

/**
 * A bank-card deposit: the currency of the transfer (one finance has an account for), where to
 * send it, then the amount sent in that currency with its USDT value at today's price, the card
 * paid from (only its last four digits are ever kept) and the transfer's certificate.
 */
export function BankDepositForm({ accounts }: { accounts: BankAccountVo[] }) {
  const { t } = useTranslation('wallet');
  const boundsText = useBoundsText();
  const submission = useDepositSubmission();
  const amountMessage = useAmountMessage();
  const certificate = useCertificateRule();
  const accountOf = (currency: string) => accounts.find((a) => a.currency === currency) ?? accounts[0];
  // The amount's bounds are the account's, set by finance: data no schema holds.
  const amountError = ({ currency, amount }: DepositValues) => {
    const account = accountOf(currency);
    if (!account) return undefined;
    const bounds = boundsOf(account);
    return amountMessage(checkAmount(amount, { decimals: 2, ...bounds }), bounds);
  };
  const initialValues: DepositValues = {
    currency: accounts[0]?.currency ?? '',
    bankName: '',
    bankCardNo: '',
    amount: '',
    img: null,
    uploading: false,
  };
  const form = useContractForm({
    schema: DEPOSIT_PARAMS,
    initialValues,
    toParams: ({ currency, bankName, bankCardNo, amount, img }) => ({
      currency: accountOf(currency)?.currency,
      bankName,
      bankCardNo,
      amount,
      img,
    }),
    check: (values) => {
      const digits = values.bankCardNo.replace(/\D/g, '');
      return {
        ...certificate.check(values),
        bankCardNo: /^\d{12,19}$/.test(digits) && luhnValid(digits) ? undefined : { kind: 'invalid' },
        amount: amountError(values) ? { kind: 'invalid' } : undefined,
      };
    },
    message: (field, _problem, values) => {
      if (field === 'amount') return amountError(values);
      if (field === 'bankName') return t('bank.bankNameInvalid');
      if (field === 'bankCardNo') return t('bank.cardInvalid');
      if (field === 'img') return certificate.message(values);
      return undefined;
    },
  });
  const { currency, amount } = form.values;

  const account = accountOf(currency);
  if (!account) return null;
  const bounds = boundsOf(account);
  const usdt = usdtValue(amount, account.usdtPrice);

  const handleSubmit = form.onSubmit((params) => submission.send({ kind: 'bank', ...params }));

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate data-testid="bank-deposit-form">
      <p className={classes.hint}>{t('bank.lead')}</p>
      <ChoiceStep
        title={t('bank.chooseCurrency')}
        choices={accounts.map((a) => ({
          value: a.currency,
          label: a.currency,
          testId: `bank-currency-${a.currency}`,
        }))}
        value={account.currency}
        onChange={(next) => form.setValues({ currency: next, amount: '' })}
      />
      <div className={classes.step}>
        <h2 className={classes.stepTitle}>{t('bank.sendTo')}</h2>
        <Beneficiary account={account} />
      </div>
      <div className={classes.step}>
        <h2 className={classes.stepTitle}>{t('bank.details')}</h2>
        <AmountInput
          label={t('bank.amount', { currency: account.currency })}
          // The rate reads left to right even inside a right-to-left sentence.
          description={`${boundsText(bounds)} · ${isolateLtr(
            t('bank.price', { price: account.usdtPrice, currency: account.currency }),
          )}`}
          value={amount}
          onChange={(value) => form.setFieldValue('amount', value)}
          error={form.errorOf('amount')}
          data-testid="bank-amount"
        />
        <p className={classes.conversion} aria-live="polite" data-testid="bank-usdt">
          {usdt ? t('bank.receive', { usdt }) : t('bank.receiveHint')}
        </p>
        <TextInput
          label={t('bank.bankName')}
          {...form.getInputProps('bankName')}
          maxLength={maxLengthOf(DEPOSIT_PARAMS, 'bankName')}
          required
          data-testid="bank-name"
        />
        <TextInput
          label={t('bank.cardNumber')}
          description={t('bank.cardPrivacy')}
          inputMode="numeric"
          autoComplete="cc-number"
          value={form.values.bankCardNo}
          onChange={(event) => form.setFieldValue('bankCardNo', groupDigits(event.currentTarget.value))}
          error={form.errorOf('bankCardNo')}
          required
          dir="ltr"
          data-testid="bank-card"
        />
        <DepositCertificate form={form} />
      </div>
      <DepositSubmit
        label={t('recharge.submit')}
        pending={submission.pending}
        returning={submission.returning}
        testId="bank-submit"
      />
    </form>
  );
}
