import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeGoods, makeHome, makeSeller, okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { serveActions, type ServedActions } from '../../../test/serve-actions';
import { HomePage } from './home-page';

let api: ServedActions;
/** What index!home answers now; a test sets it before the page asks. */
let home: () => Response | Promise<Response>;

beforeEach(() => {
  api = serveActions({ 'index!home': () => home() });
});

function deferredReply() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('HomePage', () => {
  it('shows skeletons while loading, then the goods, stores and prices from index!home', async () => {
    const reply = deferredReply();
    home = () => reply.promise;
    renderWithProviders(<HomePage />);

    expect(screen.getAllByTestId('goods-card-skeleton').length).toBeGreaterThan(0);
    expect(screen.getByTestId('banner-skeleton')).toBeTruthy();
    expect(screen.queryByTestId('goods-card')).toBeNull();

    reply.resolve(
      okReply(
        makeHome({
          recommendGoods: [makeGoods({ name: 'Bamboo cutting board', sellingPrice: 1234.5 })],
          discountGoods: [makeGoods({ name: 'Ceramic mug set', sellingPrice: 20, discountPrice: 15 })],
          recommendSellers: [makeSeller({ name: 'Lighthouse Wholesale' })],
        }),
      ),
    );

    expect(await screen.findByText('Bamboo cutting board')).toBeTruthy();
    // The bands below the first screen follow, one commit each.
    await waitFor(() => expect(screen.queryAllByTestId('goods-card-skeleton')).toHaveLength(0));
    expect(screen.getByText('$1,234.50')).toBeTruthy();

    const discounted = within(screen.getByTestId('section-discounted'));
    expect(discounted.getByText('$15.00')).toBeTruthy();
    expect(discounted.getByText('$20.00').closest('s')).not.toBeNull();
    expect(discounted.getByText('-25%')).toBeTruthy();

    expect(within(screen.getByTestId('section-stores')).getByText('Lighthouse Wholesale')).toBeTruthy();
    expect(screen.getByTestId('banner-carousel')).toBeTruthy();

    expect(String(api.calls[0]?.url)).toContain('/api/index!home.action');
    // The desktop's own banners (the mobile site asks for its phone-shaped ones).
    expect(new URL(String(api.calls[0]?.url)).searchParams.get('type')).toBe('pc');
  });

  it('links a product to its detail page', async () => {
    const goods = makeGoods({ name: 'Oak serving tray' });
    home = () => okReply(makeHome({ recommendGoods: [goods] }));
    renderWithProviders(<HomePage />);
    const name = await screen.findByText('Oak serving tray');
    expect(name.closest('a')?.getAttribute('href')).toBe(`/productDetails?id=${goods.id}`);
  });

  it('shows an empty state for a section without goods', async () => {
    home = () => okReply(makeHome({ hotGoods: [] }));
    renderWithProviders(<HomePage />);
    const hot = await screen.findByTestId('section-hot');
    await waitFor(() => expect(within(hot).getByTestId('empty-state')).toBeTruthy());
  });

  it('shows an error state with a retry that refetches', async () => {
    home = () => new Response('upstream down', { status: 502 });
    renderWithProviders(<HomePage />);
    // The query tries a network failure once more, a second later, before it shows the error.
    const retry = await screen.findByRole('button', { name: 'Try again' });
    home = () => okReply(makeHome({ recommendGoods: [makeGoods({ name: 'Recovered item' })] }));
    retry.click();
    expect(await screen.findByText('Recovered item')).toBeTruthy();
  });
});
