import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeGoods } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { EAGER_CARDS, GoodsGrid, productPath } from './goods-grid';

describe('GoodsGrid', () => {
  it('loads the first screen’s pictures at once and the rest as they near the screen', () => {
    const goods = Array.from({ length: 10 }, (_, i) =>
      makeGoods({ id: `g${i}`, imgUrl1: `/uploads/catalog/g${i}.webp` }),
    );
    renderWithProviders(<GoodsGrid goods={goods} linkTo={productPath} />);
    const loading = screen
      .getAllByTestId('goods-card')
      .map((card) => card.querySelector('img')?.getAttribute('loading'));
    expect(loading).toEqual([
      ...Array<string>(EAGER_CARDS).fill('eager'),
      ...Array<string>(10 - EAGER_CARDS).fill('lazy'),
    ]);
  });
});
