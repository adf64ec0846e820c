import { OfferTermsParams, type AdminOfferVo } from '@caravan/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../../lib/i18n';
import { getToasts } from '../../../../lib/toast';
import { errorReply, nextId, okReply } from '../../../../test/factories';
import { renderConsole } from '../../../../test/render-console';
import {
  bodiesOf,
  callsTo,
  requestsTo,
  serveActions,
  type ActionHandler,
  type ServedActions,
} from '../../../../test/serve-actions';

// Issue 53: operators see every shop's offers with their wholesale terms, and change an offer's
// terms in the seller centre's editor, checked by the same rules, with a reason for the audit log.

const LIST = 'admin/sellerGoods!list';
const UPDATE = 'admin/sellerGoods!updateTerms';

function makeOffer(overrides: Partial<AdminOfferVo> = {}): AdminOfferVo {
  return {
    id: nextId(),
    goodsId: nextId(),
    name: 'Ceramic mug set',
    sellerId: nextId(),
    shopName: 'Saffron Traders',
    imgUrl: null,
    sellingPrice: 15,
    discountRatio: null,
    priceTiers: [{ minQty: 1, price: 15 }],
    moq: 1,
    packSize: 1,
    samplePrice: null,
    sampleLimit: null,
    systemPrice: 10,
    wholesaleCost: 10,
    minSellingPrice: 10.5,
    maxSellingPrice: 20,
    buyMin: 1,
    maxBuy: 500,
    isShelf: 1,
    goodsShelf: 1,
    ...overrides,
  };
}

const MUG = makeOffer();
const TRAY = makeOffer({
  name: 'Bamboo tray',
  shopName: 'Olive House',
  sellingPrice: 15,
  discountRatio: 0.1,
  priceTiers: [
    { minQty: 12, price: 15 },
    { minQty: 48, price: 14.5 },
    { minQty: 96, price: 13 },
  ],
  moq: 12,
  packSize: 12,
  samplePrice: 12,
  sampleLimit: 3,
});

const page = (list: AdminOfferVo[], total = list.length) =>
  okReply({ pageList: list, pageInfo: { pageNum: 1, pageSize: 20, totalElements: total } });

function serve(handlers: Partial<Record<typeof LIST | typeof UPDATE, ActionHandler>> = {}): ServedActions {
  return serveActions({
    'admin/auth!me': () => okReply({ id: 'op-1', username: 'ops', role: 'operations' }),
    [LIST]: () => page([MUG, TRAY], 25),
    [UPDATE]: () => okReply(MUG),
    ...handlers,
  });
}

