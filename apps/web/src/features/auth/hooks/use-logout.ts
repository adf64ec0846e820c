import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { signOutLocally } from '../../../lib/sign-out';
import { toast } from '../../../lib/toast';
import { logout } from '../api/logout';

/**
 * Logs out (spec §4): tells the server, forgets the search text, the user, their cart and the token,
 * confirms, and returns to /index when elsewhere.
 */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The token is forgotten below whatever the server said.
    }
    // Leave a page that needs login before the session goes, so it never asks to log in again.
    if (pathname !== '/index') navigate('/index');
    signOutLocally();
    toast.success(t('operationSuccess'));
  }, [navigate, pathname, t]);
}
