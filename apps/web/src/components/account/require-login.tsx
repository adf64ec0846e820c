import { isWapPath, WAP_BASE } from '@caravan/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useToken } from '../../lib/auth';
import { loginPath } from '../../lib/require-login';

/** The router's path as the browser's address has it (the mobile site's base taken off). */
function browserPath(): string {
  const { pathname } = window.location;
  return isWapPath(pathname) ? pathname.slice(WAP_BASE.length) || '/' : pathname;
}

/**
 * What a buyer's own page shows without a session: the login page, which comes back here (spec §5
 * "notLogin"). Logout, a password change, a closed account and an expired session each leave for
 * their own page as they forget the token: the browser's address has moved already while the router
 * (which navigates in a transition) catches up, so it waits for it rather than ask to log in.
 */
export function LoginRedirect() {
  const { pathname, search } = useLocation();
  if (browserPath() !== pathname) return null;
  return <Navigate to={loginPath(pathname + search)} replace />;
}

/** A page of the buyer's own: shown with a session, else the login page (LoginRedirect). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const token = useToken();
  return token ? children : <LoginRedirect />;
}
