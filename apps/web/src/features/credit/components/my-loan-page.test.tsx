import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CreditBillVo, CreditVo } from '@caravan/contract';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getToasts } from '../../../lib/toast';
import { errorReply, makeLocalUser, okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { callsTo, serveActions, type ServedActions } from '../../../test/serve-actions';
import {
  loanPage,
  makeBill,
  makeLoan,
  makeRepayQuote,
  NO_BILL,
  SAMPLE_CREDIT_ID,
  type RepayQuote,
} from '../../../test/loan-samples';
import { MyLoanPage } from './my-loan-page';
import { LocationProbe } from '../../../test/location-probe';

const renderAt = (route = '/credit/myLoan') => {
  window.history.replaceState(null, '', route);
  return renderWithProviders(
    <Routes>
      <Route path="/credit/myLoan" element={<MyLoanPage />} />
      <Route path="/login" element={<LocationProbe testId="login-probe" />} />
    </Routes>,
    { route },
  );
};

const plain = (element: HTMLElement) => element.textContent?.replace(/[\u2066-\u2069]/g, '');

describe('MyLoanPage', () => {
  let api: ServedActions;
  let bill: CreditBillVo;
  let loans: CreditVo[];
  let quote: RepayQuote;
  let pay: () => Response;
  let safeword: number;

  beforeEach(() => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    bill = makeBill();
    loans = [makeLoan({ status: 2, applyAmount: 250000, loanTime: '2026-03-01 08:00:00' })];
    quote = makeRepayQuote();
    safeword = 1;
    pay = () => {
      bill = NO_BILL;
      loans = [makeLoan({ status: 4, applyAmount: 250000, repaidAmount: 251250 })];
      return okReply(loans[0]);
    };
    api = serveActions({
      'credit!bill': () => okReply(bill),
      'credit!histroy': () => okReply(loanPage(loans)),
      'credit!beforepay': () => okReply(quote),
      'credit!pay': () => pay(),
      'localuser!get': () => okReply(makeLocalUser({ safeword })),
      'wallet!getUsdt': () => okReply({ money: 0, rebate: 0 }),
    });
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('sends a visitor to log in, with the way back', () => {
    window.localStorage.removeItem('ES_TOKEN');
    renderAt();
    expect(screen.getByTestId('login-probe').textContent).toBe(
      `/login?redirect=${encodeURIComponent('/credit/myLoan')}`,
    );
  });

  it('shows where the loan in use stands today', async () => {
    renderAt();
    const current = await screen.findByTestId('current-amount');
    expect(plain(current)).toBe('250,000.00 USDT');
    const section = screen.getByTestId('current-loan');
    expect(within(section).getByTestId('loan-status').textContent).toBe('Loaned');
    expect(plain(screen.getByTestId('current-elapsed'))).toBe('10 of 30');
    expect(plain(screen.getByTestId('current-interest'))).toBe('1,250.00 USDT');
    expect(plain(screen.getByTestId('current-estimate'))).toBe('251,250.00 USDT');
    expect(screen.queryByTestId('current-overdue')).toBeNull();
  });

  it('shows an overdue loan’s days and interest past its due date', async () => {
    bill = makeBill({ status: 5, overdueDays: 4, overdueInterest: 1000, estimatePayment: 254750 });
    renderAt();
    expect(await screen.findByTestId('current-overdue')).toBeTruthy();
    expect(screen.getByTestId('current-overdue-days').textContent).toBe('4');
    expect(plain(screen.getByTestId('current-overdue-interest'))).toBe('1,000.00 USDT');
    expect(plain(screen.getByTestId('current-estimate'))).toBe('254,750.00 USDT');
  });

  it('repays in full from the wallet with the fund password, sending creditId and safeword', async () => {
    renderAt();
    fireEvent.click(await screen.findByTestId('current-repay'));
    const form = await screen.findByTestId('repay-form');
    await waitFor(() => expect(plain(within(form).getByTestId('repay-total'))).toBe('251,250.00 USDT'));
    expect(plain(within(form).getByTestId('repay-balance'))).toBe('300,000.00 USDT');
    expect(callsTo(api, 'credit!beforepay')[0]?.get('creditId')).toBe(SAMPLE_CREDIT_ID);

    // A mistyped fund password is caught before anything is sent.
    fireEvent.change(within(form).getByLabelText(/Fund password/), { target: { value: '123' } });
    fireEvent.click(within(form).getByTestId('repay-submit'));
    expect(await within(form).findByText('Enter your 6-digit fund password.')).toBeTruthy();
    expect(callsTo(api, 'credit!pay')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/Fund password/), { target: { value: '123456' } });
    fireEvent.click(within(form).getByTestId('repay-submit'));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('Your loan has been repaid.'));
    const [sent] = callsTo(api, 'credit!pay');
    expect(sent?.get('creditId')).toBe(SAMPLE_CREDIT_ID);
    expect(sent?.get('safeword')).toBe('123456');
    // The loan and the history are read again: nothing in use, the loan repaid.
    expect(await screen.findByText('You have no loan under review or in use.')).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByTestId('loan-history')).getByTestId('loan-status').textContent).toBe(
        'Repaid',
      ),
    );
  });

  it('sends a borrower short of money to deposit, asking no fund password', async () => {
    quote = makeRepayQuote({ accountAmount: 251249.99 });
    renderAt();
    fireEvent.click(await screen.findByTestId('current-repay'));
    const deposit = await screen.findByTestId('repay-deposit');
    expect(deposit.getAttribute('href')).toBe('/userInfo/money-package/recharge');
    expect(screen.queryByTestId('repay-submit')).toBeNull();
  });

  it('asks a borrower without a fund password to set one, also when the server says so (999)', async () => {
    pay = () => errorReply('999', 'ACCOUNT_SAFEWORD_NOT_SET', 'Please set a fund password');
    renderAt();
    fireEvent.click(await screen.findByTestId('current-repay'));
    const form = await screen.findByTestId('repay-form');
    await within(form).findByTestId('repay-submit');
    fireEvent.change(within(form).getByLabelText(/Fund password/), { target: { value: '123456' } });
    fireEvent.click(within(form).getByTestId('repay-submit'));
    const setIt = await screen.findByTestId('repay-set-fund-password');
    expect(setIt.getAttribute('href')).toBe('/userInfo/setup/transaction-password');
  });

  it('asks for a fund password first when the account has none', async () => {
    safeword = 0;
    renderAt();
    fireEvent.click(await screen.findByTestId('current-repay'));
    expect(await screen.findByTestId('repay-needs-fund-password')).toBeTruthy();
    expect(screen.queryByTestId('repay-submit')).toBeNull();
  });

  it('shows a loan under review with the terms it was applied for, and no repayment', async () => {
    bill = makeBill({
      status: 1,
      interest: 0,
      alreadyCreditDays: 0,
      estimatePayment: 0,
      loanTime: '',
      dueTime: '',
    });
    renderAt();
    const section = await screen.findByTestId('current-loan');
    await waitFor(() => expect(within(section).getByTestId('loan-status').textContent).toBe('Under review'));
    expect(plain(screen.getByTestId('current-total-repayment'))).toBe('253,750.00 USDT');
    expect(screen.queryByTestId('current-repay')).toBeNull();
  });

  it('lists every loan with its state; a failed one with its reason and the way to apply again', async () => {
    bill = NO_BILL;
    const failedId = '00000000-0000-4000-8000-00000000c003';
    loans = [
      makeLoan({ id: '00000000-0000-4000-8000-00000000c001', status: 1 }),
      makeLoan({ id: '00000000-0000-4000-8000-00000000c002', status: 2, loanTime: '2026-03-01 08:00:00' }),
      makeLoan({ id: failedId, status: 3, reason: 'The photo of the back is blurred' }),
      makeLoan({ id: '00000000-0000-4000-8000-00000000c004', status: 4, repaidAmount: 101500 }),
      makeLoan({
        id: '00000000-0000-4000-8000-00000000c005',
        status: 5,
        overdueDays: 3,
        overdueInterest: 300,
      }),
    ];
    renderAt();
    const history = await screen.findByTestId('loan-history');
    await waitFor(() => expect(within(history).getAllByTestId('loan-entry')).toHaveLength(5));
    expect(
      within(history)
        .getAllByTestId('loan-status')
        .map((s) => s.textContent),
    ).toEqual(['Under review', 'Loaned', 'Failed', 'Repaid', 'Overdue']);
    const failed = within(history).getAllByTestId('loan-entry')[2]!;
    expect(within(failed).getByTestId('loan-reason').textContent).toContain(
      'The photo of the back is blurred',
    );
    expect(within(failed).getByTestId('loan-reapply').getAttribute('href')).toBe(
      `/credit/application?creditId=${failedId}`,
    );
    // Only the failed loan may be applied for again.
    expect(within(history).getAllByTestId('loan-reapply')).toHaveLength(1);
    expect(screen.getByText('You have no loan under review or in use.')).toBeTruthy();
  });

  it('pages through the history, 20 loans to a page', async () => {
    bill = NO_BILL;
    api = serveActions({
      'credit!bill': () => okReply(NO_BILL),
      'credit!histroy': (params) =>
        okReply(
          loanPage(
            [makeLoan({ id: `00000000-0000-4000-8000-0000000000${params.get('pageNum')}0`, status: 4 })],
            25,
          ),
        ),
    });
    renderAt();
    const history = await screen.findByTestId('loan-history');
    await within(history).findByTestId('loan-entry');
    expect(Object.fromEntries(callsTo(api, 'credit!histroy')[0]!)).toMatchObject({
      pageNum: '1',
      pageSize: '20',
    });
    fireEvent.click(within(history).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(callsTo(api, 'credit!histroy')).toHaveLength(2));
    expect(callsTo(api, 'credit!histroy')[1]?.get('pageNum')).toBe('2');
  });

  it('says when there is no loan yet', async () => {
    bill = NO_BILL;
    loans = [];
    renderAt();
    expect(await screen.findByText('You have not applied for a loan yet.')).toBeTruthy();
  });

  it('shows a failure to load the loan with a way to try again', async () => {
    let fail = true;
    api = serveActions({
      'credit!bill': () =>
        fail ? errorReply('1', 'COMMON_SYSTEM_ERROR', 'System error') : okReply(makeBill()),
      'credit!histroy': () => okReply(loanPage([])),
    });
    renderAt();
    const error = await screen.findByTestId('error-state');
    fail = false;
    fireEvent.click(within(error).getByRole('button'));
    expect(await screen.findByTestId('current-repay')).toBeTruthy();
    expect(callsTo(api, 'credit!bill')).toHaveLength(2);
  });
});
