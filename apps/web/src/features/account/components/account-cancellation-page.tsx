import { Button, Textarea } from '@mantine/core';
import { accountEndpoints } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RadioFieldset } from '../../../components/ui/radio-fieldset';
import { useContractForm } from '../../../lib/form';
import { i18next } from '../../../lib/i18n';
import { signOutLocally } from '../../../lib/sign-out';
import { toast } from '../../../lib/toast';
import { useCancelAccount } from '../api/cancel-account';
import { SetupSubpage } from './setup-subpage';
import classes from './account.module.css';
import cancelClasses from './account-cancellation.module.css';

export const CANCEL_REASONS = ['noLongerNeeded', 'otherAccount', 'privacy', 'service', 'other'] as const;
type Reason = (typeof CANCEL_REASONS)[number];
const RULES = ['balance', 'sessions', 'personal', 'records', 'final'] as const;
const DETAILS_MAX = 400;

/**
 * The reason as operators read it in the console: the choice in English (whatever the buyer's
 * language) and the buyer's own words.
 */
export function cancellationReason(reason: Reason, details: string): string {
  const label = i18next.t(`cancel.reasons.${reason}`, { ns: 'account', lng: 'en' });
  const text = details.trim();
  return text ? `${label}: ${text}` : label;
}

/** /userInfo/setup/account-cancellation: the rules, a reason, and a confirmation before closing. */
export function AccountCancellationPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  // The reason as sent (CancelAccountParams), once confirmed.
  const [confirming, setConfirming] = useState<string | null>(null);
  const cancel = useCancelAccount();
  const form = useContractForm({
    schema: accountEndpoints.cancelAccount.params,
    initialValues: { reason: null as Reason | null, details: '' },
    toParams: ({ reason, details }) => ({ reason: reason ? cancellationReason(reason, details) : '' }),
    // "Other" needs the buyer's own words.
    check: ({ reason, details }) => ({
      details: reason === 'other' && !details.trim() ? { kind: 'required' } : undefined,
    }),
    message: (field) => t(field === 'reason' ? 'validation.reason' : 'validation.required'),
  });
  const { reason } = form.values;
  const reasonError = form.errorOf('reason');

  const handleSubmit = form.onSubmit((params) => setConfirming(params.reason));

  const handleConfirm = () => {
    if (!confirming) return;
    cancel.mutate(confirming, {
      onSuccess: () => {
        setConfirming(null);
        navigate('/index', { replace: true });
        signOutLocally();
        toast.success(t('cancel.done'));
      },
      // The refusal (a balance remains, …) is shown by the API client; the page stays as it was.
      onError: () => setConfirming(null),
    });
  };

  return (
    <SetupSubpage titleKey="accountCancellation" lead={t('cancel.lead')} testId="page-account-cancellation">
      <div className={cancelClasses.rules}>
        <h2 className={cancelClasses.rulesTitle}>{t('cancel.rulesTitle')}</h2>
        <ul>
          {RULES.map((rule) => (
            <li key={rule}>{t(`cancel.rules.${rule}`)}</li>
          ))}
        </ul>
      </div>
      <form className={classes.form} onSubmit={handleSubmit} noValidate>
        <RadioFieldset
          legend={t('cancel.reasonLabel')}
          name="reason"
          options={CANCEL_REASONS.map((value) => ({ value, label: t(`cancel.reasons.${value}`) }))}
          value={reason}
          onChange={(value) => form.setFieldValue('reason', value)}
          classNames={{ root: cancelClasses.reasons, option: cancelClasses.reason }}
          aria-invalid={reasonError ? true : undefined}
        >
          {reasonError && (
            <p className={cancelClasses.error} role="alert">
              {reasonError}
            </p>
          )}
        </RadioFieldset>
        <Textarea
          label={t('cancel.detailsLabel')}
          description={t('cancel.detailsHint')}
          {...form.getInputProps('details')}
          maxLength={DETAILS_MAX}
          autosize
          minRows={3}
          required={reason === 'other'}
        />
        <div className={classes.formActions}>
          <Button type="submit" color="red" data-testid="cancel-account">
            {t('cancel.submit')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        opened={confirming !== null}
        title={t('cancel.confirmTitle')}
        confirmLabel={t('cancel.confirm')}
        danger
        loading={cancel.isPending}
        onConfirm={handleConfirm}
        onClose={() => setConfirming(null)}
      >
        <p>{t('cancel.confirmBody')}</p>
        <p>{t('cancel.confirmFinal')}</p>
      </ConfirmDialog>
    </SetupSubpage>
  );
}
