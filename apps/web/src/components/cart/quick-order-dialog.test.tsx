import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CartBatchVo, CartItemVo } from '@caravan/contract';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartItem } from '../../lib/cart';
import { makeCartLine, makeLocalUser, okReply, storeCartLines } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { bodiesOf, noReply, serveActions, type ServedActions } from '../../test/serve-actions';
import { CartLauncher } from './cart-launcher';

// Quick order (issue 53): pasted lines go to cart!addBatch (checkOnly: the cart is in this browser);
// the lines it checked join the cart at their rung's prices, the refused ones are listed by line.

const USERCODE = '100001';
const OFFER = '4b9f1c2e-0000-4000-8000-000000000001';

const storedCart = (): CartItem[] =>
  JSON.parse(window.localStorage.getItem(`ES_SHOP_CART_${USERCODE}`) ?? '[]');

/** A line cart!addBatch checked: 120 of an offer laddered 10+ at 15.00, 100+ at 13.50, packs of 10. */
const checked: CartItemVo = {
  attributes: [],
  tempId: null,
  skuId: '-1',
  goodsId: OFFER,
  goodsName: 'Enamel teapot',
  goodsNum: 120,
  sellerId: 'shop-a',
  sellerName: 'Harbour Supplies',
  sellingPrice: 13.5,
  isShelf: 1,
  isValid: 1,
  goodsIcon: null,
  buyMin: 1,
  isSample: 0,
  discountRatio: null,
  priceTiers: [
    { minQty: 10, price: 15 },
    { minQty: 100, price: 13.5 },
  ],
  moq: 10,
  packSize: 10,
  samplePrice: null,
  sampleLimit: null,
};

const reply: CartBatchVo = {
  added: [checked],
  problems: [
    {
      line: 3,
      item: 'lamp, three',
      key: 'CART_LINE_UNREADABLE',
      params: {},
      msg: 'Write an item id and a whole quantity.',
    },
  ],
};

let served: ServedActions;

async function openQuickOrder() {
  window.localStorage.setItem('ES_TOKEN', 'tok');
  renderWithProviders(
    <>
      <CartLauncher />
      <Routes>
        <Route path="*" element={null} />
      </Routes>
    </>,
    { route: '/index' },
  );
  fireEvent.click(await screen.findByTestId('cart-button'));
  fireEvent.click(await screen.findByTestId('quick-order-open'));
  return within(await screen.findByTestId('quick-order'));
}

describe('quick order', () => {
  beforeEach(() => {
    served = serveActions({
      'localuser!get': () => okReply(makeLocalUser({ usercode: USERCODE })),
      'order!quote': noReply,
      'cart!addBatch': () => okReply(reply),
    });
  });

  it('adds the checked lines to the cart at their rung and lists the refused ones by line', async () => {
    const dialog = await openQuickOrder();
    const box = dialog.getByTestId('quick-order-lines') as HTMLTextAreaElement;
    const text = `item,quantity\n${OFFER},120\nlamp, three`;
    fireEvent.change(box, { target: { value: text } });
    expect(dialog.getByText(/Lines: 2/)).toBeTruthy();
    fireEvent.click(dialog.getByTestId('quick-order-submit'));

    const problems = await dialog.findByTestId('quick-order-problems');
    expect(bodiesOf(served, 'cart!addBatch')).toEqual([{ csv: text, checkOnly: 1 }]);
    expect(problems.textContent).toContain('lamp, three');
    expect(problems.textContent).toContain('Write an item id');
    expect(dialog.getByTestId('quick-order-result').textContent).toContain('Lines added to your cart: 1');
    // The refused line stays in the box to be put right.
    expect(box.value).toBe('lamp, three');
    const [line] = storedCart();
    expect(line).toMatchObject({
      id: OFFER,
      skuId: null,
      count: 120,
      price: 15,
      buyMin: 10,
      packSize: 10,
      tiers: [
        { minQty: 10, price: 15 },
        { minQty: 100, price: 13.5 },
      ],
    });
  });

  it('adds to a line already in the cart rather than a second line', async () => {
    storeCartLines(USERCODE, [makeCartLine({ id: OFFER, skuId: null, count: 20, buyMin: 10 })]);
    const dialog = await openQuickOrder();
    fireEvent.change(dialog.getByTestId('quick-order-lines'), { target: { value: `${OFFER},120` } });
    fireEvent.click(dialog.getByTestId('quick-order-submit'));
    await waitFor(() => expect(storedCart().map((l) => l.count)).toEqual([140]));
  });

  it('keeps Add to cart off while the box is empty or over 200 lines', async () => {
    const dialog = await openQuickOrder();
    const submit = dialog.getByTestId('quick-order-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const many = Array.from({ length: 201 }, () => `${OFFER},10`).join('\n');
    fireEvent.change(dialog.getByTestId('quick-order-lines'), { target: { value: many } });
    expect(submit.disabled).toBe(true);
    expect(dialog.getByText(/up to 200 lines\./)).toBeTruthy();
  });
});
