import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorReply, okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { requestsTo, serveActions, type ServedActions } from '../../../test/serve-actions';
import { getToasts } from '../../../lib/toast';
import { fundPasswordPath, fundPasswordReturn } from '../../../lib/user-centre-paths';
import { TransactionPasswordPage } from './transaction-password-page';
import { LocationProbe } from '../../../test/location-probe';

describe('TransactionPasswordPage', () => {
  let api: ServedActions;
  let status = { safeword: 0, locked: false };
  /** The body of the first request to `action`, once the server has read it. */
  const bodyOf = (action: string) => requestsTo(api, action)[0]?.body;

  beforeEach(() => {
    status = { safeword: 0, locked: false };
    window.localStorage.setItem('ES_TOKEN', 'tok');
    api = serveActions({
      'user!check-safeword': () => okReply(status),
      'user!setSafewordReg': () => {
        status = { safeword: 1, locked: false };
        return okReply(null);
      },
      'user!updateOldAndNewSafeword': () => errorReply('1', 'AUTH_SAFEWORD_WRONG', 'wrong', { remaining: 2 }),
    });
  });

  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

  it('sets the first fund password, then offers to change it', async () => {
    renderWithProviders(<TransactionPasswordPage />);
    await screen.findByTestId('safeword-set-form');
    expect(screen.getByTestId('safeword-status').textContent).toBe('Not set');

    type('Fund password', '12345');
    type('Confirm fund password', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Set fund password' }));
    expect(screen.getByText('The fund password must be exactly 6 digits.')).toBeTruthy();
    expect(requestsTo(api, 'user!setSafewordReg')).toHaveLength(0);

    type('Fund password', '123456');
    type('Confirm fund password', '123457');
    fireEvent.click(screen.getByRole('button', { name: 'Set fund password' }));
    expect(screen.getByText('The two fund passwords do not match.')).toBeTruthy();

    type('Confirm fund password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Set fund password' }));
    await screen.findByTestId('safeword-change-form');
    expect(bodyOf('user!setSafewordReg')).toEqual({ safeword: '123456', re_safeword: '123456' });
    expect(screen.getByTestId('safeword-status').textContent).toBe('Set');
    expect(getToasts().map((t) => t.message)).toContain('Your fund password has been set.');
  });

  it('returns to the payment that sent the buyer here once the fund password is set (issue 51)', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/userInfo/setup/transaction-password" element={<TransactionPasswordPage />} />
        <Route path="*" element={<LocationProbe testId="probe" />} />
      </Routes>,
      { route: fundPasswordPath('/settlement?from=cart') },
    );
    await screen.findByTestId('safeword-set-form');
    type('Fund password', '123456');
    type('Confirm fund password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Set fund password' }));
    expect((await screen.findByTestId('probe')).textContent).toBe('/settlement?from=cart');
  });

  it('returns only to a page of this app', () => {
    const back = (path: string) => fundPasswordReturn(new URLSearchParams({ back: path }));
    expect(back('/userInfo/order-detail?orderId=1')).toBe('/userInfo/order-detail?orderId=1');
    expect(back('//evil.example/x')).toBeNull();
    expect(back('https://evil.example/')).toBeNull();
    expect(fundPasswordReturn(new URLSearchParams())).toBeNull();
  });

  it('changes a fund password that is set, and shows a wrong one with the tries left', async () => {
    status = { safeword: 1, locked: false };
    renderWithProviders(<TransactionPasswordPage />);
    await screen.findByTestId('safeword-change-form');
    type('Current fund password', '111111');
    type('New fund password', '222222');
    type('Confirm fund password', '222222');
    fireEvent.click(screen.getByRole('button', { name: 'Change fund password' }));
    await waitFor(() =>
      expect(bodyOf('user!updateOldAndNewSafeword')).toEqual({
        old_safeword: '111111',
        safeword: '222222',
        re_safeword: '222222',
      }),
    );
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain(
        'The fund password is incorrect. 2 attempts left today.',
      ),
    );
  });

  it('shows the day lock and does not let a change be tried', async () => {
    status = { safeword: 1, locked: true };
    renderWithProviders(<TransactionPasswordPage />);
    await screen.findByTestId('safeword-locked');
    expect(screen.getByTestId('safeword-status').textContent).toBe('Locked today');
    expect((screen.getByRole('button', { name: 'Change fund password' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
