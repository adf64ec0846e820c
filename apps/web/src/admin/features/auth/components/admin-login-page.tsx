import { Button, TextInput } from '@mantine/core';
import { adminEndpoints } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { LanguageMenu } from '../../../../components/ui/language-menu';
import { CurrentPasswordInput } from '../../../../components/account/current-password-input';
import { useContractForm } from '../../../../lib/form';
import { setOperatorToken, useOperatorToken } from '../../../../lib/operator-auth';
import { safeReturnPath } from '../../../../lib/require-login';
import { toast } from '../../../../lib/toast';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useOperatorLogin } from '../api/login';
import { ConsoleBrand } from '../../../components/console-brand';
import { ADMIN_NS } from '../../../../lib/i18n';
import { ADMIN_BASE } from '../../../lib/console-areas';
import classes from './admin-login-page.module.css';

/** Only console paths are followed after signing in, never another site or the storefront. */
export function safeAdminRedirect(value: string | null): string {
  const path = safeReturnPath(value, ADMIN_BASE);
  return path === ADMIN_BASE || path.startsWith(`${ADMIN_BASE}/`) ? path : ADMIN_BASE;
}

/** /admin/login: the operators' own sign-in page, outside the storefront's frame. */
export function AdminLoginPage() {
  const { t } = useTranslation(ADMIN_NS);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = useOperatorToken();
  const form = useContractForm({
    schema: adminEndpoints.login.params,
    initialValues: { username: '', password: '' },
    message: (field) => (field === 'username' ? t('login.usernameRequired') : t('login.passwordRequired')),
  });
  const login = useOperatorLogin();
  useDocumentTitle(t('login.title'));

  if (token !== null && !login.isPending) {
    return <Navigate to={safeAdminRedirect(searchParams.get('redirect'))} replace />;
  }

  const handleSubmit = form.onSubmit((input) =>
    login.mutate(input, {
      onSuccess: (session) => {
        setOperatorToken(session.token);
        toast.success(t('login.welcome', { name: session.username }));
        void navigate(safeAdminRedirect(searchParams.get('redirect')), { replace: true });
      },
    }),
  );

  return (
    <div className={classes.page} data-testid="admin-login">
      <div className={classes.top}>
        <LanguageMenu />
      </div>
      <div className={classes.panel}>
        <ConsoleBrand classes={classes} markSize={40} />
        <h1 className={classes.title}>{t('login.title')}</h1>
        <p className={classes.subtitle}>{t('login.subtitle')}</p>
        <form className={classes.form} onSubmit={handleSubmit} noValidate>
          <TextInput
            label={t('login.username')}
            autoComplete="username"
            {...form.getInputProps('username')}
            maxLength={64}
            required
            data-testid="admin-username"
          />
          <CurrentPasswordInput
            label={t('login.password')}
            {...form.getInputProps('password')}
            data-testid="admin-password"
          />
          <Button
            type="submit"
            size="md"
            loading={login.isPending}
            fullWidth
            data-testid="admin-login-submit"
          >
            {t('login.submit')}
          </Button>
        </form>
        <p className={classes.footer}>
          <Link to="/index">{t('login.storefront')}</Link>
        </p>
      </div>
    </div>
  );
}
