import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CartItem, NewCartLine } from '../../lib/cart';
import { getToasts } from '../../lib/toast';
import { makeCartLine, makeLocalUser, okReply, storeCartLines } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { callsTo, noReply, serveActions } from '../../test/serve-actions';
import { CartLauncher } from './cart-launcher';
import { readCheckout } from './checkout-session';

const USERCODE = '100001';
const CART_KEY = `ES_SHOP_CART_${USERCODE}`;
const harbour = { id: 'shop-a', name: 'Harbour Supplies' };
const tees = { id: 'shop-b', name: 'Tee House' };

const line = (overrides: Partial<NewCartLine>): NewCartLine =>
  makeCartLine({ seller: harbour, ...overrides });

const storeCart = (...lines: NewCartLine[]) => storeCartLines(USERCODE, lines);

const storedCart = (): CartItem[] => JSON.parse(window.localStorage.getItem(CART_KEY) ?? '[]');

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <CartLauncher />
      <Routes>
        <Route path="/settlement" element={<p data-testid="settlement-probe" />} />
        <Route path="*" element={null} />
      </Routes>
    </>,
    { route },
  );
}

/** A logged-in buyer with `lines` in the cart opens the drawer on the home page. */
async function openCartWith(...lines: NewCartLine[]) {
  window.localStorage.setItem('ES_TOKEN', 'tok');
  storeCart(...lines);
  renderAt('/index');
  return openDrawer();
}

async function openDrawer() {
  fireEvent.click(await screen.findByTestId('cart-button'));
  return within(await screen.findByRole('dialog'));
}

