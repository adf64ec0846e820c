import { Button } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/account/avatars';
import { QueryFallback } from '../../../components/account/query-fallback';
import {
  ChevronIcon,
  DownloadIcon,
  HeartIcon,
  LockIcon,
  MapPinIcon,
  PackageIcon,
  PencilIcon,
  StoreIcon,
  WalletIcon,
} from '../../../components/ui/icons';
import { useCurrentUser } from '../../../lib/current-user';
import { useLanguage } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useBalance } from '../../../lib/wallet-balance';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AvatarPicker } from './avatar-picker';
import classes from './dashboard.module.css';

// Order counts join these cards with the orders issue; until then they show no made-up numbers.
const SHORTCUTS: readonly { key: string; to: string; icon: ReactNode }[] = [
  { key: 'orders', to: '/userInfo/my-order?index=2', icon: <PackageIcon /> },
  { key: 'wallet', to: '/userInfo/money-package?index=1', icon: <WalletIcon /> },
  { key: 'favourites', to: '/userInfo/collect-goods?index=3', icon: <HeartIcon /> },
  { key: 'followedShops', to: '/userInfo/collect-shop', icon: <StoreIcon /> },
  { key: 'addresses', to: '/userInfo/setup/shipping-address', icon: <MapPinIcon /> },
  { key: 'security', to: '/userInfo/setup', icon: <LockIcon /> },
  { key: 'download', to: '/userInfo/download', icon: <DownloadIcon /> },
];

/** /userInfo/dashboard: who is logged in, their avatar, and the way to everything else. */
export function DashboardPage() {
  const { t } = useTranslation('account');
  const { t: tPages } = useTranslation('pages');
  const user = useCurrentUser();
  const balance = useBalance();
  const lang = useLanguage();
  const [picking, setPicking] = useState(false);
  useDocumentTitle(tPages('titles.dashboard'));

  if (user.isError) return <QueryFallback query={user} failedTitle={t('dashboard.loadFailed')} />;
  const data = user.data;
  const notSet = <span className={classes.muted}>{t('dashboard.notSet')}</span>;
  return (
    <div className={classes.stack} data-testid="page-dashboard">
      <section className={classes.profile} aria-labelledby="dashboard-name">
        <div className={classes.avatarBox}>
          <UserAvatar avatar={data?.avatar} size={88} />
          <button
            type="button"
            className={classes.avatarEdit}
            onClick={() => setPicking((open) => !open)}
            aria-expanded={picking}
            aria-label={t('dashboard.changeAvatar')}
            title={t('dashboard.changeAvatar')}
            data-testid="change-avatar"
          >
            <PencilIcon size={16} />
          </button>
        </div>
        <div className={classes.identity}>
          <h1 className={classes.name} id="dashboard-name" data-testid="dashboard-username">
            {data?.username ?? '…'}
          </h1>
          <dl className={classes.facts}>
            <div>
              <dt>{t('dashboard.uid')}</dt>
              <dd data-testid="dashboard-uid">{data?.usercode ?? '…'}</dd>
            </div>
            <div>
              <dt>{t('dashboard.balance')}</dt>
              <dd data-testid="dashboard-balance">
                {balance.data ? `$${formatAmount(balance.data.money, lang)} USDT` : '…'}
              </dd>
            </div>
            <div>
              <dt>{t('fields.email')}</dt>
              <dd>{data ? data.email || notSet : '…'}</dd>
            </div>
            <div>
              <dt>{t('fields.phone')}</dt>
              <dd dir="ltr">{data ? data.phone || notSet : '…'}</dd>
            </div>
          </dl>
        </div>
        <Button
          variant="light"
          size="sm"
          className={classes.profileAction}
          component={Link}
          to="/userInfo/setup"
        >
          {t('dashboard.security')}
        </Button>
      </section>
      {picking && <AvatarPicker current={data?.avatar} onDone={() => setPicking(false)} />}

      <section className={classes.panel} aria-labelledby="dashboard-shortcuts">
        <h2 className={classes.sectionTitle} id="dashboard-shortcuts">
          {t('dashboard.shortcuts')}
        </h2>
        <ul className={classes.shortcuts}>
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.key}>
              <Link to={shortcut.to} className={classes.shortcut} data-testid={`shortcut-${shortcut.key}`}>
                <span className={classes.shortcutIcon}>{shortcut.icon}</span>
                <span className={classes.shortcutText}>
                  <strong>{t(`dashboard.links.${shortcut.key}.title`)}</strong>
                  <span>{t(`dashboard.links.${shortcut.key}.hint`)}</span>
                </span>
                <ChevronIcon size={16} className={classes.shortcutChevron} />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
