import { formatMessage } from '@caravan/contract/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { okReply } from '../test/factories';
import { serveActions, type ServedActions } from '../test/serve-actions';
import { apiRequest, RATE_LIMIT_RETRIES } from './api-client';
import { changeLanguage } from './i18n';
import { getToasts } from './toast';

let api: ServedActions;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The per-IP limit's refusal as the server sends it: HTTP 429, the envelope, and Retry-After. */
function limited(retryAfter?: number): Response {
  return new Response(
    JSON.stringify({ code: '1', msg: 'server text', key: 'COMMON_RATE_LIMITED', params: {}, data: null }),
    {
      status: 429,
      headers: {
        'Content-Type': 'application/json',
        ...(retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) }),
      },
    },
  );
}

describe('a call refused by the per-IP limit', () => {
  it('says so in the user’s language and asks again once Retry-After has passed', async () => {
    await changeLanguage('ar');
    let refusals = 1;
    api = serveActions({ 'index!home': () => (refusals-- > 0 ? limited(3) : okReply({ answer: 42 })) });

    const pending = apiRequest('index!home');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls).toHaveLength(1);
    const [notice] = getToasts();
    expect(notice?.kind).toBe('warning');
    expect(notice?.message).toContain('طلبات كثيرة جدًا من شبكتك');
    expect(notice?.message).toMatch(/[3٣]/);

    await vi.advanceTimersByTimeAsync(2_999);
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ answer: 42 });
    expect(api.calls).toHaveLength(2);
  });

  it('gives up after its retries with the limit’s own message', async () => {
    api = serveActions({ 'index!home': () => limited(1) });
    const pending = apiRequest('index!home').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000 * RATE_LIMIT_RETRIES + 600);
    await expect(pending).resolves.toMatchObject({ key: 'COMMON_RATE_LIMITED' });
    expect(api.calls).toHaveLength(RATE_LIMIT_RETRIES + 1);
    expect(getToasts().map((t) => t.message)).toContain(formatMessage('en', 'COMMON_RATE_LIMITED', {}));
  });

  it('is not sent again when the caller goes away while it waits', async () => {
    api = serveActions({ 'index!home': () => limited(5) });
    const controller = new AbortController();
    const pending = apiRequest('index!home', { signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(10_000);
    await pending;
    expect(api.calls).toHaveLength(1);
  });

  it('is not repeated for a per-account limit, which names no wait (a login is the user’s to retry)', async () => {
    api = serveActions({ 'user!newlogin': () => limited() });
    const pending = apiRequest('user!newlogin').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(pending).resolves.toMatchObject({ key: 'COMMON_RATE_LIMITED' });
    expect(api.calls).toHaveLength(1);
  });
});
