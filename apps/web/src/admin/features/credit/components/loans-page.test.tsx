import { CreditProductSaveParams, type AdminCreditVo, type CreditProductVo } from '@caravan/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { okReply } from '../../../../test/factories';
import { makeLoan } from '../../../../test/loan-samples';
import { renderConsole } from '../../../../test/render-console';
import { type ActionCall, serveActions, type ServedActions } from '../../../../test/serve-actions';
import { fakeObjectUrls, privateFileReply } from '../../../../test/pictures';

/** A loan as finance reviews it: the buyer's (200,000 USDT), with whose it is and their past loans. */
function makeAdminLoan(overrides: Partial<AdminCreditVo> = {}): AdminCreditVo {
  return {
    ...makeLoan({ applyAmount: 200000, totalInterest: 3000, totalRepayment: 203000 }),
    userId: '00000000-0000-4000-8000-000000000042',
    username: 'erika',
    decidedBy: '',
    decideTime: '',
    kycStatus: 2,
    kycName: 'Erika Mustermann',
    estimatePayment: 0,
    history: [
      {
        id: '00000000-0000-4000-8000-000000000c00',
        status: 4,
        applyAmount: 100000,
        creditPeriod: 7,
        customerSubmitTime: '2026-01-02 08:00:00',
        repayTime: '2026-01-12 08:00:00',
        overdueDays: 3,
      },
    ],
    ...overrides,
  };
}

const PRODUCT: CreditProductVo = {
  amountMin: 100000,
  amountMax: 30000000,
  lendableDays: [7, 14, 30],
  dailyRate: '0.0005',
  overdueRate: '0.001',
  requireIdentity: true,
  requireGoodStanding: true,
  updatedBy: '',
  updatedAt: '2026-01-01 00:00:00',
};

let api: ServedActions;
const page = (list: AdminCreditVo[]) =>
  okReply({ pageList: list, pageInfo: { pageNum: 1, pageSize: 20, totalElements: list.length } });

function serveLoans(waiting: AdminCreditVo[] = [makeAdminLoan()]) {
  api = serveActions({
    'admin/auth!me': () => okReply({ id: 'op-9', username: 'fin-op', role: 'finance' }),
    'admin/credit!list': (params) => page(params.get('status') === '1' ? waiting : []),
    'admin/credit!approve': () => okReply(makeAdminLoan({ status: 2 })),
    'admin/credit!reject': (params) =>
      okReply(makeAdminLoan({ status: 3, reason: params.get('reason') ?? '' })),
    'admin/creditProduct!get': () => okReply(PRODUCT),
    'admin/creditProduct!save': () => okReply({ ...PRODUCT, dailyRate: '0.0004', updatedBy: 'fin-op' }),
    'privateFile!get': () => privateFileReply('image/png'),
  });
}

const callsTo = (action: string): ActionCall[] =>
  api.calls.filter(({ url }) => url.pathname.endsWith(`/${action}.action`));

async function openReview() {
  renderConsole('/admin/finance/loans');
  fireEvent.click(await screen.findByTestId('loan-open'));
  return screen.findByTestId('loan-drawer');
}

beforeAll(() => {
  // jsdom has no object URLs; the private photos are shown through them.
  fakeObjectUrls('blob:photo');
});

describe('finance’s loan queue', () => {
  it('lists waiting loans first with their terms, and another state on request', async () => {
    serveLoans();
    renderConsole('/admin/finance/loans');
    const row = await screen.findByTestId('loan-row');
    expect(within(row).getByText('erika')).toBeTruthy();
    expect(within(row).getByText('200,000.00')).toBeTruthy();
    expect(within(row).getByText('30 days')).toBeTruthy();
    // The daily rate with its yearly one beside it (daily × 365).
    expect(row.textContent?.replace(/[\u2066-\u2069]/g, '')).toContain('0.05% a day (18.25% a year)');
    expect(callsTo('credit!list')[0]?.url.searchParams.get('status')).toBe('1');
    fireEvent.click(screen.getByText('Overdue'));
    expect(await screen.findByText('No loans in this state.')).toBeTruthy();
    expect(callsTo('credit!list').at(-1)?.url.searchParams.get('status')).toBe('5');
  });

  it('shows the disclosed terms, the identity against the verified one, the photos and the history', async () => {
    serveLoans([makeAdminLoan({ kycName: 'Erica Musterfrau' })]);
    const drawer = await openReview();
    expect(within(drawer).getByText('203,000.00 USDT')).toBeTruthy();
    expect(within(drawer).getByTestId('loan-identity').textContent).toBe(
      'Differs from the verified identity (Erica Musterfrau): check the photos.',
    );
    expect(within(drawer).getAllByTestId('loan-photo')).toHaveLength(3);
    expect(within(within(drawer).getByTestId('loan-history')).getByText('repaid 3 days late')).toBeTruthy();
  });

  it('pays the loan out only after a confirmation, and rejects it only with a reason', async () => {
    serveLoans();
    let drawer = await openReview();
    fireEvent.click(within(drawer).getByTestId('loan-approve'));
    expect(await screen.findByText('Approve this loan?')).toBeTruthy();
    expect(callsTo('credit!approve')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(callsTo('credit!approve')).toHaveLength(1));
    expect(callsTo('credit!approve')[0]?.url.searchParams.get('id')).toBe(makeAdminLoan().id);

    fireEvent.click(await screen.findByTestId('loan-open'));
    drawer = await screen.findByTestId('loan-drawer');
    fireEvent.click(within(drawer).getByTestId('loan-reject'));
    const modal = await screen.findByRole('dialog', { name: 'Reject the loan of Erika Mustermann?' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    expect(callsTo('credit!reject')).toHaveLength(0);
    fireEvent.change(within(modal).getByRole('textbox'), {
      target: { value: 'The photo of the back is blurred' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(callsTo('credit!reject')).toHaveLength(1));
    expect(callsTo('credit!reject')[0]?.url.searchParams.get('reason')).toBe(
      'The photo of the back is blurred',
    );
  });
});

describe('finance’s loan settings', () => {
  it('saves the checked settings after a confirmation, and refuses a rate with more than 4 places', async () => {
    serveLoans();
    renderConsole('/admin/finance/loan-settings');
    const rate = await screen.findByTestId('loan-daily-rate');
    expect((rate as HTMLInputElement).value).toBe('0.0005');
    expect((screen.getByTestId('loan-terms') as HTMLInputElement).value).toBe('7, 14, 30');
    fireEvent.change(rate, { target: { value: '0.00045' } });
    fireEvent.click(screen.getByTestId('loan-settings-save'));
    expect(await screen.findByText('This value is not valid.')).toBeTruthy();
    expect(callsTo('creditProduct!save')).toHaveLength(0);

    fireEvent.change(rate, { target: { value: '0.0004' } });
    fireEvent.click(screen.getByTestId('loan-settings-save'));
    expect(await screen.findByText('Change the loan on offer?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(callsTo('creditProduct!save')).toHaveLength(1));
    const sent = Object.fromEntries(callsTo('creditProduct!save')[0]!.url.searchParams);
    expect(CreditProductSaveParams.parse(sent)).toEqual({
      amountMin: 100000,
      amountMax: 30000000,
      lendableDays: [7, 14, 30],
      dailyRate: '0.0004',
      overdueRate: '0.001',
      requireIdentity: true,
      requireGoodStanding: true,
    });
    expect(await screen.findByText('The loan settings are saved')).toBeTruthy();
  });
});
