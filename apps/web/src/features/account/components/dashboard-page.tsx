import { Button } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { UserAvatar } from '../../../components/account/avatars';
import { FUND_PASSWORD_PATH } from '../../../lib/user-centre-paths';
import { QueryError } from '../../../components/ui/states';
import {
  ChevronIcon,
  ClockIcon,
  DownloadIcon,
  HeartIcon,
  LockIcon,
  MapPinIcon,
  PackageIcon,
  PencilIcon,
  StoreIcon,
  TicketIcon,
  WalletIcon,
} from '../../../components/ui/icons';
import { useCurrentUser } from '../../../lib/current-user';
import { useLanguage, type KeyPart } from '../../../lib/i18n';
import { formatAmount, formatCount } from '../../../lib/money';
import { useOrderCounts, type OrderCounts } from '../../../lib/order-counts';
import { useBalance } from '../../../lib/wallet-balance';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AvatarPicker } from './avatar-picker';
import classes from './dashboard.module.css';

// The order steps that wait on someone, each a link to its tab of the order list (spec §4 codes).
const ORDER_STEPS: readonly { key: keyof OrderCounts; status: number }[] = [
  { key: 'waitPay', status: 0 },
  { key: 'waitDeliver', status: 1 },
  { key: 'waitReceipt', status: 3 },
  { key: 'waitEvaluate', status: 4 },
  { key: 'refund', status: 6 },
];

/** How many orders wait to be paid, shipped, received, reviewed or refunded. */
function OrderSteps() {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const counts = useOrderCounts();
  return (
    <section className={classes.panel} aria-labelledby="dashboard-orders">
      <div className={classes.panelHead}>
        <h2 className={classes.sectionTitle} id="dashboard-orders">
          {t('dashboard.title')}
        </h2>
        <Link to="/userInfo/my-order?index=2" className={classes.panelLink}>
          {t('dashboard.all')}
        </Link>
      </div>
      {counts.isError ? (
        <QueryError query={counts} title={t('dashboard.loadFailed')} />
      ) : (
        <ul className={classes.orderSteps}>
          {ORDER_STEPS.map((step) => (
            <li key={step.key}>
              <Link
                to={`/userInfo/my-order?index=2&status=${step.status}`}
                className={classes.orderStep}
                data-testid={`order-count-${step.key}`}
              >
                <strong className={classes.orderCount}>
                  {counts.data ? formatCount(counts.data[step.key], lang) : '…'}
                </strong>
                <span>{t(`dashboard.${step.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A shortcut with a title and a hint under `dashboard.links.<key>`. */
type ShortcutKey = KeyPart<'account', 'dashboard.links.', '.title'> &
  KeyPart<'account', 'dashboard.links.', '.hint'>;

const SHORTCUTS: readonly { key: ShortcutKey; to: string; icon: ReactNode }[] = [
  { key: 'orders', to: '/userInfo/my-order?index=2', icon: <PackageIcon /> },
  { key: 'purchaseHistory', to: '/userInfo/purchase-history', icon: <ClockIcon /> },
  { key: 'wallet', to: '/userInfo/money-package?index=1', icon: <WalletIcon /> },
  { key: 'favourites', to: '/userInfo/collect-goods?index=3', icon: <HeartIcon /> },
  { key: 'followedShops', to: '/userInfo/collect-shop', icon: <StoreIcon /> },
  { key: 'coupons', to: '/userInfo/coupons', icon: <TicketIcon /> },
  { key: 'addresses', to: '/userInfo/setup/shipping-address', icon: <MapPinIcon /> },
  { key: 'security', to: '/userInfo/setup', icon: <LockIcon /> },
  { key: 'download', to: '/userInfo/download', icon: <DownloadIcon /> },
];

/**
 * Shown once, right after registering (`?welcome=1`): a welcome, and while no fund password is
 * set, the hint to set one (paying from the wallet and withdrawing need it).
 */
function WelcomeNotice({ name, needsFundPassword }: { name: string; needsFundPassword: boolean }) {
  const { t } = useTranslation('account');
  const [, setSearchParams] = useSearchParams();
  return (
    <section className={classes.welcome} aria-labelledby="dashboard-welcome" data-testid="welcome-notice">
      <div className={classes.welcomeText}>
        <h2 className={classes.sectionTitle} id="dashboard-welcome">
          {t('dashboard.welcome.title', { name })}
        </h2>
        <p>{needsFundPassword ? t('dashboard.welcome.fundPassword') : t('dashboard.welcome.ready')}</p>
      </div>
      <div className={classes.welcomeActions}>
        {needsFundPassword && (
          <Button component={Link} to={FUND_PASSWORD_PATH} data-testid="welcome-set-fund-password">
            {t('dashboard.welcome.setFundPassword')}
          </Button>
        )}
        <Button variant="default" onClick={() => setSearchParams({}, { replace: true })}>
          {t('dashboard.welcome.dismiss')}
        </Button>
      </div>
    </section>
  );
}

/** /userInfo/dashboard: who is logged in, their avatar, and the way to everything else. */
export function DashboardPage() {
  const { t } = useTranslation('account');
  const { t: tPages } = useTranslation('pages');
  const user = useCurrentUser();
  const balance = useBalance();
  const lang = useLanguage();
  const [picking, setPicking] = useState(false);
  const [searchParams] = useSearchParams();
  useDocumentTitle(tPages('titles.dashboard'));

  if (user.isError) return <QueryError query={user} title={t('dashboard.loadFailed')} />;
  const data = user.data;
  const notSet = <span className={classes.muted}>{t('dashboard.notSet')}</span>;
  return (
    <div className={classes.stack} data-testid="page-dashboard">
      {searchParams.get('welcome') === '1' && data && (
        <WelcomeNotice name={data.username} needsFundPassword={data.safeword === 0} />
      )}
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

      <OrderSteps />

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
