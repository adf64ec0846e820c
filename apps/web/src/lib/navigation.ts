// Code outside React (the API client) navigates through the router once the app registers it;
// before that, or in a test without a router, it falls back to a full page load.
import { onCurrentSite } from './mobile-redirect';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate | undefined;

export function registerNavigate(navigate: Navigate | undefined): void {
  navigateImpl = navigate;
}

/** Goes to a path of the site the page is on (the router's base, /wap on the mobile site, is implied). */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigateImpl) navigateImpl(to, options);
  else window.location.assign(onCurrentSite(to));
}
