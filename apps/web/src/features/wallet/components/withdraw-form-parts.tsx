import { Button } from '@mantine/core';
import {
  ACCOUNT_RULES,
  type EndpointReply,
  type walletEndpoints,
  type WithdrawCoin,
} from '@caravan/contract';
import Decimal from 'decimal.js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { InlineLoader, QueryError } from '../../../components/ui/states';
import { SafewordInput } from '../../../components/account/safeword-input';
import { checkAmount, type AmountProblem } from '../../../lib/amount-text';
import { ApiError } from '../../../lib/api-error';
import { isolateLtr } from '../../../lib/date';
import { useLanguage } from '../../../lib/i18n';
import { formatAmount, formatDecimalText } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { FUND_PASSWORD_PATH, WALLET_PATH } from '../../../lib/user-centre-paths';
import { useBalance } from '../../../lib/wallet-balance';
import { useApplyWithdrawal, useWithdrawRules, type WithdrawInput } from '../api/withdraw';
import { useAmountMessage, useBoundsText } from '../lib/use-amount-message';
import { AmountInput } from './deposit-form-parts';
import classes from './wallet.module.css';

// What the withdrawal forms (to a coin address, to a bank account) share: their rules and balance,
// the amount with its bounds, the preview, the fund password and the request.

/** The server only compares the fund password (and counts a miss); a mistyped one is caught here. */
export const safewordProblem = (safeword: string) =>
  ACCOUNT_RULES.safeword.test(safeword) ? undefined : ({ kind: 'invalid' } as const);

export type WithdrawRules = {
  limits: EndpointReply<typeof walletEndpoints.withdrawLimits>;
  fee: EndpointReply<typeof walletEndpoints.withdrawFee>;
  /** The available balance (USDT). */
  money: number;
};

/** Renders `children` once a coin's bounds, fee rule and rate and the balance are known. */
export function WithdrawRulesGate({
  coin,
  children,
}: {
  coin: WithdrawCoin;
  children: (rules: WithdrawRules) => ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const rules = useWithdrawRules(coin);
  const balance = useBalance();
  if (!rules.data || !balance.data) {
    return rules.isError || balance.isError ? (
      <QueryError query={rules.isError ? rules : balance} title={t('withdraw.loadFailed')} />
    ) : (
      <InlineLoader />
    );
  }
  return children({ ...rules.data, money: balance.data.money });
}

/**
 * The amount's rule: within the system's bounds and no more than the balance (data no schema
 * holds), with its message.
 */
export function useWithdrawAmountRule({ limits, money }: WithdrawRules) {
  const { t } = useTranslation('wallet');
  const amountMessage = useAmountMessage();
  const available = new Decimal(money);
  const bounds = {
    min: String(limits.withdrawAmountMin),
    max: String(limits.withdrawAmountMax),
    unit: 'USDT',
  };
  const problem = (amount: string): AmountProblem | 'aboveBalance' | null => {
    const found = checkAmount(amount, { decimals: 2, min: bounds.min, max: limits.withdrawAmountMax });
    return found ?? (new Decimal(amount).gt(available) ? 'aboveBalance' : null);
  };
  return {
    bounds,
    /** What "All" fills in: the balance, or the maximum when that is less. */
    all: Decimal.min(limits.withdrawAmountMax, available).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2),
    problem,
    message: (amount: string) => {
      const found = problem(amount);
      return found === 'aboveBalance' ? t('withdraw.aboveBalance') : amountMessage(found, bounds);
    },
  };
}

