// A REAL PostgreSQL restart under load (issue 15 items 3 and 5, decision 058): a cluster of the
// test's own is stopped (`pg_ctl stop -m fast`: every backend ended, new connections refused)
// for 5 s and started again while a web process (WORKERS=off) and a worker serve a few clients.
// The same promises as with the proxy: answers within 3 s, 503s with Retry-After while it is
// down, every call succeeding within 5 s of its return, every 2xx write stored, jobs done.
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  expectOutageUnderLoad,
  startOutageDeployment,
  type OutageDeployment,
} from '../testing/outage-under-load.ts';
import {
  canRunPrivatePostgres,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../testing/private-postgres.ts';

// About 20 s, so CI runs it too; skipped where Debian's PostgreSQL 15 binaries are missing.
const describeRestart = canRunPrivatePostgres() ? describe : describe.skip;

describeRestart('a real PostgreSQL restart under load', () => {
  let cluster: PrivatePostgres;
  let deployment: OutageDeployment;

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    deployment = await startOutageDeployment({ serverUrl: cluster.url });
  }, 120_000);

  afterAll(async () => {
    await cluster?.start().catch(() => undefined);
    // The whole cluster goes, so its database needs no dropping.
    await deployment?.stop({ dropDatabase: false });
    await cluster?.close();
  }, 60_000);

  it('answers 503 + Retry-After while it restarts, recovers within 5 s, loses nothing', async () => {
    const figures = await expectOutageUnderLoad(deployment, {
      takeDown: () => cluster.stop(),
      bringBack: () => cluster.start(),
      downMs: 5_000,
      testReachesDatabaseWhileDown: false,
    });
    console.info('real PostgreSQL restart under load', JSON.stringify(figures));
  }, 120_000);
});
