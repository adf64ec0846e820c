import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { okReply } from '../../../test/factories';
import { fakeIntersections } from '../../../test/intersection';
import { renderWithProviders } from '../../../test/render';
import { requestsTo, serveActions } from '../../../test/serve-actions';
import { goodsPage } from '../../search/test/search-fixtures';
import { CommodityPage, DiscountedPage } from './goods-list-pages';

function renderList(route: string, { wap }: { wap: boolean }) {
  if (wap) window.history.replaceState(null, '', `/wap${route}`);
  return renderWithProviders(
    <Routes>
      <Route path="/commodity" element={<CommodityPage />} />
      <Route path="/discounted" element={<DiscountedPage />} />
    </Routes>,
    { route },
  );
}

// Two full pages and a last one of six: 54 goods.
const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get('pageNum'));
  return okReply(goodsPage(page < 3 ? 24 : 6, 54, page));
};

describe('goods lists on the mobile site', () => {
  let intersections: ReturnType<typeof fakeIntersections>;
  afterEach(() => intersections.restore());

  it('/commodity loads the following pages as the user scrolls to the end, then says it is complete', async () => {
    intersections = fakeIntersections();
    const api = serveActions({ 'sellerGoods!list': pageOf });
    renderList('/commodity', { wap: true });
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(24));

    intersections.show(screen.getByTestId('list-sentinel'));
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(48));
    intersections.show(screen.getByTestId('list-sentinel'));
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(54));
    expect(requestsTo(api, 'sellerGoods!list').map((r) => r.params.get('pageNum'))).toEqual(['1', '2', '3']);
    expect(screen.getByTestId('list-end').textContent).toBe('You have reached the end of the list.');
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it('/discounted keeps the discount filter on every page it adds', async () => {
    intersections = fakeIntersections();
    const api = serveActions({ 'sellerGoods!list': pageOf });
    renderList('/discounted', { wap: true });
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(24));
    intersections.show(screen.getByTestId('list-sentinel'));
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(48));
    expect(requestsTo(api, 'sellerGoods!list').map((r) => r.params.get('discount'))).toEqual(['1', '1']);
  });

  it('on the desktop site the list waits for "Load more"', async () => {
    intersections = fakeIntersections();
    const api = serveActions({ 'sellerGoods!list': pageOf });
    renderList('/commodity', { wap: false });
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(24));
    expect(screen.queryByTestId('list-sentinel')).toBeNull();
    expect(screen.getByTestId('load-more')).toBeTruthy();
    expect(requestsTo(api, 'sellerGoods!list')).toHaveLength(1);
  });
});
