/**
 * Link → first design and → first 4 designs with mockups (targets: ≤ 1.5 s and ≤ 3 s median on
 * 2 cores), as a new artist meets it on the production entry point: a server in a child process
 * (embedded PGlite, in-process workers, production print scale and 1200 px mockups). Timed from
 * the artist link being checked (validate-spotify-artist) through submit-onboarding until
 * v2/designs lists 1, then 4, ready designs with their mockups; signing in is the person's time
 * and is done before. Then, once the job has
 * finished its print files, "Generate another" on the first card: request → the new design with
 * its mockups in that card.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Design } from '@encore/contracts';
import { demoArtists } from '@encore/demo-catalog';
import { signInWithLocalProvider } from '../apps/server/src/testing/sign-in.ts';
import { callWorkflow } from '../apps/server/src/testing/workflow-calls.ts';
import { median, startEncore, stopEncore, until } from './encore-process.ts';

const RUNS = 3;
const FIRST = 4;
const port = 3920;

export const linkToDesignsBenchmark = {
  name: 'link-to-designs',
  async run(): Promise<Record<string, unknown>> {
    const dataDir = await mkdtemp(join(tmpdir(), 'encore-bench-link-'));
    const server = await startEncore({ port, dataDir });
    try {
      const linkToFirstDesignMs: number[] = [];
      const linkToFirstFourMs: number[] = [];
      const generateAnotherMs: number[] = [];
      const artists: string[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const artist = demoArtists[i * 7];
        if (!artist) throw new Error('no offline artist');
        artists.push(artist.name);
        const { tokens } = await signInWithLocalProvider(server.baseUrl, {
          email: `link-bench-${i}-${Date.now()}@example.com`,
          name: `Link Bench ${i}`,
        });
        const userId = tokens.user.id;
        const call = (name: Parameters<typeof callWorkflow>[1], body: Record<string, unknown>) =>
          callWorkflow(server.baseUrl, name, { userId, ...body }, tokens.access_token);
        const designs = async () =>
          ((await call('v2/designs', {})).body as { designs: Design[] }).designs;

        const started = performance.now();
        const link = `https://open.spotify.com/artist/${artist.id}`;
        const validated = await callWorkflow(server.baseUrl, 'validate-spotify-artist', {
          artistUrl: link,
        });
        if (validated.status !== 200) throw new Error(`validation failed: ${validated.status}`);
        const submitted = await call('submit-onboarding', {
          spotifyId: artist.id,
          inviteToken: '',
        });
        if (submitted.status !== 200) throw new Error(`onboarding failed: ${submitted.status}`);
        let firstAt: number | undefined;
        await until('the first designs with mockups', 120_000, async () => {
          const ready = (await designs()).filter((d) => d.status === 'ready' && d.mocks.length > 0);
          if (ready.length > 0) firstAt ??= performance.now();
          return ready.length >= FIRST ? true : null;
        });
        linkToFirstDesignMs.push(Math.round((firstAt ?? performance.now()) - started));
        linkToFirstFourMs.push(Math.round(performance.now() - started));

        // The rest of the job (more designs, print files) must not run under the next timing.
        await until('the whole designs job', 300_000, async () => {
          const { body } = await call('getProcessingStatus', {});
          return (body as { generationStatus?: string }).generationStatus === 'complete'
            ? true
            : null;
        });

        const [card] = await designs();
        if (!card) throw new Error('no design to replace');
        const again = performance.now();
        const asked = await call('v2/regenerate-design', {
          trackName: card.trackName,
          designId: card.id,
        });
        if (asked.status !== 200) throw new Error(`regenerate failed: ${asked.status}`);
        await until('the new design in the card', 60_000, async () => {
          const [now] = await designs();
          return now && now.id !== card.id && now.mocks.length > 0 ? true : null;
        });
        generateAnotherMs.push(Math.round(performance.now() - again));
        console.log(
          `  run ${i + 1}: link → first design ${linkToFirstDesignMs.at(-1)} ms, → first ${FIRST} ${linkToFirstFourMs.at(-1)} ms; generate another ${generateAnotherMs.at(-1)} ms`,
        );
        // Its print file, likewise, before the next run.
        await new Promise((resolve) => setTimeout(resolve, 3_000));
      }
      return {
        runs: RUNS,
        artists,
        linkToFirstDesignMedianMs: median(linkToFirstDesignMs),
        linkToFirstDesignMs,
        linkToFirstDesignTargetMs: 1_500,
        linkToFirstFourMedianMs: median(linkToFirstFourMs),
        linkToFirstFourMs,
        linkToFirstFourTargetMs: 3_000,
        generateAnotherMedianMs: median(generateAnotherMs),
        generateAnotherMs,
        // Other work on the machine stretches wall times; recorded so results can be read.
        loadAverage1m: Number(loadavg()[0]?.toFixed(2)),
      };
    } finally {
      await stopEncore(server);
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
