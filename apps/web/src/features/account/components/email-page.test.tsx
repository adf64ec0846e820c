import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { bodiesOf, serveActions } from '../../../test/serve-actions';
import { EmailPage } from './email-page';

describe('the e-mail settings page', () => {
  it('warns a user-name account that it cannot recover its password, then binds a verified address', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    let bound = false;
    const api = serveActions({
      'user!getVerifTarget': () =>
        okReply(
          bound
            ? { target: 'amina2026@example.com', type: 2, verified: true }
            : { target: '', type: 0, verified: false },
        ),
      'localuser!beforeBind': () => okReply(null),
      'localuser!save_email': () => {
        bound = true;
        return okReply({ email: 'amina2026@example.com' });
      },
    });
    renderWithProviders(<EmailPage />, { route: '/userInfo/setup/email' });
    const status = await screen.findByTestId('email-status');
    expect(status.dataset.state).toBe('none');
    expect(status.textContent).toContain('you cannot reset it');

    // The login password and a valid address come first; nothing is sent without them.
    fireEvent.click(screen.getByTestId('email-send-code'));
    expect(bodiesOf(api, 'localuser!beforeBind')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('email-address'), { target: { value: 'amina2026@example.com' } });
    fireEvent.change(screen.getByTestId('email-password'), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByTestId('email-send-code'));
    await waitFor(() =>
      expect(bodiesOf(api, 'localuser!beforeBind')).toEqual([
        { email: 'amina2026@example.com', password: 'Secret123' },
      ]),
    );
    expect(await screen.findByText(/Resend in \d+ s/)).toBeTruthy();

    fireEvent.change(screen.getByTestId('email-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('email-submit'));
    await waitFor(() =>
      expect(bodiesOf(api, 'localuser!save_email')).toEqual([
        { email: 'amina2026@example.com', verifcode: '123456' },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('email-status').dataset.state).toBe('verified'));
    expect(screen.getByTestId('email-status').textContent).toContain('amina2026@example.com');
  });

  it('shows a wrong code as the server says, and keeps what was typed', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    serveActions({
      'user!getVerifTarget': () => okReply({ target: 'old2026@example.com', type: 2, verified: false }),
      'localuser!save_email': () => errorReply('1', 'AUTH_CODE_WRONG', 'wrong'),
    });
    renderWithProviders(<EmailPage />, { route: '/userInfo/setup/email' });
    expect((await screen.findByTestId('email-status')).dataset.state).toBe('unverified');
    fireEvent.change(screen.getByTestId('email-address'), { target: { value: 'old2026@example.com' } });
    fireEvent.change(screen.getByTestId('email-password'), { target: { value: 'Secret123' } });
    fireEvent.change(screen.getByTestId('email-code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByTestId('email-submit'));
    await waitFor(() =>
      expect((screen.getByTestId('email-address') as HTMLInputElement).value).toBe('old2026@example.com'),
    );
    expect(screen.getByTestId('email-status').dataset.state).toBe('unverified');
  });
});
