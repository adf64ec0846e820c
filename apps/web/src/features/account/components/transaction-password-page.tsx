import { accountEndpoints } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { fundPasswordReturn } from '../../../lib/user-centre-paths';
import { InlineLoader, QueryError } from '../../../components/ui/states';
import { toast } from '../../../lib/toast';
import { useChangeSafeword } from '../api/change-safeword';
import { useSafewordStatus } from '../api/get-safeword-status';
import { useSetSafeword } from '../api/set-safeword';
import { SafewordBadge } from './safeword-badge';
import { SafewordForm } from './safeword-form';
import { SetupSubpage } from '../../../components/account/subpage';
import classes from './account.module.css';

/** The first fund password: 6 digits, twice. */
function SetSafewordForm() {
  const { t } = useTranslation('account');
  const save = useSetSafeword();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Sent here by a payment that needed a fund password: back to it once one is set.
  const back = fundPasswordReturn(search);
  return (
    <SafewordForm
      testId="safeword-set-form"
      schema={accountEndpoints.setSafeword.params}
      newLabel={t('fields.fundPassword')}
      submitLabel={t('fundPassword.setSubmit')}
      pending={save.isPending}
      onSubmit={(params) =>
        save.mutate(params, {
          onSuccess: () => {
            toast.success(t('fundPassword.setDone'));
            if (back) void navigate(back, { replace: true });
          },
        })
      }
    />
  );
}

/** A new fund password, with the current one; wrong tries count towards the day's lock. */
function ChangeSafewordForm({ locked }: { locked: boolean }) {
  const { t } = useTranslation('account');
  const change = useChangeSafeword();
  return (
    <SafewordForm
      testId="safeword-change-form"
      schema={accountEndpoints.changeSafeword.params}
      newLabel={t('fields.newFundPassword')}
      submitLabel={t('fundPassword.changeSubmit')}
      pending={change.isPending}
      disabled={locked}
      onSubmit={(params, clear) =>
        change.mutate(params, {
          onSuccess: () => {
            toast.success(t('fundPassword.changeDone'));
            clear();
          },
        })
      }
    />
  );
}

/**
 * /userInfo/setup/transaction-password: sets the fund password when there is none and changes it
 * otherwise (exactly 6 digits; more than 3 wrong tries lock fund operations until tomorrow).
 */
export function TransactionPasswordPage() {
  const { t } = useTranslation('account');
  const status = useSafewordStatus();

  let body;
  if (status.isError || !status.data) {
    body = status.isError ? (
      <QueryError query={status} title={t('fundPassword.loadFailed')} />
    ) : (
      <InlineLoader />
    );
  } else {
    const isSet = status.data.safeword === 1;
    body = (
      <>
        <p className={classes.info}>
          {t('fundPassword.status')} <SafewordBadge status={status.data} />
        </p>
        {status.data.locked && (
          <p className={classes.alert} role="alert" data-testid="safeword-locked">
            <strong>{t('fundPassword.lockedTitle')}</strong>
            {t('fundPassword.lockedBody')}
          </p>
        )}
        {isSet ? <ChangeSafewordForm locked={status.data.locked} /> : <SetSafewordForm />}
      </>
    );
  }

  return (
    <SetupSubpage
      titleKey="transactionPassword"
      lead={t('fundPassword.lead')}
      testId="page-transaction-password"
    >
      {body}
    </SetupSubpage>
  );
}
