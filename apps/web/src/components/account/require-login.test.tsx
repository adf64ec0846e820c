import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LocationProbe } from '../../test/location-probe';
import { RequireLogin } from './require-login';

/** The page at `route` (the router's path), the browser's address being `address`. */
const renderAt = (route: string, address: string) => {
  window.history.replaceState(null, '', address);
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LocationProbe testId="login-probe" />} />
      <Route
        path="/userInfo/setup"
        element={
          <RequireLogin>
            <p>own page</p>
          </RequireLogin>
        }
      />
    </Routes>,
    { route },
  );
};

describe('RequireLogin', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the page to a logged-in buyer', () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    renderAt('/userInfo/setup', '/userInfo/setup');
    expect(screen.getByText('own page')).toBeTruthy();
  });

  it('sends a logged-out visitor to log in, with the way back, on either site', () => {
    renderAt('/userInfo/setup?tab=1', '/wap/userInfo/setup?tab=1');
    expect(screen.getByTestId('login-probe').textContent).toBe(
      `/login?redirect=${encodeURIComponent('/userInfo/setup?tab=1')}`,
    );
  });

  it('waits while the browser has already left the page (a logout on its way)', () => {
    renderAt('/userInfo/setup', '/index');
    expect(screen.queryByTestId('login-probe')).toBeNull();
    expect(screen.queryByText('own page')).toBeNull();
  });
});
