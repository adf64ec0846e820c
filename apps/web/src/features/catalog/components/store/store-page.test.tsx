import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSeller, okReply } from '../../../../test/factories';
import { fakeIntersections } from '../../../../test/intersection';
import { renderWithProviders } from '../../../../test/render';
import { requestsTo, serveActions } from '../../../../test/serve-actions';
import { goodsPage } from '../../../search/test/search-fixtures';
import { StorePage } from './store-page';

describe('StorePage on the mobile site', () => {
  let intersections: ReturnType<typeof fakeIntersections>;
  afterEach(() => intersections.restore());

  it("loads the shop's next goods as the user scrolls to the end of its list, keeping the sort", async () => {
    intersections = fakeIntersections();
    const seller = makeSeller({ id: 's-9', name: 'Tea House' });
    const api = serveActions({
      'coupon!list': () => okReply({ pageList: [], pageInfo: { pageNum: 1, pageSize: 6, totalElements: 0 } }),
      'seller!info': () => okReply(seller),
      'seller!getCategory': () => okReply([]),
      'sellerGoods!list': (params) => {
        const page = Number(params.get('pageNum'));
        return okReply(goodsPage(page === 1 ? 24 : 3, 27, page));
      },
    });
    window.history.replaceState(null, '', '/wap/shop?sellerId=s-9&sort=hot');
    renderWithProviders(
      <Routes>
        <Route path="/shop" element={<StorePage />} />
      </Routes>,
      { route: '/shop?sellerId=s-9&sort=hot' },
    );
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(24));
    intersections.show(screen.getByTestId('list-sentinel'));
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(27));
    const asked = requestsTo(api, 'sellerGoods!list').map((r) => r.params);
    expect(asked.map((p) => [p.get('sellerId'), p.get('pageNum'), p.get('isHot')])).toEqual([
      ['s-9', '1', '2'],
      ['s-9', '2', '2'],
    ]);
    expect(screen.getByTestId('list-end')).toBeTruthy();
  });
});

describe('StorePage header', () => {
  it('shows the banner and the contact the shop set, and neither when it set none', async () => {
    const seller = makeSeller({
      id: 's-7',
      name: 'Tea House',
      banner: '/uploads/seller/0123456789abcdef0123456789abcdef.webp',
      contact: 'tea@example.com',
    });
    serveActions({
      'coupon!list': () => okReply({ pageList: [], pageInfo: { pageNum: 1, pageSize: 6, totalElements: 0 } }),
      'seller!info': (params) =>
        okReply(params.get('sellerId') === 's-7' ? seller : makeSeller({ id: 's-8', name: 'Plain' })),
      'seller!getCategory': () => okReply([]),
      'sellerGoods!list': () => okReply(goodsPage(0, 0, 1)),
    });
    const { unmount } = renderWithProviders(
      <Routes>
        <Route path="/store" element={<StorePage />} />
      </Routes>,
      { route: '/store?id=s-7' },
    );
    const banner = await screen.findByTestId('store-banner');
    expect(banner.getAttribute('src')).toBe(seller.banner);
    expect(screen.getByTestId('store-contact').textContent).toBe('Contact: tea@example.com');
    unmount();

    renderWithProviders(
      <Routes>
        <Route path="/store" element={<StorePage />} />
      </Routes>,
      { route: '/store?id=s-8' },
    );
    await screen.findByRole('heading', { name: 'Plain' });
    expect(screen.queryByTestId('store-banner')).toBeNull();
    expect(screen.queryByTestId('store-contact')).toBeNull();
  });

  it('counts the shop’s late shipments of the last 90 days, none included', async () => {
    serveActions({
      'coupon!list': () => okReply({ pageList: [], pageInfo: { pageNum: 1, pageSize: 6, totalElements: 0 } }),
      'seller!info': (params) =>
        okReply(makeSeller({ id: params.get('sellerId') ?? '', name: 'Tea House', lateShipments: 3 })),
      'seller!getCategory': () => okReply([]),
      'sellerGoods!list': () => okReply(goodsPage(0, 0, 1)),
    });
    renderWithProviders(
      <Routes>
        <Route path="/store" element={<StorePage />} />
      </Routes>,
      { route: '/store?id=s-7' },
    );
    const late = await screen.findByTestId('store-figure-late');
    expect(late.textContent).toBe('Late shipments3last 90 days');
  });
});
