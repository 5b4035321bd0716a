// Issue 14 deliver 9: a whole journey behind https — sign in, onboard, designs, launch, a private
// store's password, a storefront order in test mode, refresh, sign out — with the server's log
// captured at trace level. Every cookie a browser gets is Secure, and the log holds none of the
// journey's secrets: tokens, codes, keys, the store's password, cookie values.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getStoreDataResponseSchema,
  tokenResponseSchema,
  v2DesignsResponseSchema,
  type EndpointName,
  type StoreDetails,
  type TokenResponse,
} from '@encore/contracts';
import { demoArtists } from '@encore/demo-catalog';
import { appSecrets, storeProducts, stores } from '../db/schema/index.ts';
import { setCapacity } from '../modules/admission/index.ts';
import { createTestBrowser } from '../testing/browser.ts';
import { startHttpsProxy, type HttpsProxy } from '../testing/https-proxy.ts';
import { signInWithLocalProvider, type SignInResult } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Cookies whose value is no credential: oidc-provider's interaction cookies hold the interaction's
 * id, which is in its URL anyway (their signatures, `.sig`, are the secret part); `encore_seen` is
 * the storefront's old visit time, cleared where still set.
 */
const NOT_SECRET_COOKIES = new Set(['_interaction', '_interaction_resume', 'encore_seen']);

const lines: string[] = [];
let proxy: HttpsProxy;
let server: TestApp;
const tlsCheck = process.env.NODE_TLS_REJECT_UNAUTHORIZED;

beforeAll(async () => {
  // The proxy's certificate is self-signed: this process (test and server alike) accepts it.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  proxy = await startHttpsProxy();
  server = await createTestApp(
    {
      PUBLIC_URL: proxy.origin,
      LOG_LEVEL: 'trace',
      DESIGN_PRINT_SCALE: 'preview',
      DESIGN_MOCKUP_WIDTH: '300',
    },
    { logStream: { write: (line) => lines.push(line) } },
  );
  proxy.target = `http://127.0.0.1:${server.config.port}`;
});

