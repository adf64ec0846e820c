// Spec §1: mobile browsers asking for a desktop page are sent to the separate mobile site. The rule is
// the server's (it answers a phone with the redirect before any desktop page or script is sent) and
// the web app's (a page the server could not redirect: the development server, a page served from a
// cache); both read it here.

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile/i;

/** Where the mobile site lives; its router's base, so its own links stay on it. */
export const WAP_BASE = '/wap';

/**
 * The cookie (and storage key) the mobile site's "Desktop site" link sets: this phone stays on the
 * desktop site, and the server does not redirect it. Opening the mobile site again removes it.
 */
export const PREFER_DESKTOP = 'ES_PREFER_DESKTOP';

export function isWapPath(pathname: string): boolean {
  return pathname === WAP_BASE || pathname.startsWith(`${WAP_BASE}/`);
}

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

/** The desktop sites with no mobile twin: the console, the seller panel, the promotion site (responsive). */
const NO_MOBILE_TWIN = ['/admin', '/seller', '/promote'];

/**
 * Where a mobile browser asking for a desktop page goes (spec §1): product detail and store pages
 * keep their id, the welcome e-mail's link its code, anything else opens the mobile home; the language goes along when known (without
 * it, the mobile site starts in the language this browser chose before). Null when the page is
 * already a mobile one, or a site with no mobile twin.
 */
export function mobileRedirectTarget(pathname: string, search: string, lang?: string): string | null {
  if (isWapPath(pathname)) return null;
  if (NO_MOBILE_TWIN.some((site) => pathname === site || pathname.startsWith(`${site}/`))) return null;
  const target: [string, string][] = [];
  let path = `${WAP_BASE}/`;
  const id = queryParam(search, 'id');
  if (pathname === '/productDetails' && id) {
    path = `${WAP_BASE}/commodity-details`;
    target.push(['sellerGoodsId', id]);
  } else if (pathname === '/store' && id) {
    path = `${WAP_BASE}/shop`;
    target.push(['sellerId', id]);
  } else if (pathname === '/subscription' && queryParam(search, 'code')) {
    path = `${WAP_BASE}/subscription`;
    target.push(['code', queryParam(search, 'code') ?? '']);
  }
  if (lang) target.push(['lang', lang]);
  const rest = target.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return rest ? `${path}?${rest}` : path;
}

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

/**
 * A parameter of a query string (`?id=…`), decoded as a form's; null when absent. (The contract
 * runs where URLSearchParams is not declared: it names no platform's library.)
 */
function queryParam(search: string, name: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=');
    const key = decodePart(at < 0 ? pair : pair.slice(0, at));
    if (key === name) return at < 0 ? '' : decodePart(pair.slice(at + 1));
  }
  return null;
}
