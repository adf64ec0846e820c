import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoinIcon, ReturnIcon, ShieldIcon, TruckIcon } from '../../../components/ui/icons';
import { useToken } from '../../../lib/auth';
import classes from './welcome-panel.module.css';

/** What every buyer gets (spec §9, DESIGN.md §1): real policies, not marketing figures. */
export function TrustList() {
  const { t } = useTranslation('home');
  const items = [
    { icon: <TruckIcon />, text: t('trust.shipping') },
    { icon: <ReturnIcon />, text: t('trust.returns') },
    { icon: <ShieldIcon />, text: t('trust.escrow') },
    { icon: <CoinIcon />, text: t('trust.crypto') },
  ];
  return (
    <ul className={classes.trust}>
      {items.map((item) => (
        <li key={item.text}>
          <span className={classes.trustIcon}>{item.icon}</span>
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}

export function WelcomePanel() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation('common');
  const token = useToken();
  return (
    <aside className={classes.panel} data-testid="welcome-panel">
      <h2 className={classes.title}>{t('welcome.title')}</h2>
      <p className={classes.body}>{t('welcome.body')}</p>
      <div className={classes.actions}>
        {token ? (
          <Button component={Link} to="/userInfo/dashboard" variant="light">
            {tc('header.myAccount')}
          </Button>
        ) : (
          <>
            <Button component={Link} to="/register">
              {tc('header.register')}
            </Button>
            <Button component={Link} to="/login" variant="default">
              {tc('header.login')}
            </Button>
          </>
        )}
      </div>
      <TrustList />
    </aside>
  );
}
