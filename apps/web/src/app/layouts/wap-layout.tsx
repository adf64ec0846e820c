import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { CartIcon, GridIcon, HomeIcon, UserIcon } from '../../components/ui/icons';
import { PageLoader } from '../../components/ui/page-loader';
import type { KeyPart } from '../../lib/i18n';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';
import classes from './wap-layout.module.css';

const TABS = [
  { to: '/wap/', key: 'home', icon: <HomeIcon />, end: true },
  { to: '/wap/category', key: 'categories', icon: <GridIcon />, end: false },
  { to: '/wap/cart', key: 'cart', icon: <CartIcon />, end: false },
  { to: '/wap/mine', key: 'me', icon: <UserIcon />, end: false },
] as const;

/** The mobile site's frame: a compact header with the language menu, and a bottom tab bar. */
export function WapLayout() {
  const { t } = useTranslation();
  return (
    <div className={classes.shell} data-testid="wap-layout">
      <header className={classes.header}>
        <div className={classes.top}>
          <Logo to="/wap/" compact />
          <LanguageMenu compact />
        </div>
      </header>
      <main className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <nav aria-label={t('wap.tabs')}>
        <ul className={classes.tabs}>
          {TABS.map((tab) => (
            <li key={tab.key}>
              <NavLink to={tab.to} end={tab.end} className={classes.tab}>
                {tab.icon}
                <span>{t(`wap.${tab.key}`)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** A mobile page in its simplest form: a heading in the mobile frame. */
export function WapSimplePage({ titleKey }: { titleKey: KeyPart<'pages', 'titles.'> }) {
  const { t } = useTranslation('pages');
  return (
    <div className={classes.page}>
      <div className={classes.panel} data-testid={`wap-page-${titleKey}`}>
        <h1>{t(`titles.${titleKey}`)}</h1>
      </div>
    </div>
  );
}
