import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ListingUpdateParams, type SellerListingVo } from '@caravan/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../../lib/auth';
import { getToasts } from '../../../../lib/toast';
import { errorReply, okReply } from '../../../../test/factories';
import { bodiesOf, requestsTo } from '../../../../test/serve-actions';
import { makeListing, panelPage, servePanel } from '../../../test/seller-fixtures';
import { renderSellerPage } from '../../../test/render-seller-page';

// Issue 53 (ADR 037): a seller sets a listing's price ladder, minimum order quantity, pack size and
// sample; the contract's rules are checked as the seller types, and the server's refusal is shown.

const LIST = 'seller/goods!list';
const UPDATE = 'seller/goods!update';

// 10.00 wholesale, sold at 11.00–20.00, one rung at 15.00 from 1 unit.
const MUG = makeListing({ name: 'Ceramic mug set' });

function serve(listing: SellerListingVo = MUG, update = () => okReply(listing)) {
  return servePanel({ [LIST]: () => panelPage([listing]), [UPDATE]: update });
}

async function openTerms(name = 'Ceramic mug set') {
  renderSellerPage('/seller/goods');
  fireEvent.click(await screen.findByRole('button', { name: `Wholesale terms ${name}` }));
  return screen.findByRole('dialog', { name: `Wholesale terms: ${name}` });
}

const rung = (n: number) => screen.getByRole('group', { name: `Rung ${n}` });
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const typeRung = (n: number, qty: string | null, price: string | null) => {
  if (qty !== null) type(within(rung(n)).getByRole('textbox', { name: 'From quantity' }), qty);
  if (price !== null) type(within(rung(n)).getByRole('textbox', { name: 'Unit price (USDT)' }), price);
};
const save = () => screen.getByRole('button', { name: 'Save terms' }) as HTMLButtonElement;
const bodies = (api: ReturnType<typeof serve>) => bodiesOf(api, UPDATE) as Record<string, unknown>[];
const addRung = () => fireEvent.click(screen.getByRole('button', { name: 'Add a rung' }));

beforeEach(() => setToken('seller-token'));

