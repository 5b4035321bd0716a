import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../../../../db/client.ts';
import { oidcSignInCodes } from '../../../../../db/schema/index.ts';

// The emailed one-time codes of the built-in provider (EMBEDDED_SIGN_IN=email). Everything is
// decided by the database (its clock, its atomic updates), so the limits hold across processes.

export const CODE_DIGITS = 6;
export const CODE_TTL_MINUTES = 10;
/** Wrong entries a code allows; then it is spent and a new one must be asked for. */
export const MAX_ATTEMPTS = 5;
/** Codes sent per address, and per client IP, in an hour. */
export const CODES_PER_EMAIL_PER_HOUR = 5;
export const CODES_PER_IP_PER_HOUR = 20;

const SWEEP_INTERVAL_MS = 5 * 60 * 1000;
const hourAgo = sql`now() - interval '1 hour'`;

export type IssueResult =
  { ok: true; code: string } | { ok: false; reason: 'too_many_for_email' | 'too_many_for_ip' };

export type VerifyResult =
  | { ok: true; email: string; name: string | null }
  | { ok: false; reason: 'wrong'; attemptsLeft: number }
  | { ok: false; reason: 'expired' };

function hmac(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Only an HMAC of each code is stored, keyed with a secret of this installation and bound to the
 * row, so a copy of the table neither shows codes nor lets one be checked without the key.
 */
export function createSignInCodes(db: Db, key: Buffer) {
  let lastSweep = 0;
  const codeHash = (id: string, code: string) => hmac(key, `code:${id}:${code}`);
  const ipHash = (ip: string) => hmac(key, `ip:${ip}`);

  // Rows are kept an hour, the window the rate limits count; older ones are dropped on the way.
  async function sweepNowAndThen(): Promise<void> {
    if (Date.now() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = Date.now();
    await db.delete(oidcSignInCodes).where(lt(oidcSignInCodes.createdAt, hourAgo));
  }

  async function sentInLastHour(condition: ReturnType<typeof eq>): Promise<number> {
    const [row] = await db
      .select({ sent: count() })
      .from(oidcSignInCodes)
      .where(and(condition, gt(oidcSignInCodes.createdAt, hourAgo)));
    return row?.sent ?? 0;
  }

  return {
    /** A new code for this sign-in page, replacing any it had, unless a rate limit says no. */
    async issue(input: {
      interactionUid: string;
      email: string;
      name: string | null;
      ip: string;
    }): Promise<IssueResult> {
      await sweepNowAndThen();
      const ip = ipHash(input.ip);
      if (
        (await sentInLastHour(eq(oidcSignInCodes.email, input.email))) >= CODES_PER_EMAIL_PER_HOUR
      ) {
        return { ok: false, reason: 'too_many_for_email' };
      }
      if ((await sentInLastHour(eq(oidcSignInCodes.ipHash, ip))) >= CODES_PER_IP_PER_HOUR) {
        return { ok: false, reason: 'too_many_for_ip' };
      }
      // Expired rather than deleted: they still count towards the limits.
      await db
        .update(oidcSignInCodes)
        .set({ expiresAt: sql`now()` })
        .where(
          and(
            eq(oidcSignInCodes.interactionUid, input.interactionUid),
            isNull(oidcSignInCodes.consumedAt),
          ),
        );
      const id = randomUUID();
      const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
      await db.insert(oidcSignInCodes).values({
        id,
        interactionUid: input.interactionUid,
        email: input.email,
        name: input.name,
        codeHash: codeHash(id, code),
        ipHash: ip,
        expiresAt: sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
      });
      return { ok: true, code };
    },

    /** Where the live code of this page was sent (and the name typed), if there is one. */
    async pending(
      interactionUid: string,
    ): Promise<{ email: string; name: string | null } | undefined> {
      const [row] = await db
        .select({ email: oidcSignInCodes.email, name: oidcSignInCodes.name })
        .from(oidcSignInCodes)
        .where(
          and(
            eq(oidcSignInCodes.interactionUid, interactionUid),
            isNull(oidcSignInCodes.consumedAt),
            gt(oidcSignInCodes.expiresAt, sql`now()`),
            lt(oidcSignInCodes.attempts, MAX_ATTEMPTS),
          ),
        );
      return row;
    },

    /**
     * Counts the try first (one atomic update), then compares: parallel guesses cannot get more
     * than MAX_ATTEMPTS tries, and a right code is spent by the one update that marks it used.
     */
    async verify(interactionUid: string, code: string): Promise<VerifyResult> {
      const [row] = await db
        .update(oidcSignInCodes)
        .set({ attempts: sql`${oidcSignInCodes.attempts} + 1` })
        .where(
          and(
            eq(oidcSignInCodes.interactionUid, interactionUid),
            isNull(oidcSignInCodes.consumedAt),
            gt(oidcSignInCodes.expiresAt, sql`now()`),
            lt(oidcSignInCodes.attempts, MAX_ATTEMPTS),
          ),
        )
        .returning();
      if (!row) return { ok: false, reason: 'expired' };
      if (!sameText(codeHash(row.id, code), row.codeHash)) {
        const attemptsLeft = MAX_ATTEMPTS - row.attempts;
        return attemptsLeft > 0
          ? { ok: false, reason: 'wrong', attemptsLeft }
          : { ok: false, reason: 'expired' };
      }
      const [used] = await db
        .update(oidcSignInCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(oidcSignInCodes.id, row.id), isNull(oidcSignInCodes.consumedAt)))
        .returning({ id: oidcSignInCodes.id });
      if (!used) return { ok: false, reason: 'expired' };
      return { ok: true, email: row.email, name: row.name };
    },

    /** Every code sent to this address (account deletion). */
    async forgetEmail(email: string, executor: DbExecutor = db): Promise<void> {
      await executor.delete(oidcSignInCodes).where(eq(oidcSignInCodes.email, email));
    },
  };
}

export type SignInCodes = ReturnType<typeof createSignInCodes>;
