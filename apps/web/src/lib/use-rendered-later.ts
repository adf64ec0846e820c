import { useDeferredValue } from 'react';

/**
 * False in a component's first render, true in the render React does right after that one is
 * committed (a transition, in slices). A page draws its first screen with it false, so a phone
 * paints that screen (and fetches its pictures) before the parts below are even built, instead of
 * waiting for the whole page in one long task.
 */
export function useRenderedLater(): boolean {
  return useDeferredValue(true, false);
}
