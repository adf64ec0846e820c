import { Button, TextInput } from '@mantine/core';
import { accountEndpoints } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { setToken } from '../../../lib/auth';
import { useContractForm } from '../../../lib/form';
import { safeReturnPath } from '../../../lib/require-login';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { toast } from '../../../lib/toast';
import { useLogin } from '../api/login';
import classes from './auth-page.module.css';
import { PasswordField } from '../../../components/ui/password-field';

export function LoginPage() {
  const { t } = useTranslation('pages');
  const { t: tAccount } = useTranslation('account');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // The account name without spaces, as the server reads it; an empty field is a toast, not a
  // message beside it.
  const form = useContractForm({
    schema: accountEndpoints.login.params,
    initialValues: { username: '', password: '' },
  });
  const loginMutation = useLogin();
  // Where to return once logged in; a new account made from here returns there too.
  const redirect = searchParams.get('redirect');
  useDocumentTitle(t('titles.login'));

  const handleSubmit = form.onSubmit(
    (input) =>
      loginMutation.mutate(input, {
        onSuccess: (reply) => {
          setToken(reply.token);
          toast.success(t('auth.welcome', { name: reply.username }));
          navigate(safeReturnPath(redirect, '/index'), { replace: true });
        },
      }),
    () => toast.warning(t('auth.required')),
  );

  // A refusal (wrong password, three in a row locking the account for minutes, a disabled account)
  // stays beside the form rather than in a toast that disappears.
  const failure = loginMutation.error instanceof ApiError ? errorMessage(loginMutation.error) : undefined;
  const isLocked =
    loginMutation.error instanceof ApiError &&
    (loginMutation.error.key === 'AUTH_ACCOUNT_LOCKED' ||
      loginMutation.error.key === 'AUTH_ACCOUNT_LOCKED_BY_OPERATOR');
  const notice = searchParams.get('notice');

  return (
    <div className={`cv-container ${classes.wrap}`}>
      <div className={classes.panel}>
        <h1 className={classes.title}>{t('titles.login')}</h1>
        {notice === 'passwordChanged' && (
          <p className={classes.notice} role="status" data-testid="login-notice">
            {tAccount('loginPassword.changedNotice')}
          </p>
        )}
        <form className={classes.form} onSubmit={handleSubmit} noValidate data-testid="login-form">
          <TextInput
            label={t('auth.username')}
            description={t('auth.usernameHint')}
            autoComplete="username"
            {...form.getInputProps('username', { withError: false })}
            maxLength={64}
            required
          />
          <PasswordField
            label={t('auth.password')}
            autoComplete="current-password"
            {...form.getInputProps('password', { withError: false })}
            maxLength={64}
            required
          />
          {failure && (
            <p className={classes.alert} role="alert" data-testid="login-error">
              {isLocked && <strong className={classes.alertTitle}>{tAccount('login.lockedTitle')}</strong>}
              {failure}
            </p>
          )}
          <p className={classes.forgot}>
            <Link to="/forgot-password">{tAccount('login.forgot')}</Link>
          </p>
          <Button type="submit" size="md" loading={loginMutation.isPending} fullWidth>
            {t('auth.submit')}
          </Button>
        </form>
        <p className={classes.switch}>
          {t('auth.noAccount')}{' '}
          <Link to={redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register'}>
            {t('titles.register')}
          </Link>
        </p>
      </div>
    </div>
  );
}
