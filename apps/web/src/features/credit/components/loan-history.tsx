import { Skeleton } from '@mantine/core';
import { CREDIT_STATUS, loanReference, type CreditVo } from '@caravan/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTime } from '../../../components/ui/date-time';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, QueryError } from '../../../components/ui/states';
import { reapplyPath } from '../../../lib/user-centre-paths';
import { LOAN_PAGE_SIZE, useLoanHistory } from '../api/loan-history';
import { Days, Figure, RatePerDay, Usdt } from './figures';
import { LoanStatus } from './loan-status';
import classes from './credit.module.css';

/** One loan: the terms disclosed when it was applied for, and what became of it. */
function LoanEntry({ loan }: { loan: CreditVo }) {
  const { t } = useTranslation('credit');
  const isFailed = loan.status === CREDIT_STATUS.failed;
  return (
    <li className={classes.card} data-testid="loan-entry" data-status={loan.status}>
      <div className={classes.loanHead}>
        <span className={classes.loanAmount}>
          <Usdt amount={loan.applyAmount} />
        </span>
        <LoanStatus status={loan.status} />
      </div>
      {isFailed && (
        <div className={classes.danger} data-testid="loan-reason">
          {loan.reason && <p dir="auto">{t('history.reason', { reason: loan.reason })}</p>}
          <p>
            <Link to={reapplyPath(loan.id)} data-testid="loan-reapply">
              {t('history.reapply')}
            </Link>
          </p>
        </div>
      )}
      <dl className={classes.loanFacts}>
        <Figure label={t('history.reference')}>
          <span dir="ltr" data-testid="loan-reference">
            {loanReference(loan.id)}
          </span>
        </Figure>
        <Figure label={t('history.applied')}>
          <DateTime value={loan.customerSubmitTime} />
        </Figure>
        <Figure label={t('history.term')}>
          <Days days={loan.creditPeriod} />
        </Figure>
        <Figure label={t('history.rate')}>
          <RatePerDay rate={loan.creditRate} />
        </Figure>
        <Figure label={t('history.overdueRate')}>
          <RatePerDay rate={loan.defaultRate} />
        </Figure>
        <Figure label={t('history.totalInterest')}>
          <Usdt amount={loan.totalInterest} />
        </Figure>
        <Figure label={t('history.totalRepayment')}>
          <Usdt amount={loan.totalRepayment} />
        </Figure>
        {loan.loanTime && (
          <Figure label={t('history.loanTime')}>
            <DateTime value={loan.loanTime} />
          </Figure>
        )}
        {loan.dueTime && (
          <Figure label={t('history.dueTime')}>
            <DateTime value={loan.dueTime} />
          </Figure>
        )}
        {loan.repayTime && (
          <Figure label={t('history.repayTime')}>
            <DateTime value={loan.repayTime} />
          </Figure>
        )}
        {loan.status === CREDIT_STATUS.repaid && (
          <Figure label={t('history.repaidAmount')}>
            <Usdt amount={loan.repaidAmount} />
          </Figure>
        )}
        {loan.overdueDays > 0 && (
          <>
            <Figure label={t('history.overdueDays')}>{loan.overdueDays}</Figure>
            <Figure label={t('history.overdueInterest')}>
              <Usdt amount={loan.overdueInterest} />
            </Figure>
          </>
        )}
        <Figure label={t('history.document')}>
          <span dir="auto">{loan.countryName}</span> · <span dir="ltr">{loan.identification}</span>
        </Figure>
      </dl>
    </li>
  );
}

/** Every loan of the caller, newest first, 20 to a page (credit!histroy). */
export function LoanHistory() {
  const { t } = useTranslation('credit');
  const titleId = useId();
  const [page, setPage] = useState(1);
  const history = useLoanHistory(page);
  let body;
  if (!history.data) {
    body = history.isError ? (
      <QueryError query={history} title={t('history.loadFailed')} />
    ) : (
      <div className={classes.skeleton} aria-hidden="true" data-testid="history-skeleton">
        <Skeleton height={120} />
        <Skeleton height={120} />
      </div>
    );
  } else if (history.data.pageList.length === 0) {
    body = <EmptyState>{t('history.empty')}</EmptyState>;
  } else {
    body = (
      <>
        <ul className={classes.history} aria-busy={history.isPlaceholderData} aria-labelledby={titleId}>
          {history.data.pageList.map((loan) => (
            <LoanEntry key={loan.id} loan={loan} />
          ))}
        </ul>
        <Pager
          page={page}
          totalItems={history.data.pageInfo.totalElements}
          pageSize={LOAN_PAGE_SIZE}
          onChange={setPage}
          label={t('history.pages')}
        />
      </>
    );
  }
  return (
    <section className={classes.section} aria-labelledby={titleId} data-testid="loan-history">
      <h2 className={classes.sectionTitle} id={titleId}>
        {t('history.title')}
      </h2>
      {body}
    </section>
  );
}
