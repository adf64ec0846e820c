import { startTransition, useDeferredValue, useEffect, useState } from 'react';

/**
 * False in a component's first render, true in the render React does right after that one is
 * committed (a transition, in slices). A page draws its first screen with it false, so a phone
 * paints that screen (and fetches its pictures) before the parts below are even built, instead of
 * waiting for the whole page in one long task.
 */
export function useRenderedLater(): boolean {
  return useDeferredValue(true, false);
}

/**
 * How many of `count` parts to draw: none until `ready`, then one more in each task that follows,
 * each committed on its own (a transition). The parts of a long page below its first screen are
 * then added in short tasks, not in one long one (React commits and the browser lays out a whole
 * commit at once), and the phone paints and answers a tap between them.
 */
export function useRenderedInTurn(count: number, ready: boolean): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!ready || shown >= count) return undefined;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => clearTimeout(timer);
  }, [ready, shown, count]);
  return ready ? shown : 0;
}
