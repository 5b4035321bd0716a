import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../../../../db/client.ts';
import { oidcPayloads } from '../../../../../db/schema/index.ts';

/** Expired rows are swept at most this often, on the way through an upsert. */
const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

function notExpired() {
  return or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`));
}

/**
 * oidc-provider's storage in the `oidc_payloads` table: one row per model and id, with the grant,
 * session uid and user code it is looked up by, its expiry and when it was consumed. Replaces the
 * in-memory development adapter, so sign-ins survive a restart and work across processes.
 */
export function createDrizzleAdapter(db: Db): new (model: string) => Adapter {
  let lastSweep = 0;

  async function sweepNowAndThen(): Promise<void> {
    if (Date.now() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = Date.now();
    await db.delete(oidcPayloads).where(lte(oidcPayloads.expiresAt, sql`now()`));
  }

  async function findWhere(condition: ReturnType<typeof and>): Promise<AdapterPayload | undefined> {
    const [row] = await db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(condition, notExpired()));
    if (!row) return undefined;
    // Our own rows, written by upsert below from what oidc-provider gave us.
    const payload = row.payload as AdapterPayload;
    return row.consumedAt
      ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
      : payload;
  }

  return class DrizzleOidcAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      await sweepNowAndThen();
      const values = {
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values({ model: this.model, id, ...values })
        .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values });
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return findWhere(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return findWhere(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.uid, uid)));
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return findWhere(
        and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.userCode, userCode)),
      );
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.grantId, grantId)));
    }
  };
}
