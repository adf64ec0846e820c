import type { OperatorRole } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { OperatorMe } from '../lib/operator-context';
import { ConsoleBrand } from '../components/console-brand';
import { SupportWaitingCount } from '../features/support/components/support-waiting-count';
import { ADMIN_NS } from '../../lib/i18n';
import { ADMIN_BASE, navItemsFor } from '../lib/console-areas';
import { AreaIcon } from '../components/area-icon';
import classes from './admin-shell.module.css';

type AdminNavProps = {
  role: OperatorRole;
  /** In the drawer, the operator is named here too, as the top bar has no room at phone width. */
  operator?: OperatorMe;
};

/** The console's sidebar: the dashboard and the areas the role may use (CONSOLE_ACCESS). */
export function AdminNav({ role, operator }: AdminNavProps) {
  const { t } = useTranslation(ADMIN_NS);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${classes.navLink} ${classes.navLinkActive}` : classes.navLink;
  return (
    <nav className={classes.nav} aria-label={t('nav.label')} data-testid="admin-nav">
      <ConsoleBrand classes={classes} markSize={30} markColor="#14b8a6" />
      {operator && (
        <div className={classes.navOperator}>
          <span className={classes.navOperatorName} dir="auto">
            {operator.username}
          </span>
          <span className={classes.navOperatorRole}>{t(`roles.${operator.role}`)}</span>
        </div>
      )}
      <ul className={classes.navList}>
        <li>
          <NavLink to={ADMIN_BASE} end className={linkClass}>
            <AreaIcon area="dashboard" />
            {t('nav.dashboard')}
          </NavLink>
        </li>
        {navItemsFor(role).map((item) => (
          <li key={item.key}>
            <NavLink to={item.path} className={linkClass} data-testid={`nav-${item.key}`}>
              <AreaIcon area={item.key} />
              {t(`nav.${item.key}`)}
              {item.key === 'support' && <SupportWaitingCount />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
