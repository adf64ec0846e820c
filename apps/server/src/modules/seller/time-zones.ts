import { isTimeZone } from '@caravan/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';

// The seller's days: the dashboard and the report count days in the time zone the request names
// (`tz`, contract §2.2), UTC when it names none. The contract checks a name against the runtime's
// zones; the database must know it too, which is asked once per name.

const known = new Set<string>(['UTC']);

/** The request's zone, checked against the database's list (an unknown one is a parameter error). */
export async function resolveTimeZone(db: DbOrTx, tz: string | undefined): Promise<string> {
  const name = tz ?? 'UTC';
  if (known.has(name)) return name;
  if (!isTimeZone(name)) throw new AppError('COMMON_PARAM_INVALID', { field: 'tz' });
  const result = await db.execute<{ found: boolean }>(
    sql`select exists (select 1 from pg_timezone_names where name = ${name}) as found`,
  );
  if (!result.rows[0]?.found) throw new AppError('COMMON_PARAM_INVALID', { field: 'tz' });
  // Names are few (about 600); once known, a name stays known.
  known.add(name);
  return name;
}

// One calendar per zone, built when first used (a DateTimeFormat is slow to construct, quick to
// use); the zones are the few hundred IANA names.
const calendars = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) it is at `now` in `tz`. */
export function dayIn(now: Date, tz: string): string {
  let calendar = calendars.get(tz);
  if (!calendar) {
    calendar = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    calendars.set(tz, calendar);
  }
  const parts = calendar.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day `days` days after (or, negative, before) `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
