import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { SearchBox } from '../../features/search/components/search-box';
import { useScrolledPast } from '../../lib/use-window-scroll';
import { AccountArea } from './account-area';
import { ChatButton, CustomerServiceButton } from './chat-buttons';
import { LanguageMenu } from '../../components/ui/language-menu';
import { Logo } from './logo';
import { NAV_ITEMS, isNavItemActive } from './nav-items';
import classes from './store-header.module.css';

/** The nav bar folds away once the page is scrolled 78 px (spec §9). */
export const NAV_HIDE_AT = 78;

export function StoreHeader() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const scrolled = useScrolledPast(NAV_HIDE_AT);

  return (
    <header className={`${classes.header} ${scrolled ? classes.scrolled : ''}`} data-testid="site-header">
      <div className={`cv-container ${classes.main}`}>
        <div className={classes.logo}>
          <Logo />
        </div>
        <div className={classes.search}>
          <SearchBox />
        </div>
        <div className={classes.actions}>
          <CustomerServiceButton />
          <ChatButton />
          <NotificationBell />
          <LanguageMenu />
          <AccountArea />
        </div>
      </div>
      <nav
        className={`${classes.nav} ${scrolled ? classes.navHidden : ''}`}
        aria-label={t('header.mainNav')}
        aria-hidden={scrolled}
        inert={scrolled}
        data-testid="main-nav"
      >
        <div className="cv-container" style={{ display: 'flex' }}>
          <ul className={classes.navList}>
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <Link
                  to={item.to}
                  className={classes.navLink}
                  aria-current={isNavItemActive(item.to, pathname, search) ? 'page' : undefined}
                >
                  {t(`nav.${item.key}`)}
                </Link>
              </li>
            ))}
          </ul>
          <span className={classes.usdt}>{t('header.pricesInUsdt')}</span>
        </div>
      </nav>
    </header>
  );
}
