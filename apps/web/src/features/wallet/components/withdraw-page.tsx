import { Button, TextInput } from '@mantine/core';
import {
  isWithdrawNetwork,
  WITHDRAW_NETWORKS,
  withdrawalSplit,
  type WithdrawNetwork,
} from '@caravan/contract';
import Decimal from 'decimal.js';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { InlineLoader, QueryError } from '../../../components/ui/states';
import { SafewordInput } from '../../../components/account/safeword-input';
import { ApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/current-user';
import { useLanguage } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useBalance } from '../../../lib/wallet-balance';
import {
  useApplyWithdrawal,
  useBindWithdrawAddress,
  useWithdrawForm,
  useWithdrawRules,
} from '../api/withdraw';
import { checkAmount, cleanAmountInput } from '../../../lib/amount-text';
import { useAmountMessage } from '../lib/use-amount-message';
import { ChoiceChips, WALLET_PATH, WalletSubpage } from './wallet-parts';
import classes from './wallet.module.css';

const FUND_PASSWORD_PATH = '/userInfo/setup/transaction-password';
const NETWORKS = Object.keys(WITHDRAW_NETWORKS) as WithdrawNetwork[];

/** The one withdrawal address (spec §5: only one can be bound), after the fund password. */
function BindAddressForm() {
  const { t } = useTranslation('wallet');
  const [network, setNetwork] = useState<WithdrawNetwork>('TRC20');
  const [address, setAddress] = useState('');
  const [safeword, setSafeword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const bind = useBindWithdrawAddress();
  const addressOk = isWithdrawNetwork(network) && WITHDRAW_NETWORKS[network].pattern.test(address.trim());
  const safewordOk = /^\d{6}$/.test(safeword);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!addressOk || !safewordOk) return;
    bind.mutate(
      { blockchain_name: network, address: address.trim(), safeword },
      {
        onSuccess: () => toast.success(t('withdraw.bound')),
        onError: () => setSafeword(''),
      },
    );
  };

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate data-testid="bind-address-form">
      <h2 className={classes.stepTitle}>{t('withdraw.bindTitle')}</h2>
      <p className={classes.hint}>{t('withdraw.bindLead')}</p>
      <ChoiceChips
        label={t('withdraw.network')}
        choices={NETWORKS.map((name) => ({
          value: name,
          label: `USDT · ${name}`,
          testId: `bind-network-${name}`,
        }))}
        value={network}
        onChange={setNetwork}
      />
      <TextInput
        label={t('withdraw.address')}
        description={t(`withdraw.addressFormat.${network}`)}
        value={address}
        onChange={(event) => setAddress(event.currentTarget.value)}
        maxLength={128}
        error={submitted && !addressOk ? t('withdraw.addressInvalid', { network }) : undefined}
        required
        dir="ltr"
        data-testid="bind-address"
      />
      <SafewordInput
        label={t('withdraw.fundPassword')}
        value={safeword}
        onChange={setSafeword}
        error={submitted && !safewordOk ? t('withdraw.fundPasswordInvalid') : undefined}
      />
      <p className={classes.warning} role="note">
        {t('withdraw.bindWarning')}
      </p>
      <div className={classes.formActions}>
        <Button type="submit" loading={bind.isPending} data-testid="bind-submit">
          {t('withdraw.bindSubmit')}
        </Button>
      </div>
    </form>
  );
}

