import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeGoods, makeHome, makeSeller, okReply } from '../../../test/factories';
import { fakeIntersections } from '../../../test/intersection';
import { renderWithProviders } from '../../../test/render';
import { serveActions } from '../../../test/serve-actions';
import { WapHomePage } from './wap-home-page';

let intersections: ReturnType<typeof fakeIntersections> | undefined;
afterEach(() => {
  intersections?.restore();
  intersections = undefined;
});

describe('WapHomePage', () => {
  it('builds each band below the first screen only once it is scrolled near, with its data at once', async () => {
    intersections = fakeIntersections();
    const api = serveActions({
      'index!home': () =>
        okReply(
          makeHome({
            recommendGoods: [makeGoods({ name: 'Bamboo cutting board' })],
            newGoods: [makeGoods({ name: 'Linen apron' })],
            hotGoods: [makeGoods({ name: 'Steel whisk' })],
            discountGoods: [makeGoods({ name: 'Ceramic mug set', sellingPrice: 20, discountPrice: 15 })],
            recommendSellers: [makeSeller({ name: 'Lighthouse Wholesale' })],
          }),
        ),
    });
    renderWithProviders(<WapHomePage />, { route: '/wap/' });

    expect(await screen.findByText('Bamboo cutting board')).toBeTruthy();
    // Stores, new arrivals, hot picks and discounts: a place each, nothing built in it yet.
    const places = screen.getAllByTestId('near-screen');
    expect(places).toHaveLength(4);
    for (const band of ['stores', 'new', 'hot', 'discounted'])
      expect(screen.queryByTestId(`section-${band}`)).toBeNull();
    expect(screen.queryByTestId('goods-card-skeleton')).toBeNull();

    // Scrolled near the stores, they come with their data (no skeleton turn); the rest still wait.
    intersections.show(places[0] as Element);
    const stores = await screen.findByTestId('section-stores');
    expect(within(stores).getByText('Lighthouse Wholesale')).toBeTruthy();
    expect(screen.getAllByTestId('near-screen')).toHaveLength(3);

    intersections.show(places[3] as Element);
    const discounted = within(await screen.findByTestId('section-discounted'));
    expect(discounted.getByText('$15.00')).toBeTruthy();
    expect(screen.queryByTestId('section-new')).toBeNull();
    // One ask for the home, in the mobile site's shape.
    expect(api.calls).toHaveLength(1);
    expect(new URL(String(api.calls[0]?.url)).searchParams.get('type')).toBe('wap');
  });
});
