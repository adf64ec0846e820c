import { TextInput } from '@mantine/core';
import { COIN_SYMBOLS, type CoinSymbol, type RechargeLimitVo } from '@caravan/contract';
import Decimal from 'decimal.js';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineLoader, QueryError } from '../../../components/ui/states';
import { QrCode } from '../../../components/ui/qr-code';
import { useCoinPrice, useDepositChannels, useRechargeLimits } from '../api/deposit';
import { checkAmount, cleanAmountInput } from '../../../lib/amount-text';
import { useAmountMessage } from '../lib/use-amount-message';
import { CertificateUpload } from './certificate-upload';
import { ChoiceStep, useDepositSubmission } from './deposit-form-parts';
import { CopyButton, DepositSubmit } from './wallet-parts';
import classes from './wallet.module.css';

/** The tighter of a channel's bounds and, for USDT, the system's (spec §5). */
function boundsFor(coin: string, channel: { min: string; max: string }, limits: RechargeLimitVo | undefined) {
  let min = new Decimal(channel.min);
  let max = new Decimal(channel.max);
  if (coin === 'USDT' && limits) {
    min = Decimal.max(min, limits.rechargeAmountMin);
    max = Decimal.min(max, limits.rechargeAmountMax);
  }
  return { min: min.toFixed(), max: max.toFixed() };
}

/**
 * A crypto deposit: the coin first (spec §5), then its network; the platform's address as text, QR
 * code and copy button with a warning to use that network only; then the amount sent, the sender's
 * address, the optional transaction hash and the payment certificate.
 */
export function CryptoDepositForm() {
  const { t } = useTranslation('wallet');
  const channels = useDepositChannels();
  const limits = useRechargeLimits();
  const [coin, setCoin] = useState<CoinSymbol | ''>('');
  const [network, setNetwork] = useState('');
  const [amount, setAmount] = useState('');
  const [from, setFrom] = useState('');
  const [tx, setTx] = useState('');
  const [img, setImg] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const price = useCoinPrice(coin);
  const submission = useDepositSubmission();
  const amountMessage = useAmountMessage();

  if (!channels.data)
    return channels.isError ? (
      <QueryError query={channels} title={t('recharge.channelsFailed')} />
    ) : (
      <InlineLoader />
    );
  const networks = channels.data.filter((c) => c.coin === coin);
  const channel = networks.find((c) => c.blockchain_name === network);

  const chooseCoin = (next: CoinSymbol) => {
    setCoin(next);
    const options = channels.data.filter((c) => c.coin === next);
    // One network leaves nothing to choose; several must be chosen on purpose.
    setNetwork(options.length === 1 ? (options[0]?.blockchain_name ?? '') : '');
  };

  const bounds = channel ? boundsFor(coin, channel, limits.data) : null;
  const problems = {
    amount: bounds ? checkAmount(amount, { decimals: coin === 'USDT' ? 2 : 10, ...bounds }) : 'required',
    from: from.trim().length < 10 ? 'from' : null,
    img: img ? null : uploading ? 'uploading' : 'certificate',
  } as const;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!coin || !channel || problems.amount || problems.from || problems.img || !img) return;
    submission.send({
      kind: 'crypto',
      coin,
      blockchain_name: channel.blockchain_name,
      channel_address: channel.address,
      amount: amount.trim(),
      from: from.trim(),
      tx: tx.trim() || undefined,
      img,
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="crypto-deposit-form">
      <ChoiceStep
        title={t('recharge.chooseCoin')}
        choices={COIN_SYMBOLS.map((symbol) => {
          const open = channels.data.some((c) => c.coin === symbol);
          return {
            value: symbol,
            label: (
              <>
                {symbol}
                {!open && <span className={classes.hint}>{t('recharge.closed')}</span>}
              </>
            ),
            disabled: !open,
            testId: `coin-${symbol}`,
          };
        })}
        value={coin}
        onChange={(next) => {
          const symbol = COIN_SYMBOLS.find((s) => s === next);
          if (symbol) chooseCoin(symbol);
        }}
      >
        {!coin && <p className={classes.hint}>{t('recharge.coinFirst')}</p>}
      </ChoiceStep>

      {coin && (
        <ChoiceStep
          title={t('recharge.chooseNetwork')}
          choices={networks.map((c) => ({
            value: c.blockchain_name,
            label: c.blockchain_name,
            testId: `network-${c.blockchain_name}`,
          }))}
          value={network}
          onChange={setNetwork}
        />
      )}

      {channel && bounds && (
        <>
          <div className={classes.step}>
            <h2 className={classes.stepTitle}>{t('recharge.sendTo', { coin })}</h2>
            <div className={classes.addressBox}>
              <QrCode value={channel.address} label={t('recharge.qrLabel', { coin, network })} />
              <div className={classes.addressText}>
                <p className={classes.address} data-testid="deposit-address">
                  {channel.address}
                </p>
                <div className={classes.formActions}>
                  <CopyButton value={channel.address} label={t('recharge.copyAddress')} />
                </div>
                <p className={classes.warning} role="note" data-testid="network-warning">
                  {t('recharge.networkWarning', { coin, network })}
                </p>
              </div>
            </div>
            {coin !== 'USDT' && price.data && (
              <p className={classes.hint}>
                {price.data.price === null
                  ? t('recharge.noRate', { coin })
                  : t('recharge.rate', { coin, rate: price.data.price })}
              </p>
            )}
          </div>

          <div className={classes.form}>
            <TextInput
              label={t('recharge.amount', { coin })}
              description={t('recharge.bounds', { min: bounds.min, max: bounds.max, unit: coin })}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(cleanAmountInput(event.currentTarget.value))}
              error={submitted && amountMessage(problems.amount, { ...bounds, unit: coin })}
              required
              data-testid="deposit-amount"
            />
            <TextInput
              label={t('recharge.from')}
              description={t('recharge.fromHint')}
              value={from}
              onChange={(event) => setFrom(event.currentTarget.value)}
              maxLength={128}
              error={submitted && problems.from ? t('recharge.fromInvalid') : undefined}
              required
              dir="ltr"
              data-testid="deposit-from"
            />
            <TextInput
              label={t('recharge.tx')}
              description={t('recharge.txHint')}
              value={tx}
              onChange={(event) => setTx(event.currentTarget.value)}
              maxLength={128}
              dir="ltr"
              data-testid="deposit-tx"
            />
            <CertificateUpload
              value={img}
              onChange={setImg}
              onBusyChange={setUploading}
              error={submitted && problems.img ? t(`upload.${problems.img}`) : undefined}
            />
            <DepositSubmit
              label={t('recharge.submit')}
              pending={submission.pending}
              returning={submission.returning}
              testId="deposit-submit"
            />
          </div>
        </>
      )}
    </form>
  );
}
