// The image's runtime stage holds everything the server reads at run time. Without Docker: the
// Dockerfile's intermediate stages are replayed in temporary folders (their COPY lines, then their
// RUN lines, so `npm ci --omit=dev …` installs exactly what the image would), the build stage is
// this checkout after `npm run build`, and only the paths the runtime stage COPYs are put in a
// fresh folder. The server is started there as the image starts it (ENTRYPOINT + CMD, the
// stage's ENV) on PGlite, and must answer /healthz, serve the SPA, draw a design with its
// mockups (fonts, HarfBuzz, resvg, sharp) and stop cleanly on SIGTERM. Needs a production build:
// without one it is skipped, and says so.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoArtists } from '@encore/demo-catalog';
import { freePort } from '../apps/server/src/testing/encore-processes.ts';
import { signInWithLocalProvider } from '../apps/server/src/testing/sign-in.ts';
import { callWorkflow } from '../apps/server/src/testing/workflow-calls.ts';
import {
  copiesOf,
  envOf,
  execFormOf,
  instructionsOf,
  lastOf,
  readDockerfile,
  type Stage,
} from './deploy-dockerfile.ts';

const repo = resolve(import.meta.dirname, '..');
const stages = readDockerfile(join(repo, 'Dockerfile'));
const built = ['apps/server/dist/main.js', 'apps/web/dist/index.html'].every((file) =>
  existsSync(join(repo, file)),
);
const isBuildStage = (stage: Stage) =>
  instructionsOf(stage, 'RUN').some((run) => run.includes('npm run build'));

