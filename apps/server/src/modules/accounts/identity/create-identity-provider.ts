import type { BaseLogger } from 'pino';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { IdentityProvider } from './identity-provider.ts';
import type { SignInMailer } from './providers/embedded-oidc/code-email.ts';
import { createEmbeddedIdentityProvider } from './providers/embedded-oidc/index.ts';
import { createGoogleIdentityProvider } from './providers/google/google-provider.ts';

/** Chosen once from the configuration: Google when its client is set, else the embedded one. */
export function createIdentityProvider(options: {
  config: Pick<Config, 'identityProvider' | 'publicUrl' | 'rateLimits'>;
  database: Pick<Database, 'db'>;
  redirectUri: string;
  homeUrl: string;
  /** Sends the built-in provider's sign-in codes (EMBEDDED_SIGN_IN=email). */
  mailer: SignInMailer;
  logger: Pick<BaseLogger, 'warn' | 'error'>;
}): Promise<IdentityProvider> {
  const { config } = options;
  if (config.identityProvider.kind === 'google') {
    return Promise.resolve(createGoogleIdentityProvider(config.identityProvider));
  }
  return createEmbeddedIdentityProvider({
    database: options.database,
    publicUrl: config.publicUrl,
    redirectUri: options.redirectUri,
    homeUrl: options.homeUrl,
    signInPerMinute: config.rateLimits.signInPerMinute,
    mode: config.identityProvider.signIn,
    mailer: options.mailer,
    logger: options.logger,
  });
}
