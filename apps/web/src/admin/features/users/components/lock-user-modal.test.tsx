import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setOperatorToken } from '../../../../lib/operator-auth';
import { makeAdminUser, okReply } from '../../../../test/factories';
import { renderWithProviders } from '../../../../test/render';
import { serveActions, type ServedActions } from '../../../../test/serve-actions';
import { ADMIN_NS, i18next } from '../../../../lib/i18n';
import { LockUserModal } from './lock-user-modal';

const USER = makeAdminUser();

let api: ServedActions;

beforeAll(() => i18next.loadNamespaces(ADMIN_NS));

beforeEach(() => {
  api = serveActions({
    'admin/user!lock': () => okReply({ ...USER, lockedUntil: '2099-01-01 00:00:00' }),
  });
  setOperatorToken('operator-token');
});

function renderModal() {
  const onClose = vi.fn();
  renderWithProviders(<LockUserModal user={USER} opened onClose={onClose} />);
  return onClose;
}

const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Lock and sign out' }));
const lockCalls = () => api.calls.filter((call) => call.action.includes('user!lock'));

describe('LockUserModal', () => {
  it('says what will happen and offers the four lengths', () => {
    renderModal();
    expect(
      screen.getByText(/signed out everywhere at once and cannot sign in until the lock ends/),
    ).toBeTruthy();
    for (const label of ['1 hour', '24 hours', '7 days', '30 days']) {
      expect(screen.getByRole('radio', { name: label })).toBeTruthy();
    }
    expect(screen.getByRole('radio', { name: '7 days' }).getAttribute('value')).toBe('10080');
  });

  it('asks for both the length and the reason before anything is sent', () => {
    renderModal();
    confirm();
    expect(screen.getByText('Choose how long to lock sign-in')).toBeTruthy();
    expect(screen.getByText('Give a reason for this change')).toBeTruthy();

    // A reason alone is not enough...
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'Chargeback #42' } });
    confirm();
    expect(screen.getByText('Choose how long to lock sign-in')).toBeTruthy();
    expect(lockCalls()).toEqual([]);

    // ...and neither is a length with a blank reason.
    fireEvent.click(screen.getByRole('radio', { name: '24 hours' }));
    expect(screen.queryByText('Choose how long to lock sign-in')).toBeNull();
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: '   ' } });
    confirm();
    expect(screen.getByText('Give a reason for this change')).toBeTruthy();
    expect(lockCalls()).toEqual([]);
  });

  it('sends the id, the trimmed reason and the minutes to user!lock, then closes', async () => {
    const onClose = renderModal();
    fireEvent.click(screen.getByRole('radio', { name: '7 days' }));
    fireEvent.change(screen.getByTestId('reason-input'), {
      target: { value: '  Suspected account takeover ' },
    });
    confirm();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(lockCalls()).toHaveLength(1);
    const [call] = lockCalls();
    expect(call?.url.pathname).toBe('/admin/user!lock.action');
    expect(call?.params.get('id')).toBe(USER.id);
    expect(call?.params.get('reason')).toBe('Suspected account takeover');
    expect(call?.params.get('minutes')).toBe('10080');
    expect(call?.headers.get('Authorization')).toBe('Bearer operator-token');
  });
});
