// The refresh token that replaces a spent one is derived from it: HMAC-SHA256 under a key only the
// server holds. A retry of the same refresh can then be answered with the same new token although
// the database keeps only token hashes; and knowing a spent token is not enough to compute its
// successor without the key.
import { createHmac } from 'node:crypto';

export interface Successors {
  /** The refresh token that replaces `refreshToken` (256 bits, URL-safe). */
  of(refreshToken: string): Promise<string>;
}

export function createSuccessors(loadKey: () => Promise<string>): Successors {
  let key: Promise<Buffer> | undefined;
  const keyOnce = () => {
    key ??= loadKey().then(
      (value) => Buffer.from(value, 'base64url'),
      (error: unknown) => {
        key = undefined; // the next refresh tries again
        throw error;
      },
    );
    return key;
  };
  return {
    async of(refreshToken) {
      return createHmac('sha256', await keyOnce())
        .update(`refresh-successor/v1\n${refreshToken}`, 'utf8')
        .digest('base64url');
    },
  };
}
