import { describe, expect, it } from 'vitest';
import { readCartItem, unitPriceOf, type CartItem } from './cart';
import { estimateTotal } from './cart-total';

// Issue 53: a cart line of a laddered offer costs its count's rung (the checkout's quote charges the
// same rung on the server).

const LINE: CartItem = {
  Identifier: 'g1_-1',
  id: 'g1',
  skuId: null,
  name: 'Heat gun',
  checkAttrName: '',
  image: null,
  price: 4.2,
  buyMin: 20,
  count: 20,
  seller: { id: 's1', name: 'Ironbridge Tools' },
  checked: true,
  tiers: [
    { minQty: 20, price: 4.2 },
    { minQty: 100, price: 3.8 },
    { minQty: 500, price: 3.1 },
  ],
  packSize: 10,
};

describe('a laddered cart line', () => {
  it('costs the rung its count reaches, and totals by it', () => {
    expect([20, 99, 100, 499, 500].map((count) => unitPriceOf({ ...LINE, count }))).toEqual([
      4.2, 4.2, 3.8, 3.8, 3.1,
    ]);
    expect(
      estimateTotal([
        { ...LINE, count: 120 },
        { ...LINE, tiers: undefined, count: 3 },
      ]),
    ).toBe(468.6);
  });

  it('keeps its ladder and pack through storage, and drops a ladder that is not one', () => {
    expect(readCartItem(JSON.parse(JSON.stringify(LINE)))).toEqual(LINE);
    const broken = readCartItem({ ...LINE, tiers: [{ minQty: 0, price: 'x' }], packSize: -2 });
    expect(broken).toBeDefined();
    expect(broken?.tiers).toBeUndefined();
    expect(broken?.packSize).toBeUndefined();
    expect(broken && unitPriceOf(broken)).toBe(4.2);
  });
});
