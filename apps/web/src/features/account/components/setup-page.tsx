import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon, KeyIcon, LockIcon, MailIcon, MapPinIcon, UserXIcon } from '../../../components/ui/icons';
import type { KeyPart } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useVerifTarget } from '../api/email-binding';
import { useSafewordStatus } from '../api/get-safeword-status';
import { EmailBadge } from './email-badge';
import { SafewordBadge } from './safeword-badge';
import classes from './setup.module.css';

/** A setting with a title and a hint under `setup.rows.<key>`. */
type RowKey = KeyPart<'account', 'setup.rows.', '.title'> & KeyPart<'account', 'setup.rows.', '.hint'>;
type Row = { key: RowKey; to: string; icon: ReactNode; action: string; status?: ReactNode };

/** /userInfo/setup: the account's security settings, each with its page. */
export function SetupPage() {
  const { t } = useTranslation('account');
  const { t: tPages } = useTranslation('pages');
  const safeword = useSafewordStatus();
  const target = useVerifTarget();
  useDocumentTitle(tPages('titles.setup'));

  const isSafewordSet = safeword.data?.safeword === 1;
  const rows: Row[] = [
    { key: 'loginPassword', to: 'login-password', icon: <KeyIcon />, action: t('setup.change') },
    {
      key: 'email',
      to: 'email',
      icon: <MailIcon />,
      action: target.data?.type === 2 ? t('setup.change') : t('setup.set'),
      status: <EmailBadge target={target.data} />,
    },
    { key: 'notificationEmails', to: 'notification-emails', icon: <BellIcon />, action: t('setup.manage') },
    {
      key: 'fundPassword',
      to: 'transaction-password',
      icon: <LockIcon />,
      action: safeword.data && !isSafewordSet ? t('setup.set') : t('setup.change'),
      status: <SafewordBadge status={safeword.data} />,
    },
    { key: 'address', to: 'shipping-address', icon: <MapPinIcon />, action: t('setup.manage') },
    { key: 'cancellation', to: 'account-cancellation', icon: <UserXIcon />, action: t('setup.view') },
  ];

  return (
    <div className={classes.panel} data-testid="page-setup">
      <h1 className={classes.title}>{tPages('titles.setup')}</h1>
      <p className={classes.lead}>{t('setup.lead')}</p>
      <ul className={classes.rows}>
        {rows.map((row) => (
          <li key={row.key} className={classes.row} data-testid={`setup-${row.key}`}>
            <span className={classes.rowIcon}>{row.icon}</span>
            <div className={classes.rowText}>
              <div className={classes.rowTitle}>
                <strong>{t(`setup.rows.${row.key}.title`)}</strong>
                {row.status}
              </div>
              <span>{t(`setup.rows.${row.key}.hint`)}</span>
            </div>
            <Button
              component={Link}
              to={`/userInfo/setup/${row.to}`}
              variant={row.key === 'cancellation' ? 'subtle' : 'light'}
              color={row.key === 'cancellation' ? 'red' : undefined}
              size="sm"
              className={classes.rowAction}
            >
              {row.action}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
