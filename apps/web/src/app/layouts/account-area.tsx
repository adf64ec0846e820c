import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoutIcon, UserIcon } from '../../components/ui/icons';
import { useCurrentUser } from '../../lib/current-user';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useToken } from '../../lib/auth';
import action from '../../components/ui/header-action.module.css';
import classes from './store-header.module.css';

/** Log in / register links, or the user's name (to the dashboard) and a logout button. */
export function AccountArea() {
  const { t } = useTranslation();
  const token = useToken();
  const user = useCurrentUser();
  const logout = useLogout();

  if (!token) {
    return (
      <div className={classes.authLinks} data-testid="auth-links">
        <Link to="/login" className={action.action} aria-label={t('header.login')}>
          <UserIcon />
          <span className={action.hideSmall}>{t('header.login')}</span>
        </Link>
        <Link to="/register" className={classes.register}>
          {t('header.register')}
        </Link>
      </div>
    );
  }
  return (
    <div className={classes.authLinks} data-testid="account-area">
      <Link to="/userInfo/dashboard" className={action.action} title={t('header.myAccount')}>
        <UserIcon />
        <span className={`${action.actionLabel} ${action.hideSmall}`} data-testid="username">
          {user.data?.username ?? t('header.myAccount')}
        </span>
      </Link>
      <button
        type="button"
        className={action.action}
        onClick={() => void logout()}
        aria-label={t('header.logout')}
      >
        <LogoutIcon />
        <span className={classes.hideNarrow}>{t('header.logout')}</span>
      </button>
    </div>
  );
}
