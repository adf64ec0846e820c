import { isWapPath, PREFER_DESKTOP, WAP_BASE } from '@caravan/contract';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage';

/**
 * Remembers on this phone that it stays on the desktop site, or forgets it: in storage for the
 * page, and in a cookie that the server reads before it would redirect the phone (a year).
 */
export function preferDesktopSite(prefer: boolean): void {
  if (prefer) writeStorage(STORAGE_KEYS.preferDesktop, '1');
  else removeStorage(STORAGE_KEYS.preferDesktop);
  document.cookie = prefer
    ? `${PREFER_DESKTOP}=1; path=/; max-age=31536000; samesite=lax`
    : `${PREFER_DESKTOP}=; path=/; max-age=0; samesite=lax`;
}

/** Whether this phone chose the desktop site (the cookie, or the storage of before the cookie). */
export function prefersDesktopSite(): boolean {
  return (
    readStorage(STORAGE_KEYS.preferDesktop) === '1' ||
    document.cookie.split('; ').includes(`${PREFER_DESKTOP}=1`)
  );
}

/** A path of the site the page is on (`/cart` on the mobile site is `/wap/cart`), for a full load. */
export function onCurrentSite(path: string, pathname = window.location.pathname): string {
  return isWapPath(pathname) ? `${WAP_BASE}${path}` : path;
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
