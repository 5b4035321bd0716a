// GET /api/events over real HTTP on a real database: a job step's event reaches its user's stream
// within 200 ms and never another user's; on PostgreSQL also when published from another
// process's connection (LISTEN/NOTIFY). Without a valid bearer token: 401.
import {
  DESIGN_PROGRESS_EVENT,
  LIVE_EVENTS_PATH,
  type DesignProgressEvent,
} from '@encore/contracts';
import { demoArtists } from '@encore/demo-catalog';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { createGenerateDesignsHandler } from '../../modules/designs/index.ts';
import { createLiveEvents } from '../../shared/live-events.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testLogger } from '../../testing/test-logger.ts';

const DELIVERED_WITHIN_MS = 200;

interface Received {
  name: string;
  data: Record<string, unknown>;
  receivedAt: number;
}

/** An open stream, read as the web client reads it; `events` fills as they arrive. */
async function openStream(baseUrl: string, accessToken: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${LIVE_EVENTS_PATH}`, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: Received[] = [];
  const body = response.body;
  if (!body) throw new Error('no body');
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (name && data) events.push({ name, data: JSON.parse(data), receivedAt: Date.now() });
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  const waitFor = async (predicate: (event: Received) => boolean, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('event did not arrive');
      await sleep(5);
    }
  };
  await waitFor((event) => event.name === 'ready');
  return {
    events,
    waitFor,
    async close() {
      controller.abort();
      await reading;
    },
  };
}

describe('GET /api/events', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(
      {
        DESIGN_PRINT_SCALE: 'preview',
        DESIGN_MOCKUP_WIDTH: '200',
        DESIGN_FIRST_COUNT: '1',
        DESIGN_MAX_COUNT: '1',
      },
      { workers: false },
    );
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('answers 401 without a valid bearer token', async () => {
    const none = await fetch(`${testApp.baseUrl}${LIVE_EVENTS_PATH}`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    const forged = await fetch(`${testApp.baseUrl}${LIVE_EVENTS_PATH}`, {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.status).toBe(401);
  });

  it("streams a design job's steps to its user within 200 ms, and nothing to another user", async () => {
    const artist = demoArtists[0];
    if (!artist) throw new Error('the offline catalog has artists');
    const alice = await testApp.signIn({ email: 'alice-live@example.com' });
    const bob = await testApp.signIn({ email: 'bob-live@example.com' });
    const aliceStream = await openStream(testApp.baseUrl, alice.access_token);
    const bobStream = await openStream(testApp.baseUrl, bob.access_token);
    try {
      // A job step, as the worker runs it: here the first generation of Alice's designs.
      await createGenerateDesignsHandler(testApp.services)(
        { userId: alice.user.id, spotifyId: artist.id },
        { jobId: 'live-events-test', attempt: 1, logger: testLogger },
      );
      const done = await aliceStream.waitFor(
        (event) =>
          event.name === DESIGN_PROGRESS_EVENT && event.data.generationStatus === 'complete',
      );
      const steps = aliceStream.events.filter((event) => event.name === DESIGN_PROGRESS_EVENT);
      expect(steps.map((event) => event.data.generationStatus)).toContain('ready');
      expect(done.data).toMatchObject({ job: 'generate', progress: 100 });
      const latencies = steps.map((event) => event.receivedAt - Number(event.data.at));
      console.info(`design-progress delivery while the job ran (ms): ${latencies.join(', ')}`);

      // Published alone, as a step of a job ends: on the screen's stream well within 200 ms.
      const publishedAt = Date.now();
      await testApp.services.liveEvents.publish(alice.user.id, DESIGN_PROGRESS_EVENT, {
        job: 'replace',
        generationStatus: null,
        progress: null,
        currentStep: null,
      });
      const replaced = await aliceStream.waitFor((event) => event.data.job === 'replace');
      expect(replaced.receivedAt - publishedAt).toBeLessThan(DELIVERED_WITHIN_MS);

      await sleep(100);
      expect(bobStream.events.map((event) => event.name)).toEqual(['ready']);
    } finally {
      await aliceStream.close();
      await bobStream.close();
    }
  });

  it('ends open streams when the server shuts down, instead of holding it open', async () => {
    const own = await createTestApp({}, { workers: false });
    try {
      const erin = await own.signIn({ email: 'erin-live@example.com' });
      const response = await fetch(`${own.baseUrl}${LIVE_EVENTS_PATH}`, {
        headers: { authorization: `Bearer ${erin.access_token}` },
      });
      const read = response.text();
      const startedAt = Date.now();
      await own.app.close();
      expect(Date.now() - startedAt).toBeLessThan(2_000);
      expect(await read).toMatch(/^retry: \d+\nevent: ready\ndata: \{"at":\d+\}\n\n$/);
    } finally {
      await own.close();
    }
  });

  it('delivers an event published by another process on the same database', async (context) => {
    // PGlite belongs to one process: there the job's process is the stream's (test above).
    if (testApp.database.backend !== 'postgres') return context.skip();
    const carol = await testApp.signIn({ email: 'carol-live@example.com' });
    const dave = await testApp.signIn({ email: 'dave-live@example.com' });
    const carolStream = await openStream(testApp.baseUrl, carol.access_token);
    const daveStream = await openStream(testApp.baseUrl, dave.access_token);
    const worker: Database = await openDatabase({
      databaseUrl: testApp.database.connectionString,
      migrate: false,
    });
    try {
      const elsewhere = createLiveEvents(worker.notifications);
      const latencies: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const data: Omit<DesignProgressEvent, 'at'> = {
          job: 'generate',
          generationStatus: 'running',
          progress: i * 10,
          currentStep: `step ${i}`,
        };
        const publishedAt = Date.now();
        await elsewhere.publish(carol.user.id, DESIGN_PROGRESS_EVENT, data);
        const got = await carolStream.waitFor((event) => event.data.currentStep === `step ${i}`);
        latencies.push(got.receivedAt - publishedAt);
      }
      console.info(`cross-process delivery (ms): ${latencies.join(', ')}`);
      for (const latency of latencies) expect(latency).toBeLessThan(DELIVERED_WITHIN_MS);
      expect(daveStream.events.map((event) => event.name)).toEqual(['ready']);
    } finally {
      await carolStream.close();
      await daveStream.close();
      await worker.close();
    }
  });
});
