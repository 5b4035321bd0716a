import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  endpointPath,
  workflowEndpoints,
  workflowEndpointsByName,
  type EndpointName,
} from '@encore/contracts';
import { countRecordedPageViews } from '../modules/analytics/index.ts';
import { registerAuthentication } from './plugins/authentication.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { callRoutes } from './calls/call-routes.ts';
import { useTestApp } from '../testing/use-test-app.ts';

const server = useTestApp();

const url = (path: string) => `${server.baseUrl}${path}`;

// Signed-in calls check the token before the body (decision 053): a malformed call is a 400 only
// for a caller who is signed in.
let signedIn: Record<string, string> = {};
beforeAll(async () => {
  const tokens = await server.signIn({ email: 'malformed@example.com', name: 'Malformed' });
  signedIn = { authorization: `Bearer ${tokens.access_token}` };
});
const tokenFor = (name: EndpointName): Record<string, string> =>
  workflowEndpointsByName[name].auth ? signedIn : {};

describe('GET /healthz', () => {
  it('reports the database as reachable', async () => {
    const response = await fetch(url('/healthz'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });
});

describe('workflow endpoints', () => {
  it.each(workflowEndpoints.filter((endpoint) => endpoint.method === 'POST').map((e) => [e.name]))(
    'POST %s with a malformed body is a 400 naming the bad field',
    async (name) => {
      const response = await fetch(url(`/webhook/${name}`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...tokenFor(name) },
        // Wrong types everywhere: every schema that has fields rejects this.
        body: JSON.stringify({ userId: 42, artistUrl: 7, spotifyId: false, selectedDesigns: 'x' }),
      });
      const body = (await response.json()) as { error: string; message: string; field?: string };
      if (name === 'auth-user') {
        // auth-user takes no fields; it is not malformed, just not built yet.
        expect(response.status).not.toBe(400);
        return;
      }
      expect(response.status).toBe(400);
      expect(body.error).toBe('invalid_request');
      expect(body.field).toBeTruthy();
      expect(body.message).toContain(body.field);
    },
  );

  it.each(workflowEndpoints.filter((endpoint) => endpoint.method === 'GET').map((e) => [e.name]))(
    'GET %s without a userId is a 400 naming userId',
    async (name) => {
      const response = await fetch(url(`/webhook/${name}`), { headers: tokenFor(name) });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_request', field: 'userId' });
    },
  );

  it('answers a body that is not JSON with a 400, not a 500', async () => {
    const response = await fetch(url('/webhook/validate-spotify-artist'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"artistUrl": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_json' });
  });

  it('answers a valid call whose feature is not built with 501 and a clear message', async () => {
    // Every call of the registry is built now, so the route group is mounted here without its
    // handlers, behind an authenticator that lets the named user in.
    const bare = Fastify({ logger: false });
    registerErrorHandler(bare);
    const userId = '0b7e3a42-1d8f-4c55-b1e7-6a3c2d4e5f60';
    const authenticator = registerAuthentication(bare, {
      authenticate: async () => ({
        id: userId,
        sessionId: 'session',
        email: null,
        accessTokenExpiresAt: Math.floor(Date.now() / 1000) + 60,
      }),
    });
    await callRoutes(bare, { handlers: {}, authenticator, publicPerMinute: 100 });
    try {
      const response = await bare.inject({
        method: 'POST',
        url: '/webhook/store/update-status',
        headers: { authorization: 'Bearer token' },
        payload: { userId, isStoreEnabled: true },
      });
      expect(response.statusCode).toBe(501);
      const body = response.json<{ error: string; message: string }>();
      expect(body.error).toBe('not_implemented');
      expect(body.message).toContain('store/update-status');
    } finally {
      await bare.close();
    }
  });

  it('mounts every call of the registry', () => {
    const routes = server.app.printRoutes({ commonPrefix: false });
    for (const endpoint of workflowEndpoints) {
      expect(server.app.hasRoute({ method: endpoint.method, url: endpointPath(endpoint) })).toBe(
        true,
      );
    }
    expect(routes).toContain('webhook');
  });
});

describe('first-party analytics', () => {
  it('stores a batch of page views', async () => {
    const before = await countRecordedPageViews(server.database);
    const event = {
      url: 'http://localhost:3000/v2?invite=abc',
      path: '/v2',
      search: '?invite=abc',
      title: 'Encore',
      authenticated: false,
      userId: null,
      visitorId: '0b9f3c1e-3c55-4c3a-9d0e-8f6f4f1f2a10',
      timestamp: new Date().toISOString(),
    };
    const response = await fetch(url('/api/analytics/page-views'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: [event, { ...event, path: '/privacy' }] }),
    });
    expect(response.status).toBe(202);
    expect(await countRecordedPageViews(server.database)).toBe(before + 2);
  });

  it('rejects a batch with a bad event and stores nothing', async () => {
    const before = await countRecordedPageViews(server.database);
    const response = await fetch(url('/api/analytics/page-views'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ path: '/v2' }] }),
    });
    expect(response.status).toBe(400);
    expect(await countRecordedPageViews(server.database)).toBe(before);
  });
});

describe('serving the SPA', () => {
  it('falls back to index.html for client-side routes, uncached', async () => {
    const response = await fetch(url('/v2/onboarding/spotify'), {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const response = await fetch(url('/assets/index-abc123.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset or API path with a JSON 404, not the SPA', async () => {
    for (const path of ['/assets/missing.js', '/api/nothing', '/webhook/nothing']) {
      const response = await fetch(url(path));
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toContain('application/json');
    }
  });

  it('sends security headers with a CSP that only allows our own scripts', async () => {
    const response = await fetch(url('/v2'));
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('runtime config', () => {
  it('tells the SPA which analytics to use and what the legal pages state', async () => {
    const response = await fetch(url('/api/config'));
    expect(await response.json()).toEqual({
      posthogKey: null,
      posthogHost: 'https://eu.i.posthog.com',
      legal: {
        operator: 'Encore',
        businessAddress: null,
        jurisdiction: 'the country where the operator of this service is established',
        privacyEmail: expect.stringMatching(/^privacy@/),
        contactEmail: expect.stringMatching(/^legal@/),
      },
      debugPanel: false,
    });
  });
});
