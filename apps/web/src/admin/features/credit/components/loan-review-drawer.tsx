import { Button } from '@mantine/core';
import { creditEndpoints, type AdminCreditVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { isolateLtr } from '../../../../lib/date';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { CURRENCY, formatAmount, formatRate, formatYearlyRate } from '../../../../lib/money';
import { toast } from '../../../../lib/toast';
import { DateTime } from '../../../components/date-time';
import { ReasonModal } from '../../../components/reason-modal';
import { useApproveCredit, useRejectCredit } from '../api/credits';
import classes from './credit.module.css';
import { LoanStateBadge } from './loan-state';
import { Fact, SideDrawer } from '../../../components/side-drawer';
import { PhotoGrid } from '../../../components/photo-grid';
import ui from '../../../components/admin-ui.module.css';
import drawer from '../../../components/side-drawer.module.css';

type DrawerProps = { loan: AdminCreditVo | null; onClose: () => void };

/**
 * One loan under review: the terms disclosed to the borrower, their identity against their verified
 * identity check, the three document photos (each opened larger on a click), their earlier loans,
 * and — while waiting — Approve (pays it out) or Reject with a reason.
 */
export function LoanReviewDrawer({ loan, onClose }: DrawerProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <SideDrawer
      opened={loan !== null}
      onClose={onClose}
      width={560}
      title={loan ? t('loans.reviewTitle', { name: loan.realName }) : ''}
    >
      {loan && <Review key={loan.id} loan={loan} onClose={onClose} />}
    </SideDrawer>
  );
}

const PHOTOS = [
  { field: 'imgCertificateFace', key: 'front' },
  { field: 'imgCertificateBack', key: 'back' },
  { field: 'imgCertificateHand', key: 'handHeld' },
] as const;

