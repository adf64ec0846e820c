import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { UserCentreLayout } from '../../app/pages/user-centre-layout';
import { setToken } from '../../lib/auth';
import { makeLocalUser, okReply } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { serveActions } from '../../test/serve-actions';

// The way into the seller panel from the storefront: the user centre's "My shop", for shop owners.
function renderUserCentre() {
  window.history.replaceState(null, '', '/userInfo/setup');
  renderWithProviders(
    <Routes>
      <Route element={<UserCentreLayout />}>
        <Route path="/userInfo/setup" element={<p>setup page</p>} />
      </Route>
    </Routes>,
    { route: '/userInfo/setup' },
  );
}

beforeEach(() => setToken('tok'));

describe('the user centre’s link to the seller panel', () => {
  it('shows "My shop" to a user who owns a shop', async () => {
    serveActions({ 'localuser!get': () => okReply(makeLocalUser({ sellerId: 'shop-1' })) });
    renderUserCentre();
    const link = await screen.findByTestId('my-shop-link');
    expect(link.getAttribute('href')).toBe('/seller');
    expect(link.textContent).toBe('My shop');
  });

  it('shows no link to a user without a shop', async () => {
    serveActions({ 'localuser!get': () => okReply(makeLocalUser({ sellerId: null })) });
    renderUserCentre();
    await waitFor(() => expect(screen.getByTestId('user-centre-name').textContent).toBe('demobuyer'));
    expect(screen.queryByTestId('my-shop-link')).toBeNull();
  });
});
