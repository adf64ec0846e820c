import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminWithdrawalVo } from '@caravan/contract';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setOperatorToken } from '../../../../lib/operator-auth';
import { makeWithdrawRecord, okReply } from '../../../../test/factories';
import { renderWithProviders } from '../../../../test/render';
import { callsTo as callsToAction, serveActions, type ServedActions } from '../../../../test/serve-actions';
import AdminRoutes from '../../../admin-routes';

const WITHDRAWAL: AdminWithdrawalVo = {
  ...makeWithdrawRecord(),
  id: '00000000-0000-4000-8000-0000000000a1',
  userId: '00000000-0000-4000-8000-000000000042',
  username: 'amina.yusuf',
  usercode: '100042',
  decidedBy: null,
};

/** A BTC withdrawal: 40 USDT held, its coin figures fixed at 60000 USDT per BTC when requested. */
const BTC_WITHDRAWAL: AdminWithdrawalVo = {
  ...WITHDRAWAL,
  id: '00000000-0000-4000-8000-0000000000b2',
  order_no: 'W20260301000002',
  amount: 40,
  fee: 1,
  volume: 39,
  coin: 'BTC',
  coin_blockchain: 'BTC_BTC',
  coin_amount: '0.00066666',
  coin_fee: '0.00001667',
  coin_volume: '0.00064999',
  rate: '60000',
  to: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
};

/** A bank withdrawal to be paid in PHP at finance's price, fixed when requested. */
const BANK_WITHDRAWAL: AdminWithdrawalVo = {
  ...WITHDRAWAL,
  id: '00000000-0000-4000-8000-0000000000c3',
  order_no: 'W20260301000003',
  amount: 101,
  fee: 1,
  volume: 100,
  coin_blockchain: 'bank',
  to: 'Karim Haddad,****3456,Emirates NBD',
  bank: 'Emirates NBD',
  bankCardNo: '****3456',
  bankUserName: 'Karim Haddad',
  swiftCode: 'EBILAEAD',
  countryName: 'United Arab Emirates',
  payout_currency: 'PHP',
  payout_rate: '57.14',
  payout_amount: '5714.00',
};

let api: ServedActions;

function serveFinance(withdrawal: AdminWithdrawalVo) {
  api = serveActions({
    'admin/auth!me': () => okReply({ id: 'op-9', username: 'finance-op', role: 'finance' }),
    'admin/withdrawals!list': () =>
      okReply({ pageList: [withdrawal], pageInfo: { pageNum: 1, pageSize: 20, totalElements: 1 } }),
    'admin/withdrawals!pay': (params) =>
      okReply({ ...withdrawal, state: 1, tx: params.get('tx'), decidedBy: 'finance-op' }),
    'admin/withdrawals!reject': (params) =>
      okReply({ ...withdrawal, state: 2, reason: params.get('reason') }),
    'admin/withdrawals!bankDetails': () =>
      okReply({
        id: withdrawal.id,
        order_no: withdrawal.order_no,
        holder: 'Karim Haddad',
        accountNumber: 'AE070331234567890123456',
        iban: true,
        cardLast4: '3456',
        swiftCode: 'EBILAEAD',
        routingNum: null,
        bankName: 'Emirates NBD',
        bankAddress: null,
        accountAddress: null,
        countryName: 'United Arab Emirates',
        volume: 100,
        currency: 'PHP',
        rate: '57.14',
        amount: '5714.00',
      }),
  });
}

/** The calls to one of the console's actions (`withdrawals!pay`), as their parameters. */
const callsTo = (action: string) => callsToAction(api, `admin/${action}`);

function openPage(withdrawal: AdminWithdrawalVo) {
  serveFinance(withdrawal);
  setOperatorToken('operator-token');
  renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminRoutes />} />
    </Routes>,
    { route: '/admin/finance/withdrawals' },
  );
}

describe('the withdrawals page', () => {
  beforeEach(() => openPage(WITHDRAWAL));

  it('lists pending withdrawals with amount, fee and net payout', async () => {
    const row = await screen.findByTestId('withdrawal-row');
    expect(callsTo('withdrawals!list')[0]?.get('state')).toBe('0');
    expect(within(row).getByText('W20260301000001', { selector: 'span[dir="ltr"]' })).toBeTruthy();
    expect(within(row).getByText('100.00')).toBeTruthy();
    expect(within(row).getByText('1.00')).toBeTruthy();
    expect(within(row).getByText('99.00')).toBeTruthy();
    // Who asked: the name (linked to the user) and the UID, as deposits show them.
    const user = within(row).getByTestId('withdrawal-user');
    expect(user.textContent).toBe('amina.yusuf');
    expect(user.getAttribute('href')).toBe('/admin/users/00000000-0000-4000-8000-000000000042');
    expect(row.textContent).toContain('100042');
  });

  it('marks a withdrawal paid only with the payout transaction id', async () => {
    fireEvent.click(await screen.findByTestId('withdrawal-pay'));
    expect((await screen.findByTestId('pay-form')).textContent).toContain(WITHDRAWAL.to);
    fireEvent.click(screen.getByTestId('pay-confirm'));
    expect(await screen.findByText("Enter the payout's transaction ID")).toBeTruthy();
    expect(callsTo('withdrawals!pay')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('pay-tx'), { target: { value: ' 0xabc123 ' } });
    fireEvent.click(screen.getByTestId('pay-confirm'));
    expect(await screen.findByText('Withdrawal W20260301000001 is marked paid')).toBeTruthy();
    const [pay] = callsTo('withdrawals!pay');
    expect(pay?.get('id')).toBe(WITHDRAWAL.id);
    expect(pay?.get('tx')).toBe('0xabc123');
  });

  it('rejects only with a reason', async () => {
    fireEvent.click(await screen.findByTestId('withdrawal-reject'));
    fireEvent.click(await screen.findByTestId('reason-confirm'));
    expect(await screen.findByText('Give a reason for this change')).toBeTruthy();
    expect(callsTo('withdrawals!reject')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('reason-input'), {
      target: { value: 'Address on a sanctions list' },
    });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    expect(
      await screen.findByText('Withdrawal W20260301000001 is rejected and the money returned'),
    ).toBeTruthy();
    expect(callsTo('withdrawals!reject')[0]?.get('reason')).toBe('Address on a sanctions list');
  });
});

