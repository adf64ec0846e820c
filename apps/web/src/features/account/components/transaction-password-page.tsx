import { Button, Loader } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkConfirmation, checkSafeword, collectErrors, isValid } from '../../../lib/account-validation';
import { ErrorState } from '../../../components/ui/states';
import { toast } from '../../../lib/toast';
import { useChangeSafeword } from '../api/change-safeword';
import { useSafewordStatus } from '../api/get-safeword-status';
import { useSetSafeword } from '../api/set-safeword';
import { SafewordBadge } from './safeword-badge';
import { SafewordInput } from './safeword-input';
import { SetupSubpage } from './setup-subpage';
import classes from './account.module.css';

type Field = 'oldSafeword' | 'safeword' | 'confirm';

/** The first fund password: 6 digits, twice. */
function SetSafewordForm() {
  const { t } = useTranslation('account');
  const [safeword, setSafeword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const save = useSetSafeword();

  const errors = collectErrors<Field>({
    oldSafeword: null,
    safeword: checkSafeword(safeword),
    confirm: checkConfirmation(confirm, safeword, 'safeword'),
  });
  const errorFor = (field: Field) => {
    const key = submitted ? errors[field] : undefined;
    return key ? t(`validation.${key}`) : undefined;
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isValid(errors)) return;
    save.mutate(
      { safeword, re_safeword: confirm },
      { onSuccess: () => toast.success(t('fundPassword.setDone')) },
    );
  };

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate data-testid="safeword-set-form">
      <SafewordInput
        label={t('fields.fundPassword')}
        value={safeword}
        onChange={setSafeword}
        error={errorFor('safeword')}
      />
      <SafewordInput
        label={t('fields.confirmFundPassword')}
        value={confirm}
        onChange={setConfirm}
        error={errorFor('confirm')}
      />
      <div className={classes.formActions}>
        <Button type="submit" loading={save.isPending}>
          {t('fundPassword.setSubmit')}
        </Button>
      </div>
    </form>
  );
}

/** A new fund password, with the current one; wrong tries count towards the day's lock. */
function ChangeSafewordForm({ locked }: { locked: boolean }) {
  const { t } = useTranslation('account');
  const [oldSafeword, setOldSafeword] = useState('');
  const [safeword, setSafeword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const change = useChangeSafeword();

  const errors = collectErrors<Field>({
    oldSafeword: checkSafeword(oldSafeword),
    safeword: checkSafeword(safeword),
    confirm: checkConfirmation(confirm, safeword, 'safeword'),
  });
  const errorFor = (field: Field) => {
    const key = submitted ? errors[field] : undefined;
    return key ? t(`validation.${key}`) : undefined;
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isValid(errors)) return;
    change.mutate(
      { old_safeword: oldSafeword, safeword, re_safeword: confirm },
      {
        onSuccess: () => {
          toast.success(t('fundPassword.changeDone'));
          setOldSafeword('');
          setSafeword('');
          setConfirm('');
          setSubmitted(false);
        },
      },
    );
  };

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate data-testid="safeword-change-form">
      <SafewordInput
        label={t('fields.oldFundPassword')}
        value={oldSafeword}
        onChange={setOldSafeword}
        error={errorFor('oldSafeword')}
      />
      <SafewordInput
        label={t('fields.newFundPassword')}
        value={safeword}
        onChange={setSafeword}
        error={errorFor('safeword')}
      />
      <SafewordInput
        label={t('fields.confirmFundPassword')}
        value={confirm}
        onChange={setConfirm}
        error={errorFor('confirm')}
      />
      <div className={classes.formActions}>
        <Button type="submit" loading={change.isPending} disabled={locked}>
          {t('fundPassword.changeSubmit')}
        </Button>
      </div>
    </form>
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
  if (status.isError) {
    body = (
      <ErrorState
        title={t('fundPassword.loadFailed')}
        body={t('dashboard.loadFailedBody')}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  } else if (!status.data) {
    body = <Loader size="sm" aria-label={t('loading', { ns: 'common' })} />;
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
