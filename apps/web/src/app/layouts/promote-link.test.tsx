import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WapMinePage } from '../../features/wap/components/wap-mine-page';
import { setToken } from '../../lib/auth';
import { changeLanguage } from '../../lib/i18n';
import { makeLocalUser, okReply } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { serveActions } from '../../test/serve-actions';
import { StoreFooter } from './store-footer';

// The storefront's ways onto the promotion site (spec §1, §2): the footer's policies and merchant
// entry, and the mobile site's "me" tab, each in a new tab with the language and avatar. (The
// header's customer service opens the chat dialog: app/layouts/chat-buttons.test.tsx.)

const FOOTER_POLICIES = {
  'Customer service': 'customerService',
  'Returns and refunds': 'returns',
  'Delivery and shipping policy': 'shipping',
  'Buyer rules': 'buyerRules',
  'Seller rules': 'sellerRules',
  'Privacy policy': 'privacy',
} as const;

function expectNewTab(link: HTMLElement, href: string) {
  expect(link.getAttribute('href')).toBe(href);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener');
}

describe('the footer', () => {
  it('opens each policy on the promotion site in a new tab, in the visitor’s language', async () => {
    serveActions({ 'index!download-url': () => okReply({ url: '', buyerUrl: '', sellerUrl: '' }) });
    renderWithProviders(<StoreFooter />);
    const footer = screen.getByTestId('site-footer');
    for (const [name, topic] of Object.entries(FOOTER_POLICIES)) {
      expectNewTab(within(footer).getByRole('link', { name }), `/promote/policy/${topic}?lang=en&avatar=1`);
    }
    expectNewTab(within(footer).getByRole('link', { name: 'Sell on Caravan' }), '/promote/?lang=en&avatar=1');
    expect(within(footer).getByRole('link', { name: 'About us' }).getAttribute('href')).toBe(
      '/information?topic=about',
    );
    // The entries the spec leaves without a page are not links to nowhere.
    for (const name of ['News', 'Careers', 'Modern slavery statement', 'Contact us']) {
      expect(within(footer).queryByRole('link', { name })).toBeNull();
    }
  });

  it('passes the logged-in user’s avatar and a language changed since', async () => {
    setToken('tok');
    serveActions({
      'index!download-url': () => okReply({ url: '', buyerUrl: '', sellerUrl: '' }),
      'localuser!get': () => okReply(makeLocalUser({ avatar: '5' })),
    });
    renderWithProviders(<StoreFooter />);
    await act(() => changeLanguage('ar'));
    await waitFor(() =>
      expect(screen.getByTestId('merchant-entry').getAttribute('href')).toBe('/promote/?lang=ar&avatar=5'),
    );
    const links = screen.getByTestId('site-footer').querySelectorAll('a[href^="/promote/policy/"]');
    expect(links).toHaveLength(6);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/\?lang=ar&avatar=5$/);
  });
});

describe('the mobile site’s "me" tab', () => {
  it('links the same pages', () => {
    window.history.replaceState(null, '', '/wap/mine');
    renderWithProviders(<WapMinePage />, { route: '/mine' });
    const help = screen.getByTestId('wap-help');
    for (const [name, topic] of Object.entries(FOOTER_POLICIES)) {
      expectNewTab(within(help).getByRole('link', { name }), `/promote/policy/${topic}?lang=en&avatar=1`);
    }
    expectNewTab(within(help).getByRole('link', { name: 'Sell on Caravan' }), '/promote/?lang=en&avatar=1');
    // Inside the mobile site's router (base /wap), so it stays on the mobile site.
    expect(within(help).getByRole('link', { name: 'About us' }).getAttribute('href')).toBe(
      '/information?topic=about',
    );
  });
});
