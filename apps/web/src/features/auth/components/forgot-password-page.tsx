import { Button, TextInput } from '@mantine/core';
import { accountEndpoints } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../components/account/new-password-fields';
import { EmailCodeInput, SendCodeButton } from '../../../components/account/email-code-fields';
import { codeProblem, useAccountMessage } from '../../../lib/account-form';
import { useContractForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResetPassword } from '../api/reset-password';
import { useResendWait } from '../../../lib/use-countdown';
import { useSendEmailCode } from '../api/send-email-code';
import classes from './auth-page.module.css';

/** The form field each of ResetPasswordParams' fields is typed in. */
const FIELD_OF = { target: 'account', verifcode: 'code', re_password: 'rePassword' };

/**
 * /forgot-password: the account (user name, e-mail or phone), a 6-digit code mailed to the account's
 * e-mail, and a new password; every session then ends. An account with no e-mail cannot recover
 * here, and the page says so.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const message = useAccountMessage({ code: 'code', password: 'password', rePassword: 'passwordsDifferent' });
  const form = useContractForm({
    schema: accountEndpoints.resetPassword.params,
    initialValues: { account: '', code: '', password: '', rePassword: '' },
    toParams: (values) => ({
      target: values.account,
      verifcode: values.code,
      password: values.password,
      re_password: values.rePassword,
    }),
    fieldOf: FIELD_OF,
    check: (values) => ({ code: codeProblem(values.code) }),
    message,
  });
  const { account, code } = form.values;
  const countdown = useResendWait();
  const sendCode = useSendEmailCode();
  const reset = useResetPassword();
  useDocumentTitle(t('forgot.title'));
  const errorFor = form.errorOf;

  const handleSend = () => {
    if (!form.checkFields(['account'])) return;
    sendCode.mutate(account, {
      onSuccess: () => {
        toast.success(t('forgot.codeSent'));
        countdown.sent();
      },
      onError: countdown.refused,
    });
  };

  const handleSubmit = form.onSubmit((input) =>
    reset.mutate(input, {
      onSuccess: () => {
        toast.success(t('forgot.done'));
        navigate('/login?notice=passwordChanged', { replace: true });
      },
    }),
  );

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
            onChange={(event) => form.setFieldValue('account', event.currentTarget.value.replace(/\s+/g, ''))}
            maxLength={64}
            error={errorFor('account')}
            required
            data-testid="forgot-account"
            inputContainer={(input) => (
              <div className={classes.codeRow}>
                {input}
                <SendCodeButton
                  seconds={countdown.seconds}
                  loading={sendCode.isPending}
                  onClick={handleSend}
                  testId="send-code"
                />
              </div>
            )}
          />
          <EmailCodeInput
            value={code}
            onChange={(value) => form.setFieldValue('code', value)}
            error={errorFor('code')}
          />
          <NewPasswordFields
            password={form.values.password}
            rePassword={form.values.rePassword}
            onPasswordChange={(value) => form.setFieldValue('password', value)}
            onRePasswordChange={(value) => form.setFieldValue('rePassword', value)}
            errorFor={errorFor}
            replacing
          />
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
