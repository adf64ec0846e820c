import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GoodsCard } from '../../../../components/catalog/goods-card';
import { makeGoods } from '../../../../test/factories';
import { renderWithProviders } from '../../../../test/render';
import { PurchasePanel } from './purchase-panel';

// Issue 53: the product page's price follows the quantity up the ladder, the stepper moves a pack
// at a time from the minimum, and cards say "from" the lowest rung with the minimum order.

const LADDER = [
  { minQty: 20, price: 4.2 },
  { minQty: 100, price: 3.8 },
  { minQty: 500, price: 3.1 },
];

function rungs() {
  return screen.getAllByTestId('price-rung').map((r) => ({
    text: r.textContent,
    current: r.getAttribute('aria-current') === 'true',
  }));
}

describe('the price ladder on the product page', () => {
  it('marks the quantity’s rung, prices by it and tells what the next rung costs', () => {
    const goods = makeGoods({ sellingPrice: 4.2, priceTiers: LADDER, moq: 20, packSize: 10, buyMin: 1 });
    renderWithProviders(<PurchasePanel goods={goods} />);
    expect(rungs()).toEqual([
      { text: '20–99 pcs$4.20Your price', current: true },
      { text: '100–499 pcs$3.80', current: false },
      { text: '≥ 500 pcs$3.10', current: false },
    ]);
    expect(screen.getByTestId('detail-price').textContent).toContain('$4.20');
    expect(screen.getByTestId('next-rung').textContent).toContain('Buy 100 to pay $3.80 each');
    expect(screen.getByTestId('pack-size').textContent).toContain('Sold in packs of 10');
    const input = screen.getByTestId<HTMLInputElement>('quantity-input');
    expect(input.value).toBe('20');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(input.value).toBe('30');
    // Typed quantities round up to a whole pack, and the price moves to their rung.
    fireEvent.change(input, { target: { value: '95' } });
    fireEvent.blur(input);
    expect(input.value).toBe('100');
    expect(screen.getByTestId('detail-price').textContent).toContain('$3.80');
    expect(rungs().map((r) => r.current)).toEqual([false, true, false]);
    expect(screen.getByTestId('next-rung').textContent).toContain('Buy 500 to pay $3.10 each');
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(input.value).toBe('90');
    expect(screen.getByTestId('detail-price').textContent).toContain('$4.20');
  });

  it('takes a running discount off every rung alike', () => {
    const goods = makeGoods({
      sellingPrice: 4.2,
      discountPrice: 3.78,
      discountRatio: 0.1,
      priceTiers: LADDER,
      moq: 20,
    });
    renderWithProviders(<PurchasePanel goods={goods} />);
    expect(rungs().map((r) => r.text)).toEqual([
      '20–99 pcs$3.78Your price',
      '100–499 pcs$3.42',
      '≥ 500 pcs$2.79',
    ]);
    expect(screen.getByTestId('original-price').textContent).toContain('$4.20');
  });

  it('shows nothing of a ladder for a one-price product sold singly, and offers a sample', () => {
    renderWithProviders(<PurchasePanel goods={makeGoods()} />);
    expect(screen.queryByTestId('price-ladder')).toBeNull();
    document.body.innerHTML = '';
    renderWithProviders(<PurchasePanel goods={makeGoods({ samplePrice: 6, sampleLimit: 3 })} />);
    expect(within(screen.getByTestId('price-ladder')).getByTestId('sample-offer').textContent).toContain(
      'Sample: $6.00 each, up to 3 per buyer',
    );
    expect(screen.queryByTestId('price-rung')).toBeNull();
  });
});

describe('a product card', () => {
  it('reads "from" the lowest rung with the minimum order', () => {
    const goods = makeGoods({ sellingPrice: 4.2, priceTiers: LADDER, moq: 20 });
    renderWithProviders(<GoodsCard goods={goods} to="/goods/1" />);
    expect(screen.getByTestId('goods-terms').textContent).toContain('from $3.10 · MOQ 20');
  });

  it('says nothing more of a one-price product sold singly', () => {
    renderWithProviders(<GoodsCard goods={makeGoods()} to="/goods/1" />);
    expect(screen.queryByTestId('goods-terms')).toBeNull();
  });
});
