import { Button, Textarea } from '@mantine/core';
import { accountEndpoints, CANCEL_BLOCKERS, type CancelBlocker } from '@caravan/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CurrentPasswordInput } from '../../../components/account/current-password-input';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RadioFieldset } from '../../../components/ui/radio-fieldset';
import { errorMessage } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useContractForm } from '../../../lib/form';
import { i18next } from '../../../lib/i18n';
import { signOutLocally } from '../../../lib/sign-out';
import { toast } from '../../../lib/toast';
import { useCancelAccount, type CancelAccountParams } from '../api/cancel-account';
import { useCancelCheck } from '../api/get-cancel-check';
import { CancellationCheck, isClosable, NEXT_STEP, useUsdt } from './cancellation-check';
import { SetupSubpage } from '../../../components/account/subpage';
import classes from './account.module.css';
import cancelClasses from './account-cancellation.module.css';

export const CANCEL_REASONS = ['noLongerNeeded', 'otherAccount', 'privacy', 'service', 'other'] as const;
type Reason = (typeof CANCEL_REASONS)[number];
const RULES = ['balance', 'pending', 'sessions', 'personal', 'records', 'final'] as const;
const DETAILS_MAX = 400;

const isBlocker = (key: string): key is CancelBlocker => (CANCEL_BLOCKERS as readonly string[]).includes(key);

/**
 * The reason as operators read it in the console: the choice in English (whatever the buyer's
 * language) and the buyer's own words.
 */
export function cancellationReason(reason: Reason, details: string): string {
  const label = i18next.t(`cancel.reasons.${reason}`, { ns: 'account', lng: 'en' });
  const text = details.trim();
  return text ? `${label}: ${text}` : label;
}

/** Why the server refused, and what to do about it, in the buyer's language. */
function Refusal({ error }: { error: ApiError }) {
  const { t } = useTranslation('account');
  const next = isBlocker(error.key) ? NEXT_STEP[error.key] : undefined;
  const ref = useRef<HTMLDivElement>(null);
  // It appears once the dialog has gone: brought into view (on a phone it lands below the fold),
  // with the button that was pressed just under it.
  useEffect(() => ref.current?.scrollIntoView?.({ block: 'center' }), [error]);
  return (
    <div
      ref={ref}
      className={`${classes.alert} ${cancelClasses.refusal}`}
      role="alert"
      data-testid="cancel-refusal"
      data-key={error.key}
    >
      <strong>{t('cancel.refused')}</strong>
      <p className={cancelClasses.refusalText}>{errorMessage(error)}</p>
      {next && (
        <Button component={Link} to={next.to} size="xs" variant="default" data-testid="cancel-next-step">
          {t(`cancel.next.${next.label}`)}
        </Button>
      )}
    </div>
  );
}

/**
 * /userInfo/setup/account-cancellation: the rules; what stands in the way now (user!logoffCheck),
 * with where to go about each, and the box that gives up a balance too small to withdraw; a reason
 * and the login password, then a confirmation before closing. Closing waits until nothing blocks.
 * A refusal the server still makes (something changed meanwhile) is shown above the button, with
 * where to go about it; a wrong password beside its field.
 */
export function AccountCancellationPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  // The params as sent (CancelAccountParams), once confirmed.
  const [confirming, setConfirming] = useState<CancelAccountParams | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [forfeit, setForfeit] = useState(false);
  const [forfeitTried, setForfeitTried] = useState(false);
  const check = useCancelCheck();
  const usdt = useUsdt();
  const mustForfeit = check.data?.forfeitRequired === true;
  const closable = isClosable(check.data, forfeit);
  const cancel = useCancelAccount();
  const form = useContractForm({
    schema: accountEndpoints.cancelAccount.params,
    initialValues: { reason: null as Reason | null, details: '', password: '' },
    toParams: ({ reason, details, password }) => ({
      reason: reason ? cancellationReason(reason, details) : '',
      password,
    }),
    // "Other" needs the buyer's own words.
    check: ({ reason, details }) => ({
      details: reason === 'other' && !details.trim() ? { kind: 'required' } : undefined,
    }),
    message: (field) => t(field === 'reason' ? 'validation.reason' : 'validation.required'),
  });
  const { reason } = form.values;
  const reasonError = form.errorOf('reason');

  const submitForm = form.onSubmit((params) => {
    if (!closable) return;
    setRefusal(null);
    setConfirming({ ...params, forfeitBalance: mustForfeit && forfeit });
  });
  const handleSubmit: typeof submitForm = (event) => {
    if (mustForfeit && !forfeit) setForfeitTried(true);
    submitForm(event);
  };

  const handleConfirm = () => {
    if (!confirming) return;
    cancel.mutate(confirming, {
      onSuccess: () => {
        setConfirming(null);
        navigate('/index', { replace: true });
        signOutLocally();
        toast.success(t('cancel.done'));
      },
      onError: (error) => {
        setConfirming(null);
        const refused = error instanceof ApiError ? error : new ApiError('NETWORK', 'CLIENT_NETWORK', '');
        // A wrong password is the field's; anything else (why the account cannot close yet, a
        // lockout) stands above the button.
        if (refused.key === 'AUTH_PASSWORD_WRONG') {
          form.setFieldValue('password', '');
          form.setFieldError('password', errorMessage(refused));
        } else {
          setRefusal(refused);
          // What stands in the way has changed since the page read it: read it again.
          void check.refetch();
        }
      },
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
      <CancellationCheck
        query={check}
        forfeit={forfeit}
        onForfeit={setForfeit}
        forfeitError={forfeitTried && mustForfeit && !forfeit ? t('cancel.check.forfeitRequired') : undefined}
      />
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
        <CurrentPasswordInput
          label={t('cancel.passwordLabel')}
          description={t('cancel.passwordHint')}
          {...form.getInputProps('password')}
          data-testid="cancel-password"
        />
        {/* Beside the button that was pressed, where the buyer is looking (focus returns to it). */}
        {refusal && <Refusal error={refusal} />}
        <div className={classes.formActions}>
          <Button
            type="submit"
            color="red"
            disabled={check.data === undefined || check.data.blockers.length > 0}
            data-testid="cancel-account"
          >
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
        {confirming?.forfeitBalance && check.data && (
          <p data-testid="cancel-confirm-forfeit">
            {t('cancel.check.confirmForfeit', { amount: usdt(check.data.balance) })}
          </p>
        )}
        <p>{t('cancel.confirmFinal')}</p>
      </ConfirmDialog>
    </SetupSubpage>
  );
}
