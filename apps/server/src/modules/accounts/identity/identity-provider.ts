import type { FastifyInstance } from 'fastify';
import type { DbTransaction } from '../../../db/client.ts';

/**
 * An OpenID Connect identity provider Encore signs people in with. The OIDC client code
 * (modules/auth/oidc-client.ts) is the same for every provider; only what is here differs.
 */
export interface IdentityProvider {
  /** Stored with each identity link: 'google' or 'local' (the embedded provider). */
  readonly id: 'google' | 'local';
  /** The issuer identifier; discovery is `<issuer>/.well-known/openid-configuration`. */
  readonly issuer: URL;
  readonly scope: string;
  /** Provider-specific authorization parameters (account chooser, offline access). */
  readonly authorizationParams: Readonly<Record<string, string>>;
  /** Plain-http discovery and calls: only for the embedded provider on a development address. */
  readonly allowInsecureRequests: boolean;
  clientCredentials(): Promise<{ clientId: string; clientSecret: string }>;
  /** Mounts whatever the provider serves from this server itself (the embedded one does). */
  registerRoutes(app: FastifyInstance): Promise<void>;
  /**
   * Account deletion: removes what the provider itself keeps of this subject, in the deletion's
   * transaction (the embedded one: its account row with the email and name, its sessions and
   * codes). Google keeps its accounts: nothing to do.
   */
  forget(subject: string, tx: DbTransaction): Promise<void>;
}
