import { describe, expect, it } from 'vitest';
import { ANY_PAGE, SCRIPT_FONT_PACKAGES, routePreloads, scriptFontSheets } from './route-preloads';

// A manifest shaped as Vite writes it: the entry, the shared chunks it imports, and the lazy route
// trees and pages with their own imports and styles.
const page = (file: string, imports: string[] = [], css: string[] = []) => ({ file, imports, css });
const manifest = {
  'index.html': page('assets/index-1.js', ['_api-client.js'], ['assets/index-1.css']),
  '_api-client.js': page('assets/api-client-2.js'),
  '_shared.js': page('assets/shared-3.js', ['_api-client.js'], ['assets/shared-3.css']),
  'src/app/app.tsx': page('assets/app-0.js', ['_api-client.js'], ['assets/app-0.css']),
  'src/app/routes/wap-routes.tsx': page('assets/wap-routes-4.js', ['_shared.js']),
  'src/app/routes/storefront-routes.tsx': page('assets/storefront-routes-5.js', ['_shared.js']),
  'src/features/home/components/wap-home-page.tsx': page(
    'assets/wap-home-6.js',
    ['_shared.js'],
    ['assets/home-6.css'],
  ),
  'src/features/home/components/home-page.tsx': page('assets/home-7.js'),
  'src/features/catalog/components/product/product-details-page.tsx': page('assets/product-8.js'),
  'src/features/catalog/components/store/store-page.tsx': page('assets/store-9.js'),
  'src/app/routes/search-pages.tsx': page('assets/search-10.js'),
  'src/features/catalog/components/classification-page.tsx': page('assets/categories-11.js'),
  'src/features/catalog/components/goods-list-pages.tsx': page('assets/goods-12.js'),
  'src/features/wap/components/wap-cart-page.tsx': page('assets/cart-13.js'),
  'src/features/wap/components/wap-mine-page.tsx': page('assets/mine-14.js'),
  'src/features/chat/components/chat-window-page.tsx': page('assets/chat-15.js', ['_shared.js']),
};

describe('routePreloads', () => {
  it('lists the app, a landing page’s route tree, page and their imports, not what the entry loads', () => {
    const preloads = routePreloads(manifest);
    expect(preloads['/wap/']).toEqual({
      js: ['/assets/app-0.js', '/assets/wap-routes-4.js', '/assets/shared-3.js', '/assets/wap-home-6.js'],
      css: ['/assets/app-0.css', '/assets/shared-3.css', '/assets/home-6.css'],
    });
    expect(preloads['/productDetails']?.js).toEqual([
      '/assets/app-0.js',
      '/assets/storefront-routes-5.js',
      '/assets/shared-3.js',
      '/assets/product-8.js',
    ]);
  });

  it('lists the customer-service window, opened on its own from a support link', () => {
    expect(routePreloads(manifest)['/chat']?.js).toEqual([
      '/assets/app-0.js',
      '/assets/storefront-routes-5.js',
      '/assets/shared-3.js',
      '/assets/chat-15.js',
    ]);
  });

  it('lists the app alone for any other address', () => {
    expect(routePreloads(manifest)[ANY_PAGE]).toEqual({
      js: ['/assets/app-0.js'],
      css: ['/assets/app-0.css'],
    });
  });

  it('fails the build when a listed page is no longer in the manifest', () => {
    const { 'src/features/wap/components/wap-mine-page.tsx': _gone, ...rest } = manifest;
    expect(() => routePreloads(rest)).toThrow(/wap-mine-page.tsx is not in the build's manifest/);
  });

  it('names each script language’s font sheet as the build named it, and fails a build without one', () => {
    const fonts = Object.fromEntries(
      Object.values(SCRIPT_FONT_PACKAGES).map(({ pkg }) => [
        `../../node_modules/@fontsource-variable/${pkg}/index.css`,
        page(`assets/${pkg}-x1.css`),
      ]),
    );
    const sheets = scriptFontSheets({ ...manifest, ...fonts });
    expect(sheets.ar).toEqual({
      href: '/assets/noto-sans-arabic-x1.css',
      family: 'Noto Sans Arabic Variable',
    });
    expect(sheets['zh-CN']).toEqual({ href: '/assets/noto-sans-sc-x1.css', family: 'Noto Sans SC Variable' });
    expect(Object.keys(sheets).sort()).toEqual(['ar', 'hi', 'ja', 'ko', 'th', 'zh-CN', 'zh-TW']);
    expect(() => scriptFontSheets(manifest)).toThrow(/noto-sans-sc is not in the build's manifest/);
  });
});
