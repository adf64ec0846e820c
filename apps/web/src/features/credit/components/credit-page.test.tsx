import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/date';
import { changeLanguage } from '../../../lib/i18n';
import { okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { requestsTo, serveActions, type ServedActions } from '../../../test/serve-actions';
import { makeCreditConfig } from '../../../test/loan-samples';
import { CreditPage } from './credit-page';

const NOW = new Date('2026-03-01T10:00:00Z');
const DAY = 86_400_000;

const text = (testId: string, root: HTMLElement = document.body) =>
  within(root)
    .getByTestId(testId)
    .textContent?.replace(/[\u2066-\u2069]/g, '');

describe('CreditPage', () => {
  let api: ServedActions;

  afterEach(() => vi.useRealTimers());

  describe('for a visitor', () => {
    it('explains the loan and asks to log in, showing no figure and asking the server nothing', async () => {
      api = serveActions({});
      renderWithProviders(<CreditPage />, { route: '/credit' });
      expect(await screen.findByTestId('credit-features')).toBeTruthy();
      expect(screen.getByText('No collateral: your verified identity is enough.')).toBeTruthy();
      expect(screen.getByTestId('credit-login').getAttribute('href')).toBe(
        `/login?redirect=${encodeURIComponent('/credit')}`,
      );
      expect(screen.queryByTestId('offer-facts')).toBeNull();
      expect(screen.queryByTestId('loan-calculator')).toBeNull();
      // No amount and no rate: they are the offer in force, which only a session may read.
      expect(document.body.textContent).not.toMatch(/\d[\d,.]* USDT|\d%/);
      expect(api.calls).toHaveLength(0);
    });
  });

  describe('for a logged-in user', () => {
    let config = makeCreditConfig();
    beforeEach(() => {
      window.localStorage.setItem('ES_TOKEN', 'tok');
      config = makeCreditConfig();
      api = serveActions({ 'credit!config': () => okReply(config) });
    });

    it('shows the offer in force: range, terms, daily and overdue rates', async () => {
      renderWithProviders(<CreditPage />, { route: '/credit' });
      await screen.findByTestId('offer-facts');
      expect(text('offer-amount')).toBe('100,000 USDT to 30,000,000 USDT');
      expect(text('offer-terms')).toBe('7 days30 days90 days');
      expect(text('offer-rate')).toBe('0.05% per day (18.25% a year)');
      expect(text('offer-overdue-rate')).toBe('0.10% per day (36.50% a year)');
      expect(requestsTo(api, 'credit!config')).toHaveLength(1);
    });

    it('works out the exact cost of an amount and a term, and the due date if approved today', async () => {
      vi.setSystemTime(NOW);
      renderWithProviders(<CreditPage />, { route: '/credit' });
      const calculator = await screen.findByTestId('loan-calculator');
      // It opens on the least amount and the shortest term.
      expect(text('terms-interest', calculator)).toBe('350.00 USDT');
      fireEvent.change(screen.getByTestId('calculator-amount'), { target: { value: '100000' } });
      fireEvent.change(screen.getByTestId('calculator-term'), { target: { value: '30' } });
      expect(text('terms-amount', calculator)).toBe('100,000.00 USDT');
      expect(text('terms-term', calculator)).toBe('30 days');
      expect(text('terms-rate', calculator)).toBe('0.05% per day (18.25% a year)');
      expect(text('terms-interest', calculator)).toBe('1,500.00 USDT');
      expect(text('terms-total', calculator)).toBe('101,500.00 USDT');
      expect(text('terms-due', calculator)).toBe(formatDateTime(NOW.getTime() + 30 * DAY));
      expect(text('terms-overdue', calculator)).toBe('0.10% per day (100.00 USDT per day on this loan)');

      fireEvent.change(screen.getByTestId('calculator-amount'), { target: { value: '2500000' } });
      fireEvent.change(screen.getByTestId('calculator-term'), { target: { value: '90' } });
      expect(text('terms-interest', calculator)).toBe('112,500.00 USDT');
      expect(text('terms-total', calculator)).toBe('2,612,500.00 USDT');

      // The apply button carries what was worked out.
      expect(screen.getByTestId('credit-apply').getAttribute('href')).toBe(
        '/credit/application?amount=2500000&term=90',
      );
    });

    it('says why an amount is not lent, and shows no cost for it', async () => {
      renderWithProviders(<CreditPage />, { route: '/credit' });
      await screen.findByTestId('loan-calculator');
      fireEvent.change(screen.getByTestId('calculator-amount'), { target: { value: '5000' } });
      expect(screen.getByText(/The minimum is .100,000 USDT.\./)).toBeTruthy();
      expect(text('terms-total')).toBe('--');
      fireEvent.change(screen.getByTestId('calculator-amount'), { target: { value: '150000.50' } });
      expect(screen.getByText('Enter a whole number of USDT, without decimals or separators.')).toBeTruthy();
      expect(text('terms-interest')).toBe('--');
    });

    it('shows each rule the caller fails, with the way to meet it, and offers no application', async () => {
      config = makeCreditConfig({ identityVerified: false });
      renderWithProviders(<CreditPage />, { route: '/credit' });
      const identity = await screen.findByTestId('rule-identity');
      expect(identity.dataset.met).toBe('false');
      expect(within(identity).getByText('Not met')).toBeTruthy();
      expect(screen.getByTestId('verify-identity').getAttribute('href')).toBe('/userInfo/seller-apply');
      expect(screen.getByTestId('rule-standing').dataset.met).toBe('true');
      expect(screen.getByTestId('rule-loan').dataset.met).toBe('true');
      expect(screen.queryByTestId('credit-apply')).toBeNull();
      expect(screen.getByText('You can apply once you meet every condition above.')).toBeTruthy();
    });

    it('sends a borrower with a loan under review or in use to it instead of a new application', async () => {
      config = makeCreditConfig({ loanInUse: true });
      renderWithProviders(<CreditPage />, { route: '/credit' });
      const myLoan = await screen.findByTestId('credit-my-loan');
      expect(myLoan.getAttribute('href')).toBe('/credit/myLoan');
      expect(screen.getByTestId('rule-loan').dataset.met).toBe('false');
      expect(screen.queryByTestId('credit-apply')).toBeNull();
    });

    it('reads right to left in Arabic, its amounts and dates kept left to right', async () => {
      renderWithProviders(<CreditPage />, { route: '/credit' });
      await screen.findByTestId('loan-calculator');
      await act(() => changeLanguage('ar'));
      expect(document.documentElement.dir).toBe('rtl');
      expect(await screen.findByText('كم سيكلّف القرض')).toBeTruthy();
      fireEvent.change(screen.getByTestId('calculator-amount'), { target: { value: '100000' } });
      fireEvent.change(screen.getByTestId('calculator-term'), { target: { value: '30' } });
      const total = screen.getByTestId('terms-total').firstElementChild as HTMLElement;
      expect(total.dir).toBe('ltr');
      expect(total.textContent).toBe('101,500.00 USDT');
      expect(screen.getByTestId('terms-due').firstElementChild?.getAttribute('dir')).toBe('ltr');
      // A rate inside a sentence is isolated left to right.
      expect(screen.getByTestId('terms-rate').textContent).toMatch(
        /^\u20660\.05.*%.*\u2069 يوميًا \(\u206618\.25.*%.*\u2069 سنويًا\)$/,
      );
    });

    it('leaves out a rule the offer does not impose', async () => {
      config = makeCreditConfig({ requireIdentity: false, identityVerified: false });
      renderWithProviders(<CreditPage />, { route: '/credit' });
      await screen.findByTestId('rule-loan');
      expect(screen.queryByTestId('rule-identity')).toBeNull();
      expect(screen.getByTestId('credit-apply')).toBeTruthy();
    });
  });
});
