import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadReplySchemas } from '../lib/api-client';
import { preloadErrorMessages } from '../lib/error-messages';
import { LATER_NAMESPACES, applyDocumentLanguage, initI18n, i18next } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { resetToasts } from '../lib/toast';
import { server, startServing, stopServing } from './serve-actions';

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

// Lists that load as their end nears watch it with an IntersectionObserver, which jsdom lacks.
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: readonly number[] = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
window.IntersectionObserver ??= IntersectionObserverStub;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// findBy… and waitFor give up after 1 s by default: too short on a loaded two-core machine, where a
// page's lazy chunks and fake server replies can take longer. A real failure still fails, later.
configure({ asyncUtilTimeout: 5000 });

// A test that times out is not stopped: it runs on in the background while the next test starts.
// Its next findBy… or waitFor stops it, so it never clicks through the next test's page.
let testsEnded = 0;
const { asyncWrapper } = getConfig();
configure({
  asyncWrapper: async (callback) => {
    const startedIn = testsEnded;
    const result = await asyncWrapper(callback);
    if (testsEnded !== startedIn) throw new Error('The test this wait belongs to has already ended.');
    return result;
  },
});

// The app fetches the error messages beside its first render, and the later screens' strings when
// one opens; tests have them from the start.
await initI18n('en');
await Promise.all([
  preloadErrorMessages('en'),
  i18next.loadNamespaces([...LATER_NAMESPACES]),
  loadReplySchemas(),
]);

// The fake server (Mock Service Worker) behind the app's fetch and XMLHttpRequest: a test gives it
// handlers with serveActions; a request nothing handles is an error, and fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => startServing());

afterEach(async () => {
  testsEnded += 1;
  const unexpected = stopServing();
  cleanup();
  // The files of a worker share one document (isolate: false): what a test put there outside
  // React (a page's HTML written into the body, the root's language) must not meet the next file.
  document.body.replaceChildren();
  queryClient.clear();
  resetToasts();
  window.localStorage.clear();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
  applyDocumentLanguage('en');
  window.history.replaceState(null, '', '/');
  server.resetHandlers();
  if (unexpected.length > 0) throw new Error(`Requests without a handler: ${unexpected.join(', ')}`);
});
