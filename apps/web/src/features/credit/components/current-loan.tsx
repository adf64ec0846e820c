import { Button, Skeleton } from '@mantine/core';
import { CREDIT_STATUS, type CreditBillVo } from '@caravan/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTime } from '../../../components/ui/date-time';
import { EmptyState, QueryError } from '../../../components/ui/states';
import { CREDIT_PATH } from '../../../lib/user-centre-paths';
import { useLoanBill } from '../api/loan-bill';
import { Days, Figure, RatePerDay, Usdt } from './figures';
import { LoanStatus } from './loan-status';
import { RepayDialog } from './repay-dialog';
import classes from './credit.module.css';

/** The loan's term and daily rate: the first of its facts, under review or in use. */
function TermAndRate({ bill }: { bill: CreditBillVo }) {
  const { t } = useTranslation('credit');
  return (
    <>
      <Figure label={t('current.term')}>
        <Days days={bill.creditPeriod} />
      </Figure>
      <Figure label={t('current.rate')}>
        <RatePerDay rate={bill.creditRate} />
      </Figure>
    </>
  );
}

/** A loan under review: the terms it was applied for, disclosed then and kept. */
function UnderReview({ bill }: { bill: CreditBillVo }) {
  const { t } = useTranslation('credit');
  return (
    <>
      <p className={classes.note}>{t('current.underReview')}</p>
      <dl className={classes.loanFacts}>
        <TermAndRate bill={bill} />
        <Figure label={t('current.totalInterest')} testId="current-total-interest">
          <Usdt amount={bill.totalInterest} />
        </Figure>
        <Figure label={t('current.totalRepayment')} testId="current-total-repayment">
          <Usdt amount={bill.totalRepayment} />
        </Figure>
        <Figure label={t('current.overdueRate')}>
          <RatePerDay rate={bill.defaultRate} />
        </Figure>
      </dl>
    </>
  );
}

/** A loan paid out: where it stands today and what repaying now takes. */
function InUse({ bill, onRepay }: { bill: CreditBillVo; onRepay: () => void }) {
  const { t } = useTranslation('credit');
  const isOverdue = bill.status === CREDIT_STATUS.overdue || bill.overdueDays > 0;
  return (
    <>
      {isOverdue && (
        <p className={classes.danger} role="alert" data-testid="current-overdue">
          {t('current.overdueWarning')}
        </p>
      )}
      <dl className={classes.loanFacts}>
        <TermAndRate bill={bill} />
        <Figure label={t('current.loanTime')}>
          <DateTime value={bill.loanTime} />
        </Figure>
        <Figure label={t('current.dueTime')} testId="current-due">
          <DateTime value={bill.dueTime} />
        </Figure>
        <Figure label={t('current.elapsed')} testId="current-elapsed">
          {t('current.elapsedValue', { days: bill.alreadyCreditDays, term: bill.creditPeriod })}
        </Figure>
        <Figure label={t('current.interest')} testId="current-interest">
          <Usdt amount={bill.interest} />
        </Figure>
        {bill.overdueDays > 0 && (
          <>
            <Figure label={t('current.overdueDays')} testId="current-overdue-days">
              {bill.overdueDays}
            </Figure>
            <Figure label={t('current.overdueInterest')} testId="current-overdue-interest">
              <Usdt amount={bill.overdueInterest} />
            </Figure>
          </>
        )}
        <Figure label={t('current.overdueRate')}>
          <RatePerDay rate={bill.defaultRate} />
        </Figure>
      </dl>
      <p className={classes.estimate}>
        <span>{t('current.estimate')}</span>
        <strong data-testid="current-estimate">
          <Usdt amount={bill.estimatePayment} />
        </strong>
      </p>
      <p className={classes.note}>{t('current.earlyNote')}</p>
      <div className={classes.actions}>
        <Button size="md" onClick={onRepay} data-testid="current-repay">
          {t('current.repay')}
        </Button>
      </div>
    </>
  );
}

/** The loan under review or in use (credit!bill), or a way to the offer when there is none. */
export function CurrentLoan() {
  const { t } = useTranslation('credit');
  const bill = useLoanBill();
  const titleId = useId();
  const [isRepaying, setRepaying] = useState(false);
  let body;
  if (bill.isError) {
    body = <QueryError query={bill} />;
  } else if (!bill.data) {
    body = <Skeleton height={160} data-testid="current-skeleton" />;
  } else if (bill.data.creditId === '') {
    body = (
      <>
        <EmptyState>{t('current.none')}</EmptyState>
        <div className={classes.actions}>
          <Button component={Link} to={CREDIT_PATH} variant="light">
            {t('actions.backToOffer')}
          </Button>
        </div>
      </>
    );
  } else {
    const loan = bill.data;
    body = (
      <>
        <div className={classes.loanHead}>
          <span className={classes.loanAmount} data-testid="current-amount">
            <Usdt amount={loan.applyAmount} />
          </span>
          <LoanStatus status={loan.status} />
        </div>
        {loan.status === CREDIT_STATUS.applying ? (
          <UnderReview bill={loan} />
        ) : (
          <InUse bill={loan} onRepay={() => setRepaying(true)} />
        )}
        <RepayDialog creditId={loan.creditId} opened={isRepaying} onClose={() => setRepaying(false)} />
      </>
    );
  }
  return (
    <section className={classes.card} aria-labelledby={titleId} data-testid="current-loan">
      <h2 className={classes.sectionTitle} id={titleId}>
        {t('current.title')}
      </h2>
      {body}
    </section>
  );
}
