import { describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage, i18next } from './i18n';
import { STORAGE_KEYS } from './storage';
import { consumeUrlParams } from './url-params';

describe('language switching', () => {
  it('sets <html dir="rtl" lang="ar"> for Arabic, stores it and loads Arabic strings', async () => {
    window.localStorage.setItem(STORAGE_KEYS.scroll, '640');
    await changeLanguage('ar');

    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(window.localStorage.getItem(STORAGE_KEYS.lang)).toBe('ar');
    expect(window.localStorage.getItem(STORAGE_KEYS.scroll)).toBeNull();
    expect(currentLanguage()).toBe('ar');
    expect(i18next.t('nav.home')).not.toBe('Home');
  });

  it('returns to left-to-right for English', async () => {
    await changeLanguage('ar');
    await changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('consumeUrlParams', () => {
  it('maps the short codes and drops lang from the address', () => {
    expect(consumeUrlParams('?lang=cn&id=7')).toEqual({ lang: 'zh-CN', cleanedSearch: '?id=7' });
    expect(consumeUrlParams('?lang=tw')).toEqual({ lang: 'zh-TW', cleanedSearch: '' });
  });

  it('drops an unknown language without switching', () => {
    expect(consumeUrlParams('?lang=xx')).toEqual({ lang: undefined, cleanedSearch: '' });
  });

  it('leaves an address without lang alone', () => {
    expect(consumeUrlParams('?id=7')).toEqual({ lang: undefined, cleanedSearch: null });
  });

  it('stores ?code= as the agent code', () => {
    consumeUrlParams('?code=AB12CD');
    expect(window.localStorage.getItem(STORAGE_KEYS.agentCode)).toBe('AB12CD');
  });
});
