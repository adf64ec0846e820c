import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCategory, okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { noReply, serveActions } from '../../../test/serve-actions';
import { ClassificationPage } from './classification-page';

describe('ClassificationPage', () => {
  it('shows “All” while the categories load, so the strip keeps its height when they arrive', async () => {
    serveActions({ 'category!tree': noReply, 'sellerGoods!list': noReply });
    renderWithProviders(<ClassificationPage />, { route: '/classification' });
    const nav = screen.getByTestId('category-nav');
    expect(nav.getAttribute('aria-busy')).toBe('true');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All']);
  });

  it('lists the categories after “All” once they arrive', async () => {
    serveActions({
      'category!tree': () =>
        okReply([makeCategory({ id: 'c1', categoryId: 'c1', name: 'Lighting', subList: [] })]),
      'sellerGoods!list': noReply,
    });
    renderWithProviders(<ClassificationPage />, { route: '/classification' });
    const nav = screen.getByTestId('category-nav');
    expect(await within(nav).findByRole('link', { name: 'Lighting' })).toBeTruthy();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All', 'Lighting']);
    expect(nav.getAttribute('aria-busy')).toBeNull();
  });
});
