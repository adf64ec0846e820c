import { isWapPath } from '@caravan/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Link, useLocation } from 'react-router';
import {
  BellIcon,
  ChartIcon,
  HeartIcon,
  HomeIcon,
  MessagesIcon,
  PackageIcon,
  PlusIcon,
  ReturnIcon,
  SettingsIcon,
  StarIcon,
  StoreIcon,
  TagIcon,
  TicketIcon,
  WalletIcon,
} from '../../components/ui/icons';
import { PageLoader } from '../../components/ui/page-loader';
import { SkipLink } from '../../components/ui/skip-link';
import { SpokenUnreadBadge } from '../../components/chat/unread-badge';
import { useToken } from '../../lib/auth';
import { useCurrentUser } from '../../lib/current-user';
import type { KeyPart } from '../../lib/i18n';
import { loginPath } from '../../lib/require-login';
import { useOwnShop } from '../lib/get-own-shop';
import { useShopUnread } from '../features/messages/api/get-shop-unread';
import { useNotificationUnread } from '../../features/notifications';
import {
  SELLER_COUPONS_PATH,
  SELLER_DASHBOARD_PATH,
  SELLER_FINANCE_PATH,
  SELLER_FOLLOWERS_PATH,
  SELLER_GOODS_PATH,
  SELLER_LIBRARY_PATH,
  SELLER_MESSAGES_PATH,
  SELLER_NOTIFICATIONS_PATH,
  SELLER_ORDERS_PATH,
  SELLER_RETURNS_PATH,
  SELLER_REVIEWS_PATH,
  SELLER_STORE_PATH,
} from '../lib/seller-paths';
import { NoShop } from '../components/no-shop';
import classes from './seller-layout.module.css';
import { PageOutlet } from '../../components/ui/page-error-boundary';

type PanelLink = { to: string; key: KeyPart<'seller', 'panel.'>; Icon: typeof HomeIcon; end?: boolean };

/** The panel's pages, in the order a seller works through them. */
const PANEL_LINKS: readonly PanelLink[] = [
  { to: SELLER_DASHBOARD_PATH, key: 'dashboard', Icon: ChartIcon, end: true },
  { to: SELLER_GOODS_PATH, key: 'goods', Icon: TagIcon },
  { to: SELLER_LIBRARY_PATH, key: 'library', Icon: PlusIcon },
  { to: SELLER_COUPONS_PATH, key: 'coupons', Icon: TicketIcon },
  { to: SELLER_ORDERS_PATH, key: 'orders', Icon: PackageIcon },
  { to: SELLER_RETURNS_PATH, key: 'returns', Icon: ReturnIcon },
  { to: SELLER_MESSAGES_PATH, key: 'messages', Icon: MessagesIcon },
  { to: SELLER_NOTIFICATIONS_PATH, key: 'notifications', Icon: BellIcon },
  { to: SELLER_REVIEWS_PATH, key: 'reviews', Icon: StarIcon },
  { to: SELLER_FOLLOWERS_PATH, key: 'followers', Icon: HeartIcon },
  { to: SELLER_STORE_PATH, key: 'storeSettings', Icon: SettingsIcon },
  { to: SELLER_FINANCE_PATH, key: 'finance', Icon: WalletIcon },
];

/**
 * The seller panel's frame: the shop's name, the panel's pages, the wallet and the way back to the
 * store. Logged out → log in first; an account without a shop is told so. On the mobile site it is
 * the whole frame too (not the buyer's header and tab bar, issue 51), laid out for a phone.
 */
export function SellerLayout() {
  const { t } = useTranslation('seller');
  const token = useToken();
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  const sellerId = user.data?.sellerId ?? null;
  const shop = useOwnShop(sellerId);
  const unread = useShopUnread(sellerId !== null).data ?? 0;
  const notices = useNotificationUnread().data ?? 0;
  const navRef = useRef<HTMLElement>(null);
  // On a phone the pages are a strip that scrolls sideways: the open page's link is brought into it
  // (by scrolling the strip alone — scrollIntoView would scroll the page too).
  useEffect(() => {
    const nav = navRef.current;
    const link = nav?.querySelector('[aria-current="page"]');
    if (!nav || !link || typeof nav.scrollBy !== 'function') return;
    const strip = nav.getBoundingClientRect();
    const box = link.getBoundingClientRect();
    if (box.left < strip.left) nav.scrollBy({ left: box.left - strip.left - 12 });
    else if (box.right > strip.right) nav.scrollBy({ left: box.right - strip.right + 12 });
  }, [pathname, sellerId]);

  if (!token) return <Navigate to={loginPath(pathname + search)} replace />;
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${classes.link} ${classes.linkActive}` : classes.link;
  const hasNoShop = user.data !== undefined && !sellerId;
  const onWap = isWapPath(window.location.pathname);

  return (
    <div className={onWap ? `${classes.frame} ${classes.frameWap}` : classes.frame}>
      <SkipLink />
      <header className={classes.top} data-testid="seller-header">
        <div className={`cv-container ${classes.topInner}`}>
          <div className={classes.brand}>
            <span className={classes.brandIcon} aria-hidden="true">
              <StoreIcon size={20} />
            </span>
            <span className={classes.brandText}>
              <span className={classes.panelLabel}>{t('panel.title')}</span>
              <span className={classes.shopName} dir="auto" data-testid="seller-shop-name">
                {shop.data?.name ?? (hasNoShop ? user.data?.username : '…')}
              </span>
            </span>
          </div>
          <nav ref={navRef} className={classes.nav} aria-label={t('panel.navLabel')}>
            {!hasNoShop &&
              PANEL_LINKS.map(({ to, key, Icon, end }) => (
                <NavLink key={key} to={to} end={end} className={linkClass}>
                  <Icon size={16} />
                  {t(`panel.${key}`)}
                  {key === 'messages' && <SpokenUnreadBadge count={unread} testId="seller-messages-unread" />}
                  {key === 'notifications' && (
                    <SpokenUnreadBadge count={notices} testId="seller-notifications-unread" />
                  )}
                </NavLink>
              ))}
            <span className={classes.separator} aria-hidden="true" />
            <Link to="/index" className={classes.link}>
              <HomeIcon size={16} />
              {t('panel.store')}
            </Link>
          </nav>
        </div>
      </header>
      <main className={onWap ? classes.main : `cv-container ${classes.main}`} id="main">
        {user.isPending ? <PageLoader /> : hasNoShop ? <NoShop /> : <PageOutlet />}
      </main>
    </div>
  );
}
