import { Menu, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { UserAvatar } from '../../components/account/avatars';
import {
  ChevronDownIcon,
  DownloadIcon,
  GridIcon,
  HeartIcon,
  LockIcon,
  PackageIcon,
  StoreIcon,
  WalletIcon,
} from '../../components/ui/icons';
import { useToken } from '../../lib/auth';
import { useCurrentUser } from '../../lib/current-user';
import type { KeyPart } from '../../lib/i18n';
import classes from './user-centre.module.css';

// `index` marks the section for the old client's menu (spec §2: orders 2, wallet 1, favourites 3).
const SECTIONS: readonly { to: string; path: string; key: KeyPart<'pages', 'titles.'>; icon: ReactNode }[] = [
  { to: '/userInfo/dashboard', path: '/userInfo/dashboard', key: 'dashboard', icon: <GridIcon size={18} /> },
  {
    to: '/userInfo/my-order?index=2',
    path: '/userInfo/my-order',
    key: 'myOrder',
    icon: <PackageIcon size={18} />,
  },
  {
    to: '/userInfo/money-package?index=1',
    path: '/userInfo/money-package',
    key: 'moneyPackage',
    icon: <WalletIcon size={18} />,
  },
  {
    to: '/userInfo/collect-goods?index=3',
    path: '/userInfo/collect-goods',
    key: 'collectGoods',
    icon: <HeartIcon size={18} />,
  },
  {
    to: '/userInfo/collect-shop',
    path: '/userInfo/collect-shop',
    key: 'collectShop',
    icon: <StoreIcon size={18} />,
  },
  { to: '/userInfo/setup', path: '/userInfo/setup', key: 'setup', icon: <LockIcon size={18} /> },
  { to: '/userInfo/download', path: '/userInfo/download', key: 'download', icon: <DownloadIcon size={18} /> },
];

// Order pages (detail, return, review) belong to the orders section.
function currentSection(pathname: string) {
  if (pathname.startsWith('/userInfo/order-')) return SECTIONS[1];
  return SECTIONS.find((section) => pathname.startsWith(section.path));
}

/** The seller panel's entry, for users who own a shop (a seller is a user with a sellerId). */
const SHOP_PATH = '/seller/orders';

/** On phones the sections fold into one menu button naming where the user is. */
function CompactMenu({ pathname, hasShop }: { pathname: string; hasShop: boolean }) {
  const { t } = useTranslation('pages');
  const current = currentSection(pathname);
  return (
    <Menu position="bottom-start" shadow="md" width="target" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.compactButton} data-testid="user-centre-menu">
          <span className={classes.compactIcon}>{current?.icon}</span>
          <span className={classes.compactLabel}>{t(`titles.${current?.key ?? 'dashboard'}`)}</span>
          <ChevronDownIcon size={16} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('userCentre')}</Menu.Label>
        {SECTIONS.map((section) => (
          <Menu.Item
            key={section.key}
            component={Link}
            to={section.to}
            leftSection={section.icon}
            aria-current={section === current ? 'page' : undefined}
            fw={section === current ? 700 : 400}
          >
            {t(`titles.${section.key}`)}
          </Menu.Item>
        ))}
        {hasShop && (
          <Menu.Item component={Link} to={SHOP_PATH} leftSection={<StoreIcon size={18} />}>
            {t('entry.myShop', { ns: 'seller' })}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The user centre frame (spec §2): the sections beside the page; logged out → log in first. */
export function UserCentreLayout() {
  const { t } = useTranslation('pages');
  const token = useToken();
  const user = useCurrentUser();
  const { pathname, search } = useLocation();

  if (!token) {
    // Logout, a password change, a closed account and an expired session each leave for their own
    // page as they forget the token. The browser's address has moved already while the router
    // (which navigates in a transition) catches up: wait for it rather than send them to log in.
    if (window.location.pathname !== pathname) return null;
    return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  }
  const current = currentSection(pathname);
  const hasShop = Boolean(user.data?.sellerId);
  return (
    <div className={`cv-container ${classes.page}`}>
      <aside className={classes.side}>
        <div className={classes.who}>
          <UserAvatar avatar={user.data?.avatar} size={44} />
          <span className={classes.whoName} data-testid="user-centre-name" dir="auto">
            {user.data?.username ?? '…'}
          </span>
        </div>
        <nav className={classes.sideNav} aria-label={t('userCentre')}>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.key}>
                <Link to={section.to} aria-current={section === current ? 'page' : undefined}>
                  {section.icon}
                  <span>{t(`titles.${section.key}`)}</span>
                </Link>
              </li>
            ))}
            {hasShop && (
              <li>
                <Link to={SHOP_PATH} data-testid="my-shop-link">
                  <StoreIcon size={18} />
                  <span>{t('entry.myShop', { ns: 'seller' })}</span>
                </Link>
              </li>
            )}
          </ul>
        </nav>
      </aside>
      <div className={classes.compact}>
        <CompactMenu pathname={pathname} hasShop={hasShop} />
      </div>
      <div className={classes.content}>
        <Outlet />
      </div>
    </div>
  );
}
