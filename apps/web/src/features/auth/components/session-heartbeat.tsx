import { useHeartbeat } from '../hooks/use-heartbeat';

/** Keeps the session's heartbeat going while mounted (the storefront mounts it once). */
export function SessionHeartbeat() {
  useHeartbeat();
  return null;
}
