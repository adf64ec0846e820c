import { numeric, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// The columns most tables share, written once. Each gives exactly the column it replaces.

/** The key most tables have: a random UUID. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** A moment: `timestamp with time zone`. */
export const timestamptz = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** An amount of money, exact to the cent: `numeric(20, 2)` (never PostgreSQL's `money`). */
export const money = <N extends string>(name: N) => numeric(name, { precision: 20, scale: 2 });

/** A required reference to a row of another table (its id). */
export const ref = <N extends string>(name: N, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target);
