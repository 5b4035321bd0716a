// A worker that could not beat for longer than the timeout (its database was out of reach) must
// not take the others for dead the moment it is back: they could not beat either.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { testLogger } from '../testing/test-logger.ts';
import { createWorkerHeartbeat } from './worker-heartbeats.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function fakePool() {
  const state = { down: false, sweeps: 0 };
  const query = vi.fn(async (text: string) => {
    if (state.down) throw new Error('connection refused');
    if (text.includes('WITH stale AS')) state.sweeps += 1;
    return { rows: [] };
  });
  return {
    state,
    pool: { query } as unknown as Parameters<typeof createWorkerHeartbeat>[0]['pool'],
  };
}

it('sweeps while it beats, holds off for a timeout after its own beats failed', async () => {
  const { state, pool } = fakePool();
  const heartbeat = createWorkerHeartbeat({
    pool,
    schema: 'pgboss',
    logger: testLogger,
    rules: { deadAfterSeconds: 30, unclaimedGraceSeconds: 30 },
    heartbeatMs: 5_000,
    sweepMs: 10_000,
    onRecovered: async () => undefined,
  });
  await heartbeat.start();
  await vi.advanceTimersByTimeAsync(30_000);
  const sweepsBefore = state.sweeps;
  expect(sweepsBefore).toBeGreaterThanOrEqual(3);

  // 60 s out of reach: no beat, no sweep.
  state.down = true;
  await vi.advanceTimersByTimeAsync(60_000);
  state.down = false;
  // Back: it beats at once, but judges nobody for one timeout.
  await vi.advanceTimersByTimeAsync(25_000);
  expect(state.sweeps).toBe(sweepsBefore);
  await vi.advanceTimersByTimeAsync(15_000);
  expect(state.sweeps).toBeGreaterThan(sweepsBefore);
  await heartbeat.stop({ forget: false });
});
