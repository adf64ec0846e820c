import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/** Spec §4: after a failed recharge call the client goes back to the wallet after about 2.5 s. */
const RETURN_AFTER_FAILURE_MS = 2500;

/** Starts the return to the wallet after a failed recharge call; `returning` says it is under way. */
export function useReturnToWallet(path: string) {
  const navigate = useNavigate();
  const [returning, setReturning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const start = () => {
    if (timer.current) return;
    setReturning(true);
    timer.current = setTimeout(() => navigate(path), RETURN_AFTER_FAILURE_MS);
  };
  return { returning, start };
}
