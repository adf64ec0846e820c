import { Button } from '@mantine/core';
import type { CreditConfigVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '../../../components/ui/states';
import { MY_LOAN_PATH, SELLER_APPLY_PATH } from '../../../lib/user-centre-paths';
import { useApplicationStart, useReapplyForm } from '../api/apply-credit';
import { useCreditConfig } from '../api/credit-config';
import { ApplicationForm } from './application-form';
import { RequireLogin } from '../../../components/account/require-login';
import { CreditFrame } from './credit-frame';
import { OfferSkeleton } from './offer-skeleton';
import classes from './credit.module.css';

type RefusalReason = 'standing' | 'loan' | 'identity';

/** Why the caller cannot apply now, in the server's order; null when they may. */
function refusalOf(config: CreditConfigVo): RefusalReason | null {
  if (config.requireGoodStanding && !config.goodStanding) return 'standing';
  if (config.loanInUse) return 'loan';
  if (config.requireIdentity && !config.identityVerified) return 'identity';
  return null;
}

/** Why the form is not offered, with the way to fix it. */
function Refusal({ reason }: { reason: RefusalReason }) {
  const { t } = useTranslation('credit');
  const texts: Record<RefusalReason, string> = {
    standing: t('application.blockedStanding'),
    loan: t('application.blockedLoan'),
    identity: t('application.blockedIdentity'),
  };
  const actions: Record<RefusalReason, { to: string; label: string } | null> = {
    standing: null,
    loan: { to: MY_LOAN_PATH, label: t('actions.myLoan') },
    identity: { to: SELLER_APPLY_PATH, label: t('eligibility.verify') },
  };
  const action = actions[reason];
  return (
    <div className={classes.caution} data-testid="application-refused">
      <p>{texts[reason]}</p>
      {action && (
        <Button component={Link} to={action.to} size="sm" mt={4}>
          {action.label}
        </Button>
      )}
    </div>
  );
}

function Application() {
  const { t } = useTranslation('credit');
  const [searchParams] = useSearchParams();
  const creditId = searchParams.get('creditId');
  const config = useCreditConfig();
  const previous = useReapplyForm(creditId);
  const start = useApplicationStart(creditId === null);
  if (config.isError) return <QueryError query={config} title={t('loadFailed')} />;
  if (creditId !== null && previous.isError) return <QueryError query={previous} />;
  // Without the verified identity the form still works, only typed in full.
  const starting = creditId === null && start.isPending;
  if (!config.data || (creditId !== null && !previous.data) || starting) return <OfferSkeleton />;
  const refusal = refusalOf(config.data);
  if (refusal) return <Refusal reason={refusal} />;
  return (
    <ApplicationForm
      key={creditId ?? 'new'}
      offer={config.data}
      previous={previous.data}
      verified={creditId === null && start.data?.verified ? start.data : undefined}
      wish={{ amount: searchParams.get('amount'), term: searchParams.get('term') }}
    />
  );
}

/**
 * /credit/application (spec §2): the loan application, or `?creditId=` a failed one's answers to
 * correct and send again; refused up front, with the way on, to a caller the offer's rules exclude.
 */
export function CreditApplicationPage() {
  const { t } = useTranslation('credit');
  return (
    <RequireLogin>
      <CreditFrame
        titleKey="creditApplication"
        lead={t('application.lead')}
        withBack
        testId="page-credit-application"
      >
        <Application />
      </CreditFrame>
    </RequireLogin>
  );
}
