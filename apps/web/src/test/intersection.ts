import { act } from '@testing-library/react';

type Watcher = {
  callback: IntersectionObserverCallback;
  targets: Set<Element>;
  observer: IntersectionObserver;
};

/**
 * Puts a controllable IntersectionObserver in place of the setup's inert one: `show(element)` tells
 * every observer watching the element that it came into view, as a scroll would. `restore()` puts
 * the previous one back; `watching(element)` says whether anything observes it now.
 */
export function fakeIntersections() {
  const watchers = new Set<Watcher>();
  class FakeIntersectionObserver {
    readonly root = null;
    readonly rootMargin: string;
    readonly thresholds: readonly number[] = [0];
    private readonly watcher: Watcher;
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.rootMargin = options.rootMargin ?? '0px';
      this.watcher = { callback, targets: new Set(), observer: this as unknown as IntersectionObserver };
      watchers.add(this.watcher);
    }
    observe(target: Element) {
      this.watcher.targets.add(target);
    }
    unobserve(target: Element) {
      this.watcher.targets.delete(target);
    }
    disconnect() {
      watchers.delete(this.watcher);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  const original = window.IntersectionObserver;
  window.IntersectionObserver = FakeIntersectionObserver;
  const watchersOf = (element: Element) => [...watchers].filter((w) => w.targets.has(element));
  return {
    show(element: Element) {
      const entry = { isIntersecting: true, target: element } as IntersectionObserverEntry;
      act(() => {
        for (const watcher of watchersOf(element)) watcher.callback([entry], watcher.observer);
      });
    },
    watching: (element: Element) => watchersOf(element).length > 0,
    restore() {
      window.IntersectionObserver = original;
    },
  };
}
