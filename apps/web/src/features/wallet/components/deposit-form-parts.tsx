import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { useSubmitDeposit } from '../api/deposit';
import { useReturnToWallet } from '../lib/use-return-to-wallet';
import { ChoiceChips, WALLET_PATH, type Choice } from './wallet-parts';
import classes from './wallet.module.css';

type DepositInput = Parameters<ReturnType<typeof useSubmitDeposit>['mutate']>[0];

/**
 * Sends a crypto or bank deposit: once accepted, says so and opens the wallet's deposits; once a
 * recharge call is refused, goes back to the wallet (spec §4).
 */
export function useDepositSubmission() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const submit = useSubmitDeposit();
  const back = useReturnToWallet(WALLET_PATH);
  const send = (input: DepositInput) =>
    submit.mutate(input, {
      onSuccess: ({ order_no }) => {
        toast.success(t('recharge.submitted', { orderNo: order_no }));
        navigate(`${WALLET_PATH}?tab=deposits`);
      },
      onError: back.start,
    });
  return { send, pending: submit.isPending, returning: back.returning };
}

/** One step of a deposit form: a heading, and a row of chips to pick one of. */
export function ChoiceStep<V extends string>({
  title,
  choices,
  value,
  onChange,
  children,
}: {
  title: string;
  choices: readonly Choice<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  /** Under the chips. */
  children?: ReactNode;
}) {
  return (
    <div className={classes.step}>
      <h2 className={classes.stepTitle}>{title}</h2>
      <ChoiceChips label={title} choices={choices} value={value} onChange={onChange} />
      {children}
    </div>
  );
}
