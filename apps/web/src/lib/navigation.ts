// Code outside React (the API client) navigates through the router once the app registers it;
// before that, or in a test without a router, it falls back to a full page load.
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate | undefined;

export function registerNavigate(navigate: Navigate | undefined): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigateImpl) navigateImpl(to, options);
  else window.location.assign(to);
}
