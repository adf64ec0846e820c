import { EMAIL_CODE } from '@caravan/contract';
import { useCallback, useEffect, useState } from 'react';
import { retryAfterSeconds } from './api-error';

/** Seconds left before something may be done again (the "send code" button), ticking down to 0. */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(0);
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (endsAt === 0) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) setEndsAt(0);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((value: number) => setEndsAt(Date.now() + value * 1000), []);
  return { seconds, start };
}

/**
 * The wait before a mailed code may be asked for again: after a code is sent, the minute the
 * server allows (EMAIL_CODE.resendSeconds); after a refusal for asking too soon, the seconds it says.
 */
export function useResendWait(): { seconds: number; sent: () => void; refused: (error: unknown) => void } {
  const { seconds, start } = useCountdown();
  return {
    seconds,
    sent: () => start(EMAIL_CODE.resendSeconds),
    refused: (error) => {
      const wait = retryAfterSeconds(error);
      if (wait) start(wait);
    },
  };
}
