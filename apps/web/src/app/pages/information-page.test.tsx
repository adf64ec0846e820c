import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { POLICY_TOPICS } from '../../lib/promote-links';
import { renderWithProviders } from '../../test/render';
import { storefrontPages } from '../routes/storefront-pages';
import { LocationProbe } from '../../test/location-probe';

function renderAt(route: string) {
  window.history.replaceState(null, '', route);
  return renderWithProviders(
    <Routes>
      {storefrontPages()}
      <Route path="/promote/*" element={<LocationProbe testId="arrived" />} />
    </Routes>,
    { route },
  );
}

describe('/information', () => {
  it('is about Caravan with ?topic=about, in headed sections', async () => {
    renderAt('/information?topic=about');
    const article = await screen.findByTestId('article-about');
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe('About Caravan');
    const sections = article.querySelectorAll('section');
    expect(sections.length).toBeGreaterThanOrEqual(4);
    for (const section of sections) expect(section.textContent?.length).toBeGreaterThan(100);
    expect(article.textContent).toMatch(/escrow/);
  });

  it('lists the help pages: the policies open on the promotion site in a new tab', async () => {
    renderAt('/information');
    const links = within(await screen.findByTestId('help-links')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      ...POLICY_TOPICS.map((topic) => `/promote/policy/${topic}?lang=en&avatar=1`),
      '/information?topic=about',
      '/promote/?lang=en&avatar=1',
    ]);
    expect(links.filter((link) => link.getAttribute('target') === '_blank')).toHaveLength(8);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Help and information');
  });

  it('sends an old policy address to the policy on the promotion site', async () => {
    renderAt('/information?topic=returns');
    expect((await screen.findByTestId('arrived')).textContent).toBe(
      '/promote/policy/returns?lang=en&avatar=1',
    );
  });
});

describe('/merchantSettled', () => {
  it('goes to the promotion site, in the visitor’s language', async () => {
    renderAt('/merchantSettled');
    expect((await screen.findByTestId('arrived')).textContent).toBe('/promote/?lang=en&avatar=1');
  });
});
