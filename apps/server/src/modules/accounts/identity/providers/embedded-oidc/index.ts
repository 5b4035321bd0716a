import type { BaseLogger } from 'pino';
import type { EmbeddedSignInMode } from '../../../../../config-sign-in.ts';
import type { Database } from '../../../../../db/client.ts';
import type { IdentityProvider } from '../../identity-provider.ts';
import { createLocalAccounts } from './accounts.ts';
import type { SignInMailer } from './code-email.ts';
import { EMBEDDED_CLIENT_ID, loadEmbeddedProviderKeys } from './keys.ts';
import { createEmbeddedOidcProvider, EMBEDDED_MOUNT_PATH } from './provider.ts';
import { registerEmbeddedProviderRoutes } from './routes.ts';
import { createSignInCodes } from './sign-in-codes.ts';

export interface EmbeddedIdentityProviderOptions {
  database: Pick<Database, 'db'>;
  publicUrl: string;
  /** Where Encore's OIDC client receives the code. */
  redirectUri: string;
  /** Where people go back to from an error page. */
  homeUrl: string;
  signInPerMinute: number;
  /** `quick` (localhost only: any email, no proof) or `email` (a one-time code by email). */
  mode: EmbeddedSignInMode;
  /** Sends the email mode's codes: SMTP, or .eml files in DATA_DIR/outbox. */
  mailer: SignInMailer;
  logger: Pick<BaseLogger, 'warn' | 'error'>;
}

/**
 * The OpenID provider built into Encore, at `<PUBLIC_URL>/oidc`: the default when Google is not
 * configured. Its sign-in page asks for an email and a name; on a public address it then emails a
 * one-time code that proves the address (decision 051). It never lists the accounts it knows.
 */
export async function createEmbeddedIdentityProvider(
  options: EmbeddedIdentityProviderOptions,
): Promise<IdentityProvider> {
  const { database, publicUrl } = options;
  const issuer = new URL(`${publicUrl}${EMBEDDED_MOUNT_PATH}`);
  const keys = await loadEmbeddedProviderKeys(database);
  const accounts = createLocalAccounts(database.db);
  const codes = createSignInCodes(database.db, keys.codeKey);
  const provider = await createEmbeddedOidcProvider({
    issuer: issuer.href,
    redirectUri: options.redirectUri,
    homeUrl: options.homeUrl,
    keys,
    db: database.db,
    accounts,
    logger: options.logger,
  });
  return {
    id: 'local',
    issuer,
    scope: 'openid email profile offline_access',
    // `login` always shows the account chooser (Google: select_account); oidc-provider only
    // grants offline_access with `consent`, which the sign-in page gives for Encore itself.
    authorizationParams: { prompt: 'login consent' },
    allowInsecureRequests: issuer.protocol === 'http:',
    clientCredentials: async () => ({
      clientId: EMBEDDED_CLIENT_ID,
      clientSecret: keys.clientSecret,
    }),
    registerRoutes: (app) =>
      registerEmbeddedProviderRoutes(app, {
        provider,
        accounts,
        publicUrl: new URL(publicUrl),
        homeUrl: options.homeUrl,
        signInPerMinute: options.signInPerMinute,
        mode: options.mode,
        emailCodes: { codes, mailer: options.mailer, logger: options.logger },
      }),
    async forget(subject, tx) {
      const email = await accounts.forget(subject, tx);
      if (email !== undefined) await codes.forgetEmail(email, tx);
    },
  };
}
