import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FocusRecordVo, KeptGoodsVo } from '@caravan/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { getToasts } from '../../../lib/toast';
import { makeGoods, makeSeller, okReply } from '../../../test/factories';
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
