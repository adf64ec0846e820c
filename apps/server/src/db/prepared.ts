import { keptPlansDb, type DbOrTx } from './client.js';

/**
 * A statement for the hottest reads, built by the query builder once per database handle (not per
 * request) and prepared by name, so that each connection parses it once and keeps its plan (it runs
 * on keptPlansDb). `build` must build on the handle it is given and end in `.prepare(name)` with a
 * name unique to the statement.
 */
export function preparedPerDatabase<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const built = new WeakMap<DbOrTx, T>();
  return (db) => {
    const on = keptPlansDb(db);
    let statement = built.get(on);
    if (!statement) {
      statement = build(on);
      built.set(on, statement);
    }
    return statement;
  };
}

const byShape = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A statement whose text depends on a request's shape (which filters it gives, which order it
 * asks for) but not on its values: built by the query builder the first time its shape is asked
 * for on a database handle, with placeholders for the values, on the handle `build` is given
 * (keptPlansDb), and prepared under `name`; later requests of the shape only execute it. `name`
 * must stand for one statement text (and one `T`). Shapes are few (a name is made of the filters' letters and the order), so the map stays small.
 */
export function preparedPerShape<T>(db: DbOrTx, name: string, build: (on: DbOrTx) => T): T {
  const on = keptPlansDb(db);
  let statements = byShape.get(on);
  if (!statements) {
    statements = new Map();
    byShape.set(on, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(on);
    statements.set(name, statement);
  }
  return statement;
}
