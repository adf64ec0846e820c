import { useEffect, useState } from 'react';

/**
 * The current time (epoch ms), renewed every minute, for deadlines shown on screen (the pay
 * deadline, the return window): read once per render would make rendering impure.
 */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
