import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.ts';
import { appSecrets } from '../../../db/schema/index.ts';

/** Inserts the value unless the name exists; either way returns the stored value. */
export async function insertSecretOnce(
  db: DbExecutor,
  name: string,
  value: string,
): Promise<string> {
  await db.insert(appSecrets).values({ name, value }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} was neither inserted nor found`);
  return row.value;
}

export async function findSecret(db: DbExecutor, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  return row?.value;
}
