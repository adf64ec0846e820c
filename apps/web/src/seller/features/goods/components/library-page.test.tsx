import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ListingAddParams, type LibraryGoodsVo } from '@caravan/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../../lib/auth';
import { errorReply, makeCategory, okReply } from '../../../../test/factories';
import { requestsTo, type ServedActions } from '../../../../test/serve-actions';
import { makeLibraryGoods, makeListing, panelPage, servePanel } from '../../../test/seller-fixtures';
import { renderSellerPage } from '../../../test/render-seller-page';

const LIBRARY = 'seller/systemGoods!list';
const ADD = 'seller/goods!addOrUpdate';

function renderPanel(route = '/seller/library') {
  renderSellerPage(route);
}

const KITCHEN = makeCategory({ name: 'Kitchen' });
const MUGS = makeCategory({ name: 'Mugs', parentId: KITCHEN.id });
KITCHEN.subList = [MUGS];

/** 10.00 wholesale, sold at 11.00–20.00: the dialog offers 15.50, the middle. */
const BOARD = makeLibraryGoods({ name: 'Bamboo cutting board', systemPrice: 10 });
const LISTED = makeLibraryGoods({
  name: 'Ceramic mug set',
  categoryName: 'Kitchen',
  secondaryCateName: 'Mugs',
  isListed: 1,
  sellerGoodsId: '00000000-0000-4000-8000-0000000000d1',
  sellingPrice: 18,
  isShelf: 1,
});

/** The catalogue lists `goods`; adding answers with the new listing unless `addReply` says otherwise. */
function serveLibrary({
  goods = [BOARD, LISTED],
  addReply,
}: { goods?: LibraryGoodsVo[]; addReply?: () => Response } = {}) {
  return servePanel({
    [LIBRARY]: () => panelPage(goods),
    'category!tree': () => okReply([KITCHEN]),
    [ADD]:
      addReply ??
      ((params) =>
        okReply(
          makeListing({
            goodsId: params.get('goodsId') ?? '',
            name: BOARD.name,
            sellingPrice: Number(params.get('sellingPrice')),
          }),
        )),
  });
}

const lastList = (api: ServedActions) => requestsTo(api, LIBRARY).at(-1);
const cardOf = (name: string) =>
  screen.getAllByTestId('library-goods').find((card) => card.textContent?.includes(name))!;
