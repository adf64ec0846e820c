/**
 * A page's code that did not arrive: offline, a flaky network, or a tab left open across a deploy
 * (its chunks' old names are gone). Reloading fetches the current HTML and its chunks; once only
 * (a reload in the last minute is not repeated), so a chunk that stays missing shows the page's
 * error instead of reloading for ever.
 */

const RELOADED_AT = 'cv-missing-code-reload';
/** Reloads the page (one place, which the tests watch: jsdom's location cannot be spied on). */
export const page = {
  reload: (): void => window.location.reload(),
};

/** Within this long of a reload for missing code, another one is not tried. */
export const RELOAD_GUARD_MS = 60_000;

const MISSING_CODE = [
  // Chromium, Firefox and Safari on a dynamic import whose file did not arrive.
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  // Vite's preload of a chunk's own styles and imports.
  /unable to preload css/i,
];

/** Whether an error is a chunk (or its styles) that did not arrive, not a bug of the page. */
export function isMissingCodeError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return MISSING_CODE.some((pattern) => pattern.test(message));
}

/**
 * Reloads the page for code that did not arrive, unless the browser is offline (the reload would
 * only show the browser's own error; the page's error says what to do) or it already did so in the
 * last minute. True when the page is reloading.
 */
export function reloadForMissingCode(now = Date.now()): boolean {
  if (navigator.onLine === false) return false;
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT));
    if (last > 0 && now - last < RELOAD_GUARD_MS && now >= last) return false;
    window.sessionStorage.setItem(RELOADED_AT, String(now));
  } catch {
    // Without the tab's storage there is no guard against a loop: no reload.
    return false;
  }
  page.reload();
  return true;
}

/**
 * Vite reports a chunk whose imports or styles failed to preload (`vite:preloadError`): the page
 * reloads once instead of rendering a half-loaded route; when it does not, the error reaches the
 * route's error boundary.
 */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForMissingCode()) event.preventDefault();
  });
}
