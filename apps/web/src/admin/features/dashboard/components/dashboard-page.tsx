import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { PageHeader } from '../../../components/page-header';
import { AreaIcon } from '../../../components/area-icon';
import { useOperator } from '../../../lib/operator-context';
import { ADMIN_NS } from '../../../../lib/i18n';
import { canChangeUsers, navItemsFor } from '../../../lib/console-areas';
import classes from './dashboard-page.module.css';

/** The console's landing page: who is signed in, their role, and the areas that role may use. */
export function DashboardPage() {
  const { t } = useTranslation(ADMIN_NS);
  const operator = useOperator();
  useDocumentTitle(t('nav.dashboard'));
  const items = navItemsFor(operator.role);
  const isUsersReadOnly = !canChangeUsers(operator.role);

  return (
    <>
      <PageHeader title={t('dashboard.greeting', { name: operator.username })} />
      <section className={classes.identity} aria-labelledby="dashboard-role" data-testid="dashboard-identity">
        <h2 className={classes.identityTitle} id="dashboard-role">
          {t('dashboard.yourRole')}{' '}
          <Badge size="lg" variant="light" color="teal" radius="sm">
            {t(`roles.${operator.role}`)}
          </Badge>
        </h2>
        <p className={classes.identityBody}>{t(`roleDescriptions.${operator.role}`)}</p>
      </section>
      <h2 className={classes.sectionTitle}>{t('dashboard.areasTitle')}</h2>
      <ul className={classes.grid} data-testid="dashboard-areas">
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.path} className={classes.card} data-testid={`area-${item.key}`}>
              <span className={classes.icon}>
                <AreaIcon area={item.key} size={22} />
              </span>
              <span className={classes.cardText}>
                <span className={classes.cardTitle}>
                  {t(`nav.${item.key}`)}
                  {item.area === 'users' && isUsersReadOnly && (
                    <Badge size="sm" variant="outline" color="gray" radius="sm">
                      {t('common.readOnly')}
                    </Badge>
                  )}
                </span>
                <span className={classes.cardBody}>
                  {t(
                    item.area === 'users' && isUsersReadOnly
                      ? 'dashboard.areas.usersReadOnly'
                      : `dashboard.areas.${item.key}`,
                  )}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