/** What the price field holds: typing it as the seller would, then leaving the field. */
function typePrice(dialog: HTMLElement, text: string) {
  const input = within(dialog).getByLabelText('Your selling price (USDT)');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

async function openAddDialog(name = BOARD.name) {
  fireEvent.click(await screen.findByRole('button', { name: `Add ${name} to the shop` }));
  return screen.findByRole('dialog', { name: 'Add to your shop' });
}

beforeEach(() => setToken('seller-token'));

describe('the seller panel: the product library', () => {
  it('lists the catalogue with each product’s cost, allowed price and stock, and what the shop lists', async () => {
    const api = serveLibrary();
    renderPanel();
    await screen.findByText('Bamboo cutting board');

    const board = cardOf('Bamboo cutting board');
    expect(within(board).getByText('Wholesale cost').nextElementSibling?.textContent).toBe('$10.00');
    expect(within(board).getByText('Allowed price').nextElementSibling?.textContent).toBe('$11.00 – $20.00');
    expect(within(board).getByText('Stock').nextElementSibling?.textContent).toBe('500');
    expect(within(board).queryByTestId('library-in-store')).toBeNull();

    const mugs = cardOf('Ceramic mug set');
    expect(within(mugs).getByText('Mugs')).toBeTruthy();
    expect(within(mugs).getByTestId('library-in-store').textContent).toBe('In your shop at $18.00');
    expect(within(mugs).queryByRole('button', { name: /^Add / })).toBeNull();

    const [request] = requestsTo(api, LIBRARY);
    expect(request?.url.pathname).toBe('/seller/systemGoods!list.action');
    expect(request?.params.get('pageNum')).toBe('1');
    expect(request?.params.get('pageSize')).toBe('12');
    expect(request?.params.has('keyword')).toBe(false);
    expect(request?.params.has('categoryId')).toBe(false);
  });

  it('puts the search and the category into the address, and asks the server for them', async () => {
    const api = serveLibrary();
    renderPanel();
    await screen.findByText('Bamboo cutting board');

    fireEvent.change(screen.getByRole('textbox', { name: 'Search the catalogue' }), {
      target: { value: ' board ' },
    });
    fireEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastList(api)?.params.get('keyword')).toBe('board'));
    expect(screen.getByTestId('address').textContent).toBe('/seller/library?k=board');

    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(within(category).getByRole('option', { name: '— Mugs' })).toBeTruthy());
    fireEvent.change(category, { target: { value: MUGS.id } });
    await waitFor(() => expect(lastList(api)?.params.get('categoryId')).toBe(MUGS.id));
    expect(lastList(api)?.params.get('keyword')).toBe('board');
    expect(screen.getByTestId('address').textContent).toBe(`/seller/library?k=board&category=${MUGS.id}`);
  });

  it('shows the profit, markup and margin of a price inside the range as the seller types it', async () => {
    serveLibrary();
    renderPanel();
    const dialog = await openAddDialog();
    expect(within(dialog).getByText('Bamboo cutting board')).toBeTruthy();
    expect(within(dialog).getByText('Wholesale cost').nextElementSibling?.textContent).toBe('$10.00');
    // The middle of the range is offered first.
    expect(within(dialog).getByLabelText('Your selling price (USDT)')).toHaveProperty('value', '15.50');
    expect(within(dialog).getByTestId('listing-margin').textContent).toBe(
      'Profit per unit $5.50 · markup 55.0% · margin 35.5%',
    );

    typePrice(dialog, '12.34');
    expect(within(dialog).getByTestId('listing-margin').textContent).toBe(
      'Profit per unit $2.34 · markup 23.4% · margin 19.0%',
    );
    typePrice(dialog, '11');
    expect(within(dialog).getByTestId('listing-margin').textContent).toBe(
      'Profit per unit $1.00 · markup 10.0% · margin 9.1%',
    );
  });

  it('refuses a price outside the allowed range with the reason, sending nothing', async () => {
    const api = serveLibrary();
    renderPanel();
    const dialog = await openAddDialog();
    const input = within(dialog).getByLabelText('Your selling price (USDT)');

    typePrice(dialog, '20.01');
    // Each amount stays left to right inside the sentence (U+2066 … U+2069).
    expect(within(dialog).getByText('The price must be at most \u2066$20.00\u2069.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByTestId('listing-margin').textContent).toBe(
      'Enter a price inside the allowed range to see your profit.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to shop' }));

    typePrice(dialog, '10.99');
    expect(within(dialog).getByText('The price must be at least \u2066$11.00\u2069.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to shop' }));

    typePrice(dialog, '');
    expect(within(dialog).getByText('Enter a price.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to shop' }));

    expect(requestsTo(api, ADD)).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Add to your shop' })).toBeTruthy();
  });

  it('adds the product at the price typed, on sale at once', async () => {
    const api = serveLibrary();
    renderPanel();
    const dialog = await openAddDialog();
    typePrice(dialog, '12.50');
    expect(within(dialog).getByRole('checkbox', { name: 'Put it on sale at once' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to shop' }));

    expect(await screen.findByText('Bamboo cutting board is in your shop.')).toBeTruthy();
    const [call] = requestsTo(api, ADD);
    expect(call?.method).toBe('POST');
    expect(call?.url.pathname).toBe('/seller/goods!addOrUpdate.action');
    expect(call?.params.get('goodsId')).toBe(BOARD.goodsId);
    expect(call?.params.get('sellingPrice')).toBe('12.50');
    expect(call?.params.get('isShelf')).toBe('1');
    expect(ListingAddParams.parse(Object.fromEntries(call!.params))).toEqual({
      goodsId: BOARD.goodsId,
      sellingPrice: '12.50',
      isShelf: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The catalogue is asked for again, to show the product in the shop.
    await waitFor(() => expect(requestsTo(api, LIBRARY)).toHaveLength(2));
  });

  it('adds the product off sale when the seller unticks "Put it on sale at once"', async () => {
    const api = serveLibrary();
    renderPanel();
    const dialog = await openAddDialog();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Put it on sale at once' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to shop' }));
    await waitFor(() => expect(requestsTo(api, ADD)).toHaveLength(1));
    const [call] = requestsTo(api, ADD);
    expect(call?.params.get('sellingPrice')).toBe('15.50');
    expect(call?.params.get('isShelf')).toBe('0');
  });

  it('keeps the dialog open with the server’s reason when it refuses the price', async () => {
    const api = serveLibrary({
      addReply: () =>
        errorReply('1', 'SELLER_PRICE_OUT_OF_RANGE', 'out of range', { min: '11.00', max: '20.00' }),
    });
    renderPanel();
    const dialog = await openAddDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to shop' }));
    expect(await screen.findByText('The selling price must be between 11.00 and 20.00 USDT.')).toBeTruthy();
    expect(requestsTo(api, ADD)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Add to your shop' })).toBeTruthy();
    expect(screen.queryByText('Bamboo cutting board is in your shop.')).toBeNull();
  });

  it('says when nothing matches, and why the catalogue could not be loaded with a way to retry', async () => {
    let reply = () => errorReply('1', 'COMMON_SYSTEM_ERROR', 'Something went wrong');
    const api = servePanel({ [LIBRARY]: () => reply(), 'category!tree': () => okReply([]) });
    renderPanel();
    const error = await screen.findByRole('alert');
    expect(within(error).getByText('The catalogue could not be loaded.')).toBeTruthy();
    expect(within(error).getByText('Something went wrong on our side. Please try again later.')).toBeTruthy();

    reply = () => panelPage([]);
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'No products match. Try another keyword or category.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requestsTo(api, LIBRARY)).toHaveLength(2);
  });
});
