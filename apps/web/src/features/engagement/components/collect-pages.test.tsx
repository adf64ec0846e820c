import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FocusRecordVo, KeptGoodsVo } from '@caravan/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getToasts } from '../../../lib/toast';
import { makeGoods, makeSeller, okReply } from '../../../test/factories';
import { fakeIntersections } from '../../../test/intersection';
import { renderWithProviders } from '../../../test/render';
import { callsTo, serveActions } from '../../../test/serve-actions';
import { CollectGoodsPage } from './collect-goods-page';
import { CollectShopPage } from './collect-shop-page';

beforeEach(() => window.localStorage.setItem('ES_TOKEN', 'tok'));
const kept = (name: string): KeptGoodsVo => ({
  ...makeGoods({ name }),
  discountStartTime: null,
  discountEndTime: null,
  keepTime: '2026-03-01 10:00:00',
});

const paged = <T,>(items: T[]) =>
  okReply({ pageList: items, pageInfo: { pageNum: 1, pageSize: 20, totalElements: items.length } });

describe('CollectGoodsPage', () => {
  it('lists favourites with their count and removes one only after confirmation', async () => {
    let items = [kept('Bamboo cutting board'), kept('Ceramic mug set')];
    const api = serveActions({
      'keepGoods!list': () => paged(items),
      'keepGoods!del': (params) => {
        items = items.filter((item) => item.id !== params.get('sellerGoodsId'));
        return okReply(null);
      },
    });
    renderWithProviders(<CollectGoodsPage />, { route: '/userInfo/collect-goods' });

    expect(await screen.findByText('Bamboo cutting board')).toBeTruthy();
    expect(screen.getByTestId('collect-count').textContent).toBe('Products: 2');
    const [first] = screen.getAllByTestId('kept-goods');
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'Bamboo cutting board' })
        .getAttribute('href'),
    ).toBe(`/productDetails?id=${items[0]?.id}`);

    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('“Bamboo cutting board” will be removed');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(callsTo(api, 'keepGoods!del')).toHaveLength(0);

    const removedId = items[0]?.id;
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Remove' }));
    fireEvent.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(screen.queryByText('Bamboo cutting board')).toBeNull());
    expect(callsTo(api, 'keepGoods!del')[0]?.get('sellerGoodsId')).toBe(removedId);
    expect(screen.getByTestId('collect-count').textContent).toBe('Products: 1');
    expect(getToasts().map((t) => t.message)).toContain('Removed from your favourites.');
  });

  it('shows an empty state that leads back to shopping', async () => {
    serveActions({ 'keepGoods!list': () => paged([]) });
    renderWithProviders(<CollectGoodsPage />, { route: '/userInfo/collect-goods' });
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/index');
  });
});

