// The reads every signed-in screen polls run as named prepared statements: drizzle builds their
// SQL once, the driver parses it once per connection, and PostgreSQL (PGlite too) reuses the plan
// instead of planning each time — on the embedded database planning alone costs file-size lookups
// of every table in the query. Measured in docs/decisions (signed-in call path).
import type { DbExecutor } from './client.ts';

interface Executable<Params, Result> {
  execute(params: Params): Promise<Result>;
}

/**
 * `build(db)` prepared once per executor (the database, or one transaction) under `name`, which
 * must be unique in the server; the returned function runs it.
 */
export function preparedQuery<Params extends Record<string, unknown>, Result>(
  name: string,
  build: (db: DbExecutor) => { prepare(name: string): Executable<Params, Result> },
): (db: DbExecutor, params: Params) => Promise<Result> {
  const byExecutor = new WeakMap<DbExecutor, Executable<Params, Result>>();
  return (db, params) => {
    let prepared = byExecutor.get(db);
    if (!prepared) {
      prepared = build(db).prepare(name);
      byExecutor.set(db, prepared);
    }
    return prepared.execute(params);
  };
}
