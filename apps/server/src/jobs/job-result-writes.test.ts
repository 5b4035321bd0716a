import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { testLogger } from '../testing/test-logger.ts';
import { createJobResultWrites } from './job-result-writes.ts';
import { JOB_SCHEMA } from './queue.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** pg-boss's SQL for completing jobs, taken from a call it makes: no copy of its text here. */
async function completeStatement(): Promise<string> {
  const seen: string[] = [];
  const writes = createJobResultWrites({
    schema: JOB_SCHEMA,
    run: async (text) => {
      seen.push(text);
      return { rows: [{ count: 1 }] };
    },
    logger: testLogger,
  });
  const { default: PgBoss } = await import('pg-boss');
  const boss = new PgBoss({ db: { executeSql: writes.executeSql }, schema: JOB_SCHEMA });
  await boss.complete('any.queue', '00000000-0000-4000-8000-000000000000');
  const [text] = seen;
  if (!text) throw new Error('pg-boss wrote nothing');
  return text;
}

function flakyDatabase(failures: number) {
  const state = { failures, written: 0 };
  const run = vi.fn(async () => {
    if (state.failures > 0) {
      state.failures -= 1;
      throw new Error('Connection terminated unexpectedly');
    }
    state.written += 1;
    return { rows: [{ count: 1 }] };
  });
  return { state, run };
}

it("writes a job's result again until the database takes it, never rejecting", async () => {
  const complete = await completeStatement();
  const { state, run } = flakyDatabase(2);
  const writes = createJobResultWrites({ schema: JOB_SCHEMA, run, logger: testLogger });
  await expect(writes.executeSql(complete, ['q', ['id'], null])).resolves.toEqual({
    rows: [{ count: 0 }],
  });
  expect(state.written).toBe(0);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(state.written, 'second try failed too').toBe(0);
  await vi.advanceTimersByTimeAsync(2_000);
  expect(state.written).toBe(1);
  expect(run).toHaveBeenCalledTimes(3);
});

it('drops a failed result write once stopped, and cancels the retries under way', async () => {
  const complete = await completeStatement();
  const { state, run } = flakyDatabase(1);
  const writes = createJobResultWrites({ schema: JOB_SCHEMA, run, logger: testLogger });
  await writes.executeSql(complete, ['q', ['id'], null]);
  writes.stop();
  await vi.advanceTimersByTimeAsync(60_000);
  expect(run).toHaveBeenCalledTimes(1);
  state.failures = 1;
  await expect(writes.executeSql(complete, ['q', ['id'], null])).resolves.toEqual({
    rows: [{ count: 0 }],
  });
  await vi.advanceTimersByTimeAsync(60_000);
  expect(state.written).toBe(0);
});

it('lets every other statement fail as it did', async () => {
  const { run } = flakyDatabase(1);
  const writes = createJobResultWrites({ schema: JOB_SCHEMA, run, logger: testLogger });
  await expect(writes.executeSql('SELECT 1', [])).rejects.toThrow(/terminated/);
});
