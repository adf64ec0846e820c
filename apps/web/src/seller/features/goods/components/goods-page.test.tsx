import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SellerGoodsIdParams, ShelfBatchParams, type SellerListingVo } from '@caravan/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../../lib/auth';
import { errorReply, okReply } from '../../../../test/factories';
import { requestsTo, type ServedActions } from '../../../../test/serve-actions';
import { makeListing, panelPage, servePanel } from '../../../test/seller-fixtures';
import { renderSellerPage } from '../../../test/render-seller-page';

const LIST = 'seller/goods!list';
const SHELF = 'seller/goods!shelfBatch';
const DELETE = 'seller/goods!delete';

function renderPanel(route = '/seller/goods') {
  renderSellerPage(route);
}

const MUG = makeListing({ name: 'Ceramic mug set', sellingPrice: 15, systemPrice: 10, profit: 5 });
const BOARD = makeListing({ name: 'Bamboo cutting board', isShelf: 0 });
const RUNNER = makeListing({
  name: 'Linen table runner',
  discountRatio: 0.2,
  discountPrice: 12,
  discountProfit: 2,
  discountActive: 1,
});

/** A shop listing `listings`; shelfBatch and delete answer as the server does. */
function serveGoods(listings: SellerListingVo[] = [MUG, BOARD, RUNNER]) {
  return servePanel({
    [LIST]: () => panelPage(listings),
    [SHELF]: (params) => okReply({ updated: (params.get('sellerGoodsIds') ?? '').split(',').length }),
    [DELETE]: () => okReply(null),
  });
}

const lastList = (api: ServedActions) => requestsTo(api, LIST).at(-1);
const rowOf = (name: string) =>
  screen.getAllByTestId('seller-listing').find((row) => row.textContent?.includes(name))!;
const bulkBar = () => screen.getByRole('toolbar', { name: 'Change the selected products' });

beforeEach(() => setToken('seller-token'));

