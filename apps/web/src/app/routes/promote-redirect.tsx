import { isWapPath } from '@caravan/contract';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { useCurrentUser } from '../../lib/current-user';
import { usePromoteUrl, type PolicyTopic } from '../../lib/promote-links';

/**
 * Old addresses of the promotion site's pages (/merchantSettled, /information?topic=<policy>) go to
 * the page itself, in the visitor's language and with their avatar once the user has loaded. From
 * the mobile site, whose router's base is /wap, that is a full page load.
 */
export function PromoteRedirect({ topic }: { topic?: PolicyTopic }) {
  const promoteUrl = usePromoteUrl();
  const user = useCurrentUser();
  const url = promoteUrl({ topic });
  const isWaiting = user.isLoading;
  const isOnWap = isWapPath(window.location.pathname);
  useEffect(() => {
    if (isOnWap && !isWaiting) window.location.replace(url);
  }, [isOnWap, isWaiting, url]);
  if (isWaiting || isOnWap) return <PageLoader />;
  return <Navigate to={url} replace />;
}
