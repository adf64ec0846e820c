import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ShopUpdateParams, type ShopProfileVo } from '@caravan/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../../lib/auth';
import { errorReply, okReply } from '../../../../test/factories';
import { requestsTo, type ActionHandler } from '../../../../test/serve-actions';
import { makeShopProfile, servePanel } from '../../../test/seller-fixtures';
import { renderSellerPage } from '../../../test/render-seller-page';

const PROFILE = 'seller/seller!info';
const UPDATE = 'seller/seller!update';

function renderPanel(route = '/seller/store') {
  renderSellerPage(route);
}

const LOGO = '/uploads/shop/0123456789abcdef0123456789abcdef.webp';
const SHOP = makeShopProfile({
  name: 'Harbour Supplies',
  avatar: LOGO,
  shopRemark: 'Kitchen goods from the harbour.',
  contact: 'shop@example.com',
});

/**
 * A server holding the shop's settings, `shop` at first: saving changes them as asked (and later
 * reads see the change), unless `update` answers otherwise.
 */
function serveStore({ shop = SHOP, update }: { shop?: ShopProfileVo; update?: ActionHandler } = {}) {
  let current = shop;
  return servePanel({
    [PROFILE]: () => okReply(current),
    [UPDATE]:
      update ??
      ((params) => {
        const changes = ['name', 'shopRemark', 'contact'].flatMap((name) =>
          params.has(name) ? [[name, params.get(name)]] : [],
        );
        current = { ...current, ...Object.fromEntries(changes) };
        return okReply(current);
      }),
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' });

beforeEach(() => setToken('seller-token'));

describe('the seller panel: store settings', () => {
  it('loads the shop’s settings into the form, with a preview of its header', async () => {
    const api = serveStore();
    renderPanel();
    await waitFor(() => expect(field('Shop name').value).toBe('Harbour Supplies'));
    expect(field('Description').value).toBe('Kitchen goods from the harbour.');
    expect(field('Contact').value).toBe('shop@example.com');
    const preview = screen.getByRole('figure', { name: "Preview of your shop's header" });
    expect(within(preview).getByText('Harbour Supplies')).toBeTruthy();
    expect(preview.querySelector(`img[src="${LOGO}"]`)).not.toBeNull();
    // Nothing changed yet: nothing to save or undo.
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Undo changes' })).toHaveProperty('disabled', true);

    const [request] = requestsTo(api, PROFILE);
    expect(request?.url.pathname).toBe('/seller/seller!info.action');
    expect(request?.headers.get('Authorization')).toBe('Bearer seller-token');
    expect(requestsTo(api, UPDATE)).toHaveLength(0);
  });

  it('saves only the fields that changed, trimmed, and shows the saved settings', async () => {
    const api = serveStore();
    renderPanel();
    await waitFor(() => expect(field('Shop name').value).toBe('Harbour Supplies'));

    fireEvent.change(field('Shop name'), { target: { value: '  Harbour & Sons ' } });
    fireEvent.change(field('Contact'), { target: { value: '+351 912 345 678' } });
    // The preview follows what is typed.
    expect(
      within(screen.getByRole('figure', { name: "Preview of your shop's header" })).getByText(
        '  Harbour & Sons ',
        { normalizer: (text) => text },
      ),
    ).toBeTruthy();
    fireEvent.click(saveButton());

    expect(await screen.findByText('Your shop is updated.')).toBeTruthy();
    const [call] = requestsTo(api, UPDATE);
    expect(call?.method).toBe('POST');
    expect(call?.url.pathname).toBe('/seller/seller!update.action');
    expect(call?.params.get('name')).toBe('Harbour & Sons');
    expect(call?.params.get('contact')).toBe('+351 912 345 678');
    // What did not change is not sent: the description, and the logo kept at its stored address.
    for (const name of ['shopRemark', 'avatar', 'banner']) expect(call?.params.has(name)).toBe(false);
    expect(ShopUpdateParams.parse(Object.fromEntries(call!.params))).toEqual({
      name: 'Harbour & Sons',
      contact: '+351 912 345 678',
    });

    // The form now holds what was saved.
    await waitFor(() => expect(field('Shop name').value).toBe('Harbour & Sons'));
    expect(field('Contact').value).toBe('+351 912 345 678');
    expect(field('Description').value).toBe('Kitchen goods from the harbour.');
  });

  it('has nothing left to save once the changes are saved', async () => {
    const api = serveStore();
    renderPanel();
    await waitFor(() => expect(field('Shop name').value).toBe('Harbour Supplies'));
    fireEvent.change(field('Shop name'), { target: { value: 'Harbour & Sons' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Your shop is updated.')).toBeTruthy();
    expect(requestsTo(api, UPDATE)).toHaveLength(1);
    await waitFor(() => expect(requestsTo(api, PROFILE)).toHaveLength(2));

    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it('refuses a shop name shorter than two characters, sending nothing', async () => {
    const api = serveStore();
    renderPanel();
    await waitFor(() => expect(field('Shop name').value).toBe('Harbour Supplies'));

    fireEvent.change(field('Shop name'), { target: { value: 'H' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Use at least 2 characters.')).toBeTruthy();
    expect(field('Shop name').getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(api, UPDATE)).toHaveLength(0);

    // Once corrected, the message goes and the form saves.
    fireEvent.change(field('Shop name'), { target: { value: 'Ha' } });
    await waitFor(() => expect(screen.queryByText('Use at least 2 characters.')).toBeNull());
    fireEvent.click(saveButton());
    await waitFor(() => expect(requestsTo(api, UPDATE)).toHaveLength(1));
    expect(requestsTo(api, UPDATE)[0]?.params.get('name')).toBe('Ha');
  });

  it('asks for a description and a contact rather than saving them empty', async () => {
    const api = serveStore();
    renderPanel();
    await waitFor(() => expect(field('Contact').value).toBe('shop@example.com'));
    fireEvent.change(field('Description'), { target: { value: '  ' } });
    fireEvent.change(field('Contact'), { target: { value: '' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(2));
    expect(field('Contact').getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(api, UPDATE)).toHaveLength(0);
  });

  it('removes the logo with `clear`, since an empty field means unchanged', async () => {
    const api = serveStore();
    renderPanel();
    await waitFor(() => expect(field('Shop name').value).toBe('Harbour Supplies'));
    const logo = screen.getByTestId('store-logo');
    fireEvent.click(within(logo).getByRole('button', { name: 'Remove' }));
    fireEvent.click(saveButton());
    await waitFor(() => expect(requestsTo(api, UPDATE)).toHaveLength(1));
    const sent = requestsTo(api, UPDATE)[0]!.params;
    expect(sent.get('clear')).toBe('avatar');
    expect(sent.has('avatar')).toBe(false);
    expect(ShopUpdateParams.parse(Object.fromEntries(sent))).toMatchObject({ clear: ['avatar'] });
  });

  it('undoes the changes on "Undo changes"', async () => {
    const api = serveStore();
    renderPanel();
    await waitFor(() => expect(field('Description').value).toBe('Kitchen goods from the harbour.'));
    fireEvent.change(field('Description'), { target: { value: 'Everything for the kitchen.' } });
    expect(saveButton()).toHaveProperty('disabled', false);

    fireEvent.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(field('Description').value).toBe('Kitchen goods from the harbour.');
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(requestsTo(api, UPDATE)).toHaveLength(0);
  });

  it('keeps what was typed and says why when the server refuses the change', async () => {
    const api = serveStore({
      update: () => errorReply('1', 'SELLER_IMAGE_INVALID', 'Image not found'),
    });
    renderPanel();
    await waitFor(() => expect(field('Shop name').value).toBe('Harbour Supplies'));
    fireEvent.change(field('Shop name'), { target: { value: 'Harbour & Sons' } });
    fireEvent.click(saveButton());
    expect(
      await screen.findByText('The image was not found among the uploads. Please upload it again.'),
    ).toBeTruthy();
    expect(requestsTo(api, UPDATE)).toHaveLength(1);
    expect(field('Shop name').value).toBe('Harbour & Sons');
    expect(screen.queryByText('Your shop is updated.')).toBeNull();
  });

  it('says why the settings could not be loaded, and loads them again on "Try again"', async () => {
    let fail = true;
    const api = servePanel({
      [PROFILE]: () =>
        fail ? errorReply('1', 'COMMON_SYSTEM_ERROR', 'Something went wrong') : okReply(SHOP),
    });
    renderPanel();
    const error = await screen.findByRole('alert');
    expect(within(error).getByText("Your shop's settings could not be loaded.")).toBeTruthy();
    expect(within(error).getByText('Something went wrong on our side. Please try again later.')).toBeTruthy();
    expect(screen.queryByLabelText('Shop name')).toBeNull();

    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(field('Shop name').value).toBe('Harbour Supplies'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requestsTo(api, PROFILE)).toHaveLength(2);
  });
});
