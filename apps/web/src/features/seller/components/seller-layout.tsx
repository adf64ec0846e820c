import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Link, Outlet, useLocation } from 'react-router';
import { HomeIcon, PackageIcon, ReturnIcon, StoreIcon, WalletIcon } from '../../../components/ui/icons';
import { PageLoader } from '../../../components/ui/page-loader';
import { useToken } from '../../../lib/auth';
import { useCurrentUser } from '../../../lib/current-user';
import { loginPath } from '../../../lib/require-login';
import { useOwnShop } from '../api/get-own-shop';
import { WALLET_PATH } from '../../../lib/user-centre-paths';
import { SELLER_ORDERS_PATH, SELLER_RETURNS_PATH } from '../lib/seller-paths';
import { NoShop } from './no-shop';
import classes from './seller-layout.module.css';

/**
 * The seller panel's frame: the shop's name, the panel's pages, the wallet and the way back to the
 * store. Logged out → log in first; an account without a shop is told so.
 */
export function SellerLayout() {
  const { t } = useTranslation('seller');
  const token = useToken();
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  const sellerId = user.data?.sellerId ?? null;
  const shop = useOwnShop(sellerId);

  if (!token) return <Navigate to={loginPath(pathname + search)} replace />;
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${classes.link} ${classes.linkActive}` : classes.link;
  const hasNoShop = user.data !== undefined && !sellerId;

  return (
    <div className={classes.frame}>
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
          <nav className={classes.nav} aria-label={t('panel.navLabel')}>
            {!hasNoShop && (
              <>
                <NavLink to={SELLER_ORDERS_PATH} className={linkClass}>
                  <PackageIcon size={16} />
                  {t('panel.orders')}
                </NavLink>
                <NavLink to={SELLER_RETURNS_PATH} className={linkClass}>
                  <ReturnIcon size={16} />
                  {t('panel.returns')}
                </NavLink>
                <span className={classes.separator} aria-hidden="true" />
              </>
            )}
            <Link to={WALLET_PATH} className={classes.link}>
              <WalletIcon size={16} />
              {t('panel.wallet')}
            </Link>
            <Link to="/index" className={classes.link}>
              <HomeIcon size={16} />
              {t('panel.store')}
            </Link>
          </nav>
        </div>
      </header>
      <main className={`cv-container ${classes.main}`} id="main">
        {user.isPending ? (
          <PageLoader />
        ) : hasNoShop ? (
          <NoShop />
        ) : (
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        )}
      </main>
    </div>
  );
}
