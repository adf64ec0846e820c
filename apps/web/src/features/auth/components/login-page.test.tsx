import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { serveActions } from '../../../test/serve-actions';
import { safeAdminRedirect } from '../../../admin/features/auth/components/admin-login-page';
import { safeReturnPath } from '../../../lib/require-login';
import { LoginPage } from './login-page';
import { LocationProbe } from '../../../test/location-probe';

describe('safeReturnPath', () => {
  it('follows paths on this site and nothing else', () => {
    expect(safeReturnPath('/userInfo/my-order?index=2', '/index')).toBe('/userInfo/my-order?index=2');
    expect(safeReturnPath('/store?id=1#reviews', '/index')).toBe('/store?id=1#reviews');
    for (const hostile of [
      null,
      '',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '/a\u0000b',
      '/a\tb',
      'javascript:alert(1)',
      'index',
    ]) {
      expect(safeReturnPath(hostile, '/index'), String(hostile)).toBe('/index');
    }
  });

  it('keeps the console inside the console', () => {
    expect(safeAdminRedirect('/admin/orders')).toBe('/admin/orders');
    expect(safeAdminRedirect('/index')).toBe('/admin');
    expect(safeAdminRedirect('/admin/../index')).toBe('/admin');
    expect(safeAdminRedirect('/\\evil.example')).toBe('/admin');
  });
});

describe('LoginPage', () => {
  beforeEach(() => {
    serveActions({
      'user!newlogin': () => okReply({ token: 'tok', username: 'amina', usercode: '10000001' }),
    });
  });
  afterEach(() => window.localStorage.clear());

  async function logInFrom(route: string) {
    renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>,
      { route },
    );
    fireEvent.change(screen.getByLabelText(/user name|account/i), { target: { value: 'amina' } });
    fireEvent.change(screen.getByLabelText(/password/i), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByRole('button', { name: /log in|sign in/i }));
    return (await screen.findByTestId('where')).textContent;
  }

  it('returns to the page that sent the buyer to log in', async () => {
    expect(await logInFrom(`/login?redirect=${encodeURIComponent('/userInfo/my-order?index=2')}`)).toBe(
      '/userInfo/my-order?index=2',
    );
  });

  it('sends a buyer without an account to register with the same way back', () => {
    renderWithProviders(<LoginPage />, {
      route: `/login?redirect=${encodeURIComponent('/productDetails?id=g1')}`,
    });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      `/register?redirect=${encodeURIComponent('/productDetails?id=g1')}`,
    );
  });

  it('goes to the home page instead of another site (issue 14: "/\\evil.example" threw)', async () => {
    expect(await logInFrom(`/login?redirect=${encodeURIComponent('/\\evil.example')}`)).toBe('/index');
  });
});
