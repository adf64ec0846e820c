/**
 * Whether the service worker answers a request with the offline page when the network fails: a
 * page of either site (desktop, /wap/, the seller centre, the console), never an API call, a file
 * or the websocket. Workbox copies this function's text into sw.js, so it refers to nothing
 * outside itself.
 */
export function isPageNavigation({ request, url }: { request: Request; url: URL }): boolean {
  return (
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    !url.pathname.endsWith('.action') &&
    !/^\/(?:wap\/)?(?:api|data|uploads|assets|healthz)(?:\/|$)/.test(url.pathname)
  );
}
