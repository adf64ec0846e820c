import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ADMIN_NS, i18next } from '../../lib/i18n';
import { ReasonModal } from './reason-modal';

beforeAll(() => i18next.loadNamespaces(ADMIN_NS));

function renderModal(onConfirm = vi.fn()) {
  renderWithProviders(
    <ReasonModal
      opened
      title="Disable demobuyer?"
      consequence={<p>demobuyer will be signed out everywhere at once.</p>}
      confirmLabel="Disable and sign out"
      danger
      onConfirm={onConfirm}
      onClose={() => undefined}
    />,
  );
  return onConfirm;
}

describe('ReasonModal', () => {
  it('says what will happen before anything is sent', () => {
    renderModal();
    expect(screen.getByText('demobuyer will be signed out everywhere at once.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disable and sign out' })).toBeTruthy();
  });

  it('refuses to confirm without a reason, and a blank reason is no reason', () => {
    const onConfirm = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Disable and sign out' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('Give a reason for this change')).toBeTruthy();

    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Disable and sign out' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the trimmed reason', () => {
    const onConfirm = renderModal();
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: '  Chargeback #42 ' } });
    expect(screen.queryByText('Give a reason for this change')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Disable and sign out' }));
    expect(onConfirm).toHaveBeenCalledWith('Chargeback #42');
  });
});
