import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setOperatorToken } from '../../../../lib/operator-auth';
import { okReply } from '../../../../test/factories';
import { renderWithProviders } from '../../../../test/render';
import {
  bodiesOf,
  callsTo as callsToAction,
  serveActions,
  type ServedActions,
} from '../../../../test/serve-actions';
import AdminRoutes from '../../../admin-routes';

const CHANNEL = {
  id: '00000000-0000-4000-8000-0000000000c1',
  coin: 'USDT',
  network: 'TRC20',
  address: 'TPlatformAddress1234567890abcdEFG',
  minAmount: '10',
  maxAmount: '100000',
  isOpen: true,
  sort: 0,
  updateTime: '2026-03-01 07:00:00',
};

const BANK = {
  currency: 'USD',
  bankName: 'First Harbour Bank',
  accountName: 'Caravan Marketplace Ltd',
  accountNumber: 'GB29 NWBK 6016 1331 9268 19',
  swiftCode: 'FHBKGB2L',
  referencePrefix: 'CRV',
  usdtPrice: '1',
  isOpen: true,
  sort: 0,
  updateTime: '2026-03-01 07:00:00',
};

let api: ServedActions;

/** The calls to one of the console's actions (`depositChannels!save`), as their parameters. */
const callsTo = (action: string) => callsToAction(api, `admin/${action}`);

beforeEach(() => {
  api = serveActions({
    'admin/auth!me': () => okReply({ id: 'op-9', username: 'finance-op', role: 'finance' }),
    'admin/depositChannels!list': () => okReply([CHANNEL]),
    'admin/depositChannels!save': (params) =>
      okReply({
        ...CHANNEL,
        coin: params.get('coin') ?? '',
        network: params.get('network') ?? '',
        isOpen: params.get('isOpen') === 'true',
      }),
    'admin/coinRates!list': () =>
      okReply([
        { coin: 'ETH', rate: '3150.5', updateTime: '2026-03-01 07:00:00' },
        { coin: 'BTC', rate: null, updateTime: '' },
      ]),
    'admin/bankAccounts!list': () => okReply([BANK]),
    'admin/bankAccounts!save': (_params, call) =>
      okReply({ ...BANK, ...(call.body as object), updateTime: '2026-03-01 08:00:00' }),
    'admin/coinRates!save': (params) =>
      okReply({
        coin: params.get('coin') ?? '',
        rate: params.get('rate') ?? '',
        updateTime: '2026-03-01 08:00:00',
      }),
  });
  setOperatorToken('operator-token');
  renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminRoutes />} />
    </Routes>,
    { route: '/admin/finance/channels' },
  );
});

