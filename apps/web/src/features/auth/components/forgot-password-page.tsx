import { Button, TextInput } from '@mantine/core';
import { EMAIL_CODE } from '@caravan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NewPasswordFields, useNewPassword } from '../../../components/account/new-password-fields';
import {
  checkCode,
  checkEmail,
  checkNewPassword,
  collectErrors,
  isValid,
} from '../../../lib/account-validation';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { useResetPassword } from '../api/reset-password';
import { retryAfterSeconds, useSendEmailCode } from '../api/send-email-code';
import { useCountdown } from '../hooks/use-countdown';
import classes from './auth-page.module.css';

type Field = 'email' | 'code' | 'password' | 'rePassword';

/** /forgot-password: an e-mailed 6-digit code and a new password; every session then ends. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const newPassword = useNewPassword();
  const { password, rePassword } = newPassword;
  const [emailChecked, setEmailChecked] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const countdown = useCountdown();
  const sendCode = useSendEmailCode();
  const reset = useResetPassword();
  useDocumentTitle(t('forgot.title'));

  const errors = collectErrors<Field>({
    email: checkEmail(email),
    code: checkCode(code),
    ...checkNewPassword(password, rePassword),
  });
  const errorFor = useFieldErrors(errors, (field) => submitted || (field === 'email' && emailChecked));

  const handleSend = () => {
    setEmailChecked(true);
    if (errors.email) return;
    sendCode.mutate(email, {
      onSuccess: () => {
        toast.success(t('forgot.codeSent', { email }));
        countdown.start(EMAIL_CODE.resendSeconds);
      },
      onError: (error) => {
        const seconds = retryAfterSeconds(error);
        if (seconds) countdown.start(seconds);
      },
    });
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isValid(errors)) return;
    reset.mutate(
      { target: email, verifcode: code, password, re_password: rePassword },
      {
        onSuccess: () => {
          toast.success(t('forgot.done'));
          navigate('/login?notice=passwordChanged', { replace: true });
        },
      },
    );
  };

  const waiting = countdown.seconds > 0;
  return (
    <div className={`cv-container ${classes.wrap}`}>
      <div className={classes.panel} data-testid="page-forgot-password">
        <h1 className={classes.title}>{t('forgot.title')}</h1>
        <p className={classes.lead}>{t('forgot.lead')}</p>
        <form className={classes.form} onSubmit={handleSubmit} noValidate>
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value.replace(/\s+/g, ''))}
            maxLength={64}
            error={errorFor('email')}
            required
            inputContainer={(input) => (
              <div className={classes.codeRow}>
                {input}
                <Button
                  variant="light"
                  onClick={handleSend}
                  loading={sendCode.isPending}
                  disabled={waiting}
                  data-testid="send-code"
                >
                  {waiting ? t('forgot.resendIn', { seconds: countdown.seconds }) : t('forgot.sendCode')}
                </Button>
              </div>
            )}
          />
          <TextInput
            label={t('fields.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
            maxLength={6}
            error={errorFor('code')}
            required
          />
          <NewPasswordFields {...newPassword} errorFor={errorFor} replacing />
          <Button type="submit" size="md" loading={reset.isPending} fullWidth>
            {t('forgot.submit')}
          </Button>
        </form>
        <p className={classes.switch}>
          <Link to="/login">{t('forgot.backToLogin')}</Link>
        </p>
      </div>
    </div>
  );
}
