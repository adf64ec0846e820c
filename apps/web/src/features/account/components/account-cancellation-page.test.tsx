import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorReply, okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { requestsTo, serveActions, type ServedActions } from '../../../test/serve-actions';
import { getToasts } from '../../../lib/toast';
import { AccountCancellationPage } from './account-cancellation-page';

describe('AccountCancellationPage', () => {
  let api: ServedActions;
  let reply: () => Response;
  const logoffCalls = () => requestsTo(api, 'user!logoff');

  beforeEach(() => {
    reply = () => okReply(null);
    window.localStorage.setItem('ES_TOKEN', 'tok');
    api = serveActions({ 'user!logoff': () => reply() });
  });

  const renderPage = () =>
    renderWithProviders(
      <Routes>
        <Route path="/userInfo/setup/account-cancellation" element={<AccountCancellationPage />} />
        <Route path="/index" element={<p>home page</p>} />
      </Routes>,
      { route: '/userInfo/setup/account-cancellation' },
    );

  it('needs a reason, and "other" needs words', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(screen.getByText('Please choose a reason.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Other reason'));
    fireEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(logoffCalls()).toHaveLength(0);
  });

  it('asks for confirmation first and sends nothing when the buyer backs out', async () => {
    renderPage();
    fireEvent.click(screen.getByLabelText('Privacy concerns'));
    fireEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    await screen.findByTestId('confirm-dialog');
    expect(screen.getByText(/you will be logged out on every device/)).toBeTruthy();
    expect(logoffCalls()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(logoffCalls()).toHaveLength(0);
    expect(window.localStorage.getItem('ES_TOKEN')).toBe('tok');
  });

  it('closes the account once confirmed, forgets the session and goes home', async () => {
    renderPage();
    fireEvent.click(screen.getByLabelText('Other reason'));
    fireEvent.change(screen.getByLabelText(/^Tell us more/), { target: { value: 'Moving away' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, close my account' }));
    await screen.findByText('home page');
    expect(logoffCalls()[0]?.body).toEqual({ reason: 'Other reason: Moving away' });
    expect(window.localStorage.getItem('ES_TOKEN')).toBeNull();
    expect(getToasts().map((t) => t.message)).toContain('Your account has been closed.');
  });

  it('stays logged in when the server refuses (a balance remains)', async () => {
    reply = () => errorReply('1', 'AUTH_CANCEL_BALANCE_REMAINS', 'balance');
    renderPage();
    fireEvent.click(screen.getByLabelText('I have another account'));
    fireEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, close my account' }));
    await waitFor(() => expect(logoffCalls()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(window.localStorage.getItem('ES_TOKEN')).toBe('tok');
    expect(screen.queryByText('home page')).toBeNull();
  });
});
