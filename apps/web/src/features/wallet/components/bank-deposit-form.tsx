import { TextInput } from '@mantine/core';
import { luhnValid, type BankAccountVo, isDecimalText } from '@caravan/contract';
import Decimal from 'decimal.js';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '../../../lib/date';
import { checkAmount, cleanAmountInput } from '../../../lib/amount-text';
import { useAmountMessage } from '../lib/use-amount-message';
import { CertificateUpload } from './certificate-upload';
import { ChoiceStep, useDepositSubmission } from './deposit-form-parts';
import { CopyButton, DepositSubmit } from './wallet-parts';
import classes from './wallet.module.css';

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
  const [currency, setCurrency] = useState(accounts[0]?.currency ?? '');
  const [bankName, setBankName] = useState('');
  const [card, setCard] = useState('');
  const [amount, setAmount] = useState('');
  const [img, setImg] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const submission = useDepositSubmission();
  const amountMessage = useAmountMessage();

  const account = accounts.find((a) => a.currency === currency) ?? accounts[0];
  if (!account) return null;
  const bounds = { min: account.min, max: account.max, unit: account.currency };
  const digits = card.replace(/\D/g, '');
  const problems = {
    bankName: bankName.trim().length < 2 ? 'bankName' : null,
    card: /^\d{12,19}$/.test(digits) && luhnValid(digits) ? null : 'card',
    amount: checkAmount(amount, { decimals: 2, min: bounds.min, max: bounds.max }),
    img: img ? null : uploading ? 'uploading' : 'certificate',
  } as const;
  const usdt = usdtValue(amount, account.usdtPrice);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problems.bankName || problems.card || problems.amount || !img) return;
    submission.send({
      kind: 'bank',
      currency: account.currency,
      bankName: bankName.trim(),
      bankCardNo: digits,
      amount: amount.trim(),
      img,
    });
  };

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
        onChange={(next) => {
          setCurrency(next);
          setAmount('');
        }}
      />
      <div className={classes.step}>
        <h2 className={classes.stepTitle}>{t('bank.sendTo')}</h2>
        <Beneficiary account={account} />
      </div>
      <div className={classes.step}>
        <h2 className={classes.stepTitle}>{t('bank.details')}</h2>
        <TextInput
          label={t('bank.amount', { currency: account.currency })}
          // The rate reads left to right even inside a right-to-left sentence.
          description={`${t('recharge.bounds', bounds)} · ${isolateLtr(
            t('bank.price', { price: account.usdtPrice, currency: account.currency }),
          )}`}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(cleanAmountInput(event.currentTarget.value))}
          error={submitted && amountMessage(problems.amount, bounds)}
          required
          data-testid="bank-amount"
        />
        <p className={classes.conversion} aria-live="polite" data-testid="bank-usdt">
          {usdt ? t('bank.receive', { usdt }) : t('bank.receiveHint')}
        </p>
        <TextInput
          label={t('bank.bankName')}
          value={bankName}
          onChange={(event) => setBankName(event.currentTarget.value)}
          maxLength={64}
          error={submitted && problems.bankName ? t('bank.bankNameInvalid') : undefined}
          required
          data-testid="bank-name"
        />
        <TextInput
          label={t('bank.cardNumber')}
          description={t('bank.cardPrivacy')}
          inputMode="numeric"
          autoComplete="cc-number"
          value={card}
          onChange={(event) => setCard(groupDigits(event.currentTarget.value))}
          error={submitted && problems.card ? t('bank.cardInvalid') : undefined}
          required
          dir="ltr"
          data-testid="bank-card"
        />
        <CertificateUpload
          value={img}
          onChange={setImg}
          onBusyChange={setUploading}
          error={submitted && problems.img ? t(`upload.${problems.img}`) : undefined}
        />
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
