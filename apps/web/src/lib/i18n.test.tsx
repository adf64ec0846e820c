import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import {
  BUNDLED_ENGLISH,
  FIRST_SCREEN_NAMESPACES,
  LATER_NAMESPACES,
  changeLanguage,
  currentLanguage,
  i18next,
  useLanguage,
} from './i18n';
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

  it('re-renders what shows the language when it changes, and stops listening once unmounted', async () => {
    function Shown() {
      return <p data-testid="lang">{useLanguage()}</p>;
    }
    const listeners = () =>
      (i18next as unknown as { observers: Record<string, Map<unknown, number>> }).observers.languageChanged
        ?.size ?? 0;
    const before = listeners();
    const view = render(<Shown />);
    expect(screen.getByTestId('lang').textContent).toBe('en');
    expect(listeners()).toBe(before + 1);
    await act(() => changeLanguage('de'));
    expect(screen.getByTestId('lang').textContent).toBe('de');
    view.unmount();
    expect(listeners()).toBe(before);
    await changeLanguage('en');
  });

  it('returns to left-to-right for English', async () => {
    await changeLanguage('ar');
    await changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe("the later screens' strings", () => {
  it("are not in the bundle: its English is the first screens' alone", () => {
    expect([...BUNDLED_ENGLISH].sort()).toEqual([...FIRST_SCREEN_NAMESPACES].sort());
    for (const ns of LATER_NAMESPACES) expect(FIRST_SCREEN_NAMESPACES as readonly string[]).not.toContain(ns);
  });

  it('are fetched from their own chunk, and a screen waits for them instead of showing keys', async () => {
    // As a visitor who has only seen a landing page: the wallet's strings are on their way.
    const wallet = i18next.getResourceBundle('en', 'wallet') as Record<string, unknown>;
    i18next.removeResourceBundle('en', 'wallet');
    const arriving = i18next.reloadResources(['en'], ['wallet']);
    function Copied() {
      const { t } = useTranslation('wallet');
      return <h1>{t('copied')}</h1>;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Copied />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.queryByText('copied')).toBeNull();
    await act(() => arriving);
    expect(await screen.findByRole('heading', { name: String(wallet.copied) })).toBeTruthy();
  });

  it("come in the visitor's language, and follow a change of language", async () => {
    await changeLanguage('de');
    expect(i18next.hasResourceBundle('de', 'orders')).toBe(true);
    expect(i18next.t('status.paid', { ns: 'orders' })).not.toBe(
      i18next.t('status.paid', { ns: 'orders', lng: 'en' }),
    );
    await changeLanguage('en');
  });
});

describe('numbers in sentences', () => {
  it('are written as the language writes numbers, in Latin digits', async () => {
    expect(i18next.t('goods.sold', { count: 12345 })).toBe('12,345 sold');
    await changeLanguage('de');
    expect(i18next.t('goods.sold', { count: 12345 })).toMatch(/^12\.345 /);
    expect(i18next.t('form.tooLarge', { max: 1234.5 })).toContain('1.234,5');
    await changeLanguage('hi');
    expect(i18next.t('goods.sold', { count: 1234567 })).toContain('12,34,567');
    await changeLanguage('ar');
    expect(i18next.t('goods.sold', { count: 12345 })).toContain('12,345');
    await changeLanguage('en');
  });

  it('leave text put into a sentence as it is', () => {
    expect(i18next.t('goods.sold', { count: '2023' })).toBe('2023 sold');
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
