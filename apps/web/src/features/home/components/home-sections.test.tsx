import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeGoods, makeHome, makeSeller } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { HomeSections } from './home-sections';

describe('HomeSections', () => {
  it('on the desktop, says it is built only once its last band below the first screen is drawn', async () => {
    const onBuilt = vi.fn();
    const data = makeHome({
      recommendGoods: [makeGoods({ name: 'Bamboo cutting board' })],
      discountGoods: [makeGoods({ name: 'Ceramic mug set' })],
      recommendSellers: [makeSeller({ name: 'Lighthouse Wholesale' })],
    });
    renderWithProviders(<HomeSections data={data} variant="desktop" onBuilt={onBuilt} />);
    // The bands below the first screen come one per turn: the discounts' is still a skeleton.
    expect(screen.getByText('Bamboo cutting board')).toBeTruthy();
    expect(screen.queryByText('Ceramic mug set')).toBeNull();
    expect(onBuilt).not.toHaveBeenCalled();

    expect(await screen.findByText('Ceramic mug set')).toBeTruthy();
    await waitFor(() => expect(onBuilt).toHaveBeenCalledWith(true));
    expect(screen.queryAllByTestId('goods-card-skeleton')).toHaveLength(0);
  });

  it('without data, never says it is built', () => {
    const onBuilt = vi.fn();
    renderWithProviders(<HomeSections data={undefined} variant="desktop" onBuilt={onBuilt} />);
    expect(onBuilt).not.toHaveBeenCalled();
  });
});
