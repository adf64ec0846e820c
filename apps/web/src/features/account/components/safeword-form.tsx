import { Button } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkConfirmation, checkSafeword, collectErrors, isValid } from '../../../lib/account-validation';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { SafewordInput } from '../../../components/account/safeword-input';
import classes from './account.module.css';

type Field = 'oldSafeword' | 'safeword' | 'confirm';

export type SafewordValues = { oldSafeword: string; safeword: string; confirm: string };

type SafewordFormProps = {
  testId: string;
  /** Asks for the current fund password too: a change rather than the first one. */
  withOld?: boolean;
  newLabel: string;
  submitLabel: string;
  pending: boolean;
  disabled?: boolean;
  /** Called with valid values only; `clear` empties the form again. */
  onSubmit: (values: SafewordValues, clear: () => void) => void;
};

/** A fund password form: 6 digits, twice, and the current one first when it is a change. */
export function SafewordForm({
  testId,
  withOld = false,
  newLabel,
  submitLabel,
  pending,
  disabled,
  onSubmit,
}: SafewordFormProps) {
  const { t } = useTranslation('account');
  const [oldSafeword, setOldSafeword] = useState('');
  const [safeword, setSafeword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const errors = collectErrors<Field>({
    oldSafeword: withOld ? checkSafeword(oldSafeword) : null,
    safeword: checkSafeword(safeword),
    confirm: checkConfirmation(confirm, safeword, 'safeword'),
  });
  const errorFor = useFieldErrors(errors, submitted);

  const clear = () => {
    setOldSafeword('');
    setSafeword('');
    setConfirm('');
    setSubmitted(false);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isValid(errors)) return;
    onSubmit({ oldSafeword, safeword, confirm }, clear);
  };

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate data-testid={testId}>
      {withOld && (
        <SafewordInput
          label={t('fields.oldFundPassword')}
          value={oldSafeword}
          onChange={setOldSafeword}
          error={errorFor('oldSafeword')}
        />
      )}
      <SafewordInput label={newLabel} value={safeword} onChange={setSafeword} error={errorFor('safeword')} />
      <SafewordInput
        label={t('fields.confirmFundPassword')}
        value={confirm}
        onChange={setConfirm}
        error={errorFor('confirm')}
      />
      <div className={classes.formActions}>
        <Button type="submit" loading={pending} disabled={disabled}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
