const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

/**
 * Where a mobile browser asking for a desktop page goes (spec §1): product detail and store pages
 * keep their id, anything else opens the mobile home; the language always goes along. Null when the
 * page is already a mobile one, or is the operator console or the seller panel (responsive sites
 * with no mobile twin).
 */
export function mobileRedirectTarget(pathname: string, search: string, lang: string): string | null {
  if (pathname === '/wap' || pathname.startsWith('/wap/')) return null;
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  if (pathname === '/seller' || pathname.startsWith('/seller/')) return null;
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
