// Search's rules a screen needs without the catalogue's schemas (the header's search box is on
// every first screen, where zod is not loaded).

/** How many goods a result list asks for at a time (the web's lists, and the server's first view of one). */
export const SEARCH_PAGE_SIZE = 24;

/**
 * The text a search page's `k` holds: JSON-encoded (spec §2), so a keyword with `&`, quotes or
 * spaces survives the round trip; a value that is not JSON is taken as plain text.
 */
export function parseSearchText(k: string | null): string {
  if (!k) return '';
  try {
    const value: unknown = JSON.parse(k);
    return typeof value === 'string' ? value : String(value);
  } catch {
    return k;
  }
}