describe('CollectShopPage', () => {
  it('unfollows a store after confirmation', async () => {
    const shop = makeSeller({ name: 'Lighthouse Wholesale' });
    let records: FocusRecordVo[] = [{ sellerId: shop.id, createTime: '2026-03-01 10:00:00', sellerVo: shop }];
    const api = serveActions({
      'focusSeller!list': () => paged(records),
      'focusSeller!del': () => {
        records = [];
        return okReply(null);
      },
    });
    renderWithProviders(<CollectShopPage />, { route: '/userInfo/collect-shop' });
    const row = within(await screen.findByTestId('followed-shop'));
    expect(row.getByRole('link', { name: 'Lighthouse Wholesale' }).getAttribute('href')).toBe(
      `/store?id=${shop.id}`,
    );
    expect(screen.getByTestId('collect-count').textContent).toBe('Stores: 1');

    fireEvent.click(row.getByRole('button', { name: 'Unfollow' }));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('Lighthouse Wholesale');
    expect(callsTo(api, 'focusSeller!del')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-action'));

    const empty = await screen.findByTestId('empty-state');
    expect(callsTo(api, 'focusSeller!del')[0]?.get('sellerId')).toBe(shop.id);
    expect(within(empty).getByRole('link', { name: 'Discover stores' }).getAttribute('href')).toBe(
      '/searchStore',
    );
  });
});

/** `items` served 20 to a page, as the lists ask for them. */
const servedPage = <T,>(items: T[], params: URLSearchParams) => {
  const [pageNum, pageSize] = [Number(params.get('pageNum')), Number(params.get('pageSize'))];
  return okReply({
    pageList: items.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    pageInfo: { pageNum, pageSize, totalElements: items.length },
  });
};

describe('favourites and follows on the mobile site', () => {
  let intersections: ReturnType<typeof fakeIntersections>;
  beforeEach(() => {
    window.history.replaceState(null, '', '/wap/userInfo/collect-goods');
    intersections = fakeIntersections();
  });
  afterEach(() => intersections.restore());

  it('adds the next 20 favourites as the end nears, then says the list is complete', async () => {
    let items = Array.from({ length: 25 }, (_, index) => kept(`Product ${index + 1}`));
    const api = serveActions({
      'keepGoods!list': (params) => servedPage(items, params),
      'keepGoods!del': (params) => {
        items = items.filter((item) => item.id !== params.get('sellerGoodsId'));
        return okReply(null);
      },
    });
    renderWithProviders(<CollectGoodsPage />, { route: '/userInfo/collect-goods' });
    await waitFor(() => expect(screen.getAllByTestId('kept-goods')).toHaveLength(20));
    expect(screen.getByTestId('collect-count').textContent).toBe('Products: 25');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByTestId('list-end')).toBeNull();

    intersections.show(screen.getByTestId('list-sentinel'));
    await waitFor(() => expect(screen.getAllByTestId('kept-goods')).toHaveLength(25));
    expect(screen.getByText('Product 25')).toBeTruthy();
    expect(screen.getByTestId('list-end').textContent).toBe('You have reached the end of the list.');
    expect(callsTo(api, 'keepGoods!list').map((call) => [call.get('pageNum'), call.get('pageSize')])).toEqual(
      [
        ['1', '20'],
        ['2', '20'],
      ],
    );

    // Removing one further down refreshes every page shown.
    const row = screen.getByText('Product 22').closest('[data-testid="kept-goods"]') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    fireEvent.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(screen.queryByText('Product 22')).toBeNull());
    expect(screen.getAllByTestId('kept-goods')).toHaveLength(24);
    expect(screen.getByTestId('collect-count').textContent).toBe('Products: 24');
    expect(
      callsTo(api, 'keepGoods!list')
        .slice(2)
        .map((call) => call.get('pageNum')),
    ).toEqual(['1', '2']);
  });

  it('adds the next followed stores as the end nears', async () => {
    const records: FocusRecordVo[] = Array.from({ length: 21 }, (_, index) => {
      const shop = makeSeller({ name: `Store ${index + 1}` });
      return { sellerId: shop.id, createTime: '2026-03-01 10:00:00', sellerVo: shop };
    });
    serveActions({ 'focusSeller!list': (params) => servedPage(records, params) });
    renderWithProviders(<CollectShopPage />, { route: '/userInfo/collect-shop' });
    await waitFor(() => expect(screen.getAllByTestId('followed-shop')).toHaveLength(20));
    intersections.show(screen.getByTestId('list-sentinel'));
    await waitFor(() => expect(screen.getAllByTestId('followed-shop')).toHaveLength(21));
    expect(screen.getByText('Store 21')).toBeTruthy();
    expect(screen.getByTestId('list-end')).toBeTruthy();
  });

  it('keeps the empty state', async () => {
    serveActions({ 'keepGoods!list': (params) => servedPage([], params) });
    renderWithProviders(<CollectGoodsPage />, { route: '/userInfo/collect-goods' });
    await screen.findByTestId('empty-state');
    expect(screen.queryByTestId('infinite-list-end')).toBeNull();
  });
});

describe('favourites on the desktop site', () => {
  it('keep their pager and load nothing by themselves', async () => {
    const intersections = fakeIntersections();
    try {
      const items = Array.from({ length: 25 }, (_, index) => kept(`Product ${index + 1}`));
      const api = serveActions({ 'keepGoods!list': (params) => servedPage(items, params) });
      renderWithProviders(<CollectGoodsPage />, { route: '/userInfo/collect-goods' });
      await waitFor(() => expect(screen.getAllByTestId('kept-goods')).toHaveLength(20));
      expect(screen.queryByTestId('list-sentinel')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
      await waitFor(() => expect(screen.getAllByTestId('kept-goods')).toHaveLength(5));
      expect(screen.queryByText('Product 1')).toBeNull();
      expect(callsTo(api, 'keepGoods!list').map((call) => call.get('pageNum'))).toEqual(['1', '2']);
    } finally {
      intersections.restore();
    }
  });
});
