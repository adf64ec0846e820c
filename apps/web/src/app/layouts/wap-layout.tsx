import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link';
import { CartIcon, GridIcon, HomeIcon, UserIcon } from '../../components/ui/icons';
import { PageFallback } from '../../components/ui/first-screen';
import { SearchBox } from '../../features/search/components/search-box';
import { DesktopSiteLink } from '../../features/wap/components/desktop-site-link';
import { UpdatePrompt } from '../../features/wap/components/update-prompt';
import { useCart } from '../../lib/cart';
import type { KeyPart } from '../../lib/i18n';
import { ChatHost } from './chat-host';
import { LanguageMenu } from '../../components/ui/language-menu';
import { Logo } from './logo';
import classes from './wap-layout.module.css';
import { PageOutlet } from '../../components/ui/page-error-boundary';

type Tab = { to: string; key: KeyPart<'common', 'wap.'>; icon: ReactNode; end: boolean };

// Paths inside the mobile site's router (its base is /wap).
const TABS: readonly Tab[] = [
  { to: '/', key: 'home', icon: <HomeIcon />, end: true },
  { to: '/category', key: 'categories', icon: <GridIcon />, end: false },
  { to: '/cart', key: 'cart', icon: <CartIcon />, end: false },
  { to: '/mine', key: 'me', icon: <UserIcon />, end: false },
];

/** The cart tab's count of lines, as on the desktop's cart button. */
function CartCount() {
  const { items } = useCart();
  if (items.length === 0) return null;
  return (
    <span className={classes.badge} data-testid="wap-cart-count">
      {items.length > 99 ? '99+' : items.length}
    </span>
  );
}

/**
 * The mobile site's frame: a compact header with search and the language menu, the page, and a
 * bottom tab bar (home, categories, cart, me) that stays in reach of the thumb.
 */
export function WapLayout() {
  const { t } = useTranslation();
  return (
    <div className={classes.shell} data-testid="wap-layout">
      <SkipLink />
      <header className={classes.header}>
        <div className={classes.top}>
          <Logo to="/" compact markOnly className={classes.logo} />
          <div className={classes.search}>
            <SearchBox />
          </div>
          <LanguageMenu compact />
        </div>
      </header>
      <main className={classes.main} id="main">
        <PageOutlet fallback={<PageFallback part="main" />} />
      </main>
      <footer className={classes.footer}>
        <DesktopSiteLink />
      </footer>
      <UpdatePrompt />
      <ChatHost />
      <nav aria-label={t('wap.tabs')} className={classes.tabBar}>
        <ul className={classes.tabs}>
          {TABS.map((tab) => (
            <li key={tab.key}>
              <NavLink to={tab.to} end={tab.end} className={classes.tab} data-testid={`wap-tab-${tab.key}`}>
                <span className={classes.tabIcon}>
                  {tab.icon}
                  {tab.key === 'cart' && <CartCount />}
                </span>
                <span>{t(`wap.${tab.key}`)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
