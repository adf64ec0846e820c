import { act } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import type { OperatorRealtimeFrame as RealtimeFrame } from '@caravan/contract';

// The operator's websocket played by the inbox's tests: each test file mocks lib/realtime with
// `realtimeDouble` (this module imports nothing of the app, so the mock can load it first).

type Listener = { type: string; handler: { current: (frame: RealtimeFrame) => void } };

/** The websocket's state: whether it is connected, and who listens for which frames. */
export const live = { connected: true, listeners: new Set<Listener>() };

/** A connected socket with nobody listening: each test's start. */
export function resetLive() {
  live.connected = true;
  live.listeners.clear();
}

/** lib/realtime's hooks over `live`: frames reach whatever listens, as the real socket's do. */
export const realtimeDouble = {
  useRealtimeConnected: () => live.connected,
  useRealtimeFrame: (_kind: string, type: string, handler: (frame: RealtimeFrame) => void) => {
    const latest = useRef(handler);
    useEffect(() => {
      latest.current = handler;
    });
    useEffect(() => {
      const entry = { type, handler: latest };
      live.listeners.add(entry);
      return () => {
        live.listeners.delete(entry);
      };
    }, [type]);
  },
};

/** The server pushes a frame down the operator's socket. */
export function push(frame: RealtimeFrame) {
  act(() => {
    for (const listener of live.listeners) if (listener.type === frame.type) listener.handler.current(frame);
  });
}
