import type { Database } from '../../../db/client.ts';
import { findSecret, insertSecretOnce } from './repository.ts';

/**
 * A key generated the first time it is needed and kept in the database from then on, so every
 * process and every restart uses the same one. Two processes starting together both generate a
 * value, but only the first insert wins and both return it.
 */
export async function getOrCreateSecret(
  database: Pick<Database, 'db'>,
  name: string,
  generate: () => string | Promise<string>,
): Promise<string> {
  const existing = await findSecret(database.db, name);
  if (existing !== undefined) return existing;
  return insertSecretOnce(database.db, name, await generate());
}
