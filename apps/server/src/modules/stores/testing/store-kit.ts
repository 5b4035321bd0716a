// Helpers for store tests over real HTTP: sign an artist in with ready designs, make the store
// calls as the web client does, and wait for the build job to make the store live.
import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import {
  getStoreDataResponseSchema,
  type EndpointName,
  type StoreDetails,
  type TokenResponse,
} from '@encore/contracts';
import { stores, type StoreRow } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../testing/test-app.ts';
import { createDesign, linkArtist, testArtist } from './store-factories.ts';

export function storeKit(server: TestApp) {
  let people = 0;

  const call = (name: EndpointName, tokens: TokenResponse, body: Record<string, unknown> = {}) =>
    server.call(name, { userId: tokens.user.id, ...body }, tokens.access_token);

  async function storeData(tokens: TokenResponse): Promise<StoreDetails> {
    const { status, body } = await call('get-store-data', tokens);
    expect(status).toBe(200);
    return getStoreDataResponseSchema.parse(body);
  }

  return {
    call,
    storeData,

    /** A signed-in artist (of the offline catalog, named `artistName`) with `count` ready designs. */
    async artist(artistName: string, count = 1) {
      people += 1;
      const tokens = await server.signIn({
        email: `store-${people}-${Date.now()}@example.com`,
        name: `Person ${people}`,
      });
      const { db } = server.database;
      await linkArtist(db, tokens.user.id, { id: testArtist.id, name: artistName });
      const made = [];
      for (let i = 0; i < count; i += 1) {
        made.push(
          await createDesign(db, { userId: tokens.user.id, storage: server.services.storage }),
        );
      }
      return { tokens, designIds: made.map((design) => design.id) };
    },

    /** get-store-data until the store is live (the job runs in the test server's workers). */
    waitUntilReady(tokens: TokenResponse): Promise<StoreDetails> {
      return vi.waitFor(
        async () => {
          const data = await storeData(tokens);
          if (data.storeState !== 'ready') throw new Error(`store is ${data.storeState}`);
          return data;
        },
        { timeout: 20_000, interval: 100 },
      );
    },

    /** build-store, then wait until live. */
    async launchLive(tokens: TokenResponse, designIds: string[]): Promise<StoreDetails> {
      const launched = await call('build-store', tokens, { selectedDesigns: designIds });
      expect(launched.status).toBe(200);
      return this.waitUntilReady(tokens);
    },

    async storeRow(userId: string): Promise<StoreRow | undefined> {
      const [row] = await server.database.db.select().from(stores).where(eq(stores.userId, userId));
      return row;
    },
  };
}
