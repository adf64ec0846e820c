import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { clearSession } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { logout } from '../api/logout';

/** Logs out (spec §4): tells the server, forgets the session, confirms, and returns to /index. */
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
    clearSession();
    toast.success(t('operationSuccess'));
    if (pathname !== '/index') navigate('/index');
  }, [navigate, pathname, t]);
}