describe('channels and rates', () => {
  it('checks a new channel before sending, comparing the bounds as decimals', async () => {
    fireEvent.click(await screen.findByTestId('channel-new'));
    fireEvent.change(screen.getByTestId('channel-network'), { target: { value: 'trc 20' } });
    fireEvent.change(screen.getByTestId('channel-address'), { target: { value: 'short' } });
    fireEvent.change(screen.getByTestId('channel-min'), { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('channel-max'), { target: { value: '9.99' } });
    fireEvent.click(screen.getByTestId('channel-save'));
    expect(screen.getByText('2 to 16 capital letters, digits or dashes')).toBeTruthy();
    expect(screen.getByText('Between 10 and 128 characters')).toBeTruthy();
    expect(screen.getByText('Must not be below the minimum')).toBeTruthy();
    expect(callsTo('depositChannels!save')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('channel-network'), { target: { value: 'erc20' } });
    fireEvent.change(screen.getByTestId('channel-address'), { target: { value: '0xPlatformAddress1234' } });
    fireEvent.change(screen.getByTestId('channel-max'), { target: { value: '10.5' } });
    fireEvent.click(screen.getByTestId('channel-save'));
    expect(await screen.findByText('The USDT ERC20 channel is saved')).toBeTruthy();
    const [save] = callsTo('depositChannels!save');
    expect(Object.fromEntries(save ?? [])).toMatchObject({
      coin: 'USDT',
      network: 'ERC20',
      address: '0xPlatformAddress1234',
      minAmount: '10',
      maxAmount: '10.5',
      isOpen: 'true',
      sort: '0',
    });
    expect(save?.has('id')).toBe(false);
  });

  it('closes a channel from its switch, sending the channel unchanged but for isOpen', async () => {
    const row = await screen.findByTestId('channel-row');
    fireEvent.click(within(row).getByTestId('channel-open'));
    expect(await screen.findByText('The USDT TRC20 channel is closed')).toBeTruthy();
    const [save] = callsTo('depositChannels!save');
    expect(Object.fromEntries(save ?? [])).toMatchObject({
      id: CHANNEL.id,
      address: CHANNEL.address,
      minAmount: '10',
      maxAmount: '100000',
      isOpen: 'false',
    });
  });

  it('sets a coin rate with at most 8 decimals', async () => {
    const eth = (await screen.findAllByTestId('coin-rate')).find((el) => el.dataset.coin === 'ETH');
    fireEvent.click(within(eth as HTMLElement).getByRole('button', { name: 'Change ETH' }));
    const input = await screen.findByTestId('rate-input');
    fireEvent.change(input, { target: { value: '3200.123456789' } });
    fireEvent.click(screen.getByTestId('rate-save'));
    expect(await screen.findByText('Enter a number above 0 with at most 8 decimals')).toBeTruthy();
    expect(callsTo('coinRates!save')).toHaveLength(0);

    fireEvent.change(input, { target: { value: '3200.12345678' } });
    fireEvent.click(screen.getByTestId('rate-save'));
    expect(await screen.findByText('The ETH rate is saved')).toBeTruthy();
    expect(callsTo('coinRates!save')[0]?.get('rate')).toBe('3200.12345678');
  });

  it('lists the bank transfer accounts and adds one, checked before it is sent', async () => {
    const row = await screen.findByTestId('bank-account-row');
    expect(row.textContent).toContain('First Harbour Bank');
    expect(row.textContent).toContain('1 USDT = 1 USD');
    fireEvent.click(screen.getByTestId('bank-account-new'));
    const form = within(screen.getByTestId('bank-account-form'));
    fireEvent.change(form.getByTestId('bank-currency'), { target: { value: 'pesos' } });
    fireEvent.change(form.getByTestId('bank-usdtPrice'), { target: { value: '0' } });
    fireEvent.click(form.getByTestId('bank-save'));
    expect(form.getByText('Enter a three-letter currency code')).toBeTruthy();
    expect(form.getByText('Enter a number above 0 with at most 8 decimals')).toBeTruthy();
    expect(form.getByText('Enter the bank’s name')).toBeTruthy();
    expect(callsTo('bankAccounts!save')).toHaveLength(0);

    fireEvent.change(form.getByTestId('bank-currency'), { target: { value: 'php' } });
    fireEvent.change(form.getByTestId('bank-usdtPrice'), { target: { value: '57.14' } });
    fireEvent.change(form.getByTestId('bank-bankName'), { target: { value: 'Harbour Bank Manila' } });
    fireEvent.change(form.getByTestId('bank-accountName'), { target: { value: 'Caravan Marketplace Ltd' } });
    fireEvent.change(form.getByTestId('bank-accountNumber'), { target: { value: '0001 2345 6789' } });
    fireEvent.click(form.getByTestId('bank-save'));
    await screen.findByText('The PHP account is saved');
    const [sent] = bodiesOf(api, 'admin/bankAccounts!save');
    expect(sent).toEqual({
      currency: 'PHP',
      bankName: 'Harbour Bank Manila',
      accountName: 'Caravan Marketplace Ltd',
      accountNumber: '0001 2345 6789',
      referencePrefix: 'CRV',
      usdtPrice: '57.14',
      isOpen: true,
      sort: 0,
    });
  });
});
