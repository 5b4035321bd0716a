// Every signed-in request proves its access token and that the token's session is still active.
// Both answers are kept in memory for a moment, so a busy tab costs no HMAC and no query per call:
// - a verified token's claims, until the token expires (a token never changes);
// - an active session, for `activeTtlMs` (default 5 s).
// A revocation (sign-out, refresh-token reuse, account deletion) drops the session at once here
// and, through `announce`, in every other process. Because a revocation may still be inside its
// transaction when it is announced, the revoked session or user is not cached again for
// `tombstoneMs`: lookups in that window go to the database, which sees the commit. A lost
// announcement (a LISTEN connection reconnecting) is bounded by the short TTL.

export interface SessionRevocation {
  sessionId?: string;
  userId?: string;
}

export interface SessionCacheOptions {
  now?: () => number;
  activeTtlMs?: number;
  tombstoneMs?: number;
  /** Entries kept per map; the oldest go first. */
  maxEntries?: number;
}

interface Cached<T> {
  value: T;
  until: number;
}

/** A Map bounded by insertion order, with per-entry expiry. */
class ExpiringMap<T> {
  readonly #entries = new Map<string, Cached<T>>();
  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number,
  ) {}

  get(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T, until: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, until });
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  deleteWhere(matches: (value: T) => boolean): void {
    for (const [key, entry] of this.#entries) if (matches(entry.value)) this.#entries.delete(key);
  }
}

export interface SessionCache<Claims extends { userId: string; sessionId: string }> {
  claimsOf(token: string): Claims | undefined;
  rememberClaims(token: string, claims: Claims, expiresAtMs: number): void;
  /** True when the session is known active for its user; false means "ask the database". */
  isKnownActive(sessionId: string, userId: string): boolean;
  /** Called after a lookup that started at `lookedUpAt` found the session active. */
  rememberActive(sessionId: string, userId: string, lookedUpAt: number): void;
  /** Forgets the session or every session of the user, here; announcing is the caller's job. */
  revoked(revocation: SessionRevocation): void;
}

export function createSessionCache<Claims extends { userId: string; sessionId: string }>(
  options: SessionCacheOptions = {},
): SessionCache<Claims> {
  const now = options.now ?? Date.now;
  const activeTtlMs = options.activeTtlMs ?? 5_000;
  const tombstoneMs = options.tombstoneMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const claims = new ExpiringMap<Claims>(maxEntries, now);
  const active = new ExpiringMap<string>(maxEntries, now);
  // Revoked sessions and users: not cached again while their revocation may be committing.
  const tombstones = new ExpiringMap<true>(maxEntries, now);

  return {
    claimsOf: (token) => claims.get(token),
    rememberClaims(token, value, expiresAtMs) {
      claims.set(token, value, expiresAtMs);
    },
    isKnownActive: (sessionId, userId) => active.get(sessionId) === userId,
    rememberActive(sessionId, userId, lookedUpAt) {
      if (tombstones.get(`s:${sessionId}`) || tombstones.get(`u:${userId}`)) return;
      active.set(sessionId, userId, lookedUpAt + activeTtlMs);
    },
    revoked({ sessionId, userId }) {
      const until = now() + tombstoneMs;
      if (sessionId !== undefined) {
        tombstones.set(`s:${sessionId}`, true, until);
        active.delete(sessionId);
      }
      if (userId !== undefined) {
        tombstones.set(`u:${userId}`, true, until);
        active.deleteWhere((value) => value === userId);
      }
    },
  };
}
