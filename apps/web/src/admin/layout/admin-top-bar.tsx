import { Badge, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageMenu } from '../../components/ui/language-menu';
import { LogoutIcon } from '../../components/ui/icons';
import { ADMIN_LOGIN_PATH } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import type { OperatorMe } from '../lib/operator-context';
import { useOperatorLogout } from '../features/auth/api/logout';
import { ADMIN_NS } from '../../lib/i18n';
import classes from './admin-shell.module.css';

type AdminTopBarProps = { operator: OperatorMe; menuButton: ReactNode };

/** The console's top bar: menu button (narrow screens), language, who is signed in, and log out. */
export function AdminTopBar({ operator, menuButton }: AdminTopBarProps) {
  const { t } = useTranslation(ADMIN_NS);
  const navigate = useNavigate();
  const logout = useOperatorLogout();

  const handleLogout = () => {
    logout.mutate(undefined, {
      onSettled: () => {
        toast.success(t('topBar.loggedOut'));
        void navigate(ADMIN_LOGIN_PATH, { replace: true });
      },
    });
  };

  return (
    <header className={classes.topBar} data-testid="admin-top-bar">
      <div className={classes.topStart}>
        {menuButton}
        {menuButton && <span className={classes.topTitle}>{t('brand.console')}</span>}
      </div>
      <div className={classes.topEnd}>
        <LanguageMenu compact={menuButton !== null} />
        <div className={classes.who} data-testid="admin-operator">
          <span className={classes.whoName} dir="auto">
            {operator.username}
          </span>
          <Badge variant="light" color="teal" radius="sm" className={classes.whoRole}>
            {t(`roles.${operator.role}`)}
          </Badge>
        </div>
        <Button
          variant="subtle"
          color="gray"
          onClick={handleLogout}
          loading={logout.isPending}
          leftSection={<LogoutIcon size={18} />}
          aria-label={t('topBar.logout')}
          data-testid="admin-logout"
          classNames={{ label: classes.logoutLabel }}
        >
          {t('topBar.logout')}
        </Button>
      </div>
    </header>
  );
}
