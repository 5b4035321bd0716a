import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../../../db/client.ts';
import { oidcAccounts, type OidcAccountRow } from '../../../../../db/schema/index.ts';

/** How many accounts the local sign-in page offers to pick from. */
const LISTED_ACCOUNTS = 20;

/** The embedded provider's accounts (its stand-in for Google accounts), by email address. */
export function createLocalAccounts(db: Db) {
  return {
    async findBySubject(subject: string): Promise<OidcAccountRow | undefined> {
      const [row] = await db.select().from(oidcAccounts).where(eq(oidcAccounts.subject, subject));
      return row;
    },

    /** The account of this email (created on first use); a name given replaces the stored one. */
    async signIn(email: string, name: string | null): Promise<OidcAccountRow> {
      const fallbackName = email.split('@')[0] ?? email;
      const [row] = await db
        .insert(oidcAccounts)
        .values({ subject: randomUUID(), email, name: name ?? fallbackName })
        .onConflictDoUpdate({
          target: oidcAccounts.email,
          set: {
            lastUsedAt: sql`now()`,
            ...(name === null ? {} : { name }),
          },
        })
        .returning();
      if (!row) throw new Error('local account upsert returned no row');
      return row;
    },

    async touch(subject: string): Promise<OidcAccountRow | undefined> {
      const [row] = await db
        .update(oidcAccounts)
        .set({ lastUsedAt: sql`now()` })
        .where(eq(oidcAccounts.subject, subject))
        .returning();
      return row;
    },

    recent(): Promise<OidcAccountRow[]> {
      return db
        .select()
        .from(oidcAccounts)
        .orderBy(desc(oidcAccounts.lastUsedAt))
        .limit(LISTED_ACCOUNTS);
    },
  };
}

export type LocalAccounts = ReturnType<typeof createLocalAccounts>;
