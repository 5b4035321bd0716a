import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import { z } from 'zod';
import type { Database } from '../../../../../db/client.ts';
import { getOrCreateSecret } from '../../../secrets/service.ts';

/** The first-party client the server's OIDC code signs in as. */
export const EMBEDDED_CLIENT_ID = 'encore-web';

const privateJwksSchema = z.object({
  keys: z
    .array(z.looseObject({ kty: z.string(), kid: z.string(), alg: z.string().optional() }))
    .min(1),
});
const cookieKeysSchema = z.array(z.string().min(32)).min(1);

export interface EmbeddedProviderKeys {
  /** Private signing keys (ID tokens). */
  jwks: z.infer<typeof privateJwksSchema>;
  /** Keys that sign the provider's cookies; the first signs, all verify. */
  cookieKeys: string[];
  clientSecret: string;
  /** Keys the HMACs of emailed sign-in codes and of client IPs (sign-in-codes.ts). */
  codeKey: Buffer;
}

const randomSecret = () => randomBytes(32).toString('base64url');

async function generateSigningJwks(): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return JSON.stringify({ keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] });
}

/**
 * The embedded provider's keys and client secret, generated on first start and kept in the
 * database, so that sessions, cookies and the client survive restarts (and other processes).
 */
export async function loadEmbeddedProviderKeys(
  database: Pick<Database, 'db'>,
): Promise<EmbeddedProviderKeys> {
  const [jwks, cookieKeys, clientSecret, codeKey] = await Promise.all([
    getOrCreateSecret(database, 'oidc.jwks', generateSigningJwks),
    getOrCreateSecret(database, 'oidc.cookie_keys', () => JSON.stringify([randomSecret()])),
    getOrCreateSecret(database, `oidc.client_secret.${EMBEDDED_CLIENT_ID}`, randomSecret),
    getOrCreateSecret(database, 'oidc.sign_in_code_key', randomSecret),
  ]);
  return {
    jwks: privateJwksSchema.parse(JSON.parse(jwks)),
    cookieKeys: cookieKeysSchema.parse(JSON.parse(cookieKeys)),
    clientSecret,
    codeKey: Buffer.from(codeKey, 'base64url'),
  };
}