afterAll(async () => {
  await server.close();
  await proxy.close();
  if (tlsCheck === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = tlsCheck;
});

const call = (name: EndpointName, tokens: TokenResponse, body: Record<string, unknown> = {}) =>
  server.call(name, { userId: tokens.user.id, ...body }, tokens.access_token);

async function refresh(refreshToken: string): Promise<TokenResponse> {
  const response = await fetch(`${server.baseUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  });
  expect(response.status).toBe(200);
  return tokenResponseSchema.parse(await response.json());
}

async function storeData(tokens: TokenResponse): Promise<StoreDetails> {
  return getStoreDataResponseSchema.parse((await call('get-store-data', tokens)).body);
}

/** The query values of every hop of the sign-in: codes, state, nonce, PKCE challenge. */
function hopSecrets(result: SignInResult): string[] {
  const names = ['code', 'state', 'nonce', 'code_challenge', 'handoff'];
  return result.steps
    .flatMap((step) => step.hops)
    .flatMap((hop) => [hop.url, hop.location ?? ''])
    .flatMap((url) => {
      const query = new URL(url, server.baseUrl).searchParams;
      return names.map((name) => query.get(name) ?? '');
    });
}

/** The long string values inside a JSON text (none when it is not JSON). */
function jsonStrings(text: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string' && value.length >= 16) found.push(value);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(parsed);
  return found;
}

describe('a whole journey behind https', () => {
  it('sets only Secure cookies and logs none of its secrets', { timeout: 120_000 }, async () => {
    const secrets: Record<string, string> = {};
    const keep = (name: string, value: string | null | undefined) => {
      if (value) secrets[`${name} ${Object.keys(secrets).length}`] = value;
    };

    // Sign in through the built-in provider, over https.
    const signedIn = await signInWithLocalProvider(server.baseUrl, {
      email: 'journey@example.com',
      name: 'Journey Person',
    });
    let tokens = signedIn.tokens;
    keep('handoff', signedIn.handoff);
    for (const value of hopSecrets(signedIn)) keep('sign-in hop', value);

    // Onboard: an artist of the offline catalog, with room for them.
    await setCapacity(server.database.db, 100);
    const onboarded = await call('submit-onboarding', tokens, {
      spotifyId: demoArtists[2]?.id ?? '',
      inviteToken: '',
    });
    expect(onboarded.status).toBe(200);

    // Designs, made by the workers; their pictures reached through signed links.
    const designs = await vi.waitFor(
      async () => {
        const { body } = await call('v2/designs', tokens);
        const list = v2DesignsResponseSchema.parse(body).designs;
        if (list.length === 0 || list.some((design) => design.status !== 'ready')) {
          throw new Error('designs not ready yet');
        }
        return list;
      },
      { timeout: 90_000, interval: 250 },
    );
    const image = await fetch(designs[0]?.design ?? '');
    expect(image.status).toBe(200);
    keep('file link', new URL(designs[0]?.design ?? '').searchParams.get('sig'));

    // Launch, then make the store private with a password and enter it as a fan would.
    const launched = await call('build-store', tokens, {
      selectedDesigns: designs.slice(0, 2).map((design) => design.id),
    });
    expect(launched.status).toBe(200);
    const live = await vi.waitFor(
      async () => {
        const data = await storeData(tokens);
        if (data.storeState !== 'ready') throw new Error(`store is ${data.storeState}`);
        return data;
      },
      { timeout: 30_000, interval: 200 },
    );
    const storeUrl = live.shopifyStoreUrl ?? '';
    expect(storeUrl.startsWith(`${proxy.origin}/shop/`)).toBe(true);
    expect((await call('store/update-privacy', tokens, { isStorePrivate: true })).status).toBe(200);
    const password = 'backstage-pass';
    expect((await call('store/update-password', tokens, { password })).status).toBe(200);
    keep('store password', password);
    const [store] = await server.database.db
      .select()
      .from(stores)
      .where(eq(stores.userId, tokens.user.id));
    keep('store share key', store?.accessKey);

    const fan = createTestBrowser(server.baseUrl);
    const entered = await fan.request(`${storeUrl}/password`, {
      method: 'POST',
      form: { password, next: new URL(storeUrl).pathname },
    });
    expect(entered.response.status).toBe(200);
    expect(entered.url.pathname).toBe(new URL(storeUrl).pathname);

    // A storefront order in test mode.
    const [product] = await server.database.db
      .select()
      .from(storeProducts)
      .where(eq(storeProducts.storeId, store?.id ?? ''));
    const variant = product?.variants[0];
    const added = await fan.request(`${storeUrl}/cart`, {
      method: 'POST',
      form: {
        product: product?.id ?? '',
        ...(variant?.size ? { size: variant.size } : {}),
        color: variant?.color ?? '',
        quantity: '1',
      },
    });
    expect(added.url.pathname).toBe(`${new URL(storeUrl).pathname}/cart`);
    const payPage = await fan.request(`${storeUrl}/checkout`, {
      method: 'POST',
      form: {
        email: 'fan@example.com',
        name: 'Ada Fan',
        line1: '1 Main St',
        line2: '',
        city: 'Springfield',
        region: 'IL',
        postalCode: '62701',
        country: 'US',
      },
    });
    expect(payPage.url.pathname).toMatch(/\/pay\/[0-9a-f-]{36}$/);
    for (const value of payPage.url.searchParams.values()) keep('pay link', value);
    const paid = await fan.request(
      `${payPage.url.origin}${payPage.url.pathname}${payPage.url.search}`,
      {
        method: 'POST',
        form: {},
      },
    );
    expect(paid.body).toContain('Thank you for your order!');
    for (const value of paid.url.searchParams.values()) keep('order link', value);

    // Refresh (twice at once, as two tabs would), then sign out.
    const [refreshed] = await Promise.all([
      refresh(tokens.refresh_token),
      refresh(tokens.refresh_token),
    ]);
    keep('access token', tokens.access_token);
    keep('refresh token', tokens.refresh_token);
    tokens = refreshed;
    keep('access token', tokens.access_token);
    keep('refresh token', tokens.refresh_token);
    const out = await fetch(`${server.baseUrl}/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(out.status).toBeLessThan(300);

    // Every cookie set over the journey is Secure (and HttpOnly: no script reads them).
    expect(proxy.setCookies.length).toBeGreaterThan(3);
    for (const { path, header } of proxy.setCookies) {
      expect(header, `${path}: ${header.split('=')[0] ?? ''}`).toMatch(/;\s*secure(;|$)/i);
      expect(header, `${path}: ${header.split('=')[0] ?? ''}`).toMatch(/;\s*httponly(;|$)/i);
      const name = header.split('=')[0] ?? '';
      if (!NOT_SECRET_COOKIES.has(name)) keep(`cookie ${name}`, /^[^=]+=([^;]*)/.exec(header)?.[1]);
    }

    // The server's keys and secrets (session keys, the provider's client secret and cookie keys).
    for (const row of await server.database.db.select().from(appSecrets)) {
      keep(`app secret ${row.name}`, row.value);
      // JSON ones (signing keys, cookie keys): each of their values on its own.
      for (const value of jsonStrings(row.value)) keep(`app secret ${row.name} part`, value);
    }
    expect(Object.keys(secrets).length).toBeGreaterThan(30);

    // A request's line is written once its answer has gone: give the last one a moment.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const log = lines.join('');
    expect(log).toContain('"msg":"request"');
    const leaked = Object.entries(secrets)
      .filter(([, value]) => value.length >= 8 && log.includes(value))
      .map(([name]) => name);
    expect(leaked).toEqual([]);
    // No JSON Web Token of any kind (access, ID): header and payload both start `eyJ`.
    expect(log).not.toMatch(/eyJ[\w-]{10,}\.eyJ[\w-]{10,}/);
  });
});
