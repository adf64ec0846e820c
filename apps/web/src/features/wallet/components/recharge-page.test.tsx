import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { errorReply, okReply } from '../../../test/factories';
import { callsTo, serveActions } from '../../../test/serve-actions';
import type * as UploadModule from '../../../lib/upload';
import { RechargePage } from './recharge-page';

// The upload itself (XMLHttpRequest with progress) is the browser's; here it reports progress and
// returns the private file's URL.
vi.mock('../../../lib/upload', async (importOriginal) => {
  const actual = await importOriginal<typeof UploadModule>();
  return {
    ...actual,
    uploadImage: vi.fn(async (_file: File, { onProgress }: { onProgress: (f: number) => void }) => {
      onProgress(0.5);
      onProgress(1);
      return '/api/privateFile!get.action?id=00000000-0000-4000-8000-000000000001';
    }),
  };
});

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
  let fetchMock: ReturnType<typeof serveActions>;
  let recharge: () => Response;

  beforeEach(() => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    recharge = () => okReply({ order_no: 'R1' });
    fetchMock = serveActions({
      'channelBlockchain!list': () => okReply([TRC20, ERC20, BTC]),
      'rechargeBlockchain!rechargeLimitConfig': () =>
        okReply({ rechargeAmountMin: 20, rechargeAmountMax: 1000 }),
      'thirdPartyRecharge!getCoinList': () => okReply([]),
      'rechargeBlockchain!fee': () => okReply({ price: 60000 }),
      'rechargeBlockchain!recharge_open': () => okReply({ session_token: 'once' }),
      'rechargeBlockchain!recharge': () => recharge(),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const fillDeposit = async () => {
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '125.5' } });
    fireEvent.change(screen.getByTestId('deposit-from'), {
      target: { value: 'TSenderAddress000000000000000001' },
    });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'transfer.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('certificate-input'), { target: { files: [file] } });
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
    expect(screen.getByText('From 20 to 1000 USDT')).toBeTruthy();

    // BTC has one network: it is chosen, with the coin's own bounds and today's rate.
    fireEvent.click(screen.getByTestId('coin-BTC'));
    expect(screen.getByTestId('deposit-address').textContent).toBe(BTC.address);
    expect(screen.getByText('From 0.001 to 1 BTC')).toBeTruthy();
    await screen.findByText(/1 BTC = 60000 USDT/);
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
    expect(callsTo(fetchMock, 'rechargeBlockchain!recharge')).toHaveLength(0);

    await fillDeposit();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(callsTo(fetchMock, 'rechargeBlockchain!recharge')).toHaveLength(1));
    const [sent] = callsTo(fetchMock, 'rechargeBlockchain!recharge');
    expect(Object.fromEntries(sent ?? [])).toMatchObject({
      session_token: 'once',
      coin: 'USDT',
      blockchain_name: 'TRC20',
      channel_address: TRC20.address,
      amount: '125.5',
      from: 'TSenderAddress000000000000000001',
      img: '/api/privateFile!get.action?id=00000000-0000-4000-8000-000000000001',
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
});
