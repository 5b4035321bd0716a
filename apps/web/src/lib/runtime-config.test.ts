import { describe, expect, it, vi } from 'vitest';

// Each test imports a fresh module: the config is cached per page.
async function load(response: () => Promise<Response>) {
  vi.resetModules();
  const { getRuntimeConfig } = await import('./runtime-config');
  const fetch = vi.fn<typeof globalThis.fetch>(response);
  return { config: await getRuntimeConfig(fetch), fetch };
}

describe('getRuntimeConfig', () => {
  it('reads GET /api/config', async () => {
    const body = { posthogKey: 'phc_x', posthogHost: 'https://eu.i.posthog.com' };
    const { config, fetch } = await load(() => Promise.resolve(Response.json(body)));
    expect(config).toEqual(body);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/config');
  });

  it('is null when the server has no config or answers nonsense', async () => {
    expect(
      (await load(() => Promise.resolve(new Response('', { status: 404 })))).config,
    ).toBeNull();
    expect((await load(() => Promise.resolve(Response.json({ nope: 1 })))).config).toBeNull();
    expect((await load(() => Promise.reject(new TypeError('offline')))).config).toBeNull();
  });
});