function Review({ loan, onClose }: { loan: AdminCreditVo; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const approve = useApproveCredit();
  const reject = useRejectCredit();
  const isPending = loan.status === 1;
  const isOut = loan.status === 2 || loan.status === 5;
  const usdt = (value: number) => (
    <bdi className={classes.amount}>
      {formatAmount(value, lang)} {CURRENCY}
    </bdi>
  );
  const rate = (value: number) => (
    <span>
      {t('loans.perDayAndYear', {
        rate: isolateLtr(formatRate(value, lang)),
        yearly: isolateLtr(formatYearlyRate(value, lang)),
      })}
    </span>
  );
  const nameMatches =
    loan.kycName !== '' && loan.kycName.trim().toLowerCase() === loan.realName.trim().toLowerCase();

  const done = (message: string) => {
    toast.success(message);
    setDialog(null);
    onClose();
  };
  const handleApprove = () =>
    approve.mutate(loan.id, { onSuccess: () => done(t('loans.approved', { name: loan.realName })) });
  const handleReject = (reason: string) =>
    reject.mutate(
      { id: loan.id, reason },
      { onSuccess: () => done(t('loans.rejected', { name: loan.realName })) },
    );

  return (
    <div className={drawer.review} data-testid="loan-drawer">
      <section>
        <h3 className={drawer.sectionTitle}>{t('loans.sections.terms')}</h3>
        <dl className={drawer.facts}>
          <Fact label={t('loans.fields.state')}>
            <LoanStateBadge status={loan.status} />
          </Fact>
          <Fact label={t('loans.fields.submitted')}>
            <DateTime value={loan.customerSubmitTime} />
          </Fact>
          <Fact label={t('loans.fields.amount')}>{usdt(loan.applyAmount)}</Fact>
          <Fact label={t('loans.fields.term')}>{t('loans.days', { count: loan.creditPeriod })}</Fact>
          <Fact label={t('loans.fields.rate')}>{rate(loan.creditRate)}</Fact>
          <Fact label={t('loans.fields.overdueRate')}>{rate(loan.defaultRate)}</Fact>
          <Fact label={t('loans.fields.totalInterest')}>{usdt(loan.totalInterest)}</Fact>
          <Fact label={t('loans.fields.totalRepayment')}>{usdt(loan.totalRepayment)}</Fact>
          {loan.loanTime && (
            <>
              <Fact label={t('loans.fields.loaned')}>
                <DateTime value={loan.loanTime} />
              </Fact>
              <Fact label={t('loans.fields.due')}>
                <DateTime value={loan.dueTime} />
              </Fact>
            </>
          )}
          {isOut && <Fact label={t('loans.fields.toRepay')}>{usdt(loan.estimatePayment)}</Fact>}
          {loan.overdueDays > 0 && (
            <Fact label={t('loans.fields.overdue')}>
              {t('loans.days', { count: loan.overdueDays })} · {usdt(loan.overdueInterest)}
            </Fact>
          )}
          {loan.repayTime && (
            <Fact label={t('loans.fields.repaid')}>
              <DateTime value={loan.repayTime} /> · {usdt(loan.repaidAmount)}
            </Fact>
          )}
        </dl>
      </section>
      <section>
        <h3 className={drawer.sectionTitle}>{t('loans.sections.borrower')}</h3>
        <dl className={drawer.facts}>
          <Fact label={t('loans.fields.account')}>
            <Link to={`/admin/users/${loan.userId}`} dir="auto">
              {loan.username || '--'}
            </Link>
          </Fact>
          <Fact label={t('loans.fields.name')}>
            <span dir="auto">{loan.realName}</span>
          </Fact>
          <Fact label={t('loans.fields.identity')} wide>
            {loan.kycStatus === 2 ? (
              <span className={nameMatches ? classes.match : classes.mismatch} data-testid="loan-identity">
                {nameMatches
                  ? t('loans.identityMatches', { name: loan.kycName })
                  : t('loans.identityDiffers', { name: loan.kycName })}
              </span>
            ) : (
              <span className={classes.mismatch} data-testid="loan-identity">
                {t('loans.identityNotVerified')}
              </span>
            )}
          </Fact>
          <Fact label={t('loans.fields.country')}>
            <span dir="auto">{loan.countryName || '--'}</span>
          </Fact>
          <Fact label={t('loans.fields.number')}>
            <span dir="ltr">{loan.identification}</span>
          </Fact>
        </dl>
      </section>
      <section>
        <h3 className={drawer.sectionTitle}>{t('loans.sections.photos')}</h3>
        <PhotoGrid
          photos={PHOTOS.map(({ field, key }) => ({
            key: field,
            src: loan[field],
            caption: t(`loans.photos.${key}`),
            alt: t('loans.photoAlt', { side: t(`loans.photos.${key}`), name: loan.realName }),
          }))}
          failedText={t('loans.photoFailed')}
          openText={t('loans.photoOpen')}
          testId="loan-photo"
        />
      </section>
      <section>
        <h3 className={drawer.sectionTitle}>{t('loans.sections.history')}</h3>
        {loan.history.length === 0 ? (
          <p className={ui.cellSub}>{t('loans.noHistory')}</p>
        ) : (
          <ul className={classes.history} data-testid="loan-history">
            {loan.history.map((earlier) => (
              <li key={earlier.id}>
                <LoanStateBadge status={earlier.status} />
                {usdt(earlier.applyAmount)}
                <span>{t('loans.days', { count: earlier.creditPeriod })}</span>
                <DateTime value={earlier.customerSubmitTime} />
                {earlier.overdueDays > 0 && (
                  <span className={classes.mismatch}>
                    {t('loans.lateDays', { count: earlier.overdueDays })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {!isPending && (loan.decidedBy || loan.reason) && (
        <section>
          <h3 className={drawer.sectionTitle}>{t('loans.sections.decision')}</h3>
          <dl className={drawer.facts}>
            <Fact label={t('loans.fields.decidedBy')}>
              <span dir="auto">{loan.decidedBy || '--'}</span>
            </Fact>
            <Fact label={t('loans.fields.decided')}>
              <DateTime value={loan.decideTime} />
            </Fact>
            {loan.reason && (
              <Fact label={t('loans.fields.reason')} wide>
                <span dir="auto">{loan.reason}</span>
              </Fact>
            )}
          </dl>
        </section>
      )}
      {isPending && (
        <div className={drawer.actions}>
          <Button onClick={() => setDialog('approve')} data-testid="loan-approve">
            {t('loans.approve')}
          </Button>
          <Button color="red" variant="light" onClick={() => setDialog('reject')} data-testid="loan-reject">
            {t('loans.reject')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        opened={dialog === 'approve'}
        title={t('loans.approveTitle')}
        confirmLabel={t('loans.approve')}
        loading={approve.isPending}
        onConfirm={handleApprove}
        onClose={() => setDialog(null)}
      >
        <p>
          {t('loans.approveBody', {
            name: loan.realName,
            amount: formatAmount(loan.applyAmount, lang),
            user: loan.username,
          })}
        </p>
      </ConfirmDialog>
      <ReasonModal
        opened={dialog === 'reject'}
        title={t('loans.rejectTitle', { name: loan.realName })}
        consequence={<p>{t('loans.rejectConsequence')}</p>}
        confirmLabel={t('loans.reject')}
        danger
        pending={reject.isPending}
        params={creditEndpoints.admin.reject.params}
        onConfirm={handleReject}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
