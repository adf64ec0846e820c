import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PaySuccessPage } from './pay-success-page';

describe('PaySuccessPage', () => {
  it('shows what was paid and where to go next', () => {
    renderWithProviders(<PaySuccessPage />, { route: '/paySuccess?orders=a1,b2&amount=38.6' });
    expect(screen.getByRole('heading', { name: 'Payment successful' })).toBeTruthy();
    const figures = screen.getByTestId('pay-success-figures').textContent;
    expect(figures).toContain('$38.60');
    expect(figures).toContain('Orders2');
    expect(screen.getByRole('link', { name: 'View my orders' }).getAttribute('href')).toBe(
      '/userInfo/my-order?index=2',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/index');
  });

  it('leaves out what the address does not say', () => {
    renderWithProviders(<PaySuccessPage />, { route: '/paySuccess' });
    expect(screen.getByTestId('pay-success-figures').textContent).toBe('');
  });
});
