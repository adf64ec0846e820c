import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLocalUser, okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { callsTo, serveActions } from '../../../test/serve-actions';
import { MoneyLogRecords } from './records';

const emptyLog = () => okReply({ pageList: [], pageInfo: { pageNum: 1, pageSize: 20, totalElements: 0 } });

function renderRecords(sellerId: string | null) {
  window.localStorage.setItem('ES_TOKEN', 'tok');
  const api = serveActions({
    'localuser!get': () => okReply(makeLocalUser({ sellerId })),
    'moneylog!list': emptyLog,
  });
  renderWithProviders(<MoneyLogRecords />, { route: '/userInfo/money-package' });
  return api;
}

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the wallet records filter', () => {
  it('offers a buyer only the kinds a buyer’s wallet has, in one compact select', async () => {
    const api = renderRecords(null);
    const select = await screen.findByRole('combobox', { name: 'Show records of one kind' });
    await screen.findByText('No wallet records yet.');
    expect(optionLabels(select)).toEqual([
      'All',
      'Deposit',
      'Withdrawal',
      'Withdrawal returned',
      'Opening balance',
      'Online deposit',
      'Order payment',
      'Order refund',
    ]);
    fireEvent.change(select, { target: { value: 'order_refund' } });
    await waitFor(() => expect(callsTo(api, 'moneylog!list').at(-1)?.get('type')).toBe('order_refund'));
  });

  it('offers a seller the purchase, settlement and wholesale-refund kinds too', async () => {
    renderRecords('shop-1');
    const select = await screen.findByRole('combobox', { name: 'Show records of one kind' });
    await waitFor(() => expect(optionLabels(select)).toContain('Order settlement'));
    expect(optionLabels(select)).toEqual(
      expect.arrayContaining(['Order purchase (wholesale)', 'Wholesale purchase refunded']),
    );
  });
});
