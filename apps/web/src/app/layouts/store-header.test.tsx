import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { okReply } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { serveActions } from '../../test/serve-actions';
import { getToasts } from '../../lib/toast';
import { changeLanguage } from '../../lib/i18n';
import { StoreHeader } from './store-header';

// A logged-out visitor's header asks the server only for the start-up parameters.
beforeEach(() => {
  serveActions({ 'syspara!getSyspara': () => okReply({}) });
});

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('StoreHeader', () => {
  it('hides the nav bar once scrolled 78 px and shows it again above that', () => {
    renderWithProviders(<StoreHeader />);
    const nav = screen.getByTestId('main-nav');
    expect(nav.getAttribute('aria-hidden')).not.toBe('true');
    scrollTo(77);
    expect(nav.getAttribute('aria-hidden')).not.toBe('true');
    scrollTo(78);
    expect(nav.getAttribute('aria-hidden')).toBe('true');
    scrollTo(10);
    expect(nav.getAttribute('aria-hidden')).not.toBe('true');
  });

  it('lists six nav entries and log in / register links when logged out', () => {
    renderWithProviders(<StoreHeader />);
    expect(screen.getByTestId('main-nav').querySelectorAll('a')).toHaveLength(6);
    expect(screen.getByRole('link', { name: /Log in/ }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
  });

  it('asks for a keyword when the search is empty', () => {
    renderWithProviders(<StoreHeader />);
    fireEvent.submit(screen.getByRole('search'));
    expect(getToasts().map((t) => [t.kind, t.message])).toEqual([
      ['warning', 'Please enter a keyword to search'],
    ]);
  });

  it('translates the header when the language changes', async () => {
    renderWithProviders(<StoreHeader />);
    await act(() => changeLanguage('ar'));
    expect(screen.getByRole('link', { name: 'الفئات' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
