/** A server time ('YYYY-MM-DD HH:mm:ss', UTC) as epoch milliseconds, or null when empty or invalid. */
export function parseServerTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
}

/** Whether a user's login lockout is still running. */
export function isLockedNow(lockedUntil: string, now: number = Date.now()): boolean {
  const until = parseServerTime(lockedUntil);
  return until !== null && until > now;
}
