import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../../../../db/client.ts';
import { oidcAccounts, oidcPayloads, type OidcAccountRow } from '../../../../../db/schema/index.ts';

/**
 * The embedded provider's accounts (its stand-in for Google accounts), by email address. They are
 * never listed: a sign-in page that offered them would show who uses this installation.
 */
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

    /**
     * Removes the account and the provider's sessions, grants and tokens of it (account deletion):
     * the email it returns is all that was left of the person here.
     */
    async forget(subject: string, executor: DbExecutor = db): Promise<string | undefined> {
      const [row] = await executor
        .delete(oidcAccounts)
        .where(eq(oidcAccounts.subject, subject))
        .returning({ email: oidcAccounts.email });
      await executor
        .delete(oidcPayloads)
        .where(sql`${oidcPayloads.payload}->>'accountId' = ${subject}`);
      return row?.email;
    },
  };
}

export type LocalAccounts = ReturnType<typeof createLocalAccounts>;
