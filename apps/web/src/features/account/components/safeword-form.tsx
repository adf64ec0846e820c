import { Button } from '@mantine/core';
import { ACCOUNT_RULES, type accountEndpoints } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAccountMessage } from '../../../lib/account-form';
import { useContractForm } from '../../../lib/form';
import { SafewordInput } from '../../../components/account/safeword-input';
import classes from './account.module.css';

/** The first fund password's params, or a change's (the current one too). */
type SafewordSchema =
  typeof accountEndpoints.setSafeword.params | typeof accountEndpoints.changeSafeword.params;

type SafewordFormProps<S extends SafewordSchema> = {
  testId: string;
  /** The endpoint's params: with `old_safeword`, the form asks for the current fund password too. */
  schema: S;
  newLabel: string;
  submitLabel: string;
  pending: boolean;
  disabled?: boolean;
  /** Called with the params to send; `clear` empties the form again. */
  onSubmit: (params: z.output<S>, clear: () => void) => void;
};

/** A fund password form: 6 digits, twice, and the current one first when it is a change. */
export function SafewordForm<S extends SafewordSchema>({
  testId,
  schema,
  newLabel,
  submitLabel,
  pending,
  disabled,
  onSubmit,
}: SafewordFormProps<S>) {
  const withOld = 'old_safeword' in schema.shape;
  const message = useAccountMessage({
    oldSafeword: 'safeword',
    safeword: 'safeword',
    confirm: 'safewordsDifferent',
  });
  const form = useContractForm({
    schema,
    initialValues: { oldSafeword: '', safeword: '', confirm: '' },
    toParams: (values) => ({
      ...(withOld ? { old_safeword: values.oldSafeword } : {}),
      safeword: values.safeword,
      re_safeword: values.confirm,
    }),
    fieldOf: { old_safeword: 'oldSafeword', re_safeword: 'confirm' },
    // The current one is only looked up (and counted) by the server; a mistyped one is caught here.
    check: ({ oldSafeword }) => ({
      oldSafeword: oldSafeword && !ACCOUNT_RULES.safeword.test(oldSafeword) ? { kind: 'invalid' } : undefined,
    }),
    message,
  });
  const { t } = useTranslation('account');
  const errorFor = form.errorOf;

  const handleSubmit = form.onSubmit((params) => onSubmit(params as z.output<S>, form.reset));

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate data-testid={testId}>
      {withOld && (
        <SafewordInput
          label={t('fields.oldFundPassword')}
          value={form.values.oldSafeword}
          onChange={(value) => form.setFieldValue('oldSafeword', value)}
          error={errorFor('oldSafeword')}
        />
      )}
      <SafewordInput
        label={newLabel}
        value={form.values.safeword}
        onChange={(value) => form.setFieldValue('safeword', value)}
        error={errorFor('safeword')}
      />
      <SafewordInput
        label={t('fields.confirmFundPassword')}
        value={form.values.confirm}
        onChange={(value) => form.setFieldValue('confirm', value)}
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