/** The amount in USDT, with its bounds and a button to withdraw all that may be. */
export function WithdrawAmountField({
  rule,
  value,
  onChange,
  error,
}: {
  rule: ReturnType<typeof useWithdrawAmountRule>;
  value: string;
  onChange: (amount: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('wallet');
  const boundsText = useBoundsText();
  return (
    <AmountInput
      label={t('withdraw.amount')}
      description={boundsText(rule.bounds)}
      value={value}
      onChange={onChange}
      error={error}
      rightSectionWidth={64}
      rightSection={
        <Button size="compact-xs" variant="subtle" onClick={() => onChange(rule.all)}>
          {t('withdraw.all')}
        </Button>
      }
      data-testid="withdraw-amount"
    />
  );
}

/** "12.50 USDT", "0.00064999 BTC": an amount and its unit kept left to right in any language. */
export function Figure({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <span dir="ltr" data-testid={testId}>
      {children}
    </span>
  );
}

/** The balance, as the top of a withdrawal form shows it. */
export function AvailableRow({ money }: { money: number }) {
  const { t } = useTranslation('wallet');
  const lang = useLanguage();
  return (
    <div>
      <dt>{t('withdraw.available')}</dt>
      <dd>
        <Figure testId="withdraw-available">{formatAmount(money, lang)} USDT</Figure>
      </dd>
    </div>
  );
}

/** The fee rule, as the top of a withdrawal form shows it. */
export function FeeRuleRow({ fee }: { fee: WithdrawRules['fee'] }) {
  const { t } = useTranslation('wallet');
  const feeText = useFeeText(fee);
  return (
    <div>
      <dt>{t('withdraw.fee')}</dt>
      <dd>{feeText}</dd>
    </div>
  );
}

/** The preview's fee charged and what is received, each with its unit ("--" until the amount is right). */
export function FeeAndNetRows({ fee, net }: { fee: string; net: string }) {
  const { t } = useTranslation('wallet');
  return (
    <>
      <div>
        <dt>{t('withdraw.feeCharged')}</dt>
        <dd>
          <Figure testId="withdraw-fee">{fee}</Figure>
        </dd>
      </div>
      <div>
        <dt>{t('withdraw.receive')}</dt>
        <dd>
          <Figure testId="withdraw-net">{net}</Figure>
        </dd>
      </div>
    </>
  );
}

/** The fee rule as the buyer reads it: per withdrawal, or a share of the amount. */
export function useFeeText(fee: WithdrawRules['fee']): string {
  const { t } = useTranslation('wallet');
  const lang = useLanguage();
  const written = (text: string) => formatDecimalText(text, lang);
  if (fee.withdraw_fee_type === 'rate') {
    return t('withdraw.feeRate', { percent: written(new Decimal(fee.feeUsdt).times(100).toFixed()) });
  }
  return fee.coin === 'USDT'
    ? t('withdraw.feeFixed', { fee: isolateLtr(written(fee.feeUsdt)) })
    : t('withdraw.feeFixedCoin', {
        // A number on the wire (as old clients read it): written out in full, never as 1e-7.
        fee: isolateLtr(`${written(new Decimal(fee.fee).toFixed())} ${fee.coin}`),
        usdt: isolateLtr(`${written(fee.feeUsdt)} USDT`),
      });
}

/** The fund password, the note on the hold, and the button that sends the request. */
export function WithdrawConfirm({
  safeword,
  onSafewordChange,
  error,
  pending,
}: {
  safeword: string;
  onSafewordChange: (value: string) => void;
  error: string | undefined;
  pending: boolean;
}) {
  const { t } = useTranslation('wallet');
  return (
    <>
      <SafewordInput
        label={t('withdraw.fundPassword')}
        value={safeword}
        onChange={onSafewordChange}
        error={error}
      />
      <p className={classes.hint}>{t('withdraw.holdNote')}</p>
      <div className={classes.formActions}>
        <Button type="submit" loading={pending} data-testid="withdraw-submit">
          {t('withdraw.submit')}
        </Button>
      </div>
    </>
  );
}

/**
 * Sends a withdrawal: once accepted, says so and opens the wallet's withdrawals; once refused, the
 * fund password is cleared (`onRefused`), and without one set the buyer is sent to set it.
 */
export function useWithdrawSubmission(onRefused: (error: unknown) => void) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const apply = useApplyWithdrawal();
  const send = (input: WithdrawInput) =>
    apply.mutate(input, {
      onSuccess: ({ order_no }) => {
        toast.success(t('withdraw.submitted', { orderNo: order_no }));
        navigate(`${WALLET_PATH}?tab=withdrawals`);
      },
      onError: (error) => {
        onRefused(error);
        if (error instanceof ApiError && error.code === '999') navigate(FUND_PASSWORD_PATH);
      },
    });
  return { send, pending: apply.isPending };
}
