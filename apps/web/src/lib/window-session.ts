import { createContext, useContext } from 'react';
import { useToken } from './auth';
import type { RealtimeSocket } from './realtime';

/**
 * A session that one window holds for itself and nothing else (issue 50): the /chat support
 * window's token from its address (spec §2). It lives in that window's memory only — never in
 * localStorage or sessionStorage, never the storefront's session, never seen by another tab — and
 * is gone when the window leaves /chat. Calls made with it carry its token instead of the stored
 * one; a 403 on one of them ends it (`end`) and leaves the stored session alone (ADR 027).
 */
export type WindowSession = {
  readonly token: string;
  /** The server no longer knows the token: the window drops it. */
  readonly end: () => void;
  /** Its own websocket (the stored session's would push another account's frames). */
  readonly socket: RealtimeSocket<'user'>;
};

const WindowSessionContext = createContext<WindowSession | null>(null);

/** Gives the screens inside it the window's own session. */
export const WindowSessionProvider = WindowSessionContext.Provider;

/** The window's own session where the screen is inside one (the /chat window), else null. */
export function useWindowSession(): WindowSession | null {
  return useContext(WindowSessionContext);
}

/** The token this part of the screen speaks with: its window's own session, else the stored one. */
export function useSessionToken(): string | null {
  const stored = useToken();
  return useWindowSession()?.token ?? stored;
}
