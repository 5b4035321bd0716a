import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAuthentication } from '../plugins/authentication.ts';
import { publicCalls, signedInCalls, type CallHandlers } from './call.ts';
import { callRoutes } from './call-routes.ts';

async function mount(handlers: CallHandlers) {
  const app = Fastify();
  const authenticator = registerAuthentication(app, { authenticate: async () => null });
  try {
    await callRoutes(app, { handlers, authenticator, publicPerMinute: 100 });
  } finally {
    await app.close();
  }
}

describe('call registration', () => {
  it('refuses at start-up a signed-in handler on a public endpoint', async () => {
    const handlers = signedInCalls({
      'validate-spotify-artist': () => Promise.reject(new Error('never called')),
    });
    await expect(mount(handlers)).rejects.toThrow(
      'validate-spotify-artist is registered as signed-in but its endpoint has auth: false',
    );
  });

  it('refuses at start-up a public handler on an endpoint that needs a user', async () => {
    const handlers = publicCalls({
      'get-store-data': () => Promise.reject(new Error('never called')),
    });
    await expect(mount(handlers)).rejects.toThrow(
      'get-store-data is registered as public but its endpoint has auth: true',
    );
  });
});