/** The amount to the bound address, with the fee and what arrives previewed, and the fund password. */
function WithdrawForm({
  sessionToken,
  address,
  network,
}: {
  sessionToken: string;
  address: string;
  network: string;
}) {
  const { t } = useTranslation('wallet');
  const lang = useLanguage();
  const navigate = useNavigate();
  const rules = useWithdrawRules();
  const balance = useBalance();
  const apply = useApplyWithdrawal();
  const amountMessage = useAmountMessage();
  const [amount, setAmount] = useState('');
  const [safeword, setSafeword] = useState('');
  const [submitted, setSubmitted] = useState(false);

  if (!rules.data || !balance.data) {
    return rules.isError || balance.isError ? (
      <QueryError query={rules.isError ? rules : balance} title={t('withdraw.loadFailed')} />
    ) : (
      <InlineLoader />
    );
  }
  const { limits, fee } = rules.data;
  const available = new Decimal(balance.data.money);
  const max = Decimal.min(limits.withdrawAmountMax, available);
  const bounds = {
    min: String(limits.withdrawAmountMin),
    max: String(limits.withdrawAmountMax),
    unit: 'USDT',
  };
  const problem = checkAmount(amount, { decimals: 2, min: bounds.min, max: limits.withdrawAmountMax });
  const aboveBalance = problem === null && new Decimal(amount).gt(available);
  const split =
    problem === null && !aboveBalance
      ? withdrawalSplit(amount.trim(), { type: fee.withdraw_fee_type, fee: fee.fee })
      : null;
  const safewordOk = /^\d{6}$/.test(safeword);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || aboveBalance || !safewordOk) return;
    apply.mutate(
      { session_token: sessionToken, amount: amount.trim(), safeword },
      {
        onSuccess: ({ order_no }) => {
          toast.success(t('withdraw.submitted', { orderNo: order_no }));
          navigate(`${WALLET_PATH}?tab=withdrawals`);
        },
        onError: (error) => {
          setSafeword('');
          if (error instanceof ApiError && error.code === '999') navigate(FUND_PASSWORD_PATH);
        },
      },
    );
  };

  const feeText =
    fee.withdraw_fee_type === 'fixed'
      ? t('withdraw.feeFixed', { fee: fee.fee })
      : t('withdraw.feeRate', { percent: new Decimal(fee.fee).times(100).toFixed() });

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate data-testid="withdraw-form">
      <dl className={classes.details}>
        <div>
          <dt>{t('withdraw.available')}</dt>
          <dd data-testid="withdraw-available">{formatAmount(balance.data.money, lang)} USDT</dd>
        </div>
        <div>
          <dt>{t('withdraw.network')}</dt>
          <dd>USDT · {network}</dd>
        </div>
        <div>
          <dt>{t('withdraw.fee')}</dt>
          <dd>{feeText}</dd>
        </div>
      </dl>
      <div>
        <span className={classes.uploadLabel}>{t('withdraw.to')}</span>
        <p className={classes.address} data-testid="withdraw-address">
          {address}
        </p>
      </div>
      <TextInput
        label={t('withdraw.amount')}
        description={t('recharge.bounds', bounds)}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(cleanAmountInput(event.currentTarget.value))}
        error={submitted && (aboveBalance ? t('withdraw.aboveBalance') : amountMessage(problem, bounds))}
        required
        rightSectionWidth={64}
        rightSection={
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => setAmount(max.toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2))}
          >
            {t('withdraw.all')}
          </Button>
        }
        data-testid="withdraw-amount"
      />
      <dl className={classes.details} aria-live="polite">
        <div>
          <dt>{t('withdraw.feeCharged')}</dt>
          <dd data-testid="withdraw-fee">{split ? `${new Decimal(split.fee).toFixed(2)} USDT` : '--'}</dd>
        </div>
        <div>
          <dt>{t('withdraw.receive')}</dt>
          <dd data-testid="withdraw-net">{split ? `${new Decimal(split.net).toFixed(2)} USDT` : '--'}</dd>
        </div>
      </dl>
      <SafewordInput
        label={t('withdraw.fundPassword')}
        value={safeword}
        onChange={setSafeword}
        error={submitted && !safewordOk ? t('withdraw.fundPasswordInvalid') : undefined}
      />
      <p className={classes.hint}>{t('withdraw.holdNote')}</p>
      <div className={classes.formActions}>
        <Button type="submit" loading={apply.isPending} data-testid="withdraw-submit">
          {t('withdraw.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * /userInfo/money-package/withdraw: binds the one withdrawal address first, then withdraws USDT to
 * it; the amount is held until finance pays or rejects it.
 */
export function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const user = useCurrentUser();
  const form = useWithdrawForm();

  let body;
  if (user.data && user.data.safeword !== 1) {
    body = (
      <div className={classes.notice} data-testid="fund-password-needed">
        <p className={classes.warning}>{t('withdraw.needFundPassword')}</p>
        <Link to={FUND_PASSWORD_PATH}>{t('withdraw.setFundPassword')}</Link>
      </div>
    );
  } else if (!form.data) {
    body = form.isError ? <QueryError query={form} title={t('withdraw.loadFailed')} /> : <InlineLoader />;
  } else if (!form.data.existWithdrawAddress || !form.data.address) {
    body = <BindAddressForm />;
  } else {
    body = (
      <WithdrawForm
        sessionToken={form.data.session_token}
        address={form.data.address}
        network={form.data.chainName ?? ''}
      />
    );
  }
  return (
    <WalletSubpage titleKey="withdraw" lead={t('withdraw.lead')} testId="page-withdraw">
      {body}
    </WalletSubpage>
  );
}
