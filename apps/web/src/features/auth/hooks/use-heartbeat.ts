import { useEffect } from 'react';
import { useToken } from '../../../lib/auth';
import { sendHeartbeat } from '../api/heartbeat';

/** Spec §9: the PC client says it is alive every 5 minutes. */
export const HEARTBEAT_INTERVAL_MS = 300_000;

/** Sends user!heartbeat every 5 minutes while a token is stored; stops on logout. */
export function useHeartbeat(): void {
  const token = useToken();
  useEffect(() => {
    if (!token) return;
    const timer = setInterval(() => {
      sendHeartbeat().catch(() => undefined);
    }, HEARTBEAT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [token]);
}