async function openTerms(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Edit terms ${name}` }));
  return screen.findByRole('dialog', { name: `Wholesale terms: ${name}` });
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const rung = (n: number) => screen.getByRole('group', { name: `Rung ${n}` });
const typeRung = (n: number, qty: string, price: string) => {
  type(within(rung(n)).getByRole('textbox', { name: 'From quantity' }), qty);
  type(within(rung(n)).getByRole('textbox', { name: 'Unit price (USDT)' }), price);
};
const save = () => screen.getByRole('button', { name: 'Save terms' }) as HTMLButtonElement;

describe('the console’s offers', () => {
  it('lists offers with their terms at a glance, searches and pages', async () => {
    const api = serve({
      [LIST]: (params) => (params.get('keyword') === 'nothing' ? page([]) : page([MUG, TRAY], 25)),
    });
    renderConsole('/admin/catalog/offers');
    expect(await screen.findByRole('heading', { name: 'Offers' })).toBeTruthy();
    const rows = await screen.findAllByTestId('offer-row');
    expect(rows).toHaveLength(2);
    const terms = screen.getAllByTestId('offer-terms').map((cell) => cell.textContent);
    expect(terms[0]).toBe('from \u2066$15.00\u2069 · MOQ 1 · pack 1');
    expect(terms[1]).toBe(
      'from \u2066$13.00\u2069 · MOQ 12 · pack 12Sample \u2066$12.00\u2069, up to 3 per buyer',
    );
    expect(within(rows[1]!).getByText('\u206610%\u2069 off')).toBeTruthy();
    expect(within(rows[1]!).getByText('Olive House')).toBeTruthy();
    expect(screen.getByTestId('nav-offers').getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(callsTo(api, LIST).at(-1)?.get('pageNum')).toBe('2'));

    type(screen.getByTestId('offers-search'), '  nothing ');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No offers match this search.')).toBeTruthy();
    const last = callsTo(api, LIST).at(-1);
    expect(last?.get('keyword')).toBe('nothing');
    // A new search starts at its first page.
    expect(last?.get('pageNum')).toBe('1');
  });

  it('narrows the list to one shop from a row, and back to every shop', async () => {
    const api = serve({
      [LIST]: (params) => page(params.get('sellerId') === TRAY.sellerId ? [TRAY] : [MUG, TRAY]),
    });
    renderConsole('/admin/catalog/offers');
    const shops = await screen.findAllByTestId('offer-shop');
    fireEvent.click(shops[1]!);
    expect((await screen.findByTestId('offers-shop-filter')).textContent).toContain('Offers of Olive House');
    expect(callsTo(api, LIST).at(-1)?.get('sellerId')).toBe(TRAY.sellerId);
    await waitFor(() => expect(screen.getAllByTestId('offer-row')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Show every shop' }));
    await waitFor(() => expect(screen.getAllByTestId('offer-row')).toHaveLength(2));
    // Every shop's first page was read already: shown again from the cache.
    expect(screen.queryByTestId('offers-shop-filter')).toBeNull();
  });

  it('sets an offer’s terms with a reason, sent as the endpoint takes them, and refreshes the list', async () => {
    const api = serve();
    renderConsole('/admin/catalog/offers');
    const dialog = await openTerms('Ceramic mug set');
    // Whose offer it is and what it is checked against.
    const facts = within(dialog).getByTestId('offer-facts').textContent ?? '';
    expect(facts).toContain('Saffron Traders');
    expect(facts).toContain('\u2066$10.50\u2069 – \u2066$20.00\u2069');
    expect(facts).toContain('1 to 500');

    type(screen.getByRole('textbox', { name: 'Minimum order quantity' }), '12');
    type(screen.getByRole('textbox', { name: 'Pack size' }), '12');
    fireEvent.click(screen.getByRole('button', { name: 'Add a rung' }));
    typeRung(2, '48', '14.5');
    expect(save().disabled).toBe(false);

    // No reason, nothing sent.
    fireEvent.click(save());
    expect(await screen.findByText('Give a reason for this change')).toBeTruthy();
    expect(requestsTo(api, UPDATE)).toHaveLength(0);

    type(screen.getByRole('textbox', { name: 'Reason' }), '  The shop asked by e-mail ');
    expect(screen.queryByText('Give a reason for this change')).toBeNull();
    fireEvent.click(save());
    await waitFor(() => expect(bodiesOf(api, UPDATE)).toHaveLength(1));
    expect(requestsTo(api, UPDATE)[0]?.method).toBe('POST');
    const [body] = bodiesOf(api, UPDATE);
    expect(body).toEqual({
      sellerGoodsId: MUG.id,
      priceTiers: '[{"minQty":12,"price":"15.00"},{"minQty":48,"price":"14.50"}]',
      moq: 12,
      packSize: 12,
      clearSample: 1,
      reason: 'The shop asked by e-mail',
    });
    expect(OfferTermsParams.parse(body)).toMatchObject({
      priceTiers: [
        { minQty: 12, price: '15.00' },
        { minQty: 48, price: '14.50' },
      ],
      reason: 'The shop asked by e-mail',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      getToasts().some((toast) => toast.message === 'The wholesale terms of Ceramic mug set are saved.'),
    ).toBe(true);
    await waitFor(() => expect(requestsTo(api, LIST)).toHaveLength(2));
  });

  it('checks the terms against the offer’s own minimum and cost as the operator types', async () => {
    const strict = makeOffer({ name: 'Linen runner', buyMin: 10, moq: 10, wholesaleCost: 11.2 });
    serve({ [LIST]: () => page([strict]) });
    renderConsole('/admin/catalog/offers');
    await openTerms('Linen runner');
    type(screen.getByRole('textbox', { name: 'Minimum order quantity' }), '5');
    expect(
      screen.getByText("The minimum order quantity may not be below the product's own minimum of 10."),
    ).toBeTruthy();
    type(screen.getByRole('textbox', { name: 'Minimum order quantity' }), '10');
    fireEvent.click(screen.getByRole('button', { name: 'Add a rung' }));
    // Above the good's wholesale price (10.00) but below its dearest SKU's (11.20).
    typeRung(2, '50', '11.00');
    expect(
      within(rung(2)).getByText('Rung 2: the unit price is below the wholesale cost of 11.20 USDT.'),
    ).toBeTruthy();
    expect(save().disabled).toBe(true);
  });

  it('shows the server’s refusal in the dialog in the operator’s language, right to left in Arabic', async () => {
    await changeLanguage('ar');
    const api = serve({
      [UPDATE]: () => errorReply('1', 'SELLER_TIER_PRICE_NOT_FALLING', 'Rung 2 is not cheaper', { rung: 2 }),
    });
    renderConsole('/admin/catalog/offers');
    expect(document.documentElement.dir).toBe('rtl');
    fireEvent.click((await screen.findAllByTestId('offer-edit'))[0]!);
    await screen.findByTestId('terms-form');
    fireEvent.change(screen.getByTestId('offer-reason'), { target: { value: 'طلب المتجر' } });
    fireEvent.click(screen.getByTestId('terms-save'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('الشريحة 2: يجب أن يكون سعر الوحدة فيها أقل منه في الشريحة السابقة.');
    expect(requestsTo(api, UPDATE)).toHaveLength(1);
    // The dialog stays open; no toast repeats the refusal.
    expect(screen.getByTestId('terms-form')).toBeTruthy();
    expect(getToasts().some((toast) => toast.kind === 'error')).toBe(false);
  });
});
