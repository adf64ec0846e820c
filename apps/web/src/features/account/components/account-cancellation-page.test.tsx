import type { CancelCheckVo } from '@caravan/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorReply, okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { requestsTo, serveActions, type ServedActions } from '../../../test/serve-actions';
import { changeLanguage } from '../../../lib/i18n';
import { getToasts } from '../../../lib/toast';
import { AccountCancellationPage } from './account-cancellation-page';

/** user!logoffCheck's reply: nothing in the way unless a test says otherwise. */
const clear: CancelCheckVo = {
  balance: 0,
  held: 0,
  currency: 'USDT',
  withdrawMin: 10,
  blockers: [],
  forfeitRequired: false,
};

describe('AccountCancellationPage', () => {
  let api: ServedActions;
  let reply: () => Response;
  let checkReply: () => Response | Promise<Response>;
  const logoffCalls = () => requestsTo(api, 'user!logoff');

  // jsdom lays nothing out: which element was brought into view is what can be seen.
  const scrolled = vi.fn();
  beforeEach(() => {
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this);
    };
    reply = () => okReply(null);
    checkReply = () => okReply(clear);
    window.localStorage.setItem('ES_TOKEN', 'tok');
    api = serveActions({ 'user!logoff': () => reply(), 'user!logoffCheck': () => checkReply() });
  });

  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    scrolled.mockReset();
  });

  const renderOnly = () =>
    renderWithProviders(
      <Routes>
        <Route path="/userInfo/setup/account-cancellation" element={<AccountCancellationPage />} />
        <Route path="/index" element={<p>home page</p>} />
      </Routes>,
      { route: '/userInfo/setup/account-cancellation' },
    );
  /** The page, once it has read what stands in the way. */
  const renderPage = async () => {
    renderOnly();
    await waitFor(() => expect(screen.getByTestId('cancel-check').getAttribute('data-state')).not.toBeNull());
  };

  /** Chooses a reason, types the password and confirms. */
  async function closeWith(password = 'Secret123') {
    fireEvent.click(screen.getByLabelText('I have another account'));
    fireEvent.change(screen.getByTestId('cancel-password'), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, close my account' }));
    await waitFor(() => expect(logoffCalls()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
  }

  it('names every rule, loans, orders and money on its way included', async () => {
    await renderPage();
    expect(screen.getByText(/No loan may be under review or unpaid/)).toBeTruthy();
  });

  it('needs a reason, words for "other", and the login password', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(screen.getByText('Please choose a reason.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Other reason'));
    fireEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText(/^Tell us more/), { target: { value: 'Moving away' } });
    expect(screen.getAllByText('This field is required.')).toHaveLength(1);
    expect(screen.getByTestId('cancel-password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(logoffCalls()).toHaveLength(0);
  });

  it('asks for confirmation first and sends nothing when the buyer backs out', async () => {
    await renderPage();
    fireEvent.click(screen.getByLabelText('Privacy concerns'));
    fireEvent.change(screen.getByTestId('cancel-password'), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    await screen.findByTestId('confirm-dialog');
    expect(screen.getByText(/you will be logged out on every device/)).toBeTruthy();
    expect(logoffCalls()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(logoffCalls()).toHaveLength(0);
    expect(window.localStorage.getItem('ES_TOKEN')).toBe('tok');
  });

  it('closes the account once confirmed, with the reason and the password; forgets the session and goes home', async () => {
    await renderPage();
    fireEvent.click(screen.getByLabelText('Other reason'));
    fireEvent.change(screen.getByLabelText(/^Tell us more/), { target: { value: 'Moving away' } });
    fireEvent.change(screen.getByTestId('cancel-password'), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, close my account' }));
    await screen.findByText('home page');
    expect(logoffCalls()[0]?.body).toEqual({
      reason: 'Other reason: Moving away',
      password: 'Secret123',
      forfeitBalance: false,
    });
    expect(window.localStorage.getItem('ES_TOKEN')).toBeNull();
    expect(getToasts().map((t) => t.message)).toContain('Your account has been closed.');
  });

  it.each([
    ['AUTH_CANCEL_LOAN_OPEN', /repay the loan first/, 'Go to my loan', '/credit/myLoan'],
    [
      'AUTH_CANCEL_ORDER_OPEN',
      /until it is completed or refunded/,
      'Go to my orders',
      '/userInfo/my-order?index=2',
    ],
    [
      'AUTH_CANCEL_DEPOSIT_PENDING',
      /a deposit is being processed/,
      'Go to my wallet',
      '/userInfo/money-package',
    ],
    [
      'AUTH_CANCEL_WITHDRAWAL_PENDING',
      /a withdrawal is being processed/,
      'Go to my wallet',
      '/userInfo/money-package',
    ],
    [
      'AUTH_CANCEL_BALANCE_REMAINS',
      /while it has a balance/,
      'Withdraw funds',
      '/userInfo/money-package/withdraw',
    ],
  ])(
    'shows the refusal %s on the page, says what to do and stays logged in',
    async (key, text, link, href) => {
      reply = () => errorReply('1', key, 'refused');
      await renderPage();
      await closeWith();
      const refusal = await screen.findByTestId('cancel-refusal');
      expect(refusal.getAttribute('data-key')).toBe(key);
      expect(refusal.textContent).toMatch(/Your account cannot be closed yet/);
      expect(refusal.textContent).toMatch(text);
      expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(href);
      // Shown once, on the page: not in a toast as well.
      expect(getToasts()).toHaveLength(0);
      expect(window.localStorage.getItem('ES_TOKEN')).toBe('tok');
      expect(screen.queryByText('home page')).toBeNull();
    },
  );

  it('shows a wrong password beside its field and empties it', async () => {
    reply = () => errorReply('1', 'AUTH_PASSWORD_WRONG', 'wrong');
    await renderPage();
    await closeWith('Wrong1234');
    expect(await screen.findByText('The password is incorrect.')).toBeTruthy();
    expect((screen.getByTestId('cancel-password') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('cancel-refusal')).toBeNull();
    expect(window.localStorage.getItem('ES_TOKEN')).toBe('tok');
  });

  it('shows a lockout above the button, with no step to take', async () => {
    reply = () => errorReply('1', 'AUTH_ACCOUNT_LOCKED', 'locked', { minutes: 3 });
    await renderPage();
    await closeWith();
    const refusal = await screen.findByTestId('cancel-refusal');
    expect(refusal.textContent).toMatch(/3 minutes/);
    expect(screen.queryByTestId('cancel-next-step')).toBeNull();
  });

  it('shows the refusal in the buyer’s language (Arabic, right to left)', async () => {
    reply = () => errorReply('1', 'AUTH_CANCEL_LOAN_OPEN', 'refused');
    await renderPage();
    await act(() => changeLanguage('ar'));
    fireEvent.click(screen.getByLabelText('لدي حساب آخر'));
    fireEvent.change(screen.getByTestId('cancel-password'), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'إغلاق حسابي' }));
    fireEvent.click(await screen.findByRole('button', { name: 'نعم، أغلق حسابي' }));
    const refusal = await screen.findByTestId('cancel-refusal');
    expect(refusal.textContent).toContain('لا يمكن إغلاق حسابك بعد');
    expect(refusal.textContent).toContain('سدِّد القرض أولًا');
    expect(screen.getByRole('link', { name: 'الانتقال إلى قرضي' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });

  describe('what stands in the way, before the password', () => {
    const closeButton = () => screen.getByRole('button', { name: 'Close my account' }) as HTMLButtonElement;

    it('says it is checking, with closing disabled, until the answer comes', async () => {
      let answer: (response: Response) => void = () => {};
      checkReply = () => new Promise<Response>((resolve) => (answer = resolve));
      renderOnly();
      expect(
        await screen.findByRole('status', { name: 'Checking what must be done before closing…' }),
      ).toBeTruthy();
      expect(closeButton().disabled).toBe(true);
      answer(okReply(clear));
      expect(await screen.findByTestId('cancel-ready')).toBeTruthy();
      expect(screen.getByTestId('cancel-balance').textContent).toBe('Wallet balance: 0.00 USDT');
      expect(closeButton().disabled).toBe(false);
    });

    it('says when it could not check, keeps closing disabled, and tries again', async () => {
      checkReply = () => errorReply('1', 'COMMON_SYSTEM_ERROR', 'down');
      renderOnly();
      const failed = await screen.findByTestId('error-state');
      expect(failed.textContent).toContain('We could not check whether your account can be closed');
      expect(closeButton().disabled).toBe(true);
      checkReply = () => okReply(clear);
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByTestId('cancel-ready')).toBeTruthy();
      expect(closeButton().disabled).toBe(false);
    });

    it('lists each thing to do first with where to do it, and sends nothing while one holds', async () => {
      checkReply = () =>
        okReply({
          ...clear,
          balance: 25,
          blockers: ['AUTH_CANCEL_ORDER_OPEN', 'AUTH_CANCEL_BALANCE_REMAINS'],
        });
      await renderPage();
      const items = screen.getAllByTestId('cancel-blocker');
      expect(items.map((item) => item.getAttribute('data-key'))).toEqual([
        'AUTH_CANCEL_ORDER_OPEN',
        'AUTH_CANCEL_BALANCE_REMAINS',
      ]);
      expect(items[1]!.textContent).toContain(
        'Withdraw your balance of 25.00 USDT first (the minimum withdrawal is 10.00 USDT).',
      );
      expect(screen.getByRole('link', { name: 'Go to my orders' }).getAttribute('href')).toBe(
        '/userInfo/my-order?index=2',
      );
      expect(screen.getByRole('link', { name: 'Withdraw funds' }).getAttribute('href')).toBe(
        '/userInfo/money-package/withdraw',
      );
      expect(screen.queryByTestId('cancel-forfeit')).toBeNull();
      fireEvent.click(screen.getByLabelText('I have another account'));
      fireEvent.change(screen.getByTestId('cancel-password'), { target: { value: 'Secret123' } });
      expect(closeButton().disabled).toBe(true);
      fireEvent.submit(closeButton().closest('form')!);
      expect(screen.queryByTestId('confirm-dialog')).toBeNull();
      expect(logoffCalls()).toHaveLength(0);
    });

    it('asks the user to give up a balance below the minimum, and sends that they do', async () => {
      checkReply = () => okReply({ ...clear, balance: 9.5, forfeitRequired: true });
      await renderPage();
      expect(
        screen.getByText(/Your balance of 9.50 USDT is below the minimum withdrawal of 10.00 USDT/),
      ).toBeTruthy();
      fireEvent.click(screen.getByLabelText('I have another account'));
      fireEvent.change(screen.getByTestId('cancel-password'), { target: { value: 'Secret123' } });
      fireEvent.click(closeButton());
      expect(
        await screen.findByText('Tick this box to give up your balance, or the account cannot be closed.'),
      ).toBeTruthy();
      expect(screen.queryByTestId('confirm-dialog')).toBeNull();

      fireEvent.click(screen.getByLabelText('I give up my balance of 9.50 USDT'));
      expect(
        screen.queryByText('Tick this box to give up your balance, or the account cannot be closed.'),
      ).toBeNull();
      fireEvent.click(closeButton());
      expect((await screen.findByTestId('cancel-confirm-forfeit')).textContent).toBe(
        'Your balance of 9.50 USDT will be given up and cannot be recovered.',
      );
      fireEvent.click(screen.getByRole('button', { name: 'Yes, close my account' }));
      await screen.findByText('home page');
      expect(logoffCalls()[0]?.body).toEqual({
        reason: 'I have another account',
        password: 'Secret123',
        forfeitBalance: true,
      });
    });

    it('reads it again after the server refuses, as things have changed since', async () => {
      reply = () => errorReply('1', 'AUTH_CANCEL_ORDER_OPEN', 'refused');
      await renderPage();
      checkReply = () => okReply({ ...clear, blockers: ['AUTH_CANCEL_ORDER_OPEN'] });
      await closeWith();
      expect(await screen.findByTestId('cancel-blocker')).toBeTruthy();
      expect(closeButton().disabled).toBe(true);
      expect(requestsTo(api, 'user!logoffCheck').length).toBe(2);
    });

    it('gives the box its words in Arabic, right to left', async () => {
      checkReply = () => okReply({ ...clear, balance: 3, forfeitRequired: true });
      await renderPage();
      await act(() => changeLanguage('ar'));
      expect(screen.getByLabelText(/أتنازل عن رصيدي البالغ/)).toBeTruthy();
      expect(screen.getByText('ما يجب إنجازه أولًا')).toBeTruthy();
      expect(document.documentElement.dir).toBe('rtl');
    });
  });
});
