import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { errorReply, okReply } from '../../../test/factories';
import { callsTo, serveActions, type ServedActions } from '../../../test/serve-actions';
import { RechargePage } from './recharge-page';

// The certificate's upload: the fake server stores it and returns the private file's URL.
const CERTIFICATE_URL = '/api/privateFile!get.action?id=00000000-0000-4000-8000-000000000001';

const TRC20 = {
  coin: 'USDT',
  blockchain_name: 'TRC20',
  address: 'TDemoTrc20Address0000000000000001',
  min: '10',
  max: '5000',
};
const ERC20 = {
  coin: 'USDT',
  blockchain_name: 'ERC20',
  address: '0xDemoErc20Address',
  min: '10',
  max: '5000',
};
const BTC = { coin: 'BTC', blockchain_name: 'BTC', address: 'bc1demo', min: '0.001', max: '1' };

function renderAt(route: string) {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/userInfo/money-package/recharge" element={<RechargePage />} />
          <Route path="/userInfo/money-package" element={<p data-testid="wallet-home">wallet</p>} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

describe('RechargePage', () => {
  let api: ServedActions;
  let recharge: () => Response;
  let banks: () => Response;
  let coins: () => Response;

  beforeEach(() => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    recharge = () => okReply({ order_no: 'R1' });
    banks = () => okReply([]);
    coins = () => okReply([]);
    api = serveActions({
      'channelBlockchain!list': () => okReply([TRC20, ERC20, BTC]),
      'rechargeBlockchain!rechargeLimitConfig': () =>
        okReply({ rechargeAmountMin: 20, rechargeAmountMax: 1000 }),
      'thirdPartyRecharge!getCoinList': () => coins(),
      'thirdPartyRecharge!bankAccounts': () => banks(),
      'thirdPartyRecharge!recharge': () => okReply({ order_no: 'B1' }),
      'rechargeBlockchain!fee': () => okReply({ price: 60000 }),
      'rechargeBlockchain!recharge_open': () => okReply({ session_token: 'once' }),
      'rechargeBlockchain!recharge': () => recharge(),
      'uploadimg!execute': () => okReply(CERTIFICATE_URL),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const fillDeposit = async () => {
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '125.5' } });
    fireEvent.change(screen.getByTestId('deposit-from'), {
      target: { value: 'TSenderAddress000000000000000001' },
    });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'transfer.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('certificate-upload-input'), { target: { files: [file] } });
    await screen.findByText('Uploaded');
  };

  it('asks for the coin first, then the network, then shows that address with its QR code', async () => {
    renderAt('/userInfo/money-package/recharge');
    await screen.findByTestId('coin-USDT');
    expect(screen.queryByTestId('deposit-address')).toBeNull();
    expect((screen.getByTestId('coin-ETH') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('coin-USDT'));
    // Two networks: nothing is chosen for the buyer.
    expect(screen.queryByTestId('deposit-address')).toBeNull();
    fireEvent.click(screen.getByTestId('network-ERC20'));
    expect(screen.getByTestId('deposit-address').textContent).toBe(ERC20.address);
    expect(screen.getByTestId('qr-code')).toBeTruthy();
    expect(screen.getByTestId('network-warning').textContent).toContain('ERC20');

    // The tighter of the channel's bounds and the system's, in USDT.
    expect(screen.getByText('From 20 to 1,000 USDT')).toBeTruthy();

    // BTC has one network: it is chosen, with the coin's own bounds and today's rate.
    fireEvent.click(screen.getByTestId('coin-BTC'));
    expect(screen.getByTestId('deposit-address').textContent).toBe(BTC.address);
    expect(screen.getByText('From 0.001 to 1 BTC')).toBeTruthy();
    await screen.findByText(/1 BTC = 60,000 USDT/);
  });

  it('checks the amount and needs the certificate before sending anything', async () => {
    renderAt('/userInfo/money-package/recharge');
    fireEvent.click(await screen.findByTestId('coin-USDT'));
    fireEvent.click(screen.getByTestId('network-TRC20'));
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '19.99' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(screen.getByText('The minimum is 20 USDT.')).toBeTruthy();
    expect(screen.getByText('Upload the payment certificate.')).toBeTruthy();
    expect(screen.getByText('Enter the address you sent from.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '1.234' } });
    expect(screen.getByText('Enter a number with at most the allowed decimals.')).toBeTruthy();
    expect(callsTo(api, 'rechargeBlockchain!recharge')).toHaveLength(0);

    await fillDeposit();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(callsTo(api, 'rechargeBlockchain!recharge')).toHaveLength(1));
    const [sent] = callsTo(api, 'rechargeBlockchain!recharge');
    expect(Object.fromEntries(sent ?? [])).toMatchObject({
      session_token: 'once',
      coin: 'USDT',
      blockchain_name: 'TRC20',
      channel_address: TRC20.address,
      amount: '125.5',
      from: 'TSenderAddress000000000000000001',
      img: CERTIFICATE_URL,
    });
  });

  it('goes back to the wallet about 2.5 s after a refused recharge call (spec §4)', async () => {
    recharge = () => errorReply('1', 'WALLET_CHANNEL_CLOSED', 'closed');
    renderAt('/userInfo/money-package/recharge');
    fireEvent.click(await screen.findByTestId('coin-USDT'));
    fireEvent.click(screen.getByTestId('network-TRC20'));
    await fillDeposit();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await vi.waitFor(() => expect(screen.getByTestId('returning-to-wallet')).toBeTruthy());
    act(() => vi.advanceTimersByTime(2400));
    expect(screen.queryByTestId('wallet-home')).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByTestId('wallet-home')).toBeTruthy();
  });

  it('offers a bank transfer only where finance has set up an account', async () => {
    renderAt('/userInfo/money-package/recharge');
    await screen.findByTestId('coin-USDT');
    await waitFor(() => expect(callsTo(api, 'thirdPartyRecharge!bankAccounts')).toHaveLength(1));
    expect(screen.queryByTestId('method-bank')).toBeNull();
    expect(screen.queryByTestId('method-online')).toBeNull();
  });

  it('shows where to send a bank transfer and takes the amount in its currency, with its USDT value', async () => {
    banks = () =>
      okReply([
        {
          currency: 'USD',
          bankName: 'First Harbour Bank',
          accountName: 'Caravan Marketplace Ltd',
          accountNumber: 'GB29 NWBK 6016 1331 9268 19',
          swiftCode: 'FHBKGB2L',
          reference: 'CRV-1234567',
          usdtPrice: '1',
          min: '1.00',
          max: '100000.00',
        },
        {
          currency: 'PHP',
          bankName: 'Harbour Bank Manila',
          accountName: 'Caravan Marketplace Ltd',
          accountNumber: '0001 2345 6789',
          swiftCode: null,
          reference: 'CRV-1234567',
          usdtPrice: '57.14',
          min: '57.14',
          max: '5714000.00',
        },
      ]);
    renderAt('/userInfo/money-package/recharge');
    fireEvent.click(await screen.findByTestId('method-bank'));
    expect(screen.getByTestId('beneficiary-number').textContent).toContain('GB29 NWBK 6016 1331 9268 19');
    expect(screen.getByTestId('beneficiary-swift').textContent).toContain('FHBKGB2L');
    expect(screen.getByTestId('beneficiary-reference').textContent).toContain('CRV-1234567');

    fireEvent.click(screen.getByTestId('bank-currency-PHP'));
    expect(screen.getByTestId('beneficiary-bank').textContent).toContain('Harbour Bank Manila');
    expect(screen.queryByTestId('beneficiary-swift')).toBeNull();
    expect(screen.getByText(/1 USDT = 57\.14 PHP/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('bank-amount'), { target: { value: '5714' } });
    expect(screen.getByTestId('bank-usdt').textContent).toBe(
      'You will be credited 100.00 USDT once finance confirms the transfer.',
    );
    // Rounded down, as the server credits it: 100 PHP is 1.75 USDT (1.7500875…).
    fireEvent.change(screen.getByTestId('bank-amount'), { target: { value: '100' } });
    expect(screen.getByTestId('bank-usdt').textContent).toContain('1.75 USDT');

    fireEvent.change(screen.getByTestId('bank-name'), { target: { value: 'BDO' } });
    fireEvent.change(screen.getByTestId('bank-card'), { target: { value: '4111111111111111' } });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'transfer.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('certificate-upload-input'), { target: { files: [file] } });
    await screen.findByText('Uploaded');
    fireEvent.click(screen.getByTestId('bank-submit'));
    await waitFor(() => expect(callsTo(api, 'thirdPartyRecharge!recharge')).toHaveLength(1));
    expect(Object.fromEntries(callsTo(api, 'thirdPartyRecharge!recharge')[0] ?? [])).toMatchObject({
      currency: 'PHP',
      amount: '100',
      bankName: 'BDO',
      bankCardNo: '4111111111111111',
    });
  });

  it('shows the online rate the right way round, what it credits, and that the sandbox is a test', async () => {
    coins = () =>
      okReply([
        {
          currency: 'PHP',
          rate: 0.0175,
          usdtPrice: 57.14,
          sandbox: true,
          min: 57.15,
          max: 57142857.14,
          channels: [
            { id: 1, action: 'PHP_recharge', name: 'GCash' },
            { id: 4, action: 'PHP_recharge4', name: 'Maya' },
          ],
        },
      ]);
    renderAt('/userInfo/money-package/recharge');
    fireEvent.click(await screen.findByTestId('method-online'));
    expect(screen.getByRole('radio', { name: 'GCash' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Maya' })).toBeTruthy();
    expect(screen.getByText(/1 USDT = 57\.14 PHP/)).toBeTruthy();
    expect(screen.queryByText(/0\.0175/)).toBeNull();
    fireEvent.change(screen.getByTestId('online-amount'), { target: { value: '1000' } });
    expect(screen.getByTestId('online-usdt').textContent).toContain('17.50 USDT');
    expect(screen.getByTestId('online-sandbox').textContent).toContain('no real money moves');
  });
});
