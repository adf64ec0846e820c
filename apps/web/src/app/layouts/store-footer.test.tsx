import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { okReply } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { serveActions } from '../../test/serve-actions';
import { StoreFooter } from './store-footer';

// Issue 51: the footer showed Visa and Mastercard though checkout takes only the wallet. It names
// what funds the wallet instead: the deposit channels' coins and a bank transfer.
describe('the footer’s payment line', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('names the ways to fund the wallet and no card brand', () => {
    serveActions({ 'index!download-url': () => okReply({ url: '', buyerUrl: '', sellerUrl: '' }) });
    renderWithProviders(<StoreFooter />);
    const footer = screen.getByTestId('site-footer');
    expect(within(footer).getByRole('heading', { name: 'Fund your wallet with' })).toBeTruthy();
    const badges = within(screen.getByTestId('payment-badges')).getAllByRole('listitem');
    // Each badge: a drawn glyph and its name.
    expect(badges.map((b) => b.querySelector('span')?.textContent)).toEqual([
      'USDT',
      'ETH',
      'BTC',
      'Bank transfer',
    ]);
    expect(footer.textContent).not.toMatch(/Visa|Mastercard|UnionPay|Bank card/);
    expect(footer.textContent).toContain('Checkout takes only your Caravan wallet');
  });

  it('says it in the visitor’s language', async () => {
    serveActions({ 'index!download-url': () => okReply({ url: '', buyerUrl: '', sellerUrl: '' }) });
    await act(() => changeLanguage('ar'));
    renderWithProviders(<StoreFooter />);
    expect(screen.getByRole('heading', { name: 'اشحن محفظتك عبر' })).toBeTruthy();
    expect(within(screen.getByTestId('payment-badges')).getByText('تحويل مصرفي')).toBeTruthy();
  });
});
