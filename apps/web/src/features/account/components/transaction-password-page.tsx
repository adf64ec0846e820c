import { useTranslation } from 'react-i18next';
import { QueryFallback } from '../../../components/account/query-fallback';
import { toast } from '../../../lib/toast';
import { useChangeSafeword } from '../api/change-safeword';
import { useSafewordStatus } from '../api/get-safeword-status';
import { useSetSafeword } from '../api/set-safeword';
import { SafewordBadge } from './safeword-badge';
import { SafewordForm } from './safeword-form';
import { SetupSubpage } from './setup-subpage';
import classes from './account.module.css';

/** The first fund password: 6 digits, twice. */
function SetSafewordForm() {
  const { t } = useTranslation('account');
  const save = useSetSafeword();
  return (
    <SafewordForm
      testId="safeword-set-form"
      newLabel={t('fields.fundPassword')}
      submitLabel={t('fundPassword.setSubmit')}
      pending={save.isPending}
      onSubmit={({ safeword, confirm }) =>
        save.mutate(
          { safeword, re_safeword: confirm },
          { onSuccess: () => toast.success(t('fundPassword.setDone')) },
        )
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
      withOld
      newLabel={t('fields.newFundPassword')}
      submitLabel={t('fundPassword.changeSubmit')}
      pending={change.isPending}
      disabled={locked}
      onSubmit={({ oldSafeword, safeword, confirm }, clear) =>
        change.mutate(
          { old_safeword: oldSafeword, safeword, re_safeword: confirm },
          {
            onSuccess: () => {
              toast.success(t('fundPassword.changeDone'));
              clear();
            },
          },
        )
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
    body = <QueryFallback query={status} failedTitle={t('fundPassword.loadFailed')} />;
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
