import { vi } from 'vitest';
import { registerNavigate } from '../lib/navigation';

/** Puts the page at `path` and gives the app a spy to navigate with; returns the spy. */
export function spyOnNavigation(path: string) {
  const navigate = vi.fn();
  registerNavigate(navigate);
  window.history.replaceState(null, '', path);
  return navigate;
}
