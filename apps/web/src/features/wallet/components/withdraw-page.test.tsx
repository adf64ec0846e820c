import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorReply, makeLocalUser, okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { callsTo, serveActions, type ServedActions } from '../../../test/serve-actions';
import { WithdrawPage } from './withdraw-page';

const TRC20 = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const BTC = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const ETH = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const RATES: Record<string, string> = { USDT: '1', BTC: '60000', ETH: '3000' };

/** withdraw!withdraw_open for a buyer who has bound no withdrawal address yet. */
const NOTHING_BOUND = {
  session_token: 'x',
  coinType: 'USDT',
  chainName: null,
  openWithdrawAddressBinding: 1,
  existWithdrawAddress: '',
  address: null,
  addresses: [],
};

describe('WithdrawPage', () => {
  let bound: { coin: string; blockchain_name: string; address: string }[] = [];
  let feeRule = { type: 'rate', fee: '0.015' };
  let api: ServedActions;

  beforeEach(() => {
    bound = [];
    feeRule = { type: 'rate', fee: '0.015' };
    window.localStorage.setItem('ES_TOKEN', 'tok');
    api = serveActions({
      'localuser!get': () => okReply(makeLocalUser()),
      'withdraw!withdraw_open': () => {
        const usdt = bound.find((a) => a.coin === 'USDT');
        return okReply({
          session_token: `form-${api.calls.length}`,
          coinType: 'USDT',
          chainName: usdt?.blockchain_name ?? null,
          openWithdrawAddressBinding: 1,
          existWithdrawAddress: usdt?.address ?? '',
          address: usdt?.address ?? null,
          addresses: bound,
        });
      },
      'user!bindWithdrawAddress': (params) => {
        bound.push({
          coin: params.get('coin') ?? 'USDT',
          blockchain_name: params.get('blockchain_name') ?? '',
          address: params.get('address') ?? '',
        });
        return okReply(null);
      },
      'withdraw!withdrawLimitConfig': () => okReply({ withdrawAmountMin: 10, withdrawAmountMax: 500 }),
      'withdraw!fee': (params) => {
        const coin = params.get('channel') ?? 'USDT';
        const rate = RATES[coin] ?? '1';
        // A fixed fee in a coin is the USDT fee at the rate, rounded up (as the server answers).
        const inCoin = feeRule.type === 'fixed' && coin === 'BTC' ? '0.00001667' : feeRule.fee;
        return okReply({
          withdraw_fee_type: feeRule.type,
          fee: Number(inCoin),
          coin,
          feeUsdt: feeRule.fee,
          rate,
        });
      },
      'wallet!getUsdt': () => okReply({ money: 100, rebate: 0 }),
      'thirdPartyRecharge!bankAccounts': () =>
        okReply(
          ['USD', 'PHP'].map((currency) => ({
            currency,
            bankName: 'Demo Bank',
            accountName: 'Caravan',
            accountNumber: '0000',
            swiftCode: null,
            reference: 'CRV-1',
            usdtPrice: currency === 'USD' ? '1' : '57.14',
            min: '10.00',
            max: '500.00',
          })),
        ),
      'withdraw!apply': () => errorReply('1', 'WALLET_WITHDRAW_IN_PROGRESS', 'in progress'),
    });
  });
  const type = (testId: string, value: string) =>
    fireEvent.change(screen.getByTestId(testId), { target: { value } });
  const typeSafeword = (value: string) =>
    fireEvent.change(screen.getByLabelText(/^Fund password/), { target: { value } });
  const open = () => renderWithProviders(<WithdrawPage />, { route: '/userInfo/money-package/withdraw' });
  const lastApply = () => Object.fromEntries(callsTo(api, 'withdraw!apply').at(-1) ?? []);

  it('offers USDT, BTC, ETH and a bank account, USDT first', async () => {
    open();
    const methods = await screen.findByRole('radiogroup', { name: 'Withdraw to' });
    const choices = within(methods).getAllByRole('radio');
    expect(choices.map((c) => c.textContent)).toEqual(['USDT', 'BTC', 'ETH', 'Bank account']);
    expect(choices.map((c) => c.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false', 'false']);
    expect(await screen.findByTestId('bind-address-form')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your USDT withdrawal address' })).toBeTruthy();
  });

  // Many steps: more than the default budget on a loaded machine.
  it(
    'binds the one USDT address first, checking its format before sending it',
    { timeout: 40_000 },
    async () => {
      open();
      await screen.findByTestId('bind-address-form');
      type('bind-address', '0x12');
      typeSafeword('123456');
      fireEvent.click(screen.getByTestId('bind-submit'));
      expect(screen.getByText('This is not a valid TRC20 address.')).toBeTruthy();
      expect(callsTo(api, 'user!bindWithdrawAddress')).toHaveLength(0);

      type('bind-address', TRC20);
      fireEvent.click(screen.getByTestId('bind-submit'));
      // Binding cannot be undone: the address is shown whole for a last check, and nothing is sent
      // until it is confirmed (issue 51).
      const check = await screen.findByTestId('bind-check');
      expect(within(check).getByTestId('bind-check-address').textContent).toBe(TRC20);
      expect(check.textContent).toContain('USDT · TRC20');
      expect(callsTo(api, 'user!bindWithdrawAddress')).toHaveLength(0);
      fireEvent.click(within(check).getByRole('button', { name: 'Check again' }));
      await waitFor(() => expect(screen.queryByTestId('bind-check')).toBeNull());
      expect(callsTo(api, 'user!bindWithdrawAddress')).toHaveLength(0);
      fireEvent.click(screen.getByTestId('bind-submit'));
      fireEvent.click(await screen.findByTestId('bind-check-confirm'));
      await screen.findByTestId('withdraw-form');
      expect(Object.fromEntries(callsTo(api, 'user!bindWithdrawAddress')[0] ?? [])).toMatchObject({
        coin: 'USDT',
        blockchain_name: 'TRC20',
        address: TRC20,
        safeword: '123456',
      });
      expect(screen.getByTestId('withdraw-address').textContent).toBe(TRC20);
    },
  );

  it('says when the server finds a bound address’s checksum wrong', async () => {
    api = serveActions({
      'localuser!get': () => okReply(makeLocalUser()),
      'withdraw!withdraw_open': () => okReply(NOTHING_BOUND),
      'user!bindWithdrawAddress': () => errorReply('1', 'WALLET_ADDRESS_INVALID', 'invalid'),
    });
    open();
    fireEvent.click(await screen.findByTestId('withdraw-method-BTC'));
    // One character off: the form is a bitcoin address's, the checksum is not.
    type('bind-address', `${BTC.slice(0, -1)}5`);
    typeSafeword('123456');
    fireEvent.click(screen.getByTestId('bind-submit'));
    fireEvent.click(await screen.findByTestId('bind-check-confirm'));
    expect(
      await screen.findByText(
        'This address fails its checksum, so a character is wrong. Copy it again from your wallet.',
      ),
    ).toBeTruthy();
  });

  it('previews a USDT fee exactly as the server charges it and refuses more than the balance', async () => {
    bound = [{ coin: 'USDT', blockchain_name: 'TRC20', address: TRC20 }];
    open();
    await screen.findByTestId('withdraw-form');
    type('withdraw-amount', '33.33');
    // 33.33 × 1.5 % = 0.49995, half up to 0.50; 32.83 arrives.
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('0.50 USDT');
    expect(screen.getByTestId('withdraw-net').textContent).toBe('32.83 USDT');

    type('withdraw-amount', '100.01');
    typeSafeword('123456');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(screen.getByText('That is more than your available balance.')).toBeTruthy();
    expect(callsTo(api, 'withdraw!apply')).toHaveLength(0);

    type('withdraw-amount', '9.99');
    expect(screen.getByText('The minimum is 10 USDT.')).toBeTruthy();

    type('withdraw-amount', '40');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() => expect(callsTo(api, 'withdraw!apply')).toHaveLength(1));
    expect(lastApply()).toMatchObject({ amount: '40', safeword: '123456', channel: 'USDT' });
    expect(lastApply().session_token).toMatch(/^form-/);
    expect(lastApply().rate).toBeUndefined();
    // Refused: the fund password is cleared and a new form token fetched for the next try.
    await waitFor(() => expect(callsTo(api, 'withdraw!withdraw_open').length).toBeGreaterThan(1));
    expect((screen.getByLabelText(/^Fund password/) as HTMLInputElement).value).toBe('');
  });

  it('binds a BTC address, then shows the rate and the BTC sent before the fund password', async () => {
    feeRule = { type: 'fixed', fee: '1' };
    open();
    fireEvent.click(await screen.findByTestId('withdraw-method-BTC'));
    expect(await screen.findByRole('heading', { name: 'Your BTC withdrawal address' })).toBeTruthy();
    expect(screen.getByText('A Bitcoin address: starts with 1, 3 or bc1')).toBeTruthy();
    type('bind-address', TRC20);
    typeSafeword('123456');
    fireEvent.click(screen.getByTestId('bind-submit'));
    expect(screen.getByText('This is not a valid BTC address.')).toBeTruthy();
    type('bind-address', BTC);
    fireEvent.click(screen.getByTestId('bind-submit'));
    fireEvent.click(await screen.findByTestId('bind-check-confirm'));
    await screen.findByTestId('withdraw-form');
    expect(Object.fromEntries(callsTo(api, 'user!bindWithdrawAddress')[0] ?? [])).toMatchObject({
      coin: 'BTC',
      blockchain_name: 'BTC',
      address: BTC,
    });

    expect(screen.getByTestId('withdraw-rate').textContent).toBe('1 BTC = 60000 USDT');
    // The fee in the coin and in USDT, each kept left to right inside the sentence.
    expect(
      screen.getByText('\u20660.00001667 BTC\u2069 per withdrawal (\u20661 USDT\u2069 at the current rate)'),
    ).toBeTruthy();
    type('withdraw-amount', '40');
    // 40 / 60000 → 0.00066666 (down); the 1 USDT fee → 0.00001667 BTC (up); 0.00064999 sent.
    expect(screen.getByTestId('withdraw-worth').textContent).toBe('0.00066666 BTC');
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('0.00001667 BTC (1.00 USDT)');
    expect(screen.getByTestId('withdraw-net').textContent).toBe('0.00064999 BTC');
    typeSafeword('123456');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() => expect(callsTo(api, 'withdraw!apply')).toHaveLength(1));
    expect(lastApply()).toMatchObject({ amount: '40', channel: 'BTC', rate: '60000' });
  });

  it('refuses a wrong EIP-55 checksum and the zero address as typed, and binds an ETH address without a checksum only once its warning is confirmed', async () => {
    open();
    fireEvent.click(await screen.findByTestId('withdraw-method-ETH'));
    expect(await screen.findByRole('heading', { name: 'Your ETH withdrawal address' })).toBeTruthy();
    // One letter in the wrong case: the checksum fails, whatever the user would confirm.
    type('bind-address', '0xFB6916095ca1df60bB79Ce92cE3Ea74c37c5d359');
    typeSafeword('123456');
    fireEvent.click(screen.getByTestId('bind-submit'));
    expect(
      screen.getByText(
        'This address fails its checksum, so a character is wrong. Copy it again from your wallet.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('bind-no-checksum')).toBeNull();
    type('bind-address', `0x${'0'.repeat(40)}`);
    expect(
      screen.getByText(
        'This is the zero address: nothing sent to it can ever be spent. Enter your own wallet’s address.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('bind-no-checksum')).toBeNull();

    // Its EIP-55 form: no warning.
    type('bind-address', ETH);
    expect(screen.queryByTestId('bind-no-checksum')).toBeNull();
    expect(screen.queryByText(/checksum/)).toBeNull();

    type('bind-address', ETH.toLowerCase());
    const warning = screen.getByTestId('bind-no-checksum');
    expect(within(warning).getByText('This address has no checksum')).toBeTruthy();
    expect(screen.getByText('Confirm the warning below to bind an address without a checksum.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('bind-submit'));
    expect(callsTo(api, 'user!bindWithdrawAddress')).toHaveLength(0);

    const confirm = () => within(screen.getByTestId('bind-no-checksum')).getByRole('checkbox');
    fireEvent.click(confirm());
    expect((confirm() as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('Confirm the warning below to bind an address without a checksum.')).toBeNull();
    // The confirmation is of that very address: another one asks anew.
    type('bind-address', `0x${ETH.slice(2).toUpperCase()}`);
    expect((confirm() as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByTestId('bind-submit'));
    expect(callsTo(api, 'user!bindWithdrawAddress')).toHaveLength(0);
    type('bind-address', ETH.toLowerCase());
    expect((confirm() as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('bind-submit'));
    fireEvent.click(await screen.findByTestId('bind-check-confirm'));
    await waitFor(() => expect(callsTo(api, 'user!bindWithdrawAddress')).toHaveLength(1));
    expect(Object.fromEntries(callsTo(api, 'user!bindWithdrawAddress')[0] ?? [])).toMatchObject({
      coin: 'ETH',
      blockchain_name: 'ERC20',
      address: ETH.toLowerCase(),
      confirmNoChecksum: 'true',
    });
  });

  it('an ETH address already bound goes straight to the form', async () => {
    bound = [
      { coin: 'ETH', blockchain_name: 'ERC20', address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359' },
    ];
    open();
    fireEvent.click(await screen.findByTestId('withdraw-method-ETH'));
    await screen.findByTestId('withdraw-form');
    expect(screen.getByTestId('withdraw-rate').textContent).toBe('1 ETH = 3000 USDT');
    type('withdraw-amount', '33.33');
    // 33.33 / 3000 = 0.01111; the 0.50 USDT fee / 3000 → 0.00016667 ETH.
    expect(screen.getByTestId('withdraw-worth').textContent).toBe('0.01111000 ETH');
    expect(screen.getByTestId('withdraw-net').textContent).toBe('0.01094333 ETH');
  });

  // Many steps: more than the default budget on a loaded machine.
  it(
    'takes a bank withdrawal: account number or IBAN (its check digits checked), SWIFT, the currency and what is paid in it',
    { timeout: 40_000 },
    async () => {
      feeRule = { type: 'fixed', fee: '1' };
      open();
      fireEvent.click(await screen.findByTestId('withdraw-method-bank'));
      await screen.findByTestId('withdraw-bank-form');
      expect(screen.getByText('Account number or IBAN')).toBeTruthy();
      expect(screen.queryByText(/card/i)).toBeNull();
      fireEvent.click(screen.getByTestId('withdraw-submit'));
      expect(screen.getByText("Enter the bank's name.")).toBeTruthy();
      expect(screen.getByText("Enter the account holder's name as the bank knows it.")).toBeTruthy();
      expect(screen.getByText('Enter the account number or IBAN the money is paid to.')).toBeTruthy();
      expect(
        screen.getByText("Enter the bank's SWIFT / BIC code: the transfer cannot be made without it."),
      ).toBeTruthy();
      expect(callsTo(api, 'withdraw!apply')).toHaveLength(0);

      type('withdraw-bank-bankName', 'Emirates NBD');
      type('withdraw-bank-bankUserName', 'Karim Haddad');
      // One digit wrong: the IBAN's check digits do not hold.
      type('withdraw-bank-bankCardNo', 'ae07-0331-2345-6789-0123-457');
      expect((screen.getByTestId('withdraw-bank-bankCardNo') as HTMLInputElement).value).toBe(
        'AE07 0331 2345 6789 0123 457',
      );
      expect(screen.getByText(/This IBAN is not valid: its check digits do not match/)).toBeTruthy();
      type('withdraw-bank-bankCardNo', '12');
      expect(screen.getByText(/Enter the account number \(6 to 34 digits\) or the IBAN/)).toBeTruthy();
      type('withdraw-bank-bankCardNo', 'AE070331234567890123456');
      type('withdraw-bank-swiftCode', 'EBIL1EAD');
      expect(screen.getByText(/Enter the bank’s SWIFT\/BIC code: 8 or 11 letters/)).toBeTruthy();
      type('withdraw-amount', '40');
      expect(screen.getByTestId('withdraw-fee').textContent).toBe('1.00 USDT');
      expect(screen.getByTestId('withdraw-net').textContent).toBe('39.00 USDT');
      expect(screen.getByTestId('withdraw-payout').textContent).toBe('39.00 USD');
      fireEvent.change(screen.getByTestId('withdraw-bank-currency'), { target: { value: 'PHP' } });
      // 39 × 57.14 = 2228.46
      expect(screen.getByTestId('withdraw-payout').textContent).toBe('2228.46 PHP');
      expect(screen.getByTestId('withdraw-payout-price').textContent).toBe('1 USDT = 57.14 PHP');
      typeSafeword('123456');
      fireEvent.click(screen.getByTestId('withdraw-submit'));
      expect(callsTo(api, 'withdraw!apply')).toHaveLength(0);

      type('withdraw-bank-swiftCode', 'ebilaead');
      type('withdraw-bank-countryName', 'United Arab Emirates');
      fireEvent.click(screen.getByTestId('withdraw-submit'));
      await waitFor(() => expect(callsTo(api, 'withdraw!apply')).toHaveLength(1));
      expect(lastApply()).toMatchObject({
        channel: 'bank',
        amount: '40',
        bankName: 'Emirates NBD',
        bankUserName: 'Karim Haddad',
        bankCardNo: 'AE070331234567890123456',
        swiftCode: 'EBILAEAD',
        currency: 'PHP',
        countryName: 'United Arab Emirates',
        safeword: '123456',
      });
    },
  );

  it('asks for a fund password first when none is set', async () => {
    api = serveActions({
      'localuser!get': () => okReply(makeLocalUser({ safeword: 0 })),
      'withdraw!withdraw_open': () => okReply(NOTHING_BOUND),
    });
    open();
    await screen.findByTestId('fund-password-needed');
    expect(screen.getByRole('link', { name: 'Set fund password' }).getAttribute('href')).toBe(
      '/userInfo/setup/transaction-password',
    );
  });
});
