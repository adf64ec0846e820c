import type { AdminDepositVo } from '@caravan/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { okReply } from '../../../../test/factories';
import { renderConsole } from '../../../../test/render-console';
import { type ActionCall, serveActions, type ServedActions } from '../../../../test/serve-actions';
import { fakeObjectUrls, privateFileReply } from '../../../../test/pictures';

const CERTIFICATE_ID = '00000000-0000-4000-8000-00000000ce47';

function makeDeposit(overrides: Partial<AdminDepositVo> = {}): AdminDepositVo {
  return {
    id: '00000000-0000-4000-8000-000000000d01',
    order_no: 'D20260301000001',
    amount: '250.00',
    volume: '.00',
    coin: 'USDT',
    coin_blockchain: 'USDT',
    fee: 0,
    from: null,
    tx: null,
    img: `/api/privateFile!get.action?id=${CERTIFICATE_ID}`,
    channel_address: null,
    state: 0,
    reason: null,
    bank_name: 'Metro Bank',
    card_last4: '4321',
    fiat_currency: 'USD',
    fiat_amount: '250.00',
    reference: 'CRV-9208626',
    create_time: '2026-03-01 08:00:00',
    userId: '00000000-0000-4000-8000-000000000042',
    username: 'demobuyer',
    usercode: '9208626',
    method: 'bank',
    rate: null,
    decidedBy: null,
    decideTime: '',
    duplicates: [{ orderNo: 'D20260228000007', state: 1, sameUser: true }],
    ...overrides,
  };
}

const DEPOSIT = makeDeposit();
let api: ServedActions;

const page = (list: AdminDepositVo[]) =>
  okReply({ pageList: list, pageInfo: { pageNum: 1, pageSize: 20, totalElements: list.length } });

/** The finance console's calls, answered as the server would; every call is kept for the asserts. */
function serveFinance(pending: AdminDepositVo[] = [DEPOSIT]) {
  api = serveActions({
    'admin/auth!me': () => okReply({ id: 'op-9', username: 'finance-op', role: 'finance' }),
    'admin/deposits!list': (params) => page(params.get('state') === '0' ? pending : []),
    'admin/coinRates!list': () =>
      okReply([{ coin: 'ETH', rate: '3150.5', updateTime: '2026-03-01 07:00:00' }]),
    'admin/deposits!confirm': () =>
      okReply({ ...DEPOSIT, state: 1, volume: '250.00', decidedBy: 'finance-op' }),
    'admin/deposits!reject': (params) => okReply({ ...DEPOSIT, state: 2, reason: params.get('reason') }),
    'privateFile!get': () => privateFileReply('image/png'),
  });
}

/** The requests to one action, whatever its family (`deposits!list`, `privateFile!get`). */
function callsTo(action: string): ActionCall[] {
  return api.calls.filter(({ url }) => url.pathname.endsWith(`/${action}.action`));
}

function renderDeposits(route = '/admin/finance/deposits') {
  return renderConsole(route);
}

async function openReview() {
  renderDeposits();
  fireEvent.click(await screen.findByTestId('deposit-review'));
  return screen.findByTestId('deposit-review-panel');
}

beforeAll(() => {
  // jsdom has no object URLs; the certificate is shown through one.
  fakeObjectUrls('blob:certificate');
});