describe('a listing’s wholesale terms', () => {
  it('names the rung whose price does not fall, beside it, and will not save', async () => {
    const api = serve();
    await openTerms();
    expect(screen.getAllByTestId('terms-rung')).toHaveLength(1);
    expect(save().disabled).toBe(false);

    addRung();
    expect(screen.getAllByTestId('terms-rung')).toHaveLength(2);
    // The new rung's quantity has the focus, its price is still to be typed.
    expect(document.activeElement).toBe(within(rung(2)).getByRole('textbox', { name: 'From quantity' }));
    expect(save().disabled).toBe(true);
    typeRung(2, '50', '16.00');

    const message = 'Rung 2: its unit price must be lower than the rung before it.';
    expect(within(rung(2)).getByText(message)).toBeTruthy();
    expect(within(rung(1)).queryByText(message)).toBeNull();
    expect(save().disabled).toBe(true);

    typeRung(2, null, '14.00');
    expect(screen.queryByText(message)).toBeNull();
    expect(save().disabled).toBe(false);

    // Below the wholesale cost: named too.
    typeRung(2, null, '9.50');
    expect(
      within(rung(2)).getByText('Rung 2: the unit price is below the wholesale cost of 10.00 USDT.'),
    ).toBeTruthy();
    expect(save().disabled).toBe(true);
    fireEvent.submit(screen.getByTestId('terms-form'));
    expect(requestsTo(api, UPDATE)).toHaveLength(0);
  });

  it('sends a three-rung ladder as decimal text with its minimum and pack, and refreshes the list', async () => {
    const api = serve();
    await openTerms();
    type(screen.getByRole('textbox', { name: 'Minimum order quantity' }), '12');
    // The minimum is the first rung's start.
    expect((within(rung(1)).getByRole('textbox', { name: 'From quantity' }) as HTMLInputElement).value).toBe(
      '12',
    );
    type(screen.getByRole('textbox', { name: 'Pack size' }), '12');
    addRung();
    typeRung(2, '48', '14.5');
    addRung();
    typeRung(3, '96', '13');
    expect(screen.queryByRole('button', { name: 'Remove rung 1' })).toBeNull();
    expect(save().disabled).toBe(false);

    fireEvent.click(save());
    await waitFor(() => expect(bodies(api)).toHaveLength(1));
    expect(requestsTo(api, UPDATE)[0]?.method).toBe('POST');
    const [body] = bodies(api);
    // The prices go as decimal text; no sample was offered, and none is.
    expect(body).toEqual({
      sellerGoodsId: MUG.id,
      priceTiers:
        '[{"minQty":12,"price":"15.00"},{"minQty":48,"price":"14.50"},{"minQty":96,"price":"13.00"}]',
      moq: 12,
      packSize: 12,
      clearSample: 1,
    });
    expect(ListingUpdateParams.parse(body)).toMatchObject({
      priceTiers: [
        { minQty: 12, price: '15.00' },
        { minQty: 48, price: '14.50' },
        { minQty: 96, price: '13.00' },
      ],
      moq: 12,
      packSize: 12,
    });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getToasts().some((toast) => toast.message === 'The wholesale terms are saved.')).toBe(true);
    await waitFor(() => expect(requestsTo(api, LIST)).toHaveLength(2));
  });

  it('removes a rung and keeps the others as typed', async () => {
    const ladder = makeListing({
      name: 'Bamboo tray',
      moq: 10,
      packSize: 10,
      priceTiers: [
        { minQty: 10, price: 15 },
        { minQty: 50, price: 14 },
        { minQty: 100, price: 13 },
      ],
    });
    const api = serve(ladder);
    renderSellerPage('/seller/goods');
    // The row tells its terms at a glance.
    expect((await screen.findByTestId('listing-terms')).textContent).toBe(
      'Price tiers: 3 · Min. order: 10 · Pack: 10',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Wholesale terms Bamboo tray' }));
    await screen.findByRole('dialog', { name: 'Wholesale terms: Bamboo tray' });
    expect(screen.getAllByTestId('terms-rung')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Remove rung 2' }));
    expect(screen.getAllByTestId('terms-rung')).toHaveLength(2);
    expect((within(rung(2)).getByRole('textbox', { name: 'From quantity' }) as HTMLInputElement).value).toBe(
      '100',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a rung' }));
    fireEvent.click(save());
    await waitFor(() => expect(bodies(api)).toHaveLength(1));
    expect(bodies(api)[0]?.priceTiers).toBe('[{"minQty":10,"price":"15.00"},{"minQty":100,"price":"13.00"}]');
  });

  it('offers a sample with its price and limit, and withdraws it with clearSample', async () => {
    const sampled = makeListing({ name: 'Linen runner', samplePrice: 12, sampleLimit: 3 });
    const api = serve(sampled);
    await openTerms('Linen runner');
    const sample = screen.getByRole('switch', { name: 'Offer a sample' }) as HTMLInputElement;
    expect(sample.checked).toBe(true);
    expect(
      (screen.getByRole('textbox', { name: 'Sample unit price (USDT)' }) as HTMLInputElement).value,
    ).toBe('12.00');
    expect((screen.getByRole('textbox', { name: 'Sample units per buyer' }) as HTMLInputElement).value).toBe(
      '3',
    );

    // A sample below the wholesale cost is refused beside its price.
    type(screen.getByRole('textbox', { name: 'Sample unit price (USDT)' }), '8');
    expect(screen.getByText('The sample price is below the wholesale cost of 10.00 USDT.')).toBeTruthy();
    expect(save().disabled).toBe(true);
    type(screen.getByRole('textbox', { name: 'Sample unit price (USDT)' }), '11.5');
    type(screen.getByRole('textbox', { name: 'Sample units per buyer' }), '500');
    expect(screen.getByText('Enter a whole number from 1 to 100.')).toBeTruthy();
    expect(save().disabled).toBe(true);
    type(screen.getByRole('textbox', { name: 'Sample units per buyer' }), '5');
    fireEvent.click(save());
    await waitFor(() => expect(bodies(api)).toHaveLength(1));
    const [offered] = bodies(api);
    expect(offered).toMatchObject({ samplePrice: '11.50', sampleLimit: 5 });
    expect(offered).not.toHaveProperty('clearSample');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Wholesale terms Linen runner' }));
    await screen.findByRole('dialog', { name: 'Wholesale terms: Linen runner' });
    fireEvent.click(screen.getByRole('switch', { name: 'Offer a sample' }));
    expect(screen.queryByRole('textbox', { name: 'Sample unit price (USDT)' })).toBeNull();
    fireEvent.click(save());
    await waitFor(() => expect(bodies(api)).toHaveLength(2));
    const withdrawn = bodies(api)[1];
    expect(withdrawn?.clearSample).toBe(1);
    expect(withdrawn).not.toHaveProperty('samplePrice');
    expect(withdrawn).not.toHaveProperty('sampleLimit');
    expect(ListingUpdateParams.parse(withdrawn)).toMatchObject({ clearSample: 1 });
  });

  it('shows the server’s refusal in the dialog, which stays open', async () => {
    const api = serve(MUG, () =>
      errorReply('1', 'SELLER_TIER_BELOW_COST', 'Rung 2 is below cost', { rung: 2, cost: '14.20' }),
    );
    await openTerms();
    addRung();
    typeRung(2, '50', '14.00');
    fireEvent.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Rung 2: the unit price is below the wholesale cost of 14.20 USDT.');
    expect(requestsTo(api, UPDATE)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Wholesale terms: Ceramic mug set' })).toBeTruthy();
    // The dialog says it; no toast repeats it.
    expect(getToasts().some((toast) => toast.kind === 'error')).toBe(false);
    // A change answers it.
    typeRung(2, null, '14.50');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
