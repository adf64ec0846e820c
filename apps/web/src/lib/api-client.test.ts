import { formatMessage } from '@caravan/contract/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorReply, okReply } from '../test/factories';
import { spyOnNavigation } from '../test/navigation';
import { apiRequest, REQUEST_TIMEOUT_MS } from './api-client';
import { ApiError } from './api-error';
import { getToken, setToken } from './auth';
import { changeLanguage } from './i18n';
import { registerNavigate } from './navigation';
import { STORAGE_KEYS } from './storage';
import { getToasts } from './toast';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  registerNavigate(undefined);
});

function lastUrl(): URL {
  const [input] = fetchMock.mock.calls.at(-1) ?? [];
  return new URL(String(input), 'http://localhost');
}

describe('apiRequest', () => {
  it('sends the bearer token and the language and returns data from the envelope', async () => {
    setToken('t0ken');
    await changeLanguage('de');
    fetchMock.mockResolvedValueOnce(okReply({ answer: 42 }));

    const data = await apiRequest('index!home');

    expect(data).toEqual({ answer: 42 });
    expect(lastUrl().pathname).toBe('/api/index!home.action');
    expect(lastUrl().searchParams.get('lang')).toBe('de');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer t0ken');
    expect(init?.method).toBe('POST');
  });

  it('sends no Authorization header when logged out and puts params in the query string', async () => {
    fetchMock.mockResolvedValueOnce(okReply(null));
    await apiRequest('sellerGoods!list', { params: { pageNum: 1, sellerId: undefined, discount: 1 } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(lastUrl().searchParams.get('pageNum')).toBe('1');
    expect(lastUrl().searchParams.get('discount')).toBe('1');
    expect(lastUrl().searchParams.has('sellerId')).toBe(false);
  });

  it('turns an error envelope into a typed ApiError and shows its translated message after 500 ms', async () => {
    await changeLanguage('fr');
    fetchMock.mockResolvedValueOnce(errorReply('1', 'AUTH_ACCOUNT_LOCKED', 'server text', { minutes: 3 }));

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
    fetchMock.mockResolvedValueOnce(errorReply('1', 'SOMETHING_NEW', 'Localised server text'));
    const error = await apiRequest('x!y').catch((e: unknown) => e);
    expect(error).toMatchObject({ msg: 'Localised server text' });
  });

  it('shows identical error messages once', async () => {
    fetchMock.mockImplementation(async () => errorReply('1', 'COMMON_RATE_LIMITED', 'slow down'));
    await Promise.allSettled([apiRequest('a!b'), apiRequest('c!d'), apiRequest('e!f')]);
    vi.advanceTimersByTime(600);
    expect(getToasts()).toHaveLength(1);
  });

  it('on code 403 clears the token and goes home', async () => {
    const navigate = spyOnNavigation('/userInfo/dashboard');
    setToken('expired');
    fetchMock.mockResolvedValueOnce(errorReply('403', 'AUTH_SESSION_EXPIRED', 'expired'));

    await expect(apiRequest('localuser!get')).rejects.toMatchObject({ code: '403' });

    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('on code 403 does not navigate when already home', async () => {
    const navigate = spyOnNavigation('/index');
    setToken('expired');
    fetchMock.mockResolvedValueOnce(errorReply('403', 'AUTH_NOT_LOGGED_IN', 'login'));

    await expect(apiRequest('localuser!get')).rejects.toMatchObject({ code: '403' });

    expect(getToken()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('gives up after 15 seconds with a timeout error', async () => {
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = apiRequest('index!home').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await expect(pending).resolves.toMatchObject({ code: 'TIMEOUT', key: 'CLIENT_TIMEOUT' });
  });

  it('reports a reply that does not match the schema as BAD_RESPONSE', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { z } = await import('zod');
    fetchMock.mockResolvedValueOnce(okReply({ wrong: true }));
    await expect(
      apiRequest('index!home', { schema: z.object({ banners: z.array(z.string()) }) }),
    ).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });
});
