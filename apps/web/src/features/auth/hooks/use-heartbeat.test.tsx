import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { okReply } from '../../../test/factories';
import { HEARTBEAT_INTERVAL_MS, useHeartbeat } from './use-heartbeat';

describe('useHeartbeat', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => okReply(null));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says status 1 every 5 minutes while logged in, and nothing when logged out', () => {
    expect(HEARTBEAT_INTERVAL_MS).toBe(300_000);
    const { rerender } = renderHook(() => useHeartbeat());
    act(() => vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 2));
    expect(fetchMock).not.toHaveBeenCalled();

    window.localStorage.setItem('ES_TOKEN', 'tok');
    window.dispatchEvent(new StorageEvent('storage', { key: 'ES_TOKEN' }));
    rerender();
    act(() => vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x');
    expect(url.pathname).toBe('/api/user!heartbeat.action');
    expect(url.searchParams.get('status')).toBe('1');
  });
});
