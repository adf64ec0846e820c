import { Button } from '@mantine/core';
import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { isMissingCodeError, page, reloadForMissingCode } from '../../lib/missing-code';
import { PageLoader } from './page-loader';
import classes from './states.module.css';

/**
 * What a route tree shows in place of a page that failed: its code did not arrive (offline, a flaky
 * network, a deploy since the tab opened) or it failed to render. The layout around it (the header,
 * the tab bar, the console's menu) stays usable; "Try again" reloads for missing code (a failed
 * import is remembered by the browser) and renders the page again otherwise.
 */
export function PageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const missingCode = isMissingCodeError(error);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <div className={`cv-container ${classes.error}`} role="alert" data-testid="page-error">
      <h1 className={classes.errorTitle}>{t('errors.loadFailed')}</h1>
      <p className={classes.errorBody}>{offline ? t('errors.network') : t('errors.loadFailedBody')}</p>
      <Button onClick={() => (missingCode ? page.reload() : onRetry())} data-testid="page-error-retry">
        {t('actions.retry')}
      </Button>
    </div>
  );
}

type BoundaryProps = { pathname: string; children: ReactNode };
type BoundaryState = { error: unknown; pathname: string; failed: boolean };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  // Another address (a link in the header, back) is another page: it is tried afresh.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname
      ? null
      : { pathname: props.pathname, error: null, failed: false };
  }

  // React reports the error itself (console.error); a chunk that did not arrive reloads the page
  // once into the current build.
  override componentDidCatch(error: unknown): void {
    if (isMissingCodeError(error)) reloadForMissingCode();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PageError error={this.state.error} onRetry={() => this.setState({ error: null, failed: false })} />
    );
  }
}

/** The error element of a route tree's pages (PageError), reset when the address changes. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}

/**
 * Where a route tree's layout shows its page: the page's code loads behind `fallback` (a spinner
 * unless told otherwise), and a page that fails shows PageError while the layout stays usable.
 */
export function PageOutlet({ fallback = <PageLoader /> }: { fallback?: ReactNode }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={fallback}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}
