import { catalogRoutes, systemRoutes } from '@caravan/contract';
import { formatMessage } from '@caravan/contract/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorReply, okReply } from '../test/factories';
import { spyOnNavigation } from '../test/navigation';
import { type ActionCall, noReply, serveActions, type ServedActions } from '../test/serve-actions';
import { apiRequest, callEndpoint, REQUEST_TIMEOUT_MS } from './api-client';
import { ApiError } from './api-error';
import { getToken, setToken } from './auth';
import { changeLanguage } from './i18n';
import { registerNavigate } from './navigation';
import { STORAGE_KEYS } from './storage';
import { getToasts } from './toast';

let api: ServedActions;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  registerNavigate(undefined);
});

function lastCall(): ActionCall {
  const call = api.calls.at(-1);
  if (!call) throw new Error('nothing was sent');
  return call;
}

const lastUrl = (): URL => lastCall().url;

describe('apiRequest', () => {
  it('sends the bearer token and the language and returns data from the envelope', async () => {
    setToken('t0ken');
    await changeLanguage('de');
    api = serveActions({ 'index!home': () => okReply({ answer: 42 }) });

    const data = await apiRequest('index!home');

    expect(data).toEqual({ answer: 42 });
    expect(lastUrl().pathname).toBe('/api/index!home.action');
    expect(lastUrl().searchParams.get('lang')).toBe('de');
    expect(lastCall().headers.get('Authorization')).toBe('Bearer t0ken');
    expect(lastCall().method).toBe('POST');
  });

  it('sends no Authorization header when logged out and puts params in the query string', async () => {
    api = serveActions({ 'sellerGoods!list': () => okReply(null) });
    await apiRequest('sellerGoods!list', { params: { pageNum: 1, sellerId: undefined, discount: 1 } });
    expect(lastCall().headers.has('Authorization')).toBe(false);
    expect(lastUrl().searchParams.get('pageNum')).toBe('1');
    expect(lastUrl().searchParams.get('discount')).toBe('1');
    expect(lastUrl().searchParams.has('sellerId')).toBe(false);
  });

  it('turns an error envelope into a typed ApiError and shows its translated message after 500 ms', async () => {
    await changeLanguage('fr');
    api = serveActions({
      'user!newlogin': () => errorReply('1', 'AUTH_ACCOUNT_LOCKED', 'server text', { minutes: 3 }),
    });

    const error = await apiRequest('user!newlogin').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: '1',
      key: 'AUTH_ACCOUNT_LOCKED',
      params: { minutes: 3 },
      msg: 'server text',
    });
    expect(getToasts()).toHaveLength(0);
    vi.advanceTimersByTime(499);
    expect(getToasts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(getToasts().map((t) => t.message)).toEqual([
      formatMessage('fr', 'AUTH_ACCOUNT_LOCKED', { minutes: 3 }),
    ]);
  });

  it('falls back to the server message for a key it does not know', async () => {
    api = serveActions({ 'x!y': () => errorReply('1', 'SOMETHING_NEW', 'Localised server text') });
    const error = await apiRequest('x!y').catch((e: unknown) => e);
    expect(error).toMatchObject({ msg: 'Localised server text' });
  });

  it('shows identical error messages once', async () => {
    const slowDown = () => errorReply('1', 'COMMON_RATE_LIMITED', 'slow down');
    api = serveActions({ 'a!b': slowDown, 'c!d': slowDown, 'e!f': slowDown });
    await Promise.allSettled([apiRequest('a!b'), apiRequest('c!d'), apiRequest('e!f')]);
    vi.advanceTimersByTime(600);
    expect(getToasts()).toHaveLength(1);
  });

  it('on code 403 clears the token and goes home', async () => {
    const navigate = spyOnNavigation('/userInfo/dashboard');
    setToken('expired');
    api = serveActions({ 'localuser!get': () => errorReply('403', 'AUTH_SESSION_EXPIRED', 'expired') });

    await expect(apiRequest('localuser!get')).rejects.toMatchObject({ code: '403' });

    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('on code 403 does not navigate when already home', async () => {
    const navigate = spyOnNavigation('/index');
    setToken('expired');
    api = serveActions({ 'localuser!get': () => errorReply('403', 'AUTH_NOT_LOGGED_IN', 'login') });

    await expect(apiRequest('localuser!get')).rejects.toMatchObject({ code: '403' });

    expect(getToken()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(['/login', '/register', '/wap/login'])(
    'on code 403 stays on %s, where the user logs in again',
    async (path) => {
      const navigate = spyOnNavigation(path);
      setToken('expired');
      api = serveActions({ 'localuser!get': () => errorReply('403', 'AUTH_SESSION_EXPIRED', 'expired') });

      await expect(apiRequest('localuser!get')).rejects.toMatchObject({ code: '403' });

      expect(getToken()).toBeNull();
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('gives up after 15 seconds with a timeout error', async () => {
    // The server never answers; the client aborts the request after 15 s.
    api = serveActions({ 'index!home': noReply });
    const pending = apiRequest('index!home').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await expect(pending).resolves.toMatchObject({ code: 'TIMEOUT', key: 'CLIENT_TIMEOUT' });
  });

  it('reports a reply that does not match the schema as BAD_RESPONSE', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { z } = await import('zod');
    api = serveActions({ 'index!home': () => okReply({ wrong: true }) });
    await expect(
      apiRequest('index!home', { schema: z.object({ banners: z.array(z.string()) }) }),
    ).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });

  it("checks a reply to a call by route against its endpoint's reply schema, as for the endpoint", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setToken('token-1');
    api = serveActions({
      'index!home': () => okReply({ wrong: true }),
      'index!download-url': () => okReply({ url: 'https://example.com/app', buyerUrl: '', sellerUrl: '' }),
    });
    await expect(callEndpoint(catalogRoutes.home, { type: 'PC' })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
    expect(error).toHaveBeenCalledWith('Unexpected reply from index!home', expect.any(Array));
    await expect(callEndpoint(systemRoutes.downloadUrl, {})).resolves.toMatchObject({
      url: 'https://example.com/app',
    });
    expect(lastCall().url.pathname).toBe('/api/index!download-url.action');
  });
});
