import { Burger, Drawer } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/states';
import { useOperatorToken } from '../../lib/operator-auth';
import { useOperatorMe } from '../features/auth/api/get-me';
import { ADMIN_NS } from '../../lib/i18n';
import { ADMIN_LOGIN_PATH } from '../../lib/api-client';
import { loginPath } from '../../lib/require-login';
import classes from './admin-shell.module.css';
import { AdminNav } from './admin-nav';
import { AdminTopBar } from './admin-top-bar';
import { OperatorContext, type OperatorMe } from '../lib/operator-context';
import { PageOutlet } from '../../components/ui/page-error-boundary';

/** Below this width the sidebar becomes a drawer opened from the top bar. */
export const DRAWER_QUERY = '(max-width: 960px)';

/**
 * The console frame for a signed-in operator: sidebar navigation by role, top bar, page. Without an
 * operator session it sends the visitor to /admin/login, and back here after signing in.
 */
export function AdminShell() {
  const token = useOperatorToken();
  const me = useOperatorMe();
  const { pathname, search } = useLocation();

  if (token === null) {
    return <Navigate to={loginPath(`${pathname}${search}`, ADMIN_LOGIN_PATH)} replace />;
  }
  if (me.isPending) return <PageLoader />;
  if (me.isError) {
    return (
      <div className={classes.fatal}>
        <QueryError query={me} />
      </div>
    );
  }
  return (
    <OperatorContext.Provider value={me.data}>
      <ShellFrame operator={me.data} />
    </OperatorContext.Provider>
  );
}

function ShellFrame({ operator }: { operator: OperatorMe }) {
  const { t } = useTranslation(ADMIN_NS);
  const isNarrow = useMediaQuery(DRAWER_QUERY) ?? false;
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const { pathname } = useLocation();

  // Following a link in the drawer closes it.
  useEffect(() => {
    drawer.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- close on navigation only
  }, [pathname]);

  return (
    <div className={classes.shell} data-testid="admin-shell">
      <SkipLink />
      {!isNarrow && (
        <aside className={classes.sidebar}>
          <div className={classes.sidebarInner}>
            <AdminNav role={operator.role} />
          </div>
        </aside>
      )}
      <div className={classes.body}>
        <AdminTopBar
          operator={operator}
          menuButton={
            isNarrow ? (
              <Burger
                opened={isDrawerOpen}
                onClick={drawer.toggle}
                size="sm"
                aria-label={t('nav.openMenu')}
                aria-expanded={isDrawerOpen}
                data-testid="admin-menu-button"
              />
            ) : null
          }
        />
        <main className={classes.main} id="main">
          <PageOutlet />
        </main>
      </div>
      {isNarrow && (
        <Drawer
          opened={isDrawerOpen}
          onClose={drawer.close}
          size={280}
          position="left"
          // Its own close button: a phone's screen reader has no Escape, and the menu button is
          // behind the drawer's overlay.
          closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
          padding={0}
          classNames={{ body: classes.drawerBody }}
          title={<span className="cv-visually-hidden">{t('nav.label')}</span>}
        >
          <AdminNav role={operator.role} operator={operator} />
        </Drawer>
      )}
    </div>
  );
}
