import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { captureFirstScreen, resetFirstScreen } from '../../../components/ui/first-screen';
import { makeCategory, okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { noReply, serveActions } from '../../../test/serve-actions';
import { goodsPage } from '../../search/test/search-fixtures';
import { ClassificationPage } from './classification-page';

afterEach(() => {
  document.getElementById('painted-root')?.remove();
  resetFirstScreen();
  window.history.replaceState(null, '', '/');
});

describe('ClassificationPage', () => {
  it('keeps the first row the server painted on a phone until its first goods are in, then is the page', async () => {
    window.history.replaceState(null, '', '/classification');
    const root = document.createElement('div');
    root.id = 'painted-root';
    root.innerHTML =
      '<div data-first-screen><div class="cv-fs-bar"></div><div data-first-screen-main>' +
      '<div class="cv-fs-grid"><div class="cv-fs-card"><img src="/uploads/catalog/lamp.webp" alt=""></div></div>' +
      '</div></div>';
    document.body.append(root);
    const picture = root.querySelector('img');
    captureFirstScreen(root);
    root.replaceChildren();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    serveActions({
      'category!tree': () => okReply([]),
      'sellerGoods!list': () => answered.then(() => okReply(goodsPage(1, 1, 1))),
    });
    const { container } = renderWithProviders(<ClassificationPage />, { route: '/classification' });
    // The painted picture itself, in the page's place: no title, strip or skeleton meanwhile.
    expect(container.querySelector('[data-first-screen-main] img')).toBe(picture);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByTestId('goods-card-skeleton')).toBeNull();

    answer();
    expect(await screen.findByRole('heading', { name: 'All categories' })).toBeTruthy();
    expect(screen.getAllByTestId('goods-card')).toHaveLength(1);
    expect(container.querySelector('[data-first-screen-main]')).toBeNull();
  });

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

  describe('on a phone, both levels a tap away (issue 51)', () => {
    const tree = [
      makeCategory({
        id: 'home',
        categoryId: 'home',
        name: 'Home',
        subList: [
          makeCategory({ id: 'cups', categoryId: 'cups', name: 'Cups' }),
          makeCategory({ id: 'lamps', categoryId: 'lamps', name: 'Lamps' }),
        ],
      }),
      makeCategory({
        id: 'toys',
        categoryId: 'toys',
        name: 'Toys',
        subList: [makeCategory({ id: 'kites', categoryId: 'kites', name: 'Kites' })],
      }),
    ];
    const pane = async () => {
      const found = screen.getByTestId('subcategory-pane');
      await within(found).findAllByTestId('subcategory-link');
      return found;
    };
    const linkNames = (root: HTMLElement) =>
      within(root)
        .getAllByRole('link')
        .map((link) => link.textContent);

    it('offers every sub-category, under its top-level one, before one is chosen', async () => {
      serveActions({ 'category!tree': () => okReply(tree), 'sellerGoods!list': noReply });
      renderWithProviders(<ClassificationPage />, { route: '/classification' });
      const found = await pane();
      expect(linkNames(found)).toEqual(['All', 'Cups', 'Lamps', 'All', 'Kites']);
      expect(
        within(found)
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toEqual(['Home', 'Toys']);
    });

    it('offers the chosen top-level category’s sub-categories, with “All” for itself', async () => {
      serveActions({ 'category!tree': () => okReply(tree), 'sellerGoods!list': noReply });
      renderWithProviders(<ClassificationPage />, { route: '/classification?categoryId=home' });
      const found = await pane();
      expect(linkNames(found)).toEqual(['All', 'Cups', 'Lamps']);
      expect(within(found).getByTestId('subcategory-all').getAttribute('aria-current')).toBe('page');
      expect(within(found).getByRole('link', { name: 'Cups' }).getAttribute('href')).toBe(
        '/classification?categoryId=cups',
      );
    });

    it('keeps the chosen sub-category’s siblings in reach and marks its branch on the rail', async () => {
      serveActions({ 'category!tree': () => okReply(tree), 'sellerGoods!list': noReply });
      renderWithProviders(<ClassificationPage />, { route: '/classification?categoryId=lamps' });
      const found = await pane();
      expect(linkNames(found)).toEqual(['All', 'Cups', 'Lamps']);
      expect(within(found).getByRole('link', { name: 'Lamps' }).getAttribute('aria-current')).toBe('page');
      const rail = screen.getByTestId('category-nav');
      expect(within(rail).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('true');
    });
  });
});
