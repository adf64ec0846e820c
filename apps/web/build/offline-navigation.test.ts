import { describe, expect, it } from 'vitest';
import { isPageNavigation } from './offline-navigation';

// Issue 51: offline, a page of either site gets the offline page (in the reader's language) from the
// service worker, not the browser's error page; API calls and files are left to fail as they fail.

/** The function as sw.js holds it: its text alone, with nothing of this module around it. */
const inWorker = new Function(`return ${isPageNavigation.toString()}`)() as typeof isPageNavigation;

const ask = (path: string, mode: RequestMode = 'navigate') => {
  const url = new URL(path, self.location.origin);
  return { request: { mode } as Request, url };
};

describe('the navigations the offline page answers', () => {
  const pages = [
    '/wap/',
    '/wap/classification',
    '/wap/commodity-details?sellerGoodsId=1',
    '/',
    '/index?lang=ar',
    '/information',
    '/seller/goods',
    '/admin/support',
  ];
  const notPages = [
    '/api/sellerGoods!info.action',
    '/wap/api/index!data.action',
    '/admin/chat!detail.action',
    '/seller/goods!list.action',
    '/data/websocket',
    '/uploads/goods/a.webp',
    '/assets/app-1234.js',
    '/healthz',
  ];

  it('are the pages of every site, asked for as pages, also as the worker runs the function', () => {
    for (const check of [isPageNavigation, inWorker]) {
      for (const path of pages) expect(check(ask(path)), path).toBe(true);
      for (const path of notPages) expect(check(ask(path)), path).toBe(false);
      // A page's own fetches and another site's pages are not navigations of ours.
      expect(check(ask('/wap/', 'cors'))).toBe(false);
      expect(check({ request: { mode: 'navigate' } as Request, url: new URL('https://example.com/') })).toBe(
        false,
      );
    }
  });
});
