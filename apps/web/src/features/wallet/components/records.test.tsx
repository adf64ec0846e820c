import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MoneyLogVo, RechargeRecordVo, WithdrawRecordVo } from '@caravan/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeLocalUser, makeWithdrawRecord, okReply } from '../../../test/factories';
import { fakeIntersections } from '../../../test/intersection';
import { renderWithProviders } from '../../../test/render';
import { callsTo, serveActions } from '../../../test/serve-actions';
import { DepositRecords, MoneyLogRecords, WithdrawalRecords } from './records';

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
      'Compensation for a late shipment',
      'Loans',
    ]);
    fireEvent.change(select, { target: { value: 'order_refund' } });
    await waitFor(() => expect(callsTo(api, 'moneylog!list').at(-1)?.get('type')).toBe('order_refund'));
    fireEvent.change(select, { target: { value: 'loan' } });
    await waitFor(() => expect(callsTo(api, 'moneylog!list').at(-1)?.get('type')).toBe('loan'));
  });

  it('names a loan’s records and shows the loan’s reference, never a raw key', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    const loanRow = (type: 'loan_disbursement' | 'loan_repayment', amount: number): MoneyLogVo => ({
      id: type,
      type,
      amount,
      balance: 0,
      orderNo: 'LN1A2B3C4D',
      remark: null,
      createTime: '2026-03-01 09:00:00',
    });
    serveActions({
      'localuser!get': () => okReply(makeLocalUser({ sellerId: 'shop-1' })),
      'moneylog!list': () =>
        okReply({
          pageList: [loanRow('loan_repayment', -1030), loanRow('loan_disbursement', 1000)],
          pageInfo: { pageNum: 1, pageSize: 20, totalElements: 2 },
        }),
    });
    renderWithProviders(<MoneyLogRecords />, { route: '/userInfo/money-package' });
    const rows = await screen.findAllByTestId('money-log-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Loan repaid'),
      expect.stringContaining('Loan paid out'),
    ]);
    expect(rows.map((row) => within(row).getByTestId('money-log-reference').textContent)).toEqual([
      'LN1A2B3C4D',
      'LN1A2B3C4D',
    ]);
    expect(document.body.textContent).not.toContain('logType.');
  });

  it('names a balance given up on closing the account (kept in the records, never offered as a filter)', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    serveActions({
      'localuser!get': () => okReply(makeLocalUser()),
      'moneylog!list': () =>
        okReply({
          pageList: [{ ...logRow(1), type: 'balance_forfeit', amount: -9.5, balance: 0 }],
          pageInfo: { pageNum: 1, pageSize: 20, totalElements: 1 },
        }),
    });
    renderWithProviders(<MoneyLogRecords />, { route: '/userInfo/money-package' });
    const [row] = await screen.findAllByTestId('money-log-row');
    expect(row!.textContent).toContain('Balance given up on closing the account');
    const select = screen.getByRole('combobox', { name: 'Show records of one kind' });
    expect(optionLabels(select)).not.toContain('Balance given up on closing the account');
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

const logRow = (index: number): MoneyLogVo => ({
  id: `log-${index}`,
  type: 'deposit',
  amount: 10,
  balance: 10 * index,
  orderNo: `L${index}`,
  remark: null,
  createTime: '2026-03-01 08:00:00',
});

const deposit = (index: number): RechargeRecordVo => ({
  order_no: `D${index}`,
  amount: '10.00',
  volume: '10.00',
  coin: 'USDT',
  coin_blockchain: 'TRC20',
  fee: 0,
  from: null,
  tx: null,
  img: '',
  channel_address: null,
  state: 1,
  reason: null,
  bank_name: null,
  card_last4: null,
  fiat_currency: null,
  fiat_amount: null,
  reference: null,
  create_time: '2026-03-01 08:00:00',
});

// The second is a BTC withdrawal: its coin figures were fixed at the rate when it was requested.
const withdrawal = (index: number): WithdrawRecordVo =>
  makeWithdrawRecord({
    order_no: `W${index}`,
    amount: 10,
    fee: 1,
    volume: 9,
    coin_blockchain: 'TRC20',
    to: 'TXYZ',
    state: 1,
    create_time: '2026-03-01 08:00:00',
    ...(index === 2 && {
      coin: 'BTC',
      coin_blockchain: 'BTC_BTC',
      coin_amount: '0.00016666',
      coin_fee: '0.00001667',
      coin_volume: '0.00014999',
      rate: '60000',
    }),
  });

/** `total` records made by `make`, served `size` to a page as the wallet's lists ask. */
function serveRecords(total: number) {
  const rows = <T,>(make: (index: number) => T, pageNum: number, size: number) =>
    Array.from({ length: Math.max(0, Math.min(size, total - (pageNum - 1) * size)) }, (_, i) =>
      make((pageNum - 1) * size + i + 1),
    );
  const legacy =
    <T,>(make: (index: number) => T) =>
    (params: URLSearchParams) => {
      const [pageNum, size] = [Number(params.get('page_no')), Number(params.get('page_size'))];
      return okReply({
        elements: rows(make, pageNum, size),
        pageSize: size,
        thisPageNumber: pageNum,
        totalElements: total,
      });
    };
  return serveActions({
    'localuser!get': () => okReply(makeLocalUser()),
    'moneylog!list': (params) => {
      const [pageNum, size] = [Number(params.get('pageNum')), Number(params.get('pageSize'))];
      return okReply({
        pageList: rows(logRow, pageNum, size),
        pageInfo: { pageNum, pageSize: size, totalElements: total },
      });
    },
    'rechargeBlockchain!list': legacy(deposit),
    'withdraw!list': legacy(withdrawal),
  });
}

describe('the wallet records on the mobile site', () => {
  let intersections: ReturnType<typeof fakeIntersections>;
  beforeEach(() => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    window.history.replaceState(null, '', '/wap/userInfo/money-package');
    intersections = fakeIntersections();
  });
  afterEach(() => intersections.restore());

  it('adds the next 20 records as the end nears, for the kind chosen, then says the list is complete', async () => {
    const api = serveRecords(25);
    renderWithProviders(<MoneyLogRecords />, { route: '/userInfo/money-package' });
    await waitFor(() => expect(screen.getAllByTestId('money-log-row')).toHaveLength(20));
    expect(screen.queryByRole('navigation')).toBeNull();
    intersections.show(screen.getByTestId('list-sentinel'));
    await waitFor(() => expect(screen.getAllByTestId('money-log-row')).toHaveLength(25));
    expect(screen.getByText('L25')).toBeTruthy();
    expect(screen.getByTestId('list-end').textContent).toBe('You have reached the end of the list.');
    expect(callsTo(api, 'moneylog!list').map((call) => [call.get('pageNum'), call.get('pageSize')])).toEqual([
      ['1', '20'],
      ['2', '20'],
    ]);

    fireEvent.change(screen.getByTestId('records-filter'), { target: { value: 'deposit' } });
    await waitFor(() => expect(callsTo(api, 'moneylog!list').at(-1)?.get('type')).toBe('deposit'));
    expect(callsTo(api, 'moneylog!list').at(-1)?.get('pageNum')).toBe('1');
  });

  it('adds deposits 8 at a time', async () => {
    const api = serveRecords(10);
    renderWithProviders(<DepositRecords />, { route: '/userInfo/money-package?tab=deposits' });
    await waitFor(() => expect(screen.getAllByTestId('deposit-row')).toHaveLength(8));
    expect(screen.queryByTestId('list-end')).toBeNull();
    intersections.show(screen.getByTestId('list-sentinel'));
    await waitFor(() => expect(screen.getAllByTestId('deposit-row')).toHaveLength(10));
    expect(screen.getByTestId('list-end')).toBeTruthy();
    expect(
      callsTo(api, 'rechargeBlockchain!list').map((call) => [call.get('page_no'), call.get('page_size')]),
    ).toEqual([
      ['1', '8'],
      ['2', '8'],
    ]);
  });

  it('adds withdrawals 20 at a time, and says when there are none', async () => {
    serveRecords(21);
    renderWithProviders(<WithdrawalRecords />, { route: '/userInfo/money-package?tab=withdrawals' });
    await waitFor(() => expect(screen.getAllByTestId('withdrawal-row')).toHaveLength(20));
    // Only the BTC withdrawal shows what was sent in the coin, and at which rate.
    expect(screen.getAllByTestId('withdrawal-coin-volume').map((e) => e.textContent)).toEqual([
      '0.00014999 BTC',
    ]);
    expect(screen.getByText('1 BTC = 60000 USDT')).toBeTruthy();
    intersections.show(screen.getByTestId('list-sentinel'));
    await waitFor(() => expect(screen.getAllByTestId('withdrawal-row')).toHaveLength(21));
    expect(screen.getByTestId('list-end')).toBeTruthy();
  });

  it('keeps the empty state', async () => {
    serveRecords(0);
    renderWithProviders(<WithdrawalRecords />, { route: '/userInfo/money-package?tab=withdrawals' });
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No withdrawals yet.');
    expect(screen.queryByTestId('infinite-list-end')).toBeNull();
  });
});

describe('the wallet records on the desktop site', () => {
  beforeEach(() => window.localStorage.setItem('ES_TOKEN', 'tok'));

  it('pages deposits 8 at a time with the pager, and loads nothing by itself', async () => {
    const intersections = fakeIntersections();
    try {
      const api = serveRecords(10);
      renderWithProviders(<DepositRecords />, { route: '/userInfo/money-package?tab=deposits' });
      await waitFor(() => expect(screen.getAllByTestId('deposit-row')).toHaveLength(8));
      expect(screen.queryByTestId('list-sentinel')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
      await waitFor(() => expect(screen.getAllByTestId('deposit-row')).toHaveLength(2));
      expect(callsTo(api, 'rechargeBlockchain!list').map((call) => call.get('page_no'))).toEqual(['1', '2']);
    } finally {
      intersections.restore();
    }
  });
});
