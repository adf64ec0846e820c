const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile/i;

/** Where the mobile site lives; its router's base, so its own links stay on it. */
export const WAP_BASE = '/wap';

export function isWapPath(pathname: string): boolean {
  return pathname === WAP_BASE || pathname.startsWith(`${WAP_BASE}/`);
}

/** A path of the site the page is on (`/cart` on the mobile site is `/wap/cart`), for a full load. */
export function onCurrentSite(path: string, pathname = window.location.pathname): string {
  return isWapPath(pathname) ? `${WAP_BASE}${path}` : path;
}

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

/**
 * Where a mobile browser asking for a desktop page goes (spec §1): product detail and store pages
 * keep their id, anything else opens the mobile home; the language always goes along. Null when the
 * page is already a mobile one, or is the operator console, the seller panel or the promotion site
 * (responsive sites with no mobile twin).
 */
export function mobileRedirectTarget(pathname: string, search: string, lang: string): string | null {
  if (isWapPath(pathname)) return null;
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  if (pathname === '/seller' || pathname.startsWith('/seller/')) return null;
  if (pathname === '/promote' || pathname.startsWith('/promote/')) return null;
  const query = new URLSearchParams(search);
  const target = new URLSearchParams();
  let path = '/wap/';
  const id = query.get('id');
  if (pathname === '/productDetails' && id) {
    path = '/wap/commodity-details';
    target.set('sellerGoodsId', id);
  } else if (pathname === '/store' && id) {
    path = '/wap/shop';
    target.set('sellerId', id);
  }
  target.set('lang', lang);
  return `${path}?${target.toString()}`;
}

/** The mobile site's own pages and their desktop twins (the rest share the desktop's paths). */
const DESKTOP_TWINS: Record<string, string> = {
  '/': '/index',
  '/category': '/classification',
  '/cart': '/index',
  '/mine': '/userInfo/dashboard',
};

/**
 * The desktop page of a mobile one (`pathname` inside the mobile site, without /wap): a product or
 * store keeps its id; the mobile site's own pages open their nearest desktop page.
 */
export function desktopTwin(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  if (pathname === '/commodity-details') {
    const id = query.get('sellerGoodsId') ?? query.get('id');
    return id ? `/productDetails?id=${encodeURIComponent(id)}` : '/index';
  }
  if (pathname === '/shop') {
    const id = query.get('sellerId') ?? query.get('id');
    return id ? `/store?id=${encodeURIComponent(id)}` : '/index';
  }
  return DESKTOP_TWINS[pathname] ?? `${pathname}${search}`;
}
