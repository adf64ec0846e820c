import { Button, PasswordInput, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '../../../components/account/query-fallback';
import {
  checkCode,
  checkEmail,
  checkRequired,
  collectErrors,
  isValid,
} from '../../../lib/account-validation';
import { toast } from '../../../lib/toast';
import { useResendWait } from '../../../lib/use-countdown';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { useSaveEmail, useSendBindCode, useVerifTarget } from '../api/email-binding';
import { SetupSubpage } from './setup-subpage';
import classes from './account.module.css';

type Field = 'email' | 'password' | 'code';

/** Where the account stands: no e-mail (no recovery), one to verify, or a verified one. */
function EmailStatus() {
  const { t } = useTranslation('account');
  const target = useVerifTarget();
  if (!target.data) return <QueryFallback query={target} failedTitle={t('email.loadFailed')} />;
  const { type, target: address, verified } = target.data;
  if (type !== 2) {
    return (
      <p className={classes.warningNote} role="note" data-testid="email-status" data-state="none">
        {t('email.none')}
      </p>
    );
  }
  return (
    <p
      className={verified ? classes.okNote : classes.warningNote}
      role="note"
      data-testid="email-status"
      data-state={verified ? 'verified' : 'unverified'}
    >
      {verified ? t('email.verified', { email: address }) : t('email.unverified', { email: address })}
    </p>
  );
}

/**
 * /userInfo/setup/email: binds (or changes, or verifies) the e-mail address password-reset codes
 * go to. The login password first, then a 6-digit code mailed to the address proves it is yours.
 */
export function EmailPage() {
  const { t } = useTranslation('account');
  const target = useVerifTarget();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [sendChecked, setSendChecked] = useState(false);
  const countdown = useResendWait();
  const sendCode = useSendBindCode();
  const save = useSaveEmail();

  const errors = collectErrors<Field>({
    email: checkEmail(email),
    password: checkRequired(password),
    code: checkCode(code),
  });
  const errorFor = useFieldErrors(errors, (field) => submitted || (sendChecked && field !== 'code'));

  const handleSend = () => {
    setSendChecked(true);
    if (errors.email || errors.password) return;
    sendCode.mutate(
      { email, password },
      {
        onSuccess: () => {
          setSentTo(email);
          toast.success(t('email.codeSent', { email }));
          countdown.sent();
        },
        onError: countdown.refused,
      },
    );
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isValid(errors)) return;
    save.mutate(
      { email, verifcode: code },
      {
        onSuccess: ({ email: bound }) => {
          toast.success(t('email.bound', { email: bound }));
          setEmail('');
          setPassword('');
          setCode('');
          setSentTo(null);
          setSubmitted(false);
          setSendChecked(false);
        },
      },
    );
  };

  const waiting = countdown.seconds > 0;
  const current = target.data?.type === 2 ? target.data.target : '';
  return (
    <SetupSubpage titleKey="email" lead={t('email.lead')} testId="page-email">
      <EmailStatus />
      <form className={classes.form} onSubmit={handleSubmit} noValidate data-testid="email-form">
        <TextInput
          label={current ? t('email.newAddress') : t('fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value.replace(/\s+/g, ''))}
          maxLength={64}
          error={errorFor('email')}
          required
          data-testid="email-address"
        />
        <PasswordInput
          label={t('email.password')}
          description={t('email.passwordHint')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          maxLength={64}
          error={errorFor('password')}
          required
          data-testid="email-password"
        />
        <div className={classes.formActions}>
          <Button
            variant="light"
            onClick={handleSend}
            loading={sendCode.isPending}
            disabled={waiting}
            data-testid="email-send-code"
          >
            {waiting ? t('forgot.resendIn', { seconds: countdown.seconds }) : t('forgot.sendCode')}
          </Button>
        </div>
        {sentTo && <p className={classes.hint}>{t('email.checkInbox', { email: sentTo })}</p>}
        <TextInput
          label={t('fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
          maxLength={6}
          error={errorFor('code')}
          required
          data-testid="email-code"
        />
        <div className={classes.formActions}>
          <Button type="submit" loading={save.isPending} data-testid="email-submit">
            {current ? t('email.submitChange') : t('email.submit')}
          </Button>
        </div>
      </form>
    </SetupSubpage>
  );
}
