import type { Configuration, Provider } from 'oidc-provider';
import type { BaseLogger } from 'pino';
import type { Db } from '../../../../../db/client.ts';
import { loggableError } from '../../../../../shared/loggable-error.ts';
import type { LocalAccounts } from './accounts.ts';
import { createDrizzleAdapter } from './adapter.ts';
import { EMBEDDED_CLIENT_ID, type EmbeddedProviderKeys } from './keys.ts';
import { renderProblemPage } from './page-layout.ts';

/** Where the provider is mounted on Encore's own server; part of its issuer. */
export const EMBEDDED_MOUNT_PATH = '/oidc';

const DAY = 24 * 3600;

export interface EmbeddedProviderOptions {
  issuer: string;
  redirectUri: string;
  /** Where its error page sends people: the SPA. */
  homeUrl: string;
  keys: EmbeddedProviderKeys;
  db: Db;
  accounts: LocalAccounts;
  logger: Pick<BaseLogger, 'warn' | 'error'>;
}

/**
 * oidc-provider configured as Encore's local stand-in for Google: one static first-party client,
 * code flow with PKCE only, storage and keys in the database, Encore's own sign-in page instead of
 * the development interactions, consent granted by that page for the first-party client.
 */
export async function createEmbeddedOidcProvider(
  options: EmbeddedProviderOptions,
): Promise<Provider> {
  // Loaded only when the embedded provider is in use: a Google installation never imports it.
  const { default: OidcProvider } = await import('oidc-provider');
  const { keys, accounts, logger } = options;

  const configuration: Configuration = {
    adapter: createDrizzleAdapter(options.db),
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        client_secret: keys.clientSecret,
        client_name: 'Encore',
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: keys.jwks,
    cookies: {
      keys: keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', path: EMBEDDED_MOUNT_PATH },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx, subject) {
      const account = await accounts.findBySubject(subject);
      if (!account) return undefined;
      return {
        accountId: account.subject,
        claims: () => ({
          sub: account.subject,
          email: account.email,
          email_verified: true,
          name: account.name,
        }),
      };
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      userinfo: { enabled: true },
    },
    interactions: {
      url: (_ctx, interaction) => `${EMBEDDED_MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    pkce: { required: () => true },
    clientBasedCORS: () => false,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 900,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = renderProblemPage({
        title: 'Sign-in could not continue',
        message: out.error_description ?? out.error,
        homeUrl: options.homeUrl,
      });
    },
  };

  const provider = new OidcProvider(options.issuer, configuration);
  // Its URLs and cookie flags follow PUBLIC_URL (see routes.ts), passed as forwarded headers.
  provider.proxy = true;
  provider.on('server_error', (_ctx, error) => {
    logger.error({ oidcError: loggableError(error) }, 'embedded OpenID provider: server error');
  });
  // Koa would print uncaught errors with console.error; they go to the server's log instead.
  const koaEvents: NodeJS.EventEmitter = provider;
  koaEvents.on('error', (error: unknown) => {
    logger.error({ oidcError: loggableError(error) }, 'embedded OpenID provider: request failed');
  });
  return provider;
}
