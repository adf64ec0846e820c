import type { DbOrTx } from './client.js';

/**
 * A statement for the hottest reads, built by the query builder once per database handle (not per
 * request) and prepared by name, so that each connection parses it once and PostgreSQL can keep
 * its plan. `build` must end in `.prepare(name)` with a name unique to the statement.
 */
export function preparedPerDatabase<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const built = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