describe('the seller panel: products', () => {
  it('lists the shop’s products with their state, price, cost and profit', async () => {
    const api = serveGoods();
    renderPanel();
    await screen.findByText('Ceramic mug set', { selector: 'span[title]' });
    expect(screen.getAllByTestId('seller-listing')).toHaveLength(3);

    const mug = rowOf('Ceramic mug set');
    expect(within(mug).getByText('On sale')).toBeTruthy();
    expect(within(mug).getByText('Price').nextElementSibling?.textContent).toBe('$15.00');
    expect(within(mug).getByText('Wholesale cost').nextElementSibling?.textContent).toBe('$10.00');
    expect(within(mug).getByText('Profit per unit').nextElementSibling?.textContent).toBe('$5.00');
    expect(within(mug).getByRole('button', { name: 'Take off sale' })).toBeTruthy();

    const board = rowOf('Bamboo cutting board');
    expect(within(board).getByText('Off sale')).toBeTruthy();
    expect(within(board).getByRole('button', { name: 'Put on sale' })).toBeTruthy();
    expect(within(rowOf('Linen table runner')).getByTestId('listing-discount').textContent).toBe(
      'Discount: $12.00',
    );

    const [request] = requestsTo(api, LIST);
    expect(request?.url.pathname).toBe('/seller/goods!list.action');
    expect(request?.params.get('pageNum')).toBe('1');
    expect(request?.params.get('pageSize')).toBe('12');
    for (const name of ['keyword', 'isShelf', 'discount']) expect(request?.params.has(name)).toBe(false);
    expect(request?.headers.get('Authorization')).toBe('Bearer seller-token');
  });

  it('puts the search and the state filter into the address, and asks the server for them', async () => {
    const api = serveGoods();
    renderPanel();
    await screen.findByText('Ceramic mug set', { selector: 'span[title]' });

    fireEvent.change(screen.getByRole('textbox', { name: 'Search your products' }), {
      target: { value: '  mug ' },
    });
    fireEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastList(api)?.params.get('keyword')).toBe('mug'));
    expect(screen.getByTestId('address').textContent).toBe('/seller/goods?k=mug');

    fireEvent.click(screen.getByRole('radio', { name: 'Off sale' }));
    await waitFor(() => expect(lastList(api)?.params.get('isShelf')).toBe('0'));
    expect(lastList(api)?.params.get('keyword')).toBe('mug');
    expect(screen.getByTestId('address').textContent).toBe('/seller/goods?k=mug&state=offShelf');

    fireEvent.click(screen.getByRole('radio', { name: 'Discounted' }));
    await waitFor(() => expect(lastList(api)?.params.get('discount')).toBe('1'));
    expect(lastList(api)?.params.has('isShelf')).toBe(false);
    expect(screen.getByTestId('address').textContent).toBe('/seller/goods?k=mug&state=discount');

    fireEvent.click(screen.getByRole('radio', { name: 'On sale' }));
    await waitFor(() => expect(lastList(api)?.params.get('isShelf')).toBe('1'));
    expect(screen.getByTestId('address').textContent).toBe('/seller/goods?k=mug&state=onShelf');
  });

  it('opens on the search, state and page of a shared address', async () => {
    const api = serveGoods();
    renderPanel('/seller/goods?k=board&state=offShelf&page=2');
    await screen.findByText('Ceramic mug set', { selector: 'span[title]' });
    const [request] = requestsTo(api, LIST);
    expect(request?.params.get('keyword')).toBe('board');
    expect(request?.params.get('isShelf')).toBe('0');
    expect(request?.params.get('pageNum')).toBe('2');
    expect(screen.getByRole('radio', { name: 'Off sale' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Search your products' })).toHaveProperty('value', 'board');
  });

  it('puts several selected products on sale, then takes them all off, with their ids', async () => {
    const api = serveGoods();
    renderPanel();
    await screen.findByText('Ceramic mug set', { selector: 'span[title]' });
    const bar = bulkBar();
    expect(within(bar).getByRole('button', { name: 'Put on sale' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ceramic mug set' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Linen table runner' }));
    expect(within(bar).getByText('Selected: 2')).toBeTruthy();
    expect(requestsTo(api, SHELF)).toHaveLength(0);

    fireEvent.click(within(bar).getByRole('button', { name: 'Put on sale' }));
    expect(await screen.findByText('Products put on sale: 2.')).toBeTruthy();
    const [on] = requestsTo(api, SHELF);
    expect(on?.method).toBe('POST');
    expect(on?.url.pathname).toBe('/seller/goods!shelfBatch.action');
    expect(on?.params.get('isShelf')).toBe('1');
    expect(on?.params.get('sellerGoodsIds')?.split(',')).toEqual([MUG.id, RUNNER.id]);
    expect(ShelfBatchParams.parse(Object.fromEntries(on!.params))).toMatchObject({
      sellerGoodsIds: [MUG.id, RUNNER.id],
      isShelf: 1,
    });
    // The selection is cleared, and the list asked for again.
    await waitFor(() => expect(within(bar).getByText('Select all on this page')).toBeTruthy());
    await waitFor(() => expect(requestsTo(api, LIST)).toHaveLength(2));

    fireEvent.click(within(bar).getByRole('checkbox', { name: 'Select all on this page' }));
    expect(within(bar).getByText('Selected: 3')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Take off sale' }));
    expect(await screen.findByText('Products taken off sale: 3.')).toBeTruthy();
    const off = requestsTo(api, SHELF)[1];
    expect(off?.params.get('isShelf')).toBe('0');
    expect(off?.params.get('sellerGoodsIds')?.split(',')).toEqual([MUG.id, BOARD.id, RUNNER.id]);
  });

  it('puts one product on sale from its own row', async () => {
    const api = serveGoods();
    renderPanel();
    await screen.findByText('Bamboo cutting board', { selector: 'span[title]' });
    fireEvent.click(within(rowOf('Bamboo cutting board')).getByRole('button', { name: 'Put on sale' }));
    expect(await screen.findByText('Products put on sale: 1.')).toBeTruthy();
    const [call] = requestsTo(api, SHELF);
    expect(call?.params.get('sellerGoodsIds')).toBe(BOARD.id);
    expect(call?.params.get('isShelf')).toBe('1');
  });

  it('asks before deleting a product, and deletes it only once confirmed', async () => {
    const api = serveGoods();
    renderPanel();
    await screen.findByText('Ceramic mug set', { selector: 'span[title]' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Ceramic mug set' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this product from your shop?' });
    expect(within(dialog).getByText(/^Ceramic mug set leaves your shop and its page\./)).toBeTruthy();
    expect(requestsTo(api, DELETE)).toHaveLength(0);

    // Cancel does nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(api, DELETE)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Ceramic mug set' }));
    const again = await screen.findByRole('dialog', { name: 'Delete this product from your shop?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Ceramic mug set was removed from your shop.')).toBeTruthy();
    const [call] = requestsTo(api, DELETE);
    expect(call?.method).toBe('POST');
    expect(call?.url.pathname).toBe('/seller/goods!delete.action');
    expect(SellerGoodsIdParams.parse(Object.fromEntries(call!.params))).toEqual({ sellerGoodsId: MUG.id });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open and says why when the server refuses the deletion', async () => {
    const api = servePanel({
      [LIST]: () => panelPage([MUG]),
      [DELETE]: () => errorReply('1', 'COMMON_SYSTEM_ERROR', 'Something went wrong'),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Ceramic mug set' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this product from your shop?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Something went wrong on our side. Please try again later.')).toBeTruthy();
    expect(requestsTo(api, DELETE)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Delete this product from your shop?' })).toBeTruthy();
    expect(screen.queryByText('Ceramic mug set was removed from your shop.')).toBeNull();
  });

  it('shows a new shop the way to the catalogue, and a search without results that nothing matches', async () => {
    const api = serveGoods([]);
    renderPanel();
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain(
      "Your shop has no products yet. Add some from the platform's catalogue.",
    );
    expect(within(empty).getByRole('link', { name: 'Add products' }).getAttribute('href')).toBe(
      '/seller/library',
    );
    expect(screen.queryByRole('toolbar', { name: 'Change the selected products' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Discounted' }));
    await waitFor(() => expect(lastList(api)?.params.get('discount')).toBe('1'));
    await waitFor(() => expect(screen.getByTestId('empty-state').textContent).toBe('No products match.'));
    expect(within(screen.getByTestId('empty-state')).queryByRole('link')).toBeNull();
  });

  it('says why the products could not be loaded, and loads them again on "Try again"', async () => {
    let fail = true;
    const api = servePanel({
      [LIST]: () =>
        fail ? errorReply('1', 'COMMON_SYSTEM_ERROR', 'Something went wrong') : panelPage([MUG]),
    });
    renderPanel();
    const error = await screen.findByRole('alert');
    expect(within(error).getByText('Your products could not be loaded.')).toBeTruthy();
    expect(within(error).getByText('Something went wrong on our side. Please try again later.')).toBeTruthy();
    expect(screen.queryByTestId('seller-listing')).toBeNull();

    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ceramic mug set', { selector: 'span[title]' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requestsTo(api, LIST)).toHaveLength(2);
  });
});
