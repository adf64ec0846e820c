/** `YYYY-MM-DD HH:mm:ss` in UTC (DESIGN.md §7: stored in UTC, shown in the browser's zone), '' when empty. */
export function formatDateTime(date: Date | null | undefined): string {
  return date ? date.toISOString().replace('T', ' ').slice(0, 19) : '';
}
