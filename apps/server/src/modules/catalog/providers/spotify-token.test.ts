import { describe, expect, it, vi } from 'vitest';
import { CatalogUnavailableError } from '../errors.ts';
import { createSpotifyTokenSource } from './spotify-token.ts';

function tokenResponse(accessToken: string, expiresIn: number): Response {
  return Response.json({ access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn });
}

function source(responses: Response[], clock: { now: number }) {
  const send = vi.fn(() =>
    Promise.resolve(responses.shift() ?? new Response(null, { status: 500 })),
  );
  const tokens = createSpotifyTokenSource({
    clientId: 'id',
    clientSecret: 'secret',
    accountsBaseUrl: 'http://accounts.test/',
    send,
    now: () => clock.now,
  });
  return { tokens, send };
}

describe('Spotify app token', () => {
  it('posts to <accounts>/api/token', async () => {
    const { tokens, send } = source([tokenResponse('a', 3600)], { now: 0 });
    await tokens.get();
    expect(send).toHaveBeenCalledWith('http://accounts.test/api/token', expect.anything());
  });

  it('is reused until a minute before it expires, then renewed', async () => {
    const clock = { now: 0 };
    const { tokens, send } = source([tokenResponse('a', 3600), tokenResponse('b', 3600)], clock);
    expect(await tokens.get()).toBe('a');
    clock.now = 3_539_999;
    expect(await tokens.get()).toBe('a');
    clock.now = 3_540_000;
    expect(await tokens.get()).toBe('b');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('renews a very short-lived token halfway through its life', async () => {
    const clock = { now: 0 };
    const { tokens } = source([tokenResponse('a', 10), tokenResponse('b', 10)], clock);
    expect(await tokens.get()).toBe('a');
    clock.now = 4_999;
    expect(await tokens.get()).toBe('a');
    clock.now = 5_000;
    expect(await tokens.get()).toBe('b');
  });

  it('shares one request between concurrent callers', async () => {
    const { tokens, send } = source([tokenResponse('a', 3600)], { now: 0 });
    expect(await Promise.all([tokens.get(), tokens.get(), tokens.get()])).toEqual(['a', 'a', 'a']);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('fetches again after being invalidated', async () => {
    const { tokens } = source([tokenResponse('a', 3600), tokenResponse('b', 3600)], { now: 0 });
    await tokens.get();
    tokens.invalidate();
    expect(await tokens.get()).toBe('b');
  });

  it('does not cache a failure', async () => {
    const { tokens } = source([new Response('{}', { status: 500 }), tokenResponse('a', 3600)], {
      now: 0,
    });
    await expect(tokens.get()).rejects.toBeInstanceOf(CatalogUnavailableError);
    expect(await tokens.get()).toBe('a');
  });

  it('refuses a token response it cannot read', async () => {
    const { tokens } = source([Response.json({ token: 'x' })], { now: 0 });
    await expect(tokens.get()).rejects.toThrow(/cannot read/);
  });
});
