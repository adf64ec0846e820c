import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isMissingCodeError, page, reloadForMissingCode, reloadOnPreloadError } from './missing-code';

let reload: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('code that did not arrive', () => {
  it('is told from a page’s own bug, in each browser’s words', () => {
    expect(
      isMissingCodeError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')),
    ).toBe(true);
    expect(isMissingCodeError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isMissingCodeError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingCodeError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isMissingCodeError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      false,
    );
  });

  it('reloads the page once when Vite cannot preload a chunk, and lets the next failure through', () => {
    reloadOnPreloadError();
    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    // Not prevented: Vite throws, and the route's error element shows.
    expect(second.defaultPrevented).toBe(false);
  });

  it('does not reload offline, where the reload would show only the browser’s error', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadForMissingCode()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload without the tab’s storage to guard against a loop', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(reloadForMissingCode()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