describe('a BTC withdrawal under review', () => {
  beforeEach(() => openPage(BTC_WITHDRAWAL));

  it('shows the coin, its network, the coin figures and the rate beside the USDT held', async () => {
    const row = await screen.findByTestId('withdrawal-row');
    expect(within(row).getByText('40.00')).toBeTruthy();
    expect(within(row).getByText('39.00')).toBeTruthy();
    expect(within(row).getByTestId('withdrawal-coin_amount').textContent).toBe('0.00066666 BTC');
    expect(within(row).getByTestId('withdrawal-coin_fee').textContent).toBe('0.00001667 BTC');
    expect(within(row).getByTestId('withdrawal-coin_volume').textContent).toBe('0.00064999 BTC');
    expect(within(row).getByTestId('withdrawal-rate').textContent).toBe('1 BTC = 60000 USDT');
    expect(within(row).getAllByText('BTC')).toHaveLength(2);
  });

  it('asks finance to send the BTC amount, not the USDT one, before marking it paid', async () => {
    fireEvent.click(await screen.findByTestId('withdrawal-pay'));
    const form = await screen.findByTestId('pay-form');
    expect(within(form).getByTestId('pay-coin').textContent).toBe(
      'Do this only after \u20660.00064999 BTC\u2069 has been sent to:',
    );
    expect(form.textContent).toContain('\u20661 BTC = 60000 USDT\u2069');
    expect(form.textContent).toContain(BTC_WITHDRAWAL.to);
    fireEvent.change(screen.getByTestId('pay-tx'), { target: { value: 'btc-tx-1' } });
    fireEvent.click(screen.getByTestId('pay-confirm'));
    expect(await screen.findByText('Withdrawal W20260301000002 is marked paid')).toBeTruthy();
    expect(callsTo('withdrawals!pay')[0]?.get('tx')).toBe('btc-tx-1');
  });
});

describe('a bank withdrawal under review', () => {
  beforeEach(() => openPage(BANK_WITHDRAWAL));

  it('shows the amount in the payout currency beside the USDT', async () => {
    const row = await screen.findByTestId('withdrawal-row');
    expect(within(row).getByText('100.00')).toBeTruthy();
    expect(within(row).getByTestId('withdrawal-payout').textContent).toBe('5714.00 PHP');
    // The list keeps the account masked.
    expect(row.textContent).toContain('****3456');
    expect(row.textContent).not.toContain('0331234567');
  });

  it('reveals the IBAN, SWIFT and holder only when asked, then asks for the PHP amount to be sent', async () => {
    fireEvent.click(await screen.findByTestId('withdrawal-pay'));
    const form = await screen.findByTestId('pay-form');
    expect(within(form).getByTestId('pay-bank-amount').textContent).toBe(
      'Do this only after \u20665714.00 PHP\u2069 has been sent to:',
    );
    expect(form.textContent).toContain('\u20661 USDT = 57.14 PHP\u2069');
    expect(form.textContent).toContain('The full account number is shown to finance only');
    expect(form.textContent).not.toContain('0331234567');
    expect(callsTo('withdrawals!bankDetails')).toHaveLength(0);

    fireEvent.click(within(form).getByTestId('pay-reveal-bank'));
    const details = await screen.findByTestId('pay-bank-details');
    expect(callsTo('withdrawals!bankDetails')[0]?.get('id')).toBe(BANK_WITHDRAWAL.id);
    expect(within(details).getByTestId('pay-bank-iban').textContent).toBe('AE070331234567890123456');
    expect(within(details).getByText('IBAN')).toBeTruthy();
    expect(within(details).getByTestId('pay-bank-swift').textContent).toBe('EBILAEAD');
    expect(within(details).getByTestId('pay-bank-holder').textContent).toBe('Karim Haddad');
    expect(within(details).getByTestId('pay-bank-bankName').textContent).toBe('Emirates NBD');
    expect(within(details).getByTestId('pay-bank-country').textContent).toBe('United Arab Emirates');
  });
});
