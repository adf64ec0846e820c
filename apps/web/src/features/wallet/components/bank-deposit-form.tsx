import { TextInput } from '@mantine/core';
import { luhnValid } from '@caravan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryFallback } from '../../../components/account/query-fallback';
import { toast } from '../../../lib/toast';
import { useRechargeLimits, useSubmitDeposit } from '../api/deposit';
import { checkAmount, cleanAmountInput } from '../../../lib/amount-text';
import { useAmountMessage } from '../lib/use-amount-message';
import { useReturnToWallet } from '../lib/use-return-to-wallet';
import { CertificateUpload } from './certificate-upload';
import { DepositSubmit, WALLET_PATH } from './wallet-parts';
import classes from './wallet.module.css';

/** "4111 1111 1111 1111": the digits typed, grouped by four for reading. */
function groupDigits(text: string): string {
  return text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * A bank-card deposit: the bank and the card paid from (only its last four digits are ever kept),
 * the USDT amount and the transfer's certificate.
 */
export function BankDepositForm() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const limits = useRechargeLimits();
  const [bankName, setBankName] = useState('');
  const [card, setCard] = useState('');
  const [amount, setAmount] = useState('');
  const [img, setImg] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const submit = useSubmitDeposit();
  const back = useReturnToWallet(WALLET_PATH);
  const amountMessage = useAmountMessage();

  if (!limits.data) return <QueryFallback query={limits} failedTitle={t('recharge.channelsFailed')} />;
  const bounds = {
    min: String(limits.data.rechargeAmountMin),
    max: String(limits.data.rechargeAmountMax),
  };
  const digits = card.replace(/\D/g, '');
  const problems = {
    bankName: bankName.trim().length < 2 ? 'bankName' : null,
    card: /^\d{12,19}$/.test(digits) && luhnValid(digits) ? null : 'card',
    amount: checkAmount(amount, { decimals: 2, ...bounds }),
    img: img ? null : uploading ? 'uploading' : 'certificate',
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problems.bankName || problems.card || problems.amount || !img) return;
    submit.mutate(
      { kind: 'bank', bankName: bankName.trim(), bankCardNo: digits, amount: amount.trim(), img },
      {
        onSuccess: ({ order_no }) => {
          toast.success(t('recharge.submitted', { orderNo: order_no }));
          navigate(`${WALLET_PATH}?tab=deposits`);
        },
        onError: back.start,
      },
    );
  };

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate data-testid="bank-deposit-form">
      <p className={classes.hint}>{t('bank.lead')}</p>
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
      <TextInput
        label={t('recharge.amount', { coin: 'USDT' })}
        description={t('recharge.bounds', { ...bounds, unit: 'USDT' })}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(cleanAmountInput(event.currentTarget.value))}
        error={submitted && amountMessage(problems.amount, { ...bounds, unit: 'USDT' })}
        required
        data-testid="bank-amount"
      />
      <CertificateUpload
        value={img}
        onChange={setImg}
        onBusyChange={setUploading}
        error={submitted && problems.img ? t(`upload.${problems.img}`) : undefined}
      />
      <DepositSubmit
        label={t('recharge.submit')}
        pending={submit.isPending}
        returning={back.returning}
        testId="bank-submit"
      />
    </form>
  );
}
