// Bounded traffic for the database-outage fault tests (decision 058): a few concurrent clients
// loop over a write (a page view, marked by its visitor id) and a signed-in read (auth-user)
// against one web process on 127.0.0.1, each request bounded in time, and keep every answer.

export interface TrafficAnswer {
  kind: 'write' | 'read';
  /** 0 when the request failed without an answer (refused, reset, timed out). */
  status: number;
  retryAfter: string | null;
  startedAt: number;
  endedAt: number;
  /** The write's marker. */
  visitorId?: string;
}

export interface TrafficOptions {
  baseUrl: string;
  accessToken: string;
  clients: number;
  /** A request without an answer by then counts as a hang. */
  requestTimeoutMs: number;
  /** Pause between one client's requests. */
  pauseMs?: number;
}

export interface Traffic {
  readonly answers: readonly TrafficAnswer[];
  /** Ends the loops and resolves once every request in flight has been answered. */
  stop(): Promise<void>;
}

/**
 * One request of the outage tests: a write (a page view marked by `visitorId`, whose 2xx says it
 * is stored) or a signed-in read (auth-user).
 */
export function outageRequest(
  kind: TrafficAnswer['kind'],
  options: { baseUrl: string; accessToken: string; visitorId?: string | undefined },
): { url: string; init: RequestInit } {
  if (kind === 'read') {
    return {
      url: `${options.baseUrl}/webhook/auth-user`,
      init: {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          'content-type': 'application/json',
        },
        body: '{}',
      },
    };
  }
  const event = {
    url: `${options.baseUrl}/outage`,
    path: '/outage',
    search: '',
    title: 'Outage',
    authenticated: false,
    userId: null,
    visitorId: options.visitorId,
    timestamp: new Date().toISOString(),
  };
  return {
    url: `${options.baseUrl}/api/analytics/page-views`,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: [event] }),
    },
  };
}

export function startOutageTraffic(options: TrafficOptions): Traffic {
  const answers: TrafficAnswer[] = [];
  let stopping = false;
  let sequence = 0;

  const request = async (kind: TrafficAnswer['kind']): Promise<void> => {
    const visitorId = kind === 'write' ? `outage-${process.pid}-${(sequence += 1)}` : undefined;
    const { url, init } = outageRequest(kind, { ...options, visitorId });
    const startedAt = performance.now();
    let status = 0;
    let retryAfter: string | null = null;
    try {
      const response = await fetch(url, {
        ...init,
        signal: AbortSignal.timeout(options.requestTimeoutMs),
      });
      await response.arrayBuffer();
      status = response.status;
      retryAfter = response.headers.get('retry-after');
    } catch {
      status = 0;
    }
    answers.push({ kind, status, retryAfter, startedAt, endedAt: performance.now(), visitorId });
  };

  const loop = async (client: number) => {
    for (let turn = client; !stopping; turn += 1) {
      await request(turn % 2 === 0 ? 'write' : 'read');
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 50));
    }
  };
  const loops = Array.from({ length: options.clients }, (_, client) => loop(client));

  return {
    answers,
    async stop() {
      stopping = true;
      await Promise.all(loops);
    },
  };
}

export interface OutageFigures {
  requests: number;
  /** 2xx answers, and how many of them were writes. */
  succeeded: number;
  writesSucceeded: number;
  unavailable: number;
  /** 503s without a Retry-After. */
  unavailableWithoutRetryAfter: number;
  /** Anything but 2xx and 503 (a 500, or no answer at all). */
  other: { status: number; count: number }[];
  /** From the cut to the end of the first 503. */
  firstUnavailableMs: number | null;
  /** The slowest answer of all. */
  slowestMs: number;
  /** From the restore to the end of the last non-2xx answer of a request begun after it. */
  recoveryMs: number;
}

export function outageFigures(
  answers: readonly TrafficAnswer[],
  cutAt: number,
  restoredAt: number,
): OutageFigures {
  const other = new Map<number, number>();
  let firstUnavailable: number | null = null;
  let recovery = 0;
  for (const answer of answers) {
    const ok = answer.status >= 200 && answer.status < 300;
    if (answer.status === 503 && answer.endedAt >= cutAt) {
      firstUnavailable = Math.min(firstUnavailable ?? Infinity, answer.endedAt - cutAt);
    }
    if (!ok && answer.status !== 503) other.set(answer.status, (other.get(answer.status) ?? 0) + 1);
    if (!ok && answer.startedAt >= restoredAt) {
      recovery = Math.max(recovery, answer.endedAt - restoredAt);
    }
  }
  const is2xx = (answer: TrafficAnswer) => answer.status >= 200 && answer.status < 300;
  const unavailable = answers.filter((answer) => answer.status === 503);
  return {
    requests: answers.length,
    succeeded: answers.filter(is2xx).length,
    writesSucceeded: answers.filter((answer) => is2xx(answer) && answer.kind === 'write').length,
    unavailable: unavailable.length,
    unavailableWithoutRetryAfter: unavailable.filter((answer) => !answer.retryAfter).length,
    other: [...other].map(([status, count]) => ({ status, count })),
    firstUnavailableMs: firstUnavailable === null ? null : Math.round(firstUnavailable),
    slowestMs: Math.round(Math.max(0, ...answers.map((a) => a.endedAt - a.startedAt))),
    recoveryMs: Math.round(recovery),
  };
}
