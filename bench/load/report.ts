/**
 * A run's figures as JSON (bench/results-load.json) and as tables on stdout: errors by call and
 * status, p50/p99 per call, the journeys' times, throughput (artists per hour through the whole
 * journey, designs per minute), the queue's delay, the database and each process's memory, and
 * the lost writes.
 */
import type { LoadOptions, LoadResult } from './load-run.ts';
import { percentile } from './metrics.ts';

export function summarize(options: LoadOptions, result: LoadResult) {
  const { recorder } = result;
  const calls = recorder.callFigures();
  const errorsByCall: Record<string, Record<string, number>> = {};
  for (const [name, figures] of Object.entries(calls)) {
    if (Object.keys(figures.errors).length > 0) errorsByCall[name] = figures.errors;
  }
  const journeys: Record<string, { count: number; p50Ms: number; p99Ms: number; maxMs: number }> =
    {};
  for (const [name, times] of recorder.journeys) {
    journeys[name] = {
      count: times.length,
      p50Ms: Math.round(percentile(times, 50)),
      p99Ms: Math.round(percentile(times, 99)),
      maxMs: Math.max(...times),
    };
  }
  const windowHours = options.durationSeconds / 3600;
  const loads = result.loadAverage1m;
  return {
    workers: options.workers,
    webProcesses: options.webProcesses,
    readers: options.readers,
    generating: options.generating,
    fansPerStore: options.fansPerStore,
    durationSeconds: options.durationSeconds,
    elapsedSeconds: result.elapsedSeconds,
    errors: recorder.errorCount() + result.seed.errors,
    errorsByCall,
    failures: Object.fromEntries(recorder.failures),
    unfinishedAtHardStop: result.unfinishedAtHardStop,
    callsCutAtHardStop: recorder.cutAtStop,
    lostWrites: result.lostWrites,
    throughput: {
      artistsStarted: recorder.counters.artistsStarted,
      artistsLive: recorder.counters.artistsLive,
      /**
       * The ceiling: stores gone live per hour over the whole run. With more artists generating
       * than workers the queue never empties until the last journeys, so the workers are busy
       * throughout; the window alone undercounts (its first minutes fill the queue).
       */
      artistsPerHour: Math.round((recorder.counters.artistsLive * 3600) / result.elapsedSeconds),
      artistsLiveInWindow: result.liveInWindow,
      artistsPerHourInWindow: Math.round(result.liveInWindow / windowHours),
      designsPerMinuteInWindow: result.database.designsPerMinute,
      designsPerMinute: Number(
        ((result.database.designsSinceStart * 60) / result.elapsedSeconds).toFixed(1),
      ),
      fansPaid: recorder.counters.fansPaid,
      callsPerSecond: Math.round(
        Object.values(calls).reduce((sum, figures) => sum + figures.calls, 0) /
          result.elapsedSeconds,
      ),
    },
    journeys,
    calls,
    queue: result.queue,
    database: result.database,
    memory: result.memory,
    generatorCpuSeconds: result.generatorCpuSeconds,
    loadAverage1m: {
      max: Math.max(...loads),
      mean: Number((loads.reduce((sum, value) => sum + value, 0) / loads.length).toFixed(2)),
    },
    seed: result.seed,
    balancerConnectionsPerWebProcess: result.balancerConnections,
  };
}

export type LoadSummary = ReturnType<typeof summarize>;

function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)));
  return [
    line(cells[0] ?? []).join('  '),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...cells.slice(1).map((row) => line(row).join('  ')),
  ].join('\n');
}

const statusList = (errors: Record<string, number>) =>
  Object.entries(errors)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ') || '-';

export function printSummary(summary: LoadSummary): void {
  const { throughput, lostWrites } = summary;
  console.log(
    `\n== ${summary.workers} worker(s), ${summary.webProcesses} web, ${summary.readers} reading, ` +
      `${summary.generating} generating, ${summary.durationSeconds} s (+ drain: ${summary.elapsedSeconds} s) ==`,
  );
  console.log(
    table(
      ['call', 'calls', 'ok', 'p50 ms', 'p99 ms', 'max ms', 'errors'],
      Object.entries(summary.calls).map(([name, f]) => [
        name,
        f.calls,
        f.ok,
        f.p50Ms,
        f.p99Ms,
        f.maxMs,
        statusList(f.errors),
      ]),
    ),
  );
  console.log(
    `\n${table(
      ['journey', 'count', 'p50 ms', 'p99 ms', 'max ms'],
      Object.entries(summary.journeys).map(([name, j]) => [
        name,
        j.count,
        j.p50Ms,
        j.p99Ms,
        j.maxMs,
      ]),
    )}`,
  );
  console.log(
    `\n${table(
      [
        'job',
        'jobs',
        'completed',
        'not completed',
        'retried',
        'delay p50',
        'p99',
        'max',
        'run p50',
        'p99',
      ],
      Object.entries(summary.queue).map(([name, q]) => [
        name,
        q.jobs,
        q.completed,
        statusList(q.notCompleted),
        q.retried,
        q.queueDelayP50Ms,
        q.queueDelayP99Ms,
        q.queueDelayMaxMs,
        q.runP50Ms,
        q.runP99Ms,
      ]),
    )}`,
  );
  console.log(
    `\n${table(
      ['process', 'RSS MB', 'peak MB', 'CPU s'],
      [
        ...summary.memory.map((m) => [m.name, m.rssMb, m.peakRssMb, m.cpuSeconds]),
        ['load generator', '', '', summary.generatorCpuSeconds],
      ],
    )}`,
  );
  const db = summary.database;
  console.log(
    `\ndatabase: ${db.sizeMb} MB, connections ${db.connectionsAtEnd} at end (peak ${db.peakConnections}); rows ${Object.entries(
      db.rows,
    )
      .map(([name, count]) => `${name} ${count}`)
      .join(', ')}`,
  );
  console.log(
    `artists live ${throughput.artistsLive}/${throughput.artistsStarted} started → ${throughput.artistsPerHour}/h; ` +
      `designs ${throughput.designsPerMinute}/min; fans paid ${throughput.fansPaid}; ${throughput.callsPerSecond} calls/s`,
  );
  console.log(
    `errors ${summary.errors} (${JSON.stringify(summary.failures)}); unfinished at the hard stop ${summary.unfinishedAtHardStop}; ` +
      `lost writes: designs ${lostWrites.designs}, stores ${lostWrites.stores}, orders ${lostWrites.orders} ` +
      `(checked ${JSON.stringify(lostWrites.checked)}); load average ${summary.loadAverage1m.mean} (max ${summary.loadAverage1m.max})`,
  );
}
