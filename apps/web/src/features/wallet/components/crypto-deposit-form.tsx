import { TextInput } from '@mantine/core';
import {
  COIN_SYMBOLS,
  CryptoRechargeFormParams,
  depositDecimals,
  type CoinSymbol,
  type RechargeLimitVo,
} from '@caravan/contract';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { InlineLoader, QueryError } from '../../../components/ui/states';
import { QrCode } from '../../../components/ui/qr-code';
import { useCoinPrice, useDepositChannels, useRechargeLimits } from '../api/deposit';
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

/** The deposit's params; the one-time form token is added as it is sent. */
const DEPOSIT_PARAMS = CryptoRechargeFormParams;

type DepositValues = CertificateValues & {
  coin: CoinSymbol | '';
  network: string;
  amount: string;
  from: string;
  tx: string;
};

const NOTHING_YET: DepositValues = {
  coin: '',
  network: '',
  amount: '',
  from: '',
  tx: '',
  img: null,
  uploading: false,
};

/**
 * A crypto deposit: the coin first (spec §5), then its network; the platform's address as text, QR
 * code and copy button with a warning to use that network only; then the amount sent, the sender's
 * address, the optional transaction hash and the payment certificate.
 */
export function CryptoDepositForm() {
  const { t } = useTranslation('wallet');
  const boundsText = useBoundsText();
  const channels = useDepositChannels();
  const limits = useRechargeLimits();
  const submission = useDepositSubmission();
  const amountMessage = useAmountMessage();
  const certificate = useCertificateRule();
  const channelOf = ({ coin, network }: DepositValues) =>
    channels.data?.find((c) => c.coin === coin && c.blockchain_name === network);
  const boundsOf = (values: DepositValues) => {
    const channel = channelOf(values);
    return channel ? boundsFor(values.coin, channel, limits.data) : null;
  };
  // The amount's bounds are the channel's (and the system's, for USDT): data no schema holds.
  const amountError = (values: DepositValues) => {
    const bounds = boundsOf(values);
    if (!bounds) return undefined;
    const decimals = values.coin ? depositDecimals(values.coin) : 2;
    return amountMessage(checkAmount(values.amount, { decimals, ...bounds }), {
      ...bounds,
      unit: values.coin,
    });
  };
  const form = useContractForm({
    schema: DEPOSIT_PARAMS,
    initialValues: NOTHING_YET,
    toParams: (values) => {
      const channel = channelOf(values);
      const { coin, amount, from, tx, img } = values;
      return {
        coin,
        blockchain_name: channel?.blockchain_name,
        channel_address: channel?.address,
        amount,
        from,
        tx,
        img,
      };
    },
    check: (values) => ({
      ...certificate.check(values),
      // Until a network is chosen there is no address to send to.
      network: channelOf(values) ? undefined : { kind: 'required' },
      amount: amountError(values) ? { kind: 'invalid' } : undefined,
      from: values.from.trim().length < 10 ? { kind: 'tooShort', min: 10 } : undefined,
    }),
    message: (field, _problem, values) => {
      if (field === 'amount') return amountError(values);
      if (field === 'from') return t('recharge.fromInvalid');
      if (field === 'img') return certificate.message(values);
      return undefined;
    },
  });
  const { coin, network, amount } = form.values;
  const price = useCoinPrice(coin);

  if (!channels.data)
    return channels.isError ? (
      <QueryError query={channels} title={t('recharge.channelsFailed')} />
    ) : (
      <InlineLoader />
    );
  const networks = channels.data.filter((c) => c.coin === coin);
  const channel = channelOf(form.values);

  const chooseCoin = (next: CoinSymbol) => {
    const options = channels.data.filter((c) => c.coin === next);
    // One network leaves nothing to choose; several must be chosen on purpose.
    form.setValues({ coin: next, network: options.length === 1 ? (options[0]?.blockchain_name ?? '') : '' });
  };

  const bounds = boundsOf(form.values);

  const handleSubmit = form.onSubmit((params) => submission.send({ kind: 'crypto', ...params }));

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
          onChange={(next) => form.setFieldValue('network', next)}
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
            <AmountInput
              label={t('recharge.amount', { coin })}
              description={boundsText({ min: bounds.min, max: bounds.max, unit: coin })}
              value={amount}
              onChange={(value) => form.setFieldValue('amount', value)}
              error={form.errorOf('amount')}
              data-testid="deposit-amount"
            />
            <TextInput
              label={t('recharge.from')}
              description={t('recharge.fromHint')}
              {...form.getInputProps('from')}
              maxLength={maxLengthOf(DEPOSIT_PARAMS, 'from')}
              required
              dir="ltr"
              data-testid="deposit-from"
            />
            <TextInput
              label={t('recharge.tx')}
              description={t('recharge.txHint')}
              {...form.getInputProps('tx')}
              maxLength={maxLengthOf(DEPOSIT_PARAMS, 'tx')}
              dir="ltr"
              data-testid="deposit-tx"
            />
            <DepositCertificate form={form} />
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
