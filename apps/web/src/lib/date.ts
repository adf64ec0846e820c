const pad = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM-DD": the day of `date` in the browser's time zone (a file's name, a date's first part). */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * "YYYY-MM-DD HH:mm:ss" in the browser's time zone (DESIGN.md §7), or "--" when there is no date.
 * Accepts epoch milliseconds, ISO strings, or the server's "yyyy-MM-dd HH:mm:ss" (taken as UTC).
 */
export function formatDateTime(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '' || value === 0) return '--';
  const date =
    typeof value === 'number'
      ? new Date(value)
      : new Date(
          /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value,
        );
  if (Number.isNaN(date.getTime())) return '--';
  return `${localDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * Text kept left to right inside a sentence of any direction (a date or an amount in an Arabic
 * sentence): first-strong isolates would take the sentence's direction, so this is an explicit
 * left-to-right isolate (U+2066 … U+2069).
 */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}
