// PostgreSQL "restarting" under load (issue 15 items 3 and 5, decision 058): a web process
// (WORKERS=off) and a worker process reach a fresh database through a proxy that drops every
// connection and refuses new ones for 5 s, as a restart does, while a few clients write and read
// (testing/outage-under-load.ts: the promises checked). The real restart is
// postgres-restart.faults.test.ts.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startDatabaseProxy, type DatabaseProxy } from '../testing/database-proxy.ts';
import { faultsDatabaseUrl } from '../testing/faults.ts';
import {
  expectOutageUnderLoad,
  startOutageDeployment,
  type OutageDeployment,
} from '../testing/outage-under-load.ts';

let proxy: DatabaseProxy;
let deployment: OutageDeployment;

beforeAll(async () => {
  const serverUrl = faultsDatabaseUrl();
  const target = new URL(serverUrl);
  proxy = await startDatabaseProxy({
    target: { host: target.hostname, port: Number(target.port || 5432) },
  });
  deployment = await startOutageDeployment({ serverUrl, reachVia: (url) => proxy.url(url) });
}, 120_000);

afterAll(async () => {
  await proxy?.restore();
  await deployment?.stop({ dropDatabase: true });
  await proxy?.close();
}, 60_000);

describe('PostgreSQL restarting under load', () => {
  it('answers 503 + Retry-After while it is away, recovers within 5 s, loses no write', async () => {
    const figures = await expectOutageUnderLoad(deployment, {
      takeDown: () => proxy.cut(),
      bringBack: () => proxy.restore(),
      downMs: 5_000,
      // The test's own pool goes straight to PostgreSQL, past the proxy.
      testReachesDatabaseWhileDown: true,
    });
    console.info('database restart under load', JSON.stringify(figures));
  }, 90_000);
});
