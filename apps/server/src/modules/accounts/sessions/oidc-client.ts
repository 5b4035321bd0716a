import * as oidc from 'openid-client';
import type { IdentityProvider } from '../identity/identity-provider.ts';

/** What Encore keeps of a provider's answer: the account and its profile. */
export interface ProviderIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcClient {
  /** A fresh authorization request: code flow, PKCE (S256), state and nonce. */
  createAuthorizationRequest(): Promise<AuthorizationRequest>;
  /**
   * Checks the provider's redirect (state, iss, code), redeems the code with the PKCE verifier,
   * validates the ID token (nonce) and reads email and name from userinfo.
   */
  redeem(
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<ProviderIdentity>;
}

function stringClaim(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The one OpenID Connect client (openid-client v6) for every identity provider: discovery is done
 * on first use and kept; a failed discovery is retried on the next sign-in.
 */
export function createOidcClient(provider: IdentityProvider, redirectUri: string): OidcClient {
  let configuration: Promise<oidc.Configuration> | undefined;

  function discover(): Promise<oidc.Configuration> {
    configuration ??= (async () => {
      const { clientId, clientSecret } = await provider.clientCredentials();
      return oidc.discovery(
        provider.issuer,
        clientId,
        { redirect_uris: [redirectUri], response_types: ['code'] },
        oidc.ClientSecretPost(clientSecret),
        {
          execute: provider.allowInsecureRequests ? [oidc.allowInsecureRequests] : [],
          timeout: 10,
        },
      );
    })().catch((error: unknown) => {
      configuration = undefined;
      throw error;
    });
    return configuration;
  }

  return {
    async createAuthorizationRequest() {
      const config = await discover();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        ...provider.authorizationParams,
        redirect_uri: redirectUri,
        scope: provider.scope,
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, state, nonce, codeVerifier };
    },

    async redeem(callbackUrl, checks) {
      const config = await discover();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('the provider returned no ID token');
      const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
      const email = stringClaim(userinfo.email) ?? stringClaim(idToken.email);
      if (email === null) throw new MissingEmailError();
      return {
        subject: idToken.sub,
        email,
        emailVerified: (userinfo.email_verified ?? idToken.email_verified) === true,
        name: stringClaim(userinfo.name) ?? stringClaim(idToken.name),
        picture: stringClaim(userinfo.picture) ?? stringClaim(idToken.picture),
      };
    },
  };
}

/** The account has no email address Encore could show or reach. */
export class MissingEmailError extends Error {
  override readonly name = 'MissingEmailError';
  constructor() {
    super('the identity provider did not share an email address');
  }
}
