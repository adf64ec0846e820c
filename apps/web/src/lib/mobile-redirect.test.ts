import { isMobileUserAgent, isWapPath, mobileRedirectTarget } from '@caravan/contract';
import { describe, expect, it } from 'vitest';
import { desktopTwin, onCurrentSite } from './mobile-redirect';

describe('isMobileUserAgent', () => {
  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
    'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)',
  ])('treats %s as mobile', (ua) => expect(isMobileUserAgent(ua)).toBe(true));

  it('treats desktop Chrome as desktop', () => {
    expect(
      isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36'),
    ).toBe(false);
  });
});

describe('mobileRedirectTarget', () => {
  it('sends a product page to commodity-details with its id and the language', () => {
    expect(mobileRedirectTarget('/productDetails', '?id=abc', 'ar')).toBe(
      '/wap/commodity-details?sellerGoodsId=abc&lang=ar',
    );
  });

  it('sends a store page to the shop page with its id', () => {
    expect(mobileRedirectTarget('/store', '?id=s1', 'en')).toBe('/wap/shop?sellerId=s1&lang=en');
  });

  it('leaves the operator console alone', () => {
    expect(mobileRedirectTarget('/admin/users', '', 'en')).toBeNull();
    expect(mobileRedirectTarget('/admin', '', 'en')).toBeNull();
  });

  it('leaves the promotion site alone: it is responsive and opened from the mobile site too', () => {
    expect(mobileRedirectTarget('/promote/', '?avatar=2', 'ar')).toBeNull();
    expect(mobileRedirectTarget('/promote/policy/returns', '', 'en')).toBeNull();
    expect(mobileRedirectTarget('/promoted', '', 'en')).toBe('/wap/?lang=en');
  });

  it('sends anything else to the mobile root', () => {
    expect(mobileRedirectTarget('/index', '', 'zh-CN')).toBe('/wap/?lang=zh-CN');
    expect(mobileRedirectTarget('/productDetails', '', 'en')).toBe('/wap/?lang=en');
    expect(mobileRedirectTarget('/userInfo/dashboard', '?x=1', 'en')).toBe('/wap/?lang=en');
  });

  it('leaves mobile pages alone', () => {
    expect(mobileRedirectTarget('/wap/', '', 'en')).toBeNull();
    expect(mobileRedirectTarget('/wap/shop', '?sellerId=1', 'en')).toBeNull();
  });
});

describe('desktopTwin', () => {
  it('opens the desktop page of a mobile product or store with its id', () => {
    expect(desktopTwin('/commodity-details', '?sellerGoodsId=g%201')).toBe('/productDetails?id=g%201');
    expect(desktopTwin('/shop', '?sellerId=s1&sort=sold')).toBe('/store?id=s1');
  });

  it("opens the nearest desktop page for the mobile site's own pages, and the same path otherwise", () => {
    expect(desktopTwin('/', '')).toBe('/index');
    expect(desktopTwin('/category', '')).toBe('/classification');
    expect(desktopTwin('/mine', '')).toBe('/userInfo/dashboard');
    expect(desktopTwin('/commodity-details', '')).toBe('/index');
    expect(desktopTwin('/userInfo/my-order', '?index=2')).toBe('/userInfo/my-order?index=2');
  });
});

describe('onCurrentSite', () => {
  it('puts a path under /wap on the mobile site only', () => {
    expect(onCurrentSite('/cart', '/wap/mine')).toBe('/wap/cart');
    expect(onCurrentSite('/cart', '/index')).toBe('/cart');
    expect(isWapPath('/wapper')).toBe(false);
  });
});