/** Where a stage's files are: the checkout for the build stage, a replayed folder otherwise. */
async function replayStage(stage: Stage, scratch: string): Promise<string> {
  if (isBuildStage(stage)) return repo;
  const dir = await mkdtemp(join(scratch, `stage-${stage.name}-`));
  const workdir = lastOf(stage, 'WORKDIR') ?? '/';
  for (const copy of copiesOf(stage)) {
    if (copy.from !== undefined) throw new Error(`${stage.name}: COPY --from is not replayed`);
    for (const source of copy.sources) {
      const target = join(dir, relative(workdir, resolve(workdir, copy.destination)));
      const into = copy.destination.endsWith('/')
        ? join(target, source.split('/').at(-1) ?? '')
        : target;
      await mkdir(dirname(into), { recursive: true });
      await cp(join(repo, source), into, { recursive: true });
    }
  }
  for (const run of instructionsOf(stage, 'RUN')) {
    // prefer-offline: the packages are in npm's cache when this checkout was installed.
    const result = spawnSync('sh', ['-c', run], {
      cwd: dir,
      env: { ...process.env, npm_config_prefer_offline: 'true', npm_config_loglevel: 'error' },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`${stage.name}: RUN ${run}\n${result.stderr}`);
  }
  return dir;
}

/** The runtime stage's COPY lines, into `root` (the image's WORKDIR). */
async function assembleRuntime(scratch: string, root: string): Promise<void> {
  const runtime = stages.at(-1);
  if (!runtime) throw new Error('no stage');
  const stageDirs = new Map<string, { dir: string; workdir: string; replayed: boolean }>();
  for (const stage of stages.slice(0, -1)) {
    const dir = await replayStage(stage, scratch);
    const workdir = lastOf(stage, 'WORKDIR') ?? '/';
    stageDirs.set(stage.name, { dir, workdir, replayed: dir !== repo });
  }
  const workdir = lastOf(runtime, 'WORKDIR') ?? '/';
  for (const copy of copiesOf(runtime)) {
    const from = copy.from === undefined ? undefined : stageDirs.get(copy.from);
    if (!from)
      throw new Error(
        `runtime: COPY from the build context is not expected: ${copy.sources.join(' ')}`,
      );
    for (const source of copy.sources) {
      const origin = join(from.dir, relative(from.workdir, source));
      const target = join(root, relative(workdir, resolve(workdir, copy.destination)));
      await mkdir(dirname(target), { recursive: true });
      // A replayed stage is ours to take apart (node_modules is large); the checkout is copied.
      if (from.replayed) await rename(origin, target);
      else await cp(origin, target, { recursive: true, verbatimSymlinks: true });
    }
  }
}

async function until<T>(what: string, ms: number, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

describe.skipIf(!built)(
  built
    ? 'the image’s runtime files, run as the image runs them'
    : 'the image’s runtime files (skipped: no production build in apps/server/dist and apps/web/dist — run `npm run build` first)',
  () => {
    let scratch = '';
    let baseUrl = '';
    let server: ChildProcess | undefined;
    const output: string[] = [];

    beforeAll(async () => {
      scratch = await mkdtemp(join(tmpdir(), 'encore-image-'));
      const root = join(scratch, 'app');
      await assembleRuntime(scratch, root);
      const runtime = stages.at(-1);
      if (!runtime) throw new Error('no stage');
      const [node, ...args] = [...execFormOf(runtime, 'ENTRYPOINT'), ...execFormOf(runtime, 'CMD')];
      expect(node).toBe('node');
      const port = await freePort();
      baseUrl = `http://127.0.0.1:${port}`;
      server = spawn(process.execPath, args, {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          HOME: scratch,
          ...envOf(runtime),
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: baseUrl,
          DATA_DIR: join(scratch, 'data'),
          LOG_LEVEL: 'warn',
          DESIGN_PRINT_SCALE: 'preview',
          DESIGN_FIRST_COUNT: '1',
          DESIGN_MAX_COUNT: '1',
          DESIGN_MOCKUP_WIDTH: '200',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk: Buffer) => output.push(chunk.toString('utf8'));
      server.stdout?.on('data', keep);
      server.stderr?.on('data', keep);
      await until('/healthz', 30_000, async () => {
        if (server?.exitCode !== null) throw new Error(`server exited:\n${output.join('')}`);
        const health = await fetch(`${baseUrl}/healthz`).catch(() => null);
        return health?.status === 200 ? true : null;
      }).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${output.join('').slice(-4000)}`);
      });
    }, 180_000);

    afterAll(async () => {
      if (server?.exitCode === null) server.kill('SIGKILL');
      if (scratch) await rm(scratch, { recursive: true, force: true });
    });

    it('answers /healthz and serves the SPA', async () => {
      const health = await fetch(`${baseUrl}/healthz`);
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });
      const page = await fetch(`${baseUrl}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
    });

    it('draws a design with its mockups and serves its files', async () => {
      const artist = demoArtists[0];
      if (!artist) throw new Error('no demo artist');
      const { tokens } = await signInWithLocalProvider(baseUrl, {
        email: `image-${Date.now()}@example.com`,
      });
      const userId = tokens.user.id;
      const call = (name: Parameters<typeof callWorkflow>[1], body: Record<string, unknown>) =>
        callWorkflow(baseUrl, name, { userId, ...body }, tokens.access_token);
      const picture = await fetch(`${baseUrl}/catalog/images/${artist.id}.jpg`);
      expect(picture.headers.get('content-type')).toContain('image/jpeg');
      const submitted = await call('submit-onboarding', { spotifyId: artist.id, inviteToken: '' });
      expect(submitted.status).toBe(200);
      const design = await until('a design with mockups', 45_000, async () => {
        const { body } = await call('v2/designs', {});
        const designs = (body as { designs: { status: string; mocks: string[] }[] }).designs;
        return designs.find((d) => d.status === 'ready' && d.mocks.length > 0) ?? null;
      }).catch(async (error: unknown) => {
        const status = await call('getProcessingStatus', {});
        throw new Error(
          `${String(error)}: ${JSON.stringify(status.body)}\n${output.join('').slice(-4000)}`,
        );
      });
      const mock = await fetch(new URL(design.mocks[0] ?? '', baseUrl));
      expect(mock.status).toBe(200);
      expect((await mock.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }, 60_000);

    it('stops cleanly on SIGTERM', async () => {
      const exited = new Promise<number | null>((done) => server?.once('exit', done));
      server?.kill('SIGTERM');
      expect(await exited).toBe(0);
    }, 20_000);
  },
);
