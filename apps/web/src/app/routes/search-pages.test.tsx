import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeCategory, makeSeller, okReply } from '../../test/factories';
import { fakeIntersections } from '../../test/intersection';
import { renderWithProviders } from '../../test/render';
import { requestsTo, serveActions } from '../../test/serve-actions';
import {
  goodsPage,
  goodsSuggestion,
  suggestions,
  keywordParam,
} from '../../features/search/test/search-fixtures';
import { SearchResultsPage, SearchStorePage } from './search-pages';
import { LocationProbe } from '../../test/location-probe';

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/searchGoods" element={<SearchResultsPage titleKey="searchGoods" />} />
        <Route path="/searchResult" element={<SearchResultsPage titleKey="searchResult" />} />
        <Route path="/searchStore" element={<SearchStorePage />} />
      </Routes>
      <LocationProbe decoded />
    </>,
    { route },
  );
}

const k = keywordParam;

describe('/searchGoods', () => {
  const categories = [
    makeCategory({
      categoryId: 'kitchen',
      name: 'Kitchen',
      subList: [makeCategory({ categoryId: 'cups', name: 'Cups' })],
    }),
  ];

  it('lists the goods matching the keyword with their count, and loads more pages until all are shown', async () => {
    const api = serveActions({
      'category!tree': () => okReply(categories),
      'sellerGoods!search': (params) =>
        okReply(params.get('pageNum') === '1' ? goodsPage(24, 30, 1) : goodsPage(6, 30, 2)),
    });
    renderAt(`/searchGoods?k=${k('mug')}`);
    expect(await screen.findByRole('heading', { name: 'Results for “mug”' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(24));
    expect(screen.getByTestId('result-count').textContent).toBe('Products found: 30');
    const first = requestsTo(api, 'sellerGoods!search')[0]?.params;
    expect(first?.get('keyword')).toBe('mug');
    expect(first?.get('pageSize')).toBe('24');

    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(30));
    expect(requestsTo(api, 'sellerGoods!search')[1]?.params.get('pageNum')).toBe('2');
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it('sorts by price both ways, sales and newest, keeping the choice in the address', async () => {
    const api = serveActions({
      'category!tree': () => okReply(categories),
      'sellerGoods!search': () => okReply(goodsPage(2, 2)),
    });
    renderAt(`/searchGoods?k=${k('mug')}`);
    await screen.findAllByTestId('goods-card');
    const sorts = within(screen.getByRole('group', { name: 'Sort by' }));
    expect(sorts.getByRole('button', { name: 'Best match' }).getAttribute('aria-pressed')).toBe('true');

    const flags = () => {
      const params = requestsTo(api, 'sellerGoods!search').at(-1)?.params;
      return [params?.get('isPrice'), params?.get('isHot'), params?.get('isNew')];
    };
    fireEvent.click(sorts.getByRole('button', { name: 'Price: low to high' }));
    await waitFor(() => expect(flags()).toEqual(['1', null, null]));
    expect(screen.getByTestId('where').textContent).toContain('sort=priceAsc');
    expect(sorts.getByRole('button', { name: 'Price: low to high' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(sorts.getByRole('button', { name: 'Price: high to low' }));
    await waitFor(() => expect(flags()).toEqual(['2', null, null]));
    fireEvent.click(sorts.getByRole('button', { name: 'Best selling' }));
    await waitFor(() => expect(flags()).toEqual([null, '2', null]));
    fireEvent.click(sorts.getByRole('button', { name: 'Newest' }));
    await waitFor(() => expect(flags()).toEqual([null, null, '2']));
    // Back to the first order: its list is still cached, so it shows without asking again.
    const asked = requestsTo(api, 'sellerGoods!search').length;
    fireEvent.click(sorts.getByRole('button', { name: 'Best match' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).not.toContain('sort='));
    expect(sorts.getByRole('button', { name: 'Best match' }).getAttribute('aria-pressed')).toBe('true');
    expect(requestsTo(api, 'sellerGoods!search')).toHaveLength(asked);
  });

  it('filters by category and, when nothing matches, offers all categories and the store search', async () => {
    const api = serveActions({
      'category!tree': () => okReply(categories),
      'sellerGoods!search': (params) =>
        okReply(params.get('categoryId') === 'cups' ? goodsPage(0, 0) : goodsPage(3, 3)),
    });
    renderAt(`/searchGoods?k=${k('mug')}`);
    await screen.findAllByTestId('goods-card');
    const select = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(select, { target: { value: 'cups' } });
    await screen.findByText('No products match “mug” in this category.');
    expect(requestsTo(api, 'sellerGoods!search').at(-1)?.params.get('categoryId')).toBe('cups');
    expect(screen.getByRole('link', { name: 'Look for stores named “mug”' }).getAttribute('href')).toBe(
      `/searchStore?k=${k('mug')}`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Search all categories' }));
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(3));
    expect(screen.getByTestId('where').textContent).not.toContain('categoryId');
  });

  it('asks for a keyword instead of searching for nothing', () => {
    const api = serveActions({});
    renderAt('/searchGoods');
    expect(screen.getByTestId('empty-state').textContent).toBe(
      'Type a product or store name in the search box above.',
    );
    expect(requestsTo(api, 'sellerGoods!search')).toHaveLength(0);
  });
});

describe('/searchGoods on the mobile site', () => {
  const categories = [makeCategory({ categoryId: 'kitchen', name: 'Kitchen', subList: [] })];
  const renderOnWap = (route: string) => {
    window.history.replaceState(null, '', `/wap${route}`);
    return renderAt(route);
  };

  it('puts the filters behind one "Filter & sort" button whose sheet writes the address as the desktop does', async () => {
    const api = serveActions({
      'category!tree': () => okReply(categories),
      'sellerGoods!search': () => okReply(goodsPage(2, 2)),
    });
    renderOnWap(`/searchGoods?k=${k('mug')}`);
    await screen.findAllByTestId('goods-card');
    // No inline controls, and no category tree asked for before the sheet opens.
    expect(screen.queryByRole('group', { name: 'Sort by' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();
    expect(requestsTo(api, 'category!tree')).toHaveLength(0);
    expect(screen.queryByTestId('filter-count')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Filter & sort' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Filter & sort' }));
    const select = sheet.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(select, { target: { value: 'kitchen' } });
    fireEvent.click(sheet.getByRole('button', { name: 'Price: high to low' }));
    // Nothing changes until the results are asked for.
    expect(screen.getByTestId('where').textContent).not.toContain('sort=');
    expect(requestsTo(api, 'sellerGoods!search')).toHaveLength(1);

    fireEvent.click(sheet.getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('where').textContent).toBe(
      '/searchGoods?k="mug"&categoryId=kitchen&sort=priceDesc',
    );
    await waitFor(() => expect(requestsTo(api, 'sellerGoods!search')).toHaveLength(2));
    const asked = requestsTo(api, 'sellerGoods!search')[1]?.params;
    expect([asked?.get('categoryId'), asked?.get('isPrice')]).toEqual(['kitchen', '2']);
    expect(screen.getByTestId('filter-count').textContent).toBe('2');
    expect(screen.getByRole('button', { name: 'Filter & sort, active filters: 2' })).toBeTruthy();
  });

  it('opens on the filters in force; "Reset" clears them, and closing without "Show results" keeps them', async () => {
    serveActions({
      'category!tree': () => okReply(categories),
      'sellerGoods!search': () => okReply(goodsPage(2, 2)),
    });
    renderOnWap(`/searchGoods?k=${k('mug')}&categoryId=kitchen&sort=sales`);
    await screen.findAllByTestId('goods-card');
    const button = screen.getByRole('button', { name: 'Filter & sort, active filters: 2' });

    fireEvent.click(button);
    let sheet = within(await screen.findByRole('dialog', { name: 'Filter & sort' }));
    expect(sheet.getByRole('button', { name: 'Best selling' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect((sheet.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('kitchen'),
    );
    fireEvent.click(sheet.getByRole('button', { name: 'Newest' }));
    fireEvent.click(sheet.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('where').textContent).toContain('sort=sales');

    fireEvent.click(button);
    sheet = within(await screen.findByRole('dialog', { name: 'Filter & sort' }));
    expect(sheet.getByRole('button', { name: 'Best selling' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(sheet.getByRole('button', { name: 'Reset' }));
    expect(sheet.getByRole('button', { name: 'Best match' }).getAttribute('aria-pressed')).toBe('true');
    expect((sheet.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('');
    fireEvent.click(sheet.getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/searchGoods?k="mug"'));
    expect(screen.getByRole('button', { name: 'Filter & sort' })).toBeTruthy();
    expect(screen.queryByTestId('filter-count')).toBeNull();
  });

  describe('scrolling', () => {
    let intersections: ReturnType<typeof fakeIntersections>;
    afterEach(() => intersections.restore());

    it('loads the next page of results as the end of the list nears, then says it is complete', async () => {
      intersections = fakeIntersections();
      const api = serveActions({
        'sellerGoods!search': (params) =>
          okReply(params.get('pageNum') === '1' ? goodsPage(24, 30, 1) : goodsPage(6, 30, 2)),
      });
      renderOnWap(`/searchGoods?k=${k('mug')}&sort=newest`);
      await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(24));
      intersections.show(screen.getByTestId('list-sentinel'));
      await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(30));
      const second = requestsTo(api, 'sellerGoods!search')[1]?.params;
      expect([second?.get('pageNum'), second?.get('isNew')]).toEqual(['2', '2']);
      expect(screen.getByTestId('list-end').textContent).toBe('You have reached the end of the list.');
    });
  });
});

describe('/searchResult', () => {
  it("lists every store's offer of one catalogue product, sortable", async () => {
    const api = serveActions({ 'sellerGoods!search-goods': () => okReply(goodsPage(3, 3, 1, 'Teapot')) });
    renderAt(`/searchResult?k=${k('sys-7')}`);
    expect(await screen.findByRole('heading', { name: 'Stores selling “Teapot 1-1”' })).toBeTruthy();
    expect(screen.getByTestId('result-count').textContent).toBe('Offers: 3');
    expect(requestsTo(api, 'sellerGoods!search-goods')[0]?.params.get('goodsId')).toBe('sys-7');
    fireEvent.click(screen.getByRole('button', { name: 'Price: low to high' }));
    await waitFor(() =>
      expect(requestsTo(api, 'sellerGoods!search-goods').at(-1)?.params.get('isPrice')).toBe('1'),
    );
  });
});

describe('/searchResult on the mobile site', () => {
  it('offers only the sorts in its sheet (the page has no category)', async () => {
    const api = serveActions({ 'sellerGoods!search-goods': () => okReply(goodsPage(3, 3, 1, 'Teapot')) });
    window.history.replaceState(null, '', `/wap/searchResult?k=${k('sys-7')}`);
    renderAt(`/searchResult?k=${k('sys-7')}`);
    await screen.findAllByTestId('goods-card');
    fireEvent.click(screen.getByRole('button', { name: 'Filter & sort' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Filter & sort' }));
    expect(sheet.queryByRole('combobox')).toBeNull();
    fireEvent.click(sheet.getByRole('button', { name: 'Price: low to high' }));
    fireEvent.click(sheet.getByRole('button', { name: 'Show results' }));
    await waitFor(() =>
      expect(requestsTo(api, 'sellerGoods!search-goods').at(-1)?.params.get('isPrice')).toBe('1'),
    );
    expect(screen.getByTestId('where').textContent).toBe('/searchResult?k="sys-7"&sort=priceAsc');
    expect(screen.getByRole('button', { name: 'Filter & sort, active filters: 1' })).toBeTruthy();
  });
});

describe('/searchStore', () => {
  it('lists the stores matching the keyword', async () => {
    const api = serveActions({
      'sellerGoods!search-keyword': () =>
        okReply(
          suggestions({
            sellerList: [
              makeSeller({ id: 's-1', name: 'Harbour Supplies' }),
              makeSeller({ name: 'Harbour Tea' }),
            ],
          }),
        ),
    });
    renderAt(`/searchStore?k=${k('harbour')}`);
    expect(await screen.findByRole('heading', { name: 'Stores matching “harbour”' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('seller-card')).toHaveLength(2));
    expect(screen.getByTestId('result-count').textContent).toBe('Stores found: 2');
    expect(screen.getAllByTestId('seller-card')[0]?.getAttribute('href')).toBe('/store?id=s-1');
    expect(requestsTo(api, 'sellerGoods!search-keyword')[0]?.params.get('keyword')).toBe('harbour');
    expect(screen.getByRole('link', { name: 'Products' }).getAttribute('href')).toBe(
      `/searchGoods?k=${k('harbour')}`,
    );
  });

  it('says when no store matches and points to the products that do', async () => {
    serveActions({
      'sellerGoods!search-keyword': () => okReply(suggestions({ goodsList: [goodsSuggestion('Mug')] })),
    });
    renderAt(`/searchStore?k=${k('mug')}`);
    expect(await screen.findByText('No stores match “mug”.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search products for “mug”' }).getAttribute('href')).toBe(
      `/searchGoods?k=${k('mug')}`,
    );
  });

  it('lists every store when there is no keyword (the Stores menu)', async () => {
    const api = serveActions({
      'seller!list': () =>
        okReply({
          pageInfo: { pageNum: 1, pageSize: 24, totalElements: 1 },
          pageList: [makeSeller()],
        }),
    });
    renderAt('/searchStore');
    await waitFor(() => expect(screen.getAllByTestId('seller-card')).toHaveLength(1));
    expect(requestsTo(api, 'sellerGoods!search-keyword')).toHaveLength(0);
  });
});
