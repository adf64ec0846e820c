import { afterEach, describe, expect, it } from 'vitest';
import { errorReply, okReply } from '../test/factories';
import { spyOnNavigation } from '../test/navigation';
import { type ActionCall, serveActions, type ServedActions } from '../test/serve-actions';
import { ADMIN_LOGIN_PATH, apiRequest } from './api-client';
import { getToken, setToken } from './auth';
import { registerNavigate } from './navigation';
import { getOperatorToken, setOperatorToken } from './operator-auth';
import { ADMIN_QUERY_ROOT } from './query-keys';
import { queryClient } from './query-client';
import { STORAGE_KEYS } from './storage';

let api: ServedActions;

afterEach(() => {
  registerNavigate(undefined);
});

function lastCall(): ActionCall {
  const call = api.calls.at(-1);
  if (!call) throw new Error('nothing was sent');
  return call;
}

describe('apiRequest with the admin scope', () => {
  it('calls /admin/<action>.action with the operator token, never the buyer token', async () => {
    setToken('buyer-token');
    setOperatorToken('operator-token');
    api = serveActions({ 'admin/user!list': () => okReply({ pageList: [] }) });

    await apiRequest('user!list', { scope: 'admin', params: { pageNum: 2, keyword: 'ann' } });

    const { url, headers } = lastCall();
    expect(url.pathname).toBe('/admin/user!list.action');
    expect(url.searchParams.get('pageNum')).toBe('2');
    expect(url.searchParams.get('keyword')).toBe('ann');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(headers.get('Authorization')).toBe('Bearer operator-token');
  });

  it('sends no Authorization header when no operator is signed in, even with a buyer session', async () => {
    setToken('buyer-token');
    api = serveActions({
      'admin/auth!login': () => okReply({ token: 't', username: 'admin', role: 'super_admin' }),
    });
    await apiRequest('auth!login', { scope: 'admin', body: { username: 'admin', password: 'x' } });
    expect(lastCall().headers.has('Authorization')).toBe(false);
  });

  it('on code 403 forgets the operator session only and goes to /admin/login', async () => {
    const navigate = spyOnNavigation('/admin/users');
    setToken('buyer-token');
    setOperatorToken('expired');
    queryClient.setQueryData([...ADMIN_QUERY_ROOT, 'users', 'list'], { cached: true });
    api = serveActions({ 'admin/user!list': () => errorReply('403', 'AUTH_SESSION_EXPIRED', 'expired') });

    await expect(apiRequest('user!list', { scope: 'admin' })).rejects.toMatchObject({ code: '403' });

    expect(getOperatorToken()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(queryClient.getQueryData([...ADMIN_QUERY_ROOT, 'users', 'list'])).toBeUndefined();
    expect(getToken()).toBe('buyer-token');
    expect(navigate).toHaveBeenCalledWith(ADMIN_LOGIN_PATH, { replace: true });
    expect(navigate).not.toHaveBeenCalledWith('/', expect.anything());
  });

  it('does not navigate again when a 403 arrives on the login page itself', async () => {
    const navigate = spyOnNavigation(ADMIN_LOGIN_PATH);
    setOperatorToken('stale');
    api = serveActions({ 'admin/auth!me': () => errorReply('403', 'AUTH_NOT_LOGGED_IN', 'login') });

    await expect(apiRequest('auth!me', { scope: 'admin' })).rejects.toMatchObject({ code: '403' });

    expect(getOperatorToken()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves the operator session alone when a buyer call gets 403', async () => {
    const navigate = spyOnNavigation('/userInfo/dashboard');
    setToken('expired');
    setOperatorToken('operator-token');
    api = serveActions({ 'localuser!get': () => errorReply('403', 'AUTH_SESSION_EXPIRED', 'expired') });

    await expect(apiRequest('localuser!get')).rejects.toMatchObject({ code: '403' });

    expect(lastCall().url.pathname).toBe('/api/localuser!get.action');
    expect(lastCall().headers.get('Authorization')).toBe('Bearer expired');
    expect(getToken()).toBeNull();
    expect(getOperatorToken()).toBe('operator-token');
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});
