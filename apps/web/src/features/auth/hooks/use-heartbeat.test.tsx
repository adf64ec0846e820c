import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { okReply } from '../../../test/factories';
import { serveActions, type ServedActions } from '../../../test/serve-actions';
import { HEARTBEAT_INTERVAL_MS, useHeartbeat } from './use-heartbeat';

describe('useHeartbeat', () => {
  let api: ServedActions;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    api = serveActions({ 'user!heartbeat': () => okReply(null) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says status 1 every 5 minutes while logged in, and nothing when logged out', async () => {
    expect(HEARTBEAT_INTERVAL_MS).toBe(300_000);
    const { rerender } = renderHook(() => useHeartbeat());
    act(() => vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 2));
    expect(api.calls).toHaveLength(0);

    window.localStorage.setItem('ES_TOKEN', 'tok');
    window.dispatchEvent(new StorageEvent('storage', { key: 'ES_TOKEN' }));
    rerender();
    act(() => vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS - 1));
    expect(api.calls).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(api.calls).toHaveLength(1);
    const [call] = api.calls;
    expect(call?.url.pathname).toBe('/api/user!heartbeat.action');
    expect(call?.params.get('status')).toBe('1');
    // The server answers before the test ends.
    await vi.waitFor(() => expect(call?.received).toBe(true));
  });
});
