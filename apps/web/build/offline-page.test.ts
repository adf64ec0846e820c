import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// Issue 51: the service worker's offline page (public/offline.html with offline.js) speaks the
// reader's language: the address's ?lang=, else the stored choice (ES_LANG, old clients' codes too).

const web = path.resolve(__dirname, '..');
const html = readFileSync(path.join(web, 'public', 'offline.html'), 'utf8');
const script = readFileSync(path.join(web, 'public', 'offline.js'), 'utf8');

/** The offline page as the worker serves it for `address`, its script run. */
function showOffline(address: string) {
  window.history.replaceState(null, '', address);
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  new Function(script)();
  const text = (id: string) => document.getElementById(id)?.textContent;
  return {
    title: text('title'),
    retry: text('retry'),
    href: document.getElementById('retry')?.getAttribute('href'),
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  };
}

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the offline page', () => {
  it('is in the stored language, right to left in Arabic, on either site', () => {
    window.localStorage.setItem('ES_LANG', 'ar');
    for (const address of ['/wap/classification', '/information']) {
      expect(showOffline(address)).toMatchObject({
        title: 'أنت غير متصل',
        retry: 'أعد المحاولة',
        lang: 'ar',
        dir: 'rtl',
      });
    }
  });

  it('takes the address’s language first, and the old clients’ codes', () => {
    window.localStorage.setItem('ES_LANG', 'de');
    expect(showOffline('/wap/?lang=ja')).toMatchObject({ title: 'オフラインです', lang: 'ja', dir: 'ltr' });
    expect(showOffline('/index')).toMatchObject({ title: 'Sie sind offline', lang: 'de' });
    window.localStorage.setItem('ES_LANG', 'cn');
    expect(showOffline('/index')).toMatchObject({ title: '您已离线', lang: 'zh-CN' });
    expect(showOffline('/index?lang=ph')).toMatchObject({ title: 'Offline ka', lang: 'fil' });
  });

  it('is English for an unknown or missing language, and tries the same page again', () => {
    window.localStorage.setItem('ES_LANG', 'xx');
    const page = showOffline('/seller/goods?page=2');
    expect(page).toMatchObject({ title: 'You are offline', lang: 'en', dir: 'ltr' });
    expect(page.href).toBe(`${window.location.origin}/seller/goods?page=2`);
  });
});
