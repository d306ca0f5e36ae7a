import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Executor } from './client';

/**
 * A hot query prepared once per database and reused: drizzle writes its SQL when it is
 * prepared instead of on every call, and on PostgreSQL the statement is named, so each pooled
 * connection parses it once. Returns undefined for a transaction: a statement belongs to the
 * database it was prepared on, so inside a transaction the repo builds its query as usual.
 *
 *   const userById = preparedPerDatabase((db) =>
 *     db.select().from(users).where(eq(users.id, sql.placeholder('id'))).prepare('users_by_id'));
 *   const statement = userById(executor); // then statement.execute({ id })
 */
export function preparedPerDatabase<T>(prepare: (db: Database) => T): (executor: Executor) => T | undefined {
  const statements = new WeakMap<Database, T>();
  return (executor) => {
    if (is(executor, PgTransaction)) return undefined;
    const db = executor as Database;
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
