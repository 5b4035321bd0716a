// The day's salt of visitor hashes (decision 052): random, stored in the database so that every
// process hashes a visitor alike, and deleted once its day is over. A salt derived from a server
// secret and the date would need no table, but could be derived again at any later time, and
// with it every stored hash checked against the 4 billion IPv4 addresses: a deleted random salt
// cannot be.
import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storeVisitorDays, visitorSalts } from '../../db/schema/index.ts';

export interface VisitorSalts {
  /** The salt of a UTC day, made on first use by whichever process asks first. */
  saltFor(day: string): Promise<Buffer>;
  /** The salt of `day` if this process already has it (no query). */
  cached(day: string): Buffer | undefined;
  /** Deletes the salts and visitor hashes of days before `day`, here and in the database. */
  forgetBefore(day: string): Promise<void>;
}

export function createVisitorSalts(db: Db): VisitorSalts {
  const loaded = new Map<string, Buffer>();
  const loading = new Map<string, Promise<Buffer>>();

  async function load(day: string): Promise<Buffer> {
    await db
      .insert(visitorSalts)
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflictDoNothing({ target: visitorSalts.day });
    // Another process may have won the insert: its salt is the day's salt.
    const [row] = await db.select().from(visitorSalts).where(eq(visitorSalts.day, day));
    if (!row) throw new Error(`the visitor salt of ${day} was not stored`);
    const salt = Buffer.from(row.salt, 'base64url');
    loaded.set(day, salt);
    return salt;
  }

  return {
    saltFor(day) {
      const salt = loaded.get(day);
      if (salt) return Promise.resolve(salt);
      let pending = loading.get(day);
      if (!pending) {
        pending = load(day).finally(() => loading.delete(day));
        loading.set(day, pending);
      }
      return pending;
    },
    cached: (day) => loaded.get(day),
    async forgetBefore(day) {
      for (const known of loaded.keys()) if (known < day) loaded.delete(known);
      await db.delete(storeVisitorDays).where(lt(storeVisitorDays.day, day));
      await db.delete(visitorSalts).where(lt(visitorSalts.day, day));
    },
  };
}
