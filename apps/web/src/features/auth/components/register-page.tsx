import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RegisterForm } from './register-form';
import classes from './auth-page.module.css';

/** /register (spec §2): create an account, which also logs it in. */
export function RegisterPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('titles.register'));
  return (
    <div className={`cv-container ${classes.wrap}`}>
      <div className={classes.panel} data-testid="page-register">
        <h1 className={classes.title}>{t('titles.register')}</h1>
        <RegisterForm />
        <p className={classes.switch}>
          {t('auth.haveAccount')} <Link to="/login">{t('titles.login')}</Link>
        </p>
      </div>
    </div>
  );
}
