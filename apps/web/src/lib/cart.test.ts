import { MAX_CART_LINES } from '@caravan/contract';
import { describe, expect, it } from 'vitest';
import {
  addItem,
  checkedLines,
  clampQuantity,
  groupBySeller,
  maxPerOrder,
  parseCart,
  readCartItem,
  quantityLimits,
  readCart,
  removeIdentifiers,
  removeItemAt,
  setAllChecked,
  setItemChecked,
  setItemCount,
  setSellerChecked,
  updateCart,
  type CartItem,
  type NewCartLine,
} from './cart';
import { estimateTotal } from './cart-total';

const shopA = { id: 'shop-a', name: 'Harbour Supplies' };
const shopB = { id: 'shop-b', name: 'Tee House' };

function line(overrides: Partial<NewCartLine> = {}): NewCartLine {
  return {
    id: 'goods-1',
    skuId: null,
    name: 'Bamboo board',
    checkAttrName: '',
    image: '/uploads/board.png',
    price: 12.5,
    seller: shopA,
    ...overrides,
  };
}

/** A cart built through addItem, as the store builds it. */
function cartOf(...lines: NewCartLine[]): readonly CartItem[] {
  return lines.reduce<readonly CartItem[]>((items, l) => addItem(items, l, 500).items, []);
}

describe('adding', () => {
  it('adds a new line ticked, with quantity 1 and minimum 1 by default', () => {
    const { items, result } = addItem([], line(), 500);
    expect(result).toBe('added');
    expect(items).toEqual([
      expect.objectContaining({ Identifier: 'goods-1_-1', count: 1, buyMin: 1, checked: true }),
    ]);
  });

  it('tells listings and SKUs apart, and refuses the same listing and SKU twice', () => {
    const items = cartOf(line(), line({ skuId: 'sku-red' }), line({ id: 'goods-2' }));
    expect(items.map((i) => i.Identifier)).toEqual(['goods-1_-1', 'goods-1_sku-red', 'goods-2_-1']);
    const again = addItem(items, line({ skuId: 'sku-red', count: 9 }), 500);
    expect(again.result).toBe('duplicate');
    expect(again.items).toBe(items);
  });

  it('brings the quantity within buyMin and maxBuy', () => {
    expect(addItem([], line({ buyMin: 5, count: 2 }), 500).items[0]?.count).toBe(5);
    expect(addItem([], line({ count: 900 }), 500).items[0]?.count).toBe(500);
    expect(addItem([], line({ buyMin: 0 }), 500).items[0]?.buyMin).toBe(1);
  });

  it(`holds at most ${MAX_CART_LINES} lines`, () => {
    const full = cartOf(...Array.from({ length: MAX_CART_LINES }, (_, i) => line({ id: `g-${i}` })));
    const { items, result } = addItem(full, line({ id: 'one-more' }), 500);
    expect(result).toBe('full');
    expect(items).toHaveLength(MAX_CART_LINES);
  });
});

describe('quantity', () => {
  it('is a whole number from max(buyMin, 1) to maxBuy', () => {
    expect(quantityLimits(3, 500)).toEqual({ min: 3, max: 500 });
    expect(quantityLimits(0, 500)).toEqual({ min: 1, max: 500 });
    // A minimum above the maximum wins: the product cannot be bought in fewer.
    expect(quantityLimits(600, 500)).toEqual({ min: 600, max: 600 });
    expect(clampQuantity(2.7, 1, 500)).toBe(2);
    expect(clampQuantity(0, 2, 500)).toBe(2);
    expect(clampQuantity(501, 1, 500)).toBe(500);
    expect(clampQuantity(Number.NaN, 4, 500)).toBe(4);
  });

  it('reads maxBuy from storage, 500 when unset or unreadable', () => {
    expect(maxPerOrder()).toBe(500);
    window.localStorage.setItem('maxBuy', '20');
    expect(maxPerOrder()).toBe(20);
    window.localStorage.setItem('maxBuy', 'lots');
    expect(maxPerOrder()).toBe(500);
  });

  it('changes one line by position, within its limits', () => {
    const items = cartOf(line({ buyMin: 2 }), line({ id: 'goods-2' }));
    expect(setItemCount(items, 0, 1, 10)[0]?.count).toBe(2);
    expect(setItemCount(items, 0, 99, 10)[0]?.count).toBe(10);
    expect(setItemCount(items, 1, 7, 10).map((i) => i.count)).toEqual([2, 7]);
    expect(setItemCount(items, 5, 7, 10)).toBe(items);
  });
});

