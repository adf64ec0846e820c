import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppEffects } from '../../app/app-effects';
import { i18next } from '../../lib/i18n';
import { POLICY_TOPICS } from '../../lib/promote-links';
import { okReply } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { serveActions } from '../../test/serve-actions';
import PromoteRoutes from './promote-routes';
import { LocationProbe } from '../../test/location-probe';

// As the app mounts it: AppEffects (which reads ?lang= on every page) beside the route tree.
function renderPromote(route: string) {
  serveActions({ 'syspara!getSyspara': () => okReply({}) });
  window.history.replaceState(null, '', route);
  return renderWithProviders(
    <>
      <AppEffects />
      {/* Where the router is: the promotion site's own links keep the avatar, and `lang` is dropped. */}
      <LocationProbe />
      <Routes>
        <Route path="/promote/*" element={<PromoteRoutes />} />
      </Routes>
    </>,
    { route },
  );
}

/** Text that is a translation key shown raw: a string missing from the English file. */
const RAW_KEY = /\b(articles|landing|policy|site)\.\w+/;

describe('the promotion site’s landing page', () => {
  it('explains how selling works, step by step, and leads to the application form', async () => {
    renderPromote('/promote/');
    const landing = await screen.findByTestId('promote-landing');
    expect(within(landing).getByRole('heading', { level: 1 }).textContent).toMatch(/wholesale catalogue/);
    const steps = within(landing).getByRole('heading', { name: 'How selling works' }).closest('section');
    expect(within(steps as HTMLElement).getAllByRole('listitem')).toHaveLength(5);
    expect(steps?.textContent).toMatch(/escrow/);
    expect(steps?.textContent).toMatch(/wholesale price/);
    for (const id of ['catalogue', 'pricing', 'escrow', 'settlement', 'fees', 'loans', 'verification']) {
      const section = screen.getByTestId(`landing-section-${id}`);
      expect(within(section).getByRole('heading', { level: 2 }).textContent).not.toBe('');
      expect(section.textContent?.length, id).toBeGreaterThan(200);
    }
    expect(screen.getByTestId('landing-section-fees').textContent).toMatch(/no listing fee/);
    expect(screen.getByTestId('landing-section-loans').textContent).toMatch(/up to one year/);
    expect(landing.textContent).not.toMatch(RAW_KEY);
    const applyLinks = screen.getAllByRole('link', { name: 'Apply to sell' });
    // The header's, the hero's and the closing call's.
    expect(applyLinks).toHaveLength(3);
    for (const link of applyLinks) expect(link.getAttribute('href')).toBe('/userInfo/seller-apply');
    await waitFor(() => expect(document.title).toBe('Sell on Caravan · Caravan'));
  });

  it('lists every policy, as does the site’s footer', async () => {
    renderPromote('/promote/');
    const policies = await screen.findByRole('region', { name: 'Rules and policies' });
    const footer = screen.getByRole('navigation', { name: 'Policies' });
    for (const list of [policies, footer]) {
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(POLICY_TOPICS.map((topic) => `/promote/policy/${topic}`));
    }
  });
});

describe('the policy pages', () => {
  it.each(POLICY_TOPICS)('%s has a title, a summary and real headed sections', async (topic) => {
    renderPromote(`/promote/policy/${topic}`);
    const article = await screen.findByTestId(`article-${topic}`);
    const title = within(article).getByRole('heading', { level: 1 }).textContent ?? '';
    expect(title.length).toBeGreaterThan(5);
    await waitFor(() => expect(document.title).toBe(`${title} · Caravan`));
    const sections = [...article.querySelectorAll('section')];
    expect(sections.length).toBeGreaterThanOrEqual(5);
    for (const section of sections) {
      expect(within(section).getByRole('heading', { level: 2 }).textContent).not.toBe('');
      expect(section.querySelector('p, li')).not.toBeNull();
      expect(section.textContent?.length, section.id).toBeGreaterThan(100);
    }
    expect(article.textContent).not.toMatch(RAW_KEY);
    // A table of contents that points at each section.
    const contents = within(article).getByRole('navigation', { name: 'On this page' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(sections.map((section) => `#${section.id}`));
    const footer = screen.getByRole('navigation', { name: 'Policies' });
    expect(within(footer).getByRole('link', { current: 'page' }).getAttribute('href')).toBe(
      `/promote/policy/${topic}`,
    );
  });

  it('tells the rules as the marketplace applies them', async () => {
    renderPromote('/promote/policy/returns');
    const returns = await screen.findByTestId('article-returns');
    expect(returns.textContent).toMatch(/within 7 days of receipt/);
    expect(returns.textContent).toMatch(/cannot be requested while the parcel is in transit/);
    // The nine return reasons.
    expect(
      within(returns)
        .getByRole('heading', { name: 'Making a request' })
        .parentElement?.querySelectorAll('li'),
    ).toHaveLength(9);
  });
});

describe('the language and the avatar from the address', () => {
  it('switches to the language asked for, right to left in Arabic, and keeps the avatar', async () => {
    renderPromote('/promote/policy/sellerRules?lang=ar&avatar=3');
    await screen.findByTestId('article-sellerRules');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(i18next.language).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/promote/policy/sellerRules?avatar=3'),
    );
    // By structure, not by English names: the Arabic strings will replace them.
    const header = screen.getByTestId('promote-header');
    expect(header.querySelector('svg[data-avatar]')).not.toBeNull();
    expect(header.querySelector('a')?.getAttribute('href')).toBe('/promote/?avatar=3');
    const footer = screen.getByTestId('promote-footer-policies');
    for (const link of within(footer).getAllByRole('link'))
      expect(link.getAttribute('href')).toMatch(/\?avatar=3$/);
  });

  it('accepts the contract’s short language codes', async () => {
    renderPromote('/promote/?lang=cn');
    await screen.findByTestId('promote-landing');
    await waitFor(() => expect(i18next.language).toBe('zh-CN'));
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('shows no avatar, and carries none, when the address has none it can draw', async () => {
    renderPromote('/promote/?avatar=99');
    await screen.findByTestId('promote-landing');
    const header = screen.getByTestId('promote-header');
    expect(header.querySelector('svg[data-avatar]')).toBeNull();
    expect(within(header).getByRole('link', { name: 'Caravan Sellers' }).getAttribute('href')).toBe(
      '/promote/',
    );
  });
});

describe('an address the promotion site does not have', () => {
  it.each(['/promote/policy/refunds', '/promote/policy', '/promote/nowhere'])(
    '%s is a not-found page with the way on',
    async (route) => {
      renderPromote(route);
      const page = await screen.findByTestId('promote-not-found');
      expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('This page does not exist');
      expect(
        within(page)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual([...POLICY_TOPICS.map((topic) => `/promote/policy/${topic}`), '/promote/']);
    },
  );
});
