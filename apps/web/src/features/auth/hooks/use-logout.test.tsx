import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LocalUserVo } from '@caravan/contract';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { serveActions, serverDown, type ServedActions } from '../../../test/serve-actions';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { getToasts } from '../../../lib/toast';
import { useLogout } from './use-logout';

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      log out
    </button>
  );
}

describe('useLogout', () => {
  let api: ServedActions;
  beforeEach(() => {
    api = serveActions({ 'user!logout': () => okReply(null) });
    window.localStorage.setItem('ES_TOKEN', 'tok');
    window.localStorage.setItem('ES_SHOP_CART_10000001', '[{"id":"g1"}]');
    window.localStorage.setItem('ES_SHOP_CART_20000002', '[{"id":"g2"}]');
    window.localStorage.setItem('ES_SEARCH_HISTORY_10000001', '["mugs"]');
    window.localStorage.setItem('ES_LANG', 'en');
    queryClient.setQueryData(queryKeys.currentUser('tok'), { usercode: '10000001' } as LocalUserVo);
  });

  const renderAt = (route: string) =>
    renderWithProviders(
      <Routes>
        <Route path="/index" element={<p>home page</p>} />
        <Route path="*" element={<LogoutButton />} />
      </Routes>,
      { route },
    );

  it("tells the server, forgets the token, the user and the user's cart, keeps the history, and goes home", async () => {
    renderAt('/userInfo/setup');
    fireEvent.click(screen.getByRole('button', { name: 'log out' }));
    await screen.findByText('home page');

    expect(api.calls[0]?.url.pathname).toBe('/api/user!logout.action');
    expect(window.localStorage.getItem('ES_TOKEN')).toBeNull();
    expect(window.localStorage.getItem('ES_SHOP_CART_10000001')).toBeNull();
    expect(queryClient.getQueryData(queryKeys.currentUser('tok'))).toBeUndefined();
    // Another user's cart, the search history and the language stay.
    expect(window.localStorage.getItem('ES_SHOP_CART_20000002')).not.toBeNull();
    expect(window.localStorage.getItem('ES_SEARCH_HISTORY_10000001')).toBe('["mugs"]');
    expect(window.localStorage.getItem('ES_LANG')).toBe('en');
    expect(getToasts().map((t) => [t.kind, t.message])).toEqual([['success', 'Operation succeeded']]);
  });

  it('forgets the session even when the server call fails', async () => {
    serveActions({ 'user!logout': serverDown });
    renderAt('/userInfo/dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'log out' }));
    await screen.findByText('home page');
    expect(window.localStorage.getItem('ES_TOKEN')).toBeNull();
  });

  it('stays on /index when already there', async () => {
    renderWithProviders(<LogoutButton />, { route: '/index' });
    fireEvent.click(screen.getByRole('button', { name: 'log out' }));
    await waitFor(() => expect(window.localStorage.getItem('ES_TOKEN')).toBeNull());
  });
});
