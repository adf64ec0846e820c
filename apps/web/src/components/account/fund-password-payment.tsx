import { ACCOUNT_RULES } from '@caravan/contract';
import { Button } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { useCurrentUser } from '../../lib/current-user';
import { useContractForm } from '../../lib/form';
import { DEPOSIT_PATH } from '../../lib/user-centre-paths';
import { SafewordInput } from './safeword-input';
import classes from './fund-password-payment.module.css';

/** What the payment says, in its screen's words (the cart's, the loan's). */
export type FundPasswordPaymentTexts = {
  needFundPassword: string;
  setFundPassword: string;
  insufficient: string;
  deposit: string;
  fundPassword: string;
  fundPasswordInvalid: string;
  later: string;
  /** The submit button, naming the amount. */
  submit: string;
};

type FundPasswordPaymentProps = {
  /** The params schema of the endpoint that pays (its fund password is checked with it). */
  schema: z.ZodType;
  /** That endpoint's params for a fund password. */
  toParams(safeword: string): unknown;
  /** The figures of what is paid, above the form. */
  children: ReactNode;
  texts: FundPasswordPaymentTexts;
  /** Whether the wallet already shows too little for the amount (a refusal says so too). */
  short: boolean;
  /** Where a user without a fund password sets one (coming back here when it can). */
  fundPasswordTo: string;
  /** Sends the payment; `onError` with the server's refusal. */
  pay(safeword: string, handlers: { onError(error: unknown): void }): void;
  pending: boolean;
  onClose(): void;
  /** The test ids' prefix: `pay` → pay-form, pay-submit, pay-refusal… */
  testId: string;
};

/**
 * A payment out of the wallet with the fund password (spec §3: every payment out of a wallet asks
 * for it): the figures, then the password and the button naming the amount. Without a fund password,
 * or with too little balance, it says so and links to where that is fixed instead. Orders and loan
 * repayments pay through it.
 */
export function FundPasswordPayment({
  schema,
  toParams,
  children,
  texts,
  short,
  fundPasswordTo,
  pay,
  pending,
  onClose,
  testId,
}: FundPasswordPaymentProps) {
  const user = useCurrentUser();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const form = useContractForm({
    schema,
    initialValues: { safeword: '' },
    toParams: ({ safeword }) => toParams(safeword),
    // The server only compares the fund password (and counts a miss); a mistyped one is caught here.
    check: ({ safeword }) => (ACCOUNT_RULES.safeword.test(safeword) ? {} : { safeword: { kind: 'invalid' } }),
    message: () => texts.fundPasswordInvalid,
  });

  const noFundPassword = user.data?.safeword === 0 || refusal?.code === '999';
  const isShort = refusal?.key === 'WALLET_INSUFFICIENT_BALANCE' || short;
  const locked = refusal?.key === 'AUTH_SAFEWORD_LOCKED';

  // The schema checks the params as the endpoint takes them; what is sent is the password as typed.
  const handleSubmit = form.onSubmit(() => {
    if (pending) return;
    setRefusal(null);
    pay(form.values.safeword, {
      onError: (error) => {
        form.reset();
        setRefusal(error instanceof ApiError ? error : new ApiError('NETWORK', 'CLIENT_NETWORK', ''));
      },
    });
  });

  let body;
  if (noFundPassword) {
    body = (
      <>
        <p className={classes.notice} role="alert" data-testid={`${testId}-needs-fund-password`}>
          {texts.needFundPassword}
        </p>
        <div className={classes.actions}>
          <Button
            component={Link}
            to={fundPasswordTo}
            onClick={onClose}
            data-testid={`${testId}-set-fund-password`}
          >
            {texts.setFundPassword}
          </Button>
        </div>
      </>
    );
  } else if (isShort) {
    body = (
      <>
        <p className={classes.notice} role="alert" data-testid={`${testId}-insufficient`}>
          {texts.insufficient}
        </p>
        <div className={classes.actions}>
          <Button component={Link} to={DEPOSIT_PATH} onClick={onClose} data-testid={`${testId}-deposit`}>
            {texts.deposit}
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <SafewordInput
          label={texts.fundPassword}
          value={form.values.safeword}
          onChange={(value) => form.setFieldValue('safeword', value)}
          error={form.errorOf('safeword')}
        />
        {refusal && (
          <p className={classes.refusal} role="alert" data-testid={`${testId}-refusal`}>
            {errorMessage(refusal)}
          </p>
        )}
        <div className={classes.actions}>
          <Button variant="default" onClick={onClose} disabled={pending}>
            {texts.later}
          </Button>
          <Button type="submit" loading={pending} disabled={locked} data-testid={`${testId}-submit`}>
            {texts.submit}
          </Button>
        </div>
      </>
    );
  }

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate data-testid={`${testId}-form`}>
      {children}
      {body}
    </form>
  );
}
