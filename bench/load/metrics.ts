/**
 * What the load test counts while it runs: every call's duration and status (by call name), the
 * journeys' milestones, and the writes that were answered 2xx (checked against the database at the
 * end, lost-writes.ts). One recorder per run; the simulated clients share it.
 */

/** One call: its name (the workflow call or the storefront page), status (0: no answer) and time. */
interface CallSample {
  status: number;
  ms: number;
}

export interface CallFigures {
  calls: number;
  ok: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Non-2xx/3xx answers and failures to answer, by status ("0" = no answer or timed out). */
  errors: Record<string, number>;
}

/** A write answered 2xx, as the client saw it. */
export interface AnsweredWrites {
  /** userId → the designs `v2/designs` listed after generation completed. */
  designsByUser: Map<string, number>;
  /** userId → the store `build-store` accepted (and get-store-data later showed ready). */
  storeByUser: Map<string, string>;
  /** Order ids whose test payment was answered (the order page after paying). */
  paidOrders: Set<string>;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const isAnswered = (status: number) => status >= 200 && status < 400;

export class Recorder {
  private readonly samples = new Map<string, CallSample[]>();
  /** Journey milestones: name → durations in ms (e.g. time to live store per artist). */
  readonly journeys = new Map<string, number[]>();
  /** Failures that are not one call's status (a journey step that timed out, a bad page). */
  readonly failures = new Map<string, number>();
  readonly writes: AnsweredWrites = {
    designsByUser: new Map(),
    storeByUser: new Map(),
    paidOrders: new Set(),
  };
  /** When each artist's store went live (ms since the epoch): artists per hour in the window. */
  readonly liveAt: number[] = [];
  counters = { artistsStarted: 0, artistsLive: 0, fansStarted: 0, fansPaid: 0, readersOnline: 0 };
  /** Set at the hard stop: calls cut by it are counted here, not as errors. */
  stopped = false;
  cutAtStop = 0;

  call(name: string, status: number, ms: number): void {
    const list = this.samples.get(name) ?? [];
    list.push({ status, ms });
    this.samples.set(name, list);
  }

  /** Times `run` as call `name`; its result says the status. A throw counts as status 0. */
  async timed<T extends { status: number }>(name: string, run: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      const result = await run();
      this.call(name, result.status, performance.now() - started);
      return result;
    } catch (error) {
      if (this.stopped) this.cutAtStop += 1;
      else
        this.call(
          name,
          error instanceof CallFailed ? error.status : 0,
          performance.now() - started,
        );
      throw error;
    }
  }

  journey(name: string, ms: number): void {
    const list = this.journeys.get(name) ?? [];
    list.push(Math.round(ms));
    this.journeys.set(name, list);
  }

  failure(what: string): void {
    this.failures.set(what, (this.failures.get(what) ?? 0) + 1);
  }

  callFigures(): Record<string, CallFigures> {
    const figures: Record<string, CallFigures> = {};
    for (const [name, list] of [...this.samples.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const times = list.map((sample) => sample.ms);
      const errors: Record<string, number> = {};
      for (const sample of list) {
        if (!isAnswered(sample.status)) {
          errors[sample.status] = (errors[sample.status] ?? 0) + 1;
        }
      }
      figures[name] = {
        calls: list.length,
        ok: list.filter((sample) => isAnswered(sample.status)).length,
        p50Ms: Math.round(percentile(times, 50)),
        p99Ms: Math.round(percentile(times, 99)),
        maxMs: Math.round(Math.max(...times)),
        errors,
      };
    }
    return figures;
  }

  errorCount(): number {
    let count = 0;
    for (const list of this.samples.values()) {
      count += list.filter((sample) => !isAnswered(sample.status)).length;
    }
    for (const value of this.failures.values()) count += value;
    return count;
  }
}

/** A call that was answered but not as the journey needs (a 4xx/5xx): the journey stops here. */
export class CallFailed extends Error {
  override readonly name = 'CallFailed';
  constructor(
    readonly call: string,
    readonly status: number,
    detail = '',
  ) {
    super(`${call}: ${status}${detail ? ` ${detail}` : ''}`);
  }
}
