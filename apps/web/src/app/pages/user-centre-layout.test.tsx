import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '../../lib/auth';
import { okReply } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { serveActions } from '../../test/serve-actions';
import { UserCentreLayout } from './user-centre-layout';
import { LocationProbe } from '../../test/location-probe';

const renderAt = (route: string) => {
  // The layout compares the router's address with the browser's, as in the app.
  window.history.replaceState(null, '', route);
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LocationProbe testId="login-probe" />} />
      <Route element={<UserCentreLayout />}>
        <Route path="/userInfo/setup" element={<p>setup page</p>} />
      </Route>
    </Routes>,
    { route },
  );
};

describe('UserCentreLayout', () => {
  beforeEach(() => {
    serveActions({ 'localuser!get': () => okReply({ username: 'buyer001', avatar: '3' }) });
  });

  it('sends a logged-out visitor to log in, with the way back', () => {
    renderAt('/userInfo/setup?tab=1');
    expect(screen.getByTestId('login-probe').textContent).toBe(
      `/login?redirect=${encodeURIComponent('/userInfo/setup?tab=1')}`,
    );
  });

  it('does not ask to log in again when a logout has already left the page', () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    renderAt('/userInfo/setup');
    // The logout's navigation has moved the address; the router has not caught up yet.
    window.history.replaceState(null, '', '/index');
    act(() => clearSession());
    expect(screen.queryByTestId('login-probe')).toBeNull();
    expect(screen.queryByText('setup page')).toBeNull();
  });

  it('shows the sections and the page to a logged-in user, marking where they are', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    renderAt('/userInfo/setup');
    expect(screen.getByText('setup page')).toBeTruthy();
    const current = screen.getByRole('navigation').querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('Account settings');
    expect(await screen.findByTestId('user-centre-name')).toBeTruthy();
  });
});
