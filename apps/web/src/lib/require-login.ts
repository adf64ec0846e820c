import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { getToken } from './auth';
import { toast } from './toast';

/**
 * A return path taken from the address bar (`?redirect=`), when it is a path on this site: one
 * leading slash, no backslash (browsers read "/\evil.example" as another site) and no control
 * character; anything else gives `fallback`.
 */
export function safeReturnPath(value: string | null, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  if (!value || !/^\/(?![/\\])/.test(value) || /[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Where the login page sends the user back to once they are in. A `token` in the page's address
 * is no session (issue 50: a link never signs anyone in) and is not carried along.
 */
export function loginPath(returnTo: string, login = '/login'): string {
  const url = new URL(returnTo, 'http://caravan.invalid');
  url.searchParams.delete('token');
  return `${login}?redirect=${encodeURIComponent(`${url.pathname}${url.search}${url.hash}`)}`;
}

/**
 * Guards an action that needs a logged-in buyer (spec §5 "notLogin"): with a session it runs the
 * action; without one it says why and opens the login page, which returns here afterwards.
 */
export function useRequireLogin(): (action: () => void) => void {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (action: () => void) => {
      if (getToken()) {
        action();
        return;
      }
      toast.warning(t('login.required'));
      void navigate(loginPath(pathname + search));
    },
    [navigate, pathname, search, t],
  );
}