describe('CartLauncher', () => {
  beforeEach(() => {
    serveActions({
      'localuser!get': () => okReply(makeLocalUser({ usercode: USERCODE })),
      // The server's price never comes: the drawer shows its own estimate.
      'order!quote': noReply,
    });
  });
  afterEach(() => {
    window.sessionStorage.clear();
  });

  it('shows the cart button with its count only to a logged-in buyer, on the listed pages', async () => {
    storeCart(line({ id: 'a' }), line({ id: 'b' }));
    const { unmount } = renderAt('/index');
    expect(screen.queryByTestId('cart-button')).toBeNull();
    unmount();

    window.localStorage.setItem('ES_TOKEN', 'tok');
    renderAt('/settlement');
    expect(screen.queryByTestId('cart-button')).toBeNull();
  });

  it('counts the lines on a listed page', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    storeCart(line({ id: 'a' }), line({ id: 'b' }));
    renderAt('/productDetails');
    expect((await screen.findByTestId('cart-count')).textContent).toBe('2');
    expect(screen.getByTestId('cart-button').getAttribute('aria-label')).toBe('Shopping cart, 2 products');
  });

  it('gives focus back to the cart button when its first opening closes (the drawer is fetched on that click)', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    storeCart(line({ id: 'a' }));
    renderAt('/productDetails');
    const button = await screen.findByTestId('cart-button');
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('ticks per shop: a shop with some lines ticked is indeterminate, its box ticks them all', async () => {
    const drawer = await openCartWith(
      line({ id: 'a1', name: 'Board', price: 10 }),
      line({ id: 'b1', name: 'Tee', price: 4, seller: tees }),
      line({ id: 'a2', name: 'Bowl', price: 2.5 }),
    );
    expect(drawer.getAllByTestId('cart-group')).toHaveLength(2);
    expect(drawer.getByTestId('cart-total').textContent).toBe('$16.50');

    fireEvent.click(drawer.getByRole('checkbox', { name: 'Select Bowl' }));
    const shop = drawer.getByRole('checkbox', { name: 'Select all products from Harbour Supplies' });
    const all = drawer.getByRole('checkbox', { name: 'Select all' });
    expect((shop as HTMLInputElement).indeterminate).toBe(true);
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    expect(drawer.getByTestId('cart-total').textContent).toBe('$14.00');

    fireEvent.click(shop);
    expect((shop as HTMLInputElement).indeterminate).toBe(false);
    expect((shop as HTMLInputElement).checked).toBe(true);
    expect(storedCart().every((item) => item.checked)).toBe(true);

    fireEvent.click(all);
    expect(storedCart().some((item) => item.checked)).toBe(false);
    expect(drawer.getByTestId('cart-total').textContent).toBe('$0.00');
  });

  it('shows each shop’s freight, tax and total and the grand total, as the server prices them (issue 15)', async () => {
    const api = serveActions({
      'localuser!get': () => okReply(makeLocalUser({ usercode: USERCODE })),
      'order!quote': () =>
        okReply({
          shopList: [
            {
              sellerId: harbour.id,
              sellerName: harbour.name,
              goodsCount: 1,
              prizeOriginal: 10,
              prizeReal: 10,
              fees: 3,
              shippingFee: 1.2,
              longDistanceFreight: 0.9,
              deliveryFee: 0.9,
              weightKg: 0.2,
              tax: 0.5,
              discount: 0,
              totalAmount: 13.5,
              coupons: [],
            },
            {
              sellerId: tees.id,
              sellerName: tees.name,
              goodsCount: 1,
              prizeOriginal: 4,
              prizeReal: 4,
              fees: 0,
              shippingFee: 0,
              longDistanceFreight: 0,
              deliveryFee: 0,
              weightKg: 0,
              tax: 0.2,
              discount: 0,
              totalAmount: 4.2,
              coupons: [],
            },
          ],
          goodsCount: 2,
          prizeOriginal: 14,
          prizeReal: 14,
          fees: 3,
          shippingFee: 1.2,
          longDistanceFreight: 0.9,
          deliveryFee: 0.9,
          weightKg: 0.2,
          tax: 0.7,
          discount: 0,
          totalAmount: 17.7,
        }),
    });
    const drawer = await openCartWith(
      line({ id: 'a1', name: 'Board', price: 10 }),
      line({ id: 'b1', name: 'Tee', price: 4, seller: tees }),
    );
    const charges = await drawer.findByTestId('cart-charges');
    expect(charges.textContent).toContain('$3.00');
    // The freight as spec §3 defines it: shipping fee, long-distance freight by weight, delivery fee.
    const part = (key: string) => within(charges).getByTestId(`freight-${key}`).textContent;
    expect(part('shipping')).toBe('Shipping fee$1.20');
    expect(part('long-distance')).toBe('Long-distance freight (\u20660.2\u2069 kg)$0.90');
    expect(part('delivery')).toBe('Delivery fee$0.90');
    expect(drawer.getByTestId('cart-total').textContent).toBe('$17.70');
    // Each amount is a left-to-right isolate (U+2066 … U+2069), for right-to-left languages.
    expect(drawer.getAllByTestId('cart-shop-charges').map((line) => line.textContent)).toEqual([
      'Freight \u2066$3.00\u2069 · Tax \u2066$0.50\u2069 · Total \u2066$13.50\u2069',
      'Freight Free · Tax \u2066$0.20\u2069 · Total \u2066$4.20\u2069',
    ]);
    expect(callsTo(api, 'order!quote').at(-1)?.get('orderInfo')).toBe('a1,-1,1,b1,-1,1');
  });

  it('dims the charges and the total until the server has priced the lines now ticked', async () => {
    // Priced without freight or tax.
    const free = {
      fees: 0,
      shippingFee: 0,
      longDistanceFreight: 0,
      deliveryFee: 0,
      weightKg: 0,
      tax: 0,
      discount: 0,
    };
    const shopQuote = (sellerId: string, amount: number) => ({
      sellerId,
      sellerName: sellerId,
      goodsCount: 1,
      prizeOriginal: amount,
      prizeReal: amount,
      ...free,
      totalAmount: amount,
      coupons: [],
    });
    const quoteOf = (shops: ReturnType<typeof shopQuote>[]) => {
      const total = shops.reduce((sum, shop) => sum + shop.totalAmount, 0);
      return okReply({
        shopList: shops,
        goodsCount: shops.length,
        prizeOriginal: total,
        prizeReal: total,
        ...free,
        totalAmount: total,
      });
    };
    let answer: () => void = () => undefined;
    const api = serveActions({
      'localuser!get': () => okReply(makeLocalUser({ usercode: USERCODE })),
      // Both shops' lines are priced at once; one shop's only when the test says so.
      'order!quote': (params) =>
        params.get('orderInfo') === 'a1,-1,1'
          ? new Promise<Response>((resolve) => {
              answer = () => resolve(quoteOf([shopQuote(harbour.id, 10)]));
            })
          : quoteOf([shopQuote(harbour.id, 10), shopQuote(tees.id, 4)]),
    });
    const drawer = await openCartWith(
      line({ id: 'a1', name: 'Board', price: 10 }),
      line({ id: 'b1', name: 'Tee', price: 4, seller: tees }),
    );
    await waitFor(() => expect(drawer.getByTestId('cart-charges').getAttribute('aria-busy')).toBe('false'));
    expect(drawer.getByTestId('cart-total').textContent).toBe('$14.00');

    fireEvent.click(drawer.getByRole('checkbox', { name: 'Select Tee' }));
    // The previous lines' figures stay, marked as being priced again.
    expect(drawer.getByTestId('cart-charges').getAttribute('aria-busy')).toBe('true');
    expect(drawer.getByTestId('cart-total').getAttribute('aria-busy')).toBe('true');
    expect(drawer.getByTestId('cart-total').textContent).toBe('$14.00');
    await waitFor(() => expect(callsTo(api, 'order!quote').at(-1)?.get('orderInfo')).toBe('a1,-1,1'));
    expect(drawer.getByTestId('cart-charges').getAttribute('aria-busy')).toBe('true');
    answer();
    await waitFor(() => expect(drawer.getByTestId('cart-charges').getAttribute('aria-busy')).toBe('false'));
    expect(drawer.getByTestId('cart-total').getAttribute('aria-busy')).toBe('false');
    expect(drawer.getAllByTestId('cart-shop-charges')).toHaveLength(1);
    expect(drawer.getByTestId('cart-total').textContent).toBe('$10.00');
  });

  it('keeps quantities between buyMin and maxBuy', async () => {
    window.localStorage.setItem('maxBuy', '4');
    const drawer = await openCartWith(line({ id: 'a1', name: 'Board', buyMin: 2 }));
    const input = drawer.getByRole('textbox', { name: 'Quantity of Board' }) as HTMLInputElement;
    expect(input.value).toBe('2');
    expect(drawer.getByRole('button', { name: 'Decrease quantity' }).hasAttribute('disabled')).toBe(true);
    expect(drawer.getByText('Min. 2')).toBeTruthy();

    fireEvent.click(drawer.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(drawer.getByRole('button', { name: 'Increase quantity' }));
    expect(input.value).toBe('4');
    expect(drawer.getByRole('button', { name: 'Increase quantity' }).hasAttribute('disabled')).toBe(true);

    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.blur(input);
    expect(input.value).toBe('4');
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.blur(input);
    expect(input.value).toBe('2');
    expect(storedCart()[0]?.count).toBe(2);
  });

  it('deletes the line at its position', async () => {
    const drawer = await openCartWith(
      line({ id: 'a1', name: 'Board' }),
      line({ id: 'a2', name: 'Board' }),
      line({ id: 'a3', name: 'Cup' }),
    );
    // Two lines share a name: the second one goes, by position.
    fireEvent.click(drawer.getAllByRole('button', { name: 'Remove Board' })[1] as HTMLElement);
    expect(storedCart().map((item) => item.id)).toEqual(['a1', 'a3']);
    expect(drawer.getAllByTestId('cart-line')).toHaveLength(2);
    expect((await screen.findByTestId('cart-count')).textContent).toBe('2');
  });

  it('offers to undo a deletion, which puts the line back where it was', async () => {
    const drawer = await openCartWith(
      line({ id: 'a1', name: 'Board' }),
      line({ id: 'a2', name: 'Polo' }),
      line({ id: 'a3', name: 'Cup' }),
    );
    fireEvent.click(drawer.getByRole('button', { name: 'Remove Polo' }));
    expect(storedCart().map((item) => item.id)).toEqual(['a1', 'a3']);
    const undo = drawer.getByTestId('cart-undo');
    expect(undo.textContent).toContain('“Polo” was removed from the cart.');
    const button = within(undo).getByRole('button', { name: 'Undo' });
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(storedCart().map((item) => item.id)).toEqual(['a1', 'a2', 'a3']);
    expect(drawer.queryByTestId('cart-undo')).toBeNull();
    expect(drawer.getAllByTestId('cart-line')).toHaveLength(3);
  });

  it('asks to tick something before checking out, then saves the ticked lines and opens checkout', async () => {
    const drawer = await openCartWith(
      line({ id: 'a1', name: 'Board' }),
      line({ id: 'b1', name: 'Tee', seller: tees }),
    );
    fireEvent.click(drawer.getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(drawer.getByTestId('cart-checkout'));
    expect(getToasts().map((t) => t.message)).toEqual(['Please select the products to buy']);
    expect(screen.queryByTestId('settlement-probe')).toBeNull();
    expect(readCheckout(USERCODE)).toBeNull();

    fireEvent.click(drawer.getByRole('checkbox', { name: 'Select Tee' }));
    fireEvent.click(drawer.getByTestId('cart-checkout'));
    expect(await screen.findByTestId('settlement-probe')).toBeTruthy();
    const session = readCheckout(USERCODE);
    expect(session?.source).toBe('cart');
    expect(session?.lines.map((l) => l.id)).toEqual(['b1']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('invites an empty cart’s owner to shop', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    renderAt('/index');
    const drawer = await openDrawer();
    expect(drawer.getByTestId('cart-empty')).toBeTruthy();
    expect(drawer.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/index');
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });
});
