import { Button, TextInput } from '@mantine/core';
import {
  ACCOUNT_RULES,
  isWithdrawNetwork,
  walletEndpoints,
  WITHDRAW_NETWORKS,
  withdrawalSplit,
  type EndpointReply,
  type WithdrawNetwork,
} from '@caravan/contract';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { InlineLoader, QueryError } from '../../../components/ui/states';
import { SafewordInput } from '../../../components/account/safeword-input';
import { ApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/current-user';
import { maxLengthOf, useContractForm } from '../../../lib/form';
import { useLanguage } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { FUND_PASSWORD_PATH, WALLET_PATH } from '../../../lib/user-centre-paths';
import { useBalance } from '../../../lib/wallet-balance';
import {
  useApplyWithdrawal,
  useBindWithdrawAddress,
  useWithdrawForm,
  useWithdrawRules,
} from '../api/withdraw';
import { checkAmount } from '../../../lib/amount-text';
import { useAmountMessage } from '../lib/use-amount-message';
import { AmountInput } from './deposit-form-parts';
import { ChoiceChips, WalletSubpage } from './wallet-parts';
import classes from './wallet.module.css';

const NETWORKS = Object.keys(WITHDRAW_NETWORKS) as WithdrawNetwork[];
const BIND_PARAMS = walletEndpoints.bindWithdrawAddress.params;

/** The server only compares the fund password (and counts a miss); a mistyped one is caught here. */
const safewordProblem = (safeword: string) =>
  ACCOUNT_RULES.safeword.test(safeword) ? undefined : ({ kind: 'invalid' } as const);

/** The one withdrawal address (spec §5: only one can be bound), after the fund password. */
function BindAddressForm() {
  const { t } = useTranslation('wallet');
  const bind = useBindWithdrawAddress();
  const form = useContractForm({
    schema: BIND_PARAMS,
    initialValues: { network: 'TRC20' as WithdrawNetwork, address: '', safeword: '' },
    toParams: ({ network, address, safeword }) => ({ blockchain_name: network, address, safeword }),
    fieldOf: { blockchain_name: 'network' },
    // An address's form is its network's, which the endpoint's schema leaves to the server.
    check: ({ network, address, safeword }) => ({
      address:
        isWithdrawNetwork(network) && WITHDRAW_NETWORKS[network].pattern.test(address.trim())
          ? undefined
          : { kind: 'invalid' },
      safeword: safewordProblem(safeword),
    }),
    message: (field, _problem, { network }) => {
      if (field === 'address') return t('withdraw.addressInvalid', { network });
      return field === 'safeword' ? t('withdraw.fundPasswordInvalid') : undefined;
    },
  });
  const { network } = form.values;

  const handleSubmit = form.onSubmit((params) =>
    bind.mutate(params, {
      onSuccess: () => toast.success(t('withdraw.bound')),
      onError: () => form.setFieldValue('safeword', ''),
    }),
  );

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
        onChange={(next) => form.setFieldValue('network', next)}
      />
      <TextInput
        label={t('withdraw.address')}
        description={t(`withdraw.addressFormat.${network}`)}
        {...form.getInputProps('address')}
        maxLength={maxLengthOf(BIND_PARAMS, 'address')}
        required
        dir="ltr"
        data-testid="bind-address"
      />
      <SafewordInput
        label={t('withdraw.fundPassword')}
        value={form.values.safeword}
        onChange={(value) => form.setFieldValue('safeword', value)}
        error={form.errorOf('safeword')}
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

type WithdrawFormProps = { sessionToken: string; address: string; network: string };
type WithdrawRules = {
  limits: EndpointReply<typeof walletEndpoints.withdrawLimits>;
  fee: EndpointReply<typeof walletEndpoints.withdrawFee>;
};

/** The withdrawal, once its bounds, fee rule and the balance are known. */
function WithdrawForm(props: WithdrawFormProps) {
  const { t } = useTranslation('wallet');
  const rules = useWithdrawRules();
  const balance = useBalance();
  if (!rules.data || !balance.data) {
    return rules.isError || balance.isError ? (
      <QueryError query={rules.isError ? rules : balance} title={t('withdraw.loadFailed')} />
    ) : (
      <InlineLoader />
    );
  }
  return <WithdrawAmountForm {...props} {...rules.data} money={balance.data.money} />;
}

/** The amount to the bound address, with the fee and what arrives previewed, and the fund password. */
function WithdrawAmountForm({
  sessionToken,
  address,
  network,
  limits,
  fee,
  money,
}: WithdrawFormProps & WithdrawRules & { money: number }) {
  const { t } = useTranslation('wallet');
  const lang = useLanguage();
  const navigate = useNavigate();
  const apply = useApplyWithdrawal();
  const amountMessage = useAmountMessage();
  const available = new Decimal(money);
  const max = Decimal.min(limits.withdrawAmountMax, available);
  const bounds = {
    min: String(limits.withdrawAmountMin),
    max: String(limits.withdrawAmountMax),
    unit: 'USDT',
  };
  // The bounds are the system's, and no more than the balance can go: data no schema holds.
  const amountProblem = (amount: string) => {
    const problem = checkAmount(amount, { decimals: 2, min: bounds.min, max: limits.withdrawAmountMax });
    return problem ?? (new Decimal(amount).gt(available) ? 'aboveBalance' : null);
  };
  const form = useContractForm({
    schema: walletEndpoints.withdraw.params,
    initialValues: { amount: '', safeword: '' },
    toParams: (values) => ({ session_token: sessionToken, ...values }),
    check: ({ amount, safeword }) => ({
      amount: amountProblem(amount) ? { kind: 'invalid' } : undefined,
      safeword: safewordProblem(safeword),
    }),
    message: (field, _problem, { amount }) => {
      if (field === 'safeword') return t('withdraw.fundPasswordInvalid');
      if (field !== 'amount') return undefined;
      const problem = amountProblem(amount);
      return problem === 'aboveBalance' ? t('withdraw.aboveBalance') : amountMessage(problem, bounds);
    },
  });
  const { amount } = form.values;
  const split =
    amountProblem(amount) === null
      ? withdrawalSplit(amount.trim(), { type: fee.withdraw_fee_type, fee: fee.fee })
      : null;

  const handleSubmit = form.onSubmit((params) =>
    apply.mutate(params, {
      onSuccess: ({ order_no }) => {
        toast.success(t('withdraw.submitted', { orderNo: order_no }));
        navigate(`${WALLET_PATH}?tab=withdrawals`);
      },
      onError: (error) => {
        form.setFieldValue('safeword', '');
        if (error instanceof ApiError && error.code === '999') navigate(FUND_PASSWORD_PATH);
      },
    }),
  );

  const feeText =
    fee.withdraw_fee_type === 'fixed'
      ? t('withdraw.feeFixed', { fee: fee.fee })
      : t('withdraw.feeRate', { percent: new Decimal(fee.fee).times(100).toFixed() });

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate data-testid="withdraw-form">
      <dl className={classes.details}>
        <div>
          <dt>{t('withdraw.available')}</dt>
          <dd data-testid="withdraw-available">{formatAmount(money, lang)} USDT</dd>
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
      <AmountInput
        label={t('withdraw.amount')}
        description={t('recharge.bounds', bounds)}
        value={amount}
        onChange={(value) => form.setFieldValue('amount', value)}
        error={form.errorOf('amount')}
        rightSectionWidth={64}
        rightSection={
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() =>
              form.setFieldValue('amount', max.toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2))
            }
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
        value={form.values.safeword}
        onChange={(value) => form.setFieldValue('safeword', value)}
        error={form.errorOf('safeword')}
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
