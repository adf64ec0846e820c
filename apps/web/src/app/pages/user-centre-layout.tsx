import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useToken } from '../../lib/auth';
import classes from './pages.module.css';

const SECTIONS = [
  { to: '/userInfo/dashboard', key: 'dashboard' },
  { to: '/userInfo/my-order', key: 'myOrder' },
  { to: '/userInfo/money-package', key: 'moneyPackage' },
  { to: '/userInfo/collect-goods', key: 'collectGoods' },
  { to: '/userInfo/collect-shop', key: 'collectShop' },
  { to: '/userInfo/setup', key: 'setup' },
  { to: '/userInfo/download', key: 'download' },
  { to: '/credit', key: 'credit' },
] as const;

/** The user centre frame: its menu beside the page; a logged-out visitor is asked to log in. */
export function UserCentreLayout() {
  const { t } = useTranslation('pages');
  const token = useToken();
  const { pathname, search } = useLocation();

  if (!token) {
    return (
      <div className={`cv-container ${classes.page}`}>
        <div className={classes.panel} data-testid="login-required">
          <h1 className={classes.title}>{t('userCentre')}</h1>
          <p className={classes.lead}>{t('loginRequired')}</p>
          <Button component={Link} to={`/login?redirect=${encodeURIComponent(pathname + search)}`}>
            {t('auth.submit')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={`cv-container ${classes.page} ${classes.centre}`}>
      <nav className={classes.sideNav} aria-label={t('userCentre')}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.key}>
              <NavLink to={section.to}>{t(`titles.${section.key}`)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div style={{ minWidth: 0 }}>
        <Outlet />
      </div>
    </div>
  );
}
