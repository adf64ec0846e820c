import { describe, expect, it } from 'vitest';
import { isMobileUserAgent, mobileRedirectTarget } from './mobile-redirect';

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
