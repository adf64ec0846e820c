import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ClassificationPage } from '../../features/catalog/components/classification-page';
import { goodsPage, keywordParam } from '../../features/search/test/search-fixtures';
import { makeCategory, okReply } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { requestsTo, serveActions } from '../../test/serve-actions';
import { SearchResultsPage } from './search-pages';
import { LocationProbe } from '../../test/location-probe';

// Issue 51: the buyer's filters (price range, minimum order, shop rating, verified shops,
// discounted, shipping within 24 hours) and the sorts live in the page's address, on the search
// results and on the category page, on the desktop (inline) and on the phone (a sheet).

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/searchGoods" element={<SearchResultsPage titleKey="searchGoods" />} />
        <Route path="/classification" element={<ClassificationPage />} />
      </Routes>
      <LocationProbe decoded />
    </>,
    { route },
  );
}

const k = keywordParam;
const where = () => screen.getByTestId('where').textContent ?? '';
const tree = [makeCategory({ categoryId: 'kitchen', name: 'Kitchen', subList: [] })];

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the buyer’s filters on the desktop search results', () => {
  it('asks for the filters a shared link names and shows them set', async () => {
    const api = serveActions({
      'category!tree': () => okReply(tree),
      'sellerGoods!search': () => okReply(goodsPage(2, 2)),
    });
    renderAt(
      `/searchGoods?k=${k('mug')}&minPrice=5&maxPrice=80&maxBuyMin=10&minRating=90&verified=1&discount=1&ships24h=1&sort=priceAsc`,
    );
    await screen.findAllByTestId('goods-card');
    const asked = requestsTo(api, 'sellerGoods!search')[0]?.params;
    expect(
      ['minPrice', 'maxPrice', 'maxBuyMin', 'minRating', 'verified', 'discount', 'ships24h', 'isPrice'].map(
        (name) => asked?.get(name),
      ),
    ).toEqual(['5', '80', '10', '90', '1', '1', '1', '1']);
    const filters = within(screen.getByTestId('narrowing-filters'));
    expect((filters.getByRole('textbox', { name: 'Min' }) as HTMLInputElement).value).toBe('5');
    expect((filters.getByRole('combobox', { name: 'Minimum order' }) as HTMLSelectElement).value).toBe('10');
    expect((filters.getByRole('checkbox', { name: 'Verified shops' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('writes each filter into the address and asks again; “Clear filters” takes them all out', async () => {
    const api = serveActions({
      'category!tree': () => okReply(tree),
      'sellerGoods!search': () => okReply(goodsPage(2, 2)),
    });
    renderAt(`/searchGoods?k=${k('mug')}&sort=sales`);
    await screen.findAllByTestId('goods-card');
    const filters = within(screen.getByTestId('narrowing-filters'));

    fireEvent.click(filters.getByRole('checkbox', { name: 'Verified shops' }));
    await waitFor(() => expect(where()).toBe('/searchGoods?k="mug"&sort=sales&verified=1'));
    const min = filters.getByRole('textbox', { name: 'Min' });
    const max = filters.getByRole('textbox', { name: 'Max' });
    // Typed, then committed by Enter: not a request per keystroke; bounds the wrong way round swap.
    fireEvent.change(min, { target: { value: '90' } });
    fireEvent.change(max, { target: { value: '1x5' } });
    expect(where()).not.toContain('Price');
    fireEvent.keyDown(max, { key: 'Enter' });
    await waitFor(() => expect(where()).toContain('minPrice=15&maxPrice=90'));
    fireEvent.change(filters.getByRole('combobox', { name: 'Shop rating' }), { target: { value: '95' } });
    fireEvent.click(filters.getByRole('checkbox', { name: 'Ships within 24 h' }));
    await waitFor(() => expect(where()).toContain('minRating=95'));
    await waitFor(() => expect(where()).toContain('ships24h=1'));
    await waitFor(() => {
      const last = requestsTo(api, 'sellerGoods!search').at(-1)?.params;
      expect(
        ['minPrice', 'maxPrice', 'minRating', 'verified', 'ships24h', 'isHot'].map((name) => last?.get(name)),
      ).toEqual(['15', '90', '95', '1', '1', '2']);
    });

    fireEvent.click(screen.getByTestId('filter-clear'));
    await waitFor(() => expect(where()).toBe('/searchGoods?k="mug"&sort=sales'));
    expect((filters.getByRole('textbox', { name: 'Min' }) as HTMLInputElement).value).toBe('');
    // The unfiltered list is the first one asked for, still in the cache.
    expect((filters.getByRole('checkbox', { name: 'Verified shops' }) as HTMLInputElement).checked).toBe(
      false,
    );
  }, 60_000);

  it('keeps what is typed in one price box when the other one is committed', async () => {
    serveActions({
      'category!tree': () => okReply(tree),
      'sellerGoods!search': () => okReply(goodsPage(2, 2)),
    });
    renderAt(`/searchGoods?k=${k('mug')}`);
    await screen.findAllByTestId('goods-card');
    const filters = within(screen.getByTestId('narrowing-filters'));
    const min = filters.getByRole('textbox', { name: 'Min' });
    const max = filters.getByRole('textbox', { name: 'Max' });
    fireEvent.change(min, { target: { value: '5' } });
    // In a browser the address changes in a transition, so the buyer may already be typing in "Max"
    // when leaving "Min" writes "Min" into the address:
    fireEvent.change(max, { target: { value: '500' } });
    fireEvent.blur(min);
    await waitFor(() => expect(where()).toContain('minPrice=5'));
    // "Max" keeps its text, and Enter commits it.
    const maxNow = filters.getByRole('textbox', { name: 'Max' }) as HTMLInputElement;
    expect(maxNow.value).toBe('500');
    fireEvent.keyDown(maxNow, { key: 'Enter' });
    await waitFor(() => expect(where()).toContain('minPrice=5&maxPrice=500'));
  });

  it('asks nothing for values an edited link got wrong', async () => {
    const api = serveActions({
      'category!tree': () => okReply(tree),
      'sellerGoods!search': () => okReply(goodsPage(2, 2)),
    });
    renderAt(`/searchGoods?k=${k('mug')}&minPrice=-5&maxBuyMin=7&verified=yes`);
    await screen.findAllByTestId('goods-card');
    const asked = requestsTo(api, 'sellerGoods!search')[0]?.params;
    expect([asked?.get('minPrice'), asked?.get('maxBuyMin'), asked?.get('verified')]).toEqual([
      null,
      null,
      null,
    ]);
  });
});

describe('the category page’s sorts and filters', () => {
  it('sorts and filters the category’s goods from the address, and writes changes back', async () => {
    const api = serveActions({
      'category!tree': () => okReply(tree),
      'sellerGoods!list': () => okReply(goodsPage(3, 3)),
    });
    renderAt('/classification?categoryId=kitchen&sort=priceDesc&minPrice=5&ships24h=1');
    await screen.findAllByTestId('goods-card');
    const asked = requestsTo(api, 'sellerGoods!list')[0]?.params;
    expect(['categoryId', 'isPrice', 'minPrice', 'ships24h'].map((name) => asked?.get(name))).toEqual([
      'kitchen',
      '2',
      '5',
      '1',
    ]);
    expect(screen.getByRole('button', { name: 'Price: high to low' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Newest' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Discounted' }));
    await waitFor(() =>
      expect(where()).toBe('/classification?categoryId=kitchen&sort=newest&minPrice=5&ships24h=1&discount=1'),
    );
    await waitFor(() => {
      const last = requestsTo(api, 'sellerGoods!list').at(-1)?.params;
      expect(['isNew', 'isPrice', 'discount'].map((name) => last?.get(name))).toEqual(['2', null, '1']);
    });
  });
});

describe('the buyer’s filters on the mobile site', () => {
  it('sets them in the sheet and writes them all at once with “Show results”', async () => {
    window.history.replaceState(null, '', '/wap/classification?categoryId=kitchen');
    const api = serveActions({
      'category!tree': () => okReply(tree),
      'sellerGoods!list': () => okReply(goodsPage(3, 3)),
    });
    renderAt('/classification?categoryId=kitchen');
    await screen.findAllByTestId('goods-card');
    expect(screen.queryByTestId('narrowing-filters')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Filter & sort' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Filter & sort' }));
    fireEvent.change(sheet.getByRole('textbox', { name: 'Max' }), { target: { value: '40' } });
    fireEvent.blur(sheet.getByRole('textbox', { name: 'Max' }));
    fireEvent.change(sheet.getByRole('combobox', { name: 'Minimum order' }), { target: { value: '50' } });
    fireEvent.click(sheet.getByRole('checkbox', { name: 'Verified shops' }));
    fireEvent.click(sheet.getByRole('button', { name: 'Price: low to high' }));
    expect(where()).toBe('/classification?categoryId=kitchen');

    fireEvent.click(sheet.getByRole('button', { name: 'Show results' }));
    await waitFor(() =>
      expect(where()).toBe(
        '/classification?categoryId=kitchen&sort=priceAsc&maxPrice=40&maxBuyMin=50&verified=1',
      ),
    );
    await waitFor(() => {
      const last = requestsTo(api, 'sellerGoods!list').at(-1)?.params;
      expect(['maxPrice', 'maxBuyMin', 'verified', 'isPrice'].map((name) => last?.get(name))).toEqual([
        '40',
        '50',
        '1',
        '1',
      ]);
    });
    expect(screen.getByRole('button', { name: 'Filter & sort, active filters: 4' })).toBeTruthy();
  }, 60_000);
});
