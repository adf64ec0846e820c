import { Button, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NewPasswordFields, useNewPassword } from '../../../components/account/new-password-fields';
import {
  checkCode,
  checkNewPassword,
  checkRequired,
  collectErrors,
  isValid,
} from '../../../lib/account-validation';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { useResetPassword } from '../api/reset-password';
import { useResendWait } from '../../../lib/use-countdown';
import { useSendEmailCode } from '../api/send-email-code';
import classes from './auth-page.module.css';

type Field = 'account' | 'code' | 'password' | 'rePassword';

/**
 * /forgot-password: the account (user name, e-mail or phone), a 6-digit code mailed to the account's
 * e-mail, and a new password; every session then ends. An account with no e-mail cannot recover
 * here, and the page says so.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [account, setAccount] = useState('');
  const [code, setCode] = useState('');
  const newPassword = useNewPassword();
  const { password, rePassword } = newPassword;
  const [accountChecked, setAccountChecked] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const countdown = useResendWait();
  const sendCode = useSendEmailCode();
  const reset = useResetPassword();
  useDocumentTitle(t('forgot.title'));

  const errors = collectErrors<Field>({
    account: checkRequired(account),
    code: checkCode(code),
    ...checkNewPassword(password, rePassword),
  });
  const errorFor = useFieldErrors(errors, (field) => submitted || (field === 'account' && accountChecked));

  const handleSend = () => {
    setAccountChecked(true);
    if (errors.account) return;
    sendCode.mutate(account, {
      onSuccess: () => {
        toast.success(t('forgot.codeSent'));
        countdown.sent();
      },
      onError: countdown.refused,
    });
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isValid(errors)) return;
    reset.mutate(
      { target: account, verifcode: code, password, re_password: rePassword },
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
            label={t('forgot.account')}
            description={t('forgot.accountHint')}
            autoComplete="username"
            value={account}
            onChange={(event) => setAccount(event.currentTarget.value.replace(/\s+/g, ''))}
            maxLength={64}
            error={errorFor('account')}
            required
            data-testid="forgot-account"
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
        <p className={classes.hint} data-testid="forgot-no-email">
          {t('forgot.noEmail')}
        </p>
        <p className={classes.switch}>
          <Link to="/login">{t('forgot.backToLogin')}</Link>
        </p>
      </div>
    </div>
  );
}
