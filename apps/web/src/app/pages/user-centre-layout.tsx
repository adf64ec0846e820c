import { Menu, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { UserAvatar } from '../../components/account/avatars';
import { LoginRedirect } from '../../components/account/require-login';
import {
  BellIcon,
  ChevronDownIcon,
  ClockIcon,
  CoinIcon,
  DownloadIcon,
  GridIcon,
  HeartIcon,
  LockIcon,
  PackageIcon,
  StoreIcon,
  TicketIcon,
  WalletIcon,
  type IconProps,
} from '../../components/ui/icons';
import { useToken } from '../../lib/auth';
import { useCurrentUser } from '../../lib/current-user';
import { CREDIT_PATH, SELLER_APPLY_PATH, shopEntry, WALLET_PATH } from '../../lib/user-centre-paths';
import type { KeyPart } from '../../lib/i18n';
import classes from './user-centre.module.css';
import { PageOutlet } from '../../components/ui/page-error-boundary';

type Section = { to: string; path: string; key: KeyPart<'pages', 'titles.'>; icon: ReactNode };

/** A section: its link carries `?index=` where the old client's menu marks it (spec §2: orders 2, wallet 1, favourites 3). */
const entry = (key: Section['key'], path: string, Icon: (p: IconProps) => ReactNode, index?: number) => ({
  to: index === undefined ? path : `${path}?index=${index}`,
  path,
  key,
  icon: <Icon size={18} />,
});

const SECTIONS: readonly Section[] = [
  entry('dashboard', '/userInfo/dashboard', GridIcon),
  entry('myOrder', '/userInfo/my-order', PackageIcon, 2),
  entry('purchaseHistory', '/userInfo/purchase-history', ClockIcon),
  entry('moneyPackage', WALLET_PATH, WalletIcon, 1),
  // The loan pages stand outside the user centre (a visitor may read the offer), reached from here.
  entry('credit', CREDIT_PATH, CoinIcon),
  entry('collectGoods', '/userInfo/collect-goods', HeartIcon, 3),
  entry('collectShop', '/userInfo/collect-shop', StoreIcon),
  entry('coupons', '/userInfo/coupons', TicketIcon),
  entry('notifications', '/userInfo/notifications', BellIcon),
  entry('setup', '/userInfo/setup', LockIcon),
  entry('download', '/userInfo/download', DownloadIcon),
];

// Order pages (detail, return, review) belong to the orders section.
function currentSection(pathname: string) {
  if (pathname.startsWith('/userInfo/order-')) return SECTIONS[1];
  return SECTIONS.find((section) => pathname.startsWith(section.path));
}

/** On phones the sections fold into one menu button naming where the user is. */
function CompactMenu({ pathname, hasShop }: { pathname: string; hasShop: boolean }) {
  // Names the seller's namespace too, for the shop entry: the page waits for its strings.
  const { t } = useTranslation(['pages', 'seller']);
  const current = currentSection(pathname);
  return (
    <Menu position="bottom-start" shadow="md" width="target" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.compactButton} data-testid="user-centre-menu">
          <span className={classes.compactIcon}>{current?.icon ?? <StoreIcon size={18} />}</span>
          <span className={classes.compactLabel}>
            {t(`titles.${current?.key ?? (pathname === SELLER_APPLY_PATH ? 'sellerApply' : 'dashboard')}`)}
          </span>
          <ChevronDownIcon size={16} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown className={classes.compactMenu}>
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
        <Menu.Item
          component={Link}
          to={shopEntry(hasShop).to}
          leftSection={<StoreIcon size={18} />}
          aria-current={pathname === SELLER_APPLY_PATH ? 'page' : undefined}
        >
          {t(shopEntry(hasShop).key, { ns: 'seller' })}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The user centre frame (spec §2): the sections beside the page; logged out → log in first. */
export function UserCentreLayout() {
  // Names the seller's namespace too, for the shop entry: the page waits for its strings.
  const { t } = useTranslation(['pages', 'seller']);
  const token = useToken();
  const user = useCurrentUser();
  const { pathname } = useLocation();

  if (!token) return <LoginRedirect />;
  const current = currentSection(pathname);
  const hasShop = Boolean(user.data?.sellerId);
  const shop = shopEntry(hasShop);
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
            <li>
              <Link
                to={shop.to}
                data-testid={shop.testId}
                aria-current={pathname === SELLER_APPLY_PATH ? 'page' : undefined}
              >
                <StoreIcon size={18} />
                <span>{t(shop.key, { ns: 'seller' })}</span>
              </Link>
            </li>
          </ul>
        </nav>
      </aside>
      <div className={classes.compact}>
        <CompactMenu pathname={pathname} hasShop={hasShop} />
      </div>
      <div className={classes.content}>
        <PageOutlet />
      </div>
    </div>
  );
}
