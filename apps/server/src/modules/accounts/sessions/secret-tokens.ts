import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable token for a browser to hold (256 bits, URL-safe). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of a token. The tokens are 256-bit random values, so a plain
 * SHA-256 is enough: there is nothing to brute-force.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares two secrets without leaking, through timing, how much of them matched. */
export function secretsEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a, 'utf8').digest();
  const right = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}