describe('the deposits page', () => {
  it('lists pending deposits by default, with the bank card and the reused-certificate flag', async () => {
    serveFinance();
    renderDeposits();
    const row = await screen.findByTestId('deposit-row');
    expect(callsTo('deposits!list')[0]?.url.searchParams.get('state')).toBe('0');
    expect(within(row).getByText('demobuyer')).toBeTruthy();
    expect(within(row).getByText('D20260301000001')).toBeTruthy();
    expect(within(row).getByText('Bank card')).toBeTruthy();
    expect(within(row).getByText('Metro Bank')).toBeTruthy();
    expect(within(row).getByText('Card ending 4321')).toBeTruthy();
    const flags = within(row).getByTestId('deposit-duplicates');
    expect(flags.textContent).toContain('Reused certificate');
    expect(flags.textContent).toContain('D20260228000007');
    expect(flags.textContent).toContain('same user');
  });

  it('shows another list when the state changes, and says when it is empty', async () => {
    serveFinance();
    renderDeposits();
    await screen.findByTestId('deposit-row');
    fireEvent.click(screen.getByText('Credited'));
    expect(await screen.findByText('No deposits in this list.')).toBeTruthy();
    expect(callsTo('deposits!list').map(({ url }) => url.searchParams.get('state'))).toEqual(['0', '1']);
  });

  it('opens a review with the certificate, read with the operator token and openable larger', async () => {
    serveFinance();
    const review = await openReview();
    expect(within(review).getByTestId('deposit-duplicate-warning').textContent).toContain('D20260228000007');
    const image = await within(review).findByTestId('private-image');
    expect(image.getAttribute('src')).toBe('blob:certificate');
    const [certificate] = callsTo('privateFile!get');
    expect(certificate?.url.searchParams.get('id')).toBe(CERTIFICATE_ID);
    expect(certificate?.headers.get('Authorization')).toBe('Bearer operator-token');

    fireEvent.click(within(review).getByTestId('certificate-open'));
    await waitFor(() => expect(screen.getAllByTestId('private-image')).toHaveLength(2));
  });

  it('confirms after showing the amount and the user, then refreshes the list and says so', async () => {
    serveFinance();
    const review = await openReview();
    fireEvent.click(within(review).getByTestId('deposit-confirm'));
    expect(await screen.findByText('Deposit D20260301000001 from demobuyer')).toBeTruthy();
    expect(screen.getByTestId('deposit-confirm-amount').textContent).toBe('250.00 USDT');
    expect(screen.getByText('USDT is credited one to one.')).toBeTruthy();
    expect(callsTo('deposits!confirm')).toHaveLength(0);

    const listsBefore = callsTo('deposits!list').length;
    fireEvent.click(screen.getByTestId('confirm-action'));
    expect(await screen.findByText('Deposit D20260301000001 is credited')).toBeTruthy();
    const [confirm] = callsTo('deposits!confirm');
    expect(confirm?.url.searchParams.get('id')).toBe(DEPOSIT.id);
    expect(confirm?.headers.get('Authorization')).toBe('Bearer operator-token');
    await waitFor(() => expect(callsTo('deposits!list').length).toBeGreaterThan(listsBefore));
    await waitFor(() => expect(screen.queryByTestId('deposit-review-panel')).toBeNull());
  });

  it('states the coin rate a non-USDT deposit will be credited at', async () => {
    serveFinance([
      makeDeposit({ coin: 'ETH', coin_blockchain: 'ETH_ERC20', amount: '.5', method: 'crypto' }),
    ]);
    const review = await openReview();
    fireEvent.click(within(review).getByTestId('deposit-confirm'));
    expect((await screen.findByTestId('deposit-confirm-rate')).textContent).toBe('1 ETH = 3150.5 USDT');
    expect(screen.getByTestId('deposit-confirm-amount').textContent).toBe('0.5 ETH');
  });

  it('rejects only with a reason, and sends the reason', async () => {
    serveFinance();
    const review = await openReview();
    fireEvent.click(within(review).getByTestId('deposit-reject'));
    fireEvent.click(await screen.findByTestId('reason-confirm'));
    expect(await screen.findByText('Give a reason for this change')).toBeTruthy();
    expect(callsTo('deposits!reject')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('reason-input'), {
      target: { value: '  Amount on the slip is 25.00 ' },
    });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    expect(await screen.findByText('Deposit D20260301000001 is rejected')).toBeTruthy();
    const [reject] = callsTo('deposits!reject');
    expect(reject?.url.searchParams.get('id')).toBe(DEPOSIT.id);
    expect(reject?.url.searchParams.get('reason')).toBe('Amount on the slip is 25.00');
  });

  it('offers no confirm or reject on a decided deposit', async () => {
    serveFinance([makeDeposit({ state: 2, reason: 'Slip unreadable', decidedBy: 'finance-op' })]);
    const review = await openReview();
    expect(within(review).getByText('Slip unreadable')).toBeTruthy();
    expect(within(review).queryByTestId('deposit-confirm')).toBeNull();
    expect(within(review).queryByTestId('deposit-reject')).toBeNull();
  });
});
