// HMAC-SHA256 signatures for what the storefront hands browsers to keep (the cart, the access
// cookie of a private store, order links), so nothing needs a database row to be trusted.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface Signer {
  /** `<payload, base64url>.<signature>`: readable, but any change breaks the signature. */
  sign(payload: string): string;
  /** The payload of a token this signer made, or null for anything else. */
  verify(token: string): string | null;
  /** A signature over `parts` alone (joined unambiguously): tokens that carry no payload. */
  mac(...parts: string[]): string;
}

/** Compares two strings in time that does not depend on where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createSigner(key: Buffer): Signer {
  if (key.length < 32) throw new Error('a signing key needs at least 256 bits');
  const digest = (data: string) =>
    createHmac('sha256', key).update(data, 'utf8').digest('base64url');
  return {
    sign(payload) {
      const body = Buffer.from(payload, 'utf8').toString('base64url');
      return `${body}.${digest(body)}`;
    },
    verify(token) {
      const dot = token.indexOf('.');
      if (dot <= 0) return null;
      const body = token.slice(0, dot);
      if (!constantTimeEqual(token.slice(dot + 1), digest(body))) return null;
      return Buffer.from(body, 'base64url').toString('utf8');
    },
    mac(...parts) {
      return digest(parts.map((part) => `${part.length}:${part}`).join('|'));
    },
  };
}
