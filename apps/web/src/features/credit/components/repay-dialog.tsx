import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { ACCOUNT_RULES, creditEndpoints } from '@caravan/contract';
import { Button, Modal, Skeleton } from '@mantine/core';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafewordInput } from '../../../components/account/safeword-input';
import { QueryError } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/current-user';
import { isolateLtr } from '../../../lib/date';
import { useContractForm } from '../../../lib/form';
import { useLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { DEPOSIT_PATH, FUND_PASSWORD_PATH } from '../../../lib/user-centre-paths';
import { useRepayLoan, useRepayQuote } from '../api/repay-loan';
import { formatUsdt } from '../lib/loan-format';
import { Figure, Usdt } from './figures';
import classes from './credit.module.css';

type RepayDialogProps = { creditId: string; opened: boolean; onClose: () => void };

/** The repayment once its figures are in: the fund password, or what must be done first. */
function RepayForm({ creditId, onClose }: Omit<RepayDialogProps, 'opened'>) {
  const { t } = useTranslation('credit');
  const lang = useLanguage();
  const user = useCurrentUser();
  const quote = useRepayQuote(creditId);
  const repay = useRepayLoan();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const form = useContractForm({
    schema: creditEndpoints.pay.params,
    initialValues: { safeword: '' },
    toParams: ({ safeword }) => ({ creditId, safeword }),
    // The server only compares the fund password (and counts a miss); a mistyped one is caught here.
    check: ({ safeword }) => (ACCOUNT_RULES.safeword.test(safeword) ? {} : { safeword: { kind: 'invalid' } }),
    message: () => t('repay.fundPasswordInvalid'),
  });

  if (quote.isError) return <QueryError query={quote} title={t('repay.loadFailed')} />;
  if (!quote.data) return <Skeleton height={180} data-testid="repay-skeleton" />;
  const figures = quote.data;

  const noFundPassword = user.data?.safeword === 0 || refusal?.code === '999';
  const isShort =
    refusal?.key === 'WALLET_INSUFFICIENT_BALANCE' ||
    new Decimal(figures.accountAmount).lt(figures.estimatePayment);
  const isLocked = refusal?.key === 'AUTH_SAFEWORD_LOCKED';

  const handleSubmit = form.onSubmit(({ safeword }) => {
    if (repay.isPending) return;
    setRefusal(null);
    repay.mutate(
      { creditId, safeword },
      {
        onSuccess: () => {
          toast.success(t('repay.done'));
          onClose();
        },
        onError: (error) => {
          form.reset();
          setRefusal(error instanceof ApiError ? error : new ApiError('NETWORK', 'CLIENT_NETWORK', ''));
        },
      },
    );
  });

  let body;
  if (noFundPassword) {
    body = (
      <>
        <p className={classes.caution} role="alert" data-testid="repay-needs-fund-password">
          {t('repay.needFundPassword')}
        </p>
        <div className={classes.repayActions}>
          <Button
            component={Link}
            to={FUND_PASSWORD_PATH}
            onClick={onClose}
            data-testid="repay-set-fund-password"
          >
            {t('repay.setFundPassword')}
          </Button>
        </div>
      </>
    );
  } else if (isShort) {
    body = (
      <>
        <p className={classes.caution} role="alert" data-testid="repay-insufficient">
          {t('repay.insufficient')}
        </p>
        <div className={classes.repayActions}>
          <Button component={Link} to={DEPOSIT_PATH} onClick={onClose} data-testid="repay-deposit">
            {t('repay.deposit')}
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <SafewordInput
          label={t('repay.fundPassword')}
          value={form.values.safeword}
          onChange={(value) => form.setFieldValue('safeword', value)}
          error={form.errorOf('safeword')}
        />
        {refusal && (
          <p className={classes.danger} role="alert" data-testid="repay-refusal">
            {errorMessage(refusal)}
          </p>
        )}
        <div className={classes.repayActions}>
          <Button variant="default" onClick={onClose} disabled={repay.isPending}>
            {t('repay.later')}
          </Button>
          <Button type="submit" loading={repay.isPending} disabled={isLocked} data-testid="repay-submit">
            {t('repay.submit', { amount: isolateLtr(formatUsdt(figures.estimatePayment, lang)) })}
          </Button>
        </div>
      </>
    );
  }

  return (
    <form className={classes.repayForm} onSubmit={handleSubmit} noValidate data-testid="repay-form">
      <dl className={classes.disclosure}>
        <Figure label={t('repay.amount')}>
          <Usdt amount={figures.applyAmount} />
        </Figure>
        <Figure label={t('repay.days')}>{figures.alreadyCreditDays}</Figure>
        <Figure label={t('repay.interest')}>
          <Usdt amount={figures.interest} />
        </Figure>
        {figures.overdueInterest > 0 && (
          <Figure label={t('repay.overdueInterest')}>
            <Usdt amount={figures.overdueInterest} />
          </Figure>
        )}
        <Figure label={t('repay.total')} testId="repay-total" className={classes.total}>
          <Usdt amount={figures.estimatePayment} />
        </Figure>
        <Figure label={t('repay.balance')} testId="repay-balance">
          <Usdt amount={figures.accountAmount} />
        </Figure>
      </dl>
      {body}
    </form>
  );
}

/**
 * Repays the loan in full from the wallet (credit!beforepay, then credit!pay with the fund
 * password). Without a fund password, or with too little balance, it says so and links to where
 * that is fixed, as paying for orders does.
 */
export function RepayDialog({ creditId, opened, onClose }: RepayDialogProps) {
  const { t } = useTranslation('credit');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('repay.title')}
      centered
      closeButtonProps={{ 'aria-label': t('repay.close') }}
    >
      {opened && <RepayForm creditId={creditId} onClose={onClose} />}
    </Modal>
  );
}