describe('ticking and grouping', () => {
  const items = cartOf(line({ id: 'a1' }), line({ id: 'b1', seller: shopB }), line({ id: 'a2' }));

  it('groups by shop in the order shops were first added, keeping each line’s position', () => {
    const groups = groupBySeller(items);
    expect(groups.map((g) => g.title)).toEqual(['Harbour Supplies', 'Tee House']);
    expect(groups[0]?.list.map((l) => [l.id, l.index, l.checkTotal])).toEqual([
      ['a1', 0, 1],
      ['a2', 2, 1],
    ]);
    expect(groups[0]).toMatchObject({
      checkAll: true,
      isIndeterminate: false,
      checkList: ['a1_-1', 'a2_-1'],
    });
  });

  it('shows a shop as indeterminate when only some of its lines are ticked', () => {
    const [a] = groupBySeller(setItemChecked(items, 2, false));
    expect(a).toMatchObject({ checkAll: false, isIndeterminate: true, checkList: ['a1_-1'] });
    const [none] = groupBySeller(setSellerChecked(items, 'shop-a', false));
    expect(none).toMatchObject({ checkAll: false, isIndeterminate: false, checkList: [] });
  });

  it('ticks a whole shop, or everything, at once', () => {
    const off = setAllChecked(items, false);
    expect(off.every((i) => !i.checked)).toBe(true);
    const shopOn = setSellerChecked(off, 'shop-b', true);
    expect(shopOn.map((i) => i.checked)).toEqual([false, true, false]);
    expect(setAllChecked(shopOn, true).every((i) => i.checked)).toBe(true);
  });

  it('checks out the ticked lines only, with quantities within today’s maxBuy', () => {
    const some = setItemCount(setItemChecked(items, 1, false), 0, 50, 500);
    expect(checkedLines(some, 20).map((i) => [i.id, i.count])).toEqual([
      ['a1', 20],
      ['a2', 1],
    ]);
  });
});

describe('removing', () => {
  it('deletes by position, and removes paid lines by Identifier', () => {
    const items = cartOf(line({ id: 'x' }), line({ id: 'y' }), line({ id: 'z' }));
    expect(removeItemAt(items, 1).map((i) => i.id)).toEqual(['x', 'z']);
    expect(removeItemAt(items, 3)).toBe(items);
    expect(removeIdentifiers(items, ['x_-1', 'z_-1']).map((i) => i.id)).toEqual(['y']);
  });
});

describe('estimate', () => {
  it('adds price × quantity in decimals and rounds down to cents', () => {
    expect(
      estimateTotal([
        { price: 0.1, count: 3 },
        { price: 0.2, count: 1 },
      ]),
    ).toBe(0.5);
    expect(estimateTotal([{ price: 19.99, count: 3 }])).toBe(59.97);
    expect(estimateTotal([])).toBe(0);
  });
});

describe('storage', () => {
  it('keeps each user’s cart under ES_SHOP_CART_<usercode>', () => {
    updateCart('100001', (items) => addItem(items, line(), 500).items);
    expect(JSON.parse(window.localStorage.getItem('ES_SHOP_CART_100001') ?? '[]')).toHaveLength(1);
    expect(readCart('100002')).toEqual([]);
    // The same stored text gives the same array (React's external store needs it).
    expect(readCart('100001')).toBe(readCart('100001'));
  });

  it('drops what it cannot read rather than failing', () => {
    expect(parseCart('not json')).toEqual([]);
    expect(parseCart('{"a":1}')).toEqual([]);
    const good = cartOf(line())[0];
    expect(parseCart(JSON.stringify([{ id: 'broken' }, good, good]))).toEqual([good]);
  });

  it('keeps a stored line only when every field is what a cart line holds, and keeps those fields alone', () => {
    const good = cartOf(line())[0];
    expect(readCartItem({ ...good, note: 'edited in', seller: { ...good?.seller, extra: 1 } })).toEqual(good);
    expect(readCartItem({ ...good, skuId: null, image: null })).toEqual({
      ...good,
      skuId: null,
      image: null,
    });
    for (const bad of [
      { Identifier: '' },
      { id: 7 },
      { skuId: undefined },
      { image: 3 },
      { price: -1 },
      { price: '12.50' },
      { price: Number.NaN },
      { buyMin: 0 },
      { count: 1.5 },
      { count: '2' },
      { seller: null },
      { seller: { id: 's1' } },
      { checked: 'yes' },
    ]) {
      expect(readCartItem({ ...good, ...bad }), JSON.stringify(bad)).toBeUndefined();
    }
    expect(readCartItem(null)).toBeUndefined();
    expect(readCartItem('line')).toBeUndefined();
  });
});
