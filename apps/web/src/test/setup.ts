import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n, i18next } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { resetToasts } from '../lib/toast';

// jsdom lacks these browser APIs; Mantine and our scroll handling use them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// findBy… and waitFor give up after 1 s by default: too short on a loaded two-core machine, where a
// page's lazy chunks and fake server replies can take longer. A real failure still fails, later.
configure({ asyncUtilTimeout: 5000 });

await initI18n('en');

afterEach(async () => {
  cleanup();
  queryClient.clear();
  resetToasts();
  window.localStorage.clear();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
  window.history.replaceState(null, '', '/');
});
