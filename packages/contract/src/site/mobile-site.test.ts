import { describe, expect, it } from 'vitest';
import { mobileRedirectTarget } from './mobile-site.js';

describe('mobileRedirectTarget', () => {
  it('carries the language only when it is known', () => {
    expect(mobileRedirectTarget('/productDetails', '?id=a', 'ar')).toBe(
      '/wap/commodity-details?sellerGoodsId=a&lang=ar',
    );
    expect(mobileRedirectTarget('/productDetails', '?id=a')).toBe('/wap/commodity-details?sellerGoodsId=a');
    expect(mobileRedirectTarget('/index', '')).toBe('/wap/');
  });

  it('reads the id as a form would, and writes it escaped', () => {
    expect(mobileRedirectTarget('/store', '?x=1&id=a+b%26c', 'zh-CN')).toBe(
      '/wap/shop?sellerId=a%20b%26c&lang=zh-CN',
    );
    expect(mobileRedirectTarget('/store', '?id=%E0%A4', 'en')).toBe('/wap/shop?sellerId=%25E0%25A4&lang=en');
    expect(mobileRedirectTarget('/store', '?id=', 'en')).toBe('/wap/?lang=en');
  });

  it('keeps the welcome e-mail link’s code, so a phone confirms its address', () => {
    expect(mobileRedirectTarget('/subscription', '?code=Ab-9_z')).toBe('/wap/subscription?code=Ab-9_z');
    expect(mobileRedirectTarget('/subscription', '', 'ar')).toBe('/wap/?lang=ar');
  });

  it('has no target for the sites with no mobile twin', () => {
    expect(mobileRedirectTarget('/seller/orders', '')).toBeNull();
    expect(mobileRedirectTarget('/wap', '')).toBeNull();
  });
});
