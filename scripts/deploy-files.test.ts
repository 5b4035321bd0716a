// The deployment files (docs/deploy.md, decision 060) hold together: compose.yaml's services,
// health checks and variables (each one config.ts reads, and together a configuration it accepts),
// the Dockerfile's stages, user, health check and Node flags. With a Docker engine, the image is
// built too; without one that test says it was skipped and why.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from '../apps/server/src/config.ts';
import { MIGRATIONS_FOLDER } from '../apps/server/src/db/migrate.ts';
import {
  copiesOf,
  envOf,
  execFormOf,
  instructionsOf,
  lastOf,
  readDockerfile,
} from './deploy-dockerfile.ts';

const repo = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(repo, path), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[] | string;
  environment?: Record<string, string | number | boolean>;
  healthcheck?: { test?: unknown; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
  restart?: string;
  deploy?: { replicas?: number };
  volumes?: string[];
}
const compose = load(read('compose.yaml')) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const service = (name: string): Service => {
  const found = services[name];
  if (!found) throw new Error(`compose.yaml has no service ${name}`);
  return found;
};
const isOneShot = (s: Service) => s.restart === 'no';
const hasHealthCheck = (s: Service) => s.healthcheck?.test !== undefined && !s.healthcheck.disable;

/** `${NAME:?message}` and `${NAME:-default}` filled in as Compose would, from `values`. */
function interpolate(value: string, values: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_, name: string, kind, rest: string) => {
    const given = values[name];
    if (given !== undefined && given !== '') return given;
    if (kind === '-') return rest;
    throw new Error(`compose.yaml needs ${name}: ${rest}`);
  });
}

/** `KEY=value` lines of an env file, commented-out ones included (`# KEY=`). */
function envFileKeys(path: string): string[] {
  return [...read(path).matchAll(/^(?:#\s*)?([A-Z][A-Z0-9_]*)=/gm)].map(([, key]) => key ?? '');
}

const composeEnvExample = Object.fromEntries(
  read('deploy/compose.env.example')
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, key = '', value = '']) => [key, value === '' ? `sample-${key.toLowerCase()}` : value]),
);

describe('compose.yaml', () => {
  it('has PostgreSQL, MinIO with its bucket, the web process and workers', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['minio', 'minio-bucket', 'postgres', 'web', 'worker'].sort(),
    );
    for (const [name, s] of Object.entries(services)) {
      expect(s.image ?? s.build, `${name}: image or build`).toBeDefined();
    }
  });

  it('checks the health of every long-running service that can answer', () => {
    for (const [name, s] of Object.entries(services)) {
      if (isOneShot(s)) continue;
      // The worker serves no HTTP: it must say so rather than inherit the image's /healthz check.
      if (name === 'worker') expect(s.healthcheck).toEqual({ disable: true });
      else expect(hasHealthCheck(s), `${name}: healthcheck`).toBe(true);
    }
    expect(JSON.stringify(service('web').healthcheck?.test)).toContain('/healthz');
  });

  it('starts a service only once what it depends on is healthy, or done', () => {
    for (const [name, s] of Object.entries(services)) {
      for (const [target, { condition }] of Object.entries(s.depends_on ?? {})) {
        const dependency = service(target);
        if (condition === 'service_healthy') {
          expect(hasHealthCheck(dependency), `${name} waits on ${target}'s health`).toBe(true);
        } else {
          expect(condition, `${name} → ${target}`).toBe('service_completed_successfully');
          expect(isOneShot(dependency), `${target} is a one-shot`).toBe(true);
        }
      }
    }
    for (const name of ['web', 'worker']) {
      expect(service(name).depends_on?.postgres?.condition).toBe('service_healthy');
      expect(service(name).depends_on?.['minio-bucket']?.condition).toBe(
        'service_completed_successfully',
      );
    }
  });

  it('gives web and workers only variables config.ts reads, and a configuration it accepts', () => {
    for (const name of ['web', 'worker']) {
      const environment = service(name).environment ?? {};
      const unknown = Object.keys(environment).filter((key) => !CONFIG_VARIABLES.includes(key));
      expect(unknown, `${name}: variables config.ts does not read`).toEqual([]);
      const env = Object.fromEntries(
        Object.entries(environment).map(([key, value]) => [
          key,
          interpolate(String(value), composeEnvExample),
        ]),
      );
      const config = loadConfig(env);
      expect(config.storage.kind).toBe('s3');
      expect(config.databaseUrl).toMatch(/^postgres:\/\/encore:[^@]+@postgres:5432\/encore$/);
      expect(config.identityProvider).toEqual({ kind: 'embedded', signIn: 'email' });
    }
    expect(service('web').environment?.WORKERS).toBe('off');
    const optional = envFileKeys('deploy/encore.env.example');
    expect(optional.length).toBeGreaterThan(10);
    expect(optional.filter((key) => !CONFIG_VARIABLES.includes(key))).toEqual([]);
  });

  it('lists in deploy/compose.env.example every value it requires', () => {
    const required = [...read('compose.yaml').matchAll(/\$\{(\w+):\?/g)].map(([, name]) => name);
    expect(required.length).toBeGreaterThan(0);
    for (const name of new Set(required)) {
      expect(Object.keys(composeEnvExample), name).toContain(name);
    }
  });

  it('runs workers from the worker entry, scaled by replicas', () => {
    const worker = service('worker');
    expect(worker.command).toEqual(['apps/server/dist/worker.js']);
    expect(existsSync(join(repo, 'apps/server/src/worker.ts'))).toBe(true);
    expect(worker.deploy?.replicas).toBeGreaterThanOrEqual(1);
    expect(service('web').command).toBeUndefined(); // the image's CMD: main.js
  });

  it('keeps PostgreSQL and MinIO on named volumes, the bucket versioned', () => {
    for (const name of ['postgres', 'minio']) {
      const [volume] = (service(name).volumes ?? [])[0]?.split(':') ?? [];
      expect(Object.keys(compose.volumes), name).toContain(volume);
    }
    expect(JSON.stringify(service('minio-bucket').command)).toContain('mc version enable');
  });
});

describe('docs/deploy.md', () => {
  it('explains every variable config.ts reads', () => {
    const guide = read('docs/deploy.md');
    expect(CONFIG_VARIABLES.filter((name) => !guide.includes(`\`${name}\``))).toEqual([]);
  });
});

describe('Dockerfile', () => {
  const stages = readDockerfile(join(repo, 'Dockerfile'));
  const runtime = stages.at(-1);
  if (!runtime) throw new Error('Dockerfile has no stage');
  const startScript = (name: string) =>
    (JSON.parse(read('apps/server/package.json')) as { scripts: Record<string, string> }).scripts[
      name
    ] ?? '';

  it('builds in one stage and runs Node 24 as a user other than root in another', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(instructionsOf(stages[0] ?? runtime, 'RUN')).toEqual(['npm ci', 'npm run build']);
    expect(runtime.image).toMatch(/^node:24[.-]/);
    expect(lastOf(runtime, 'USER')).toMatch(/^(?!root$|0$)\S+$/);
  });

  it('checks /healthz and starts Node with the start scripts’ flags and environment', () => {
    expect(lastOf(runtime, 'HEALTHCHECK')).toMatch(/CMD .*\/healthz/);
    const entry = [...execFormOf(runtime, 'ENTRYPOINT'), ...execFormOf(runtime, 'CMD')];
    for (const [script, file] of [
      ['start', 'main.js'],
      ['worker', 'worker.js'],
    ] as const) {
      const [, flags = ''] = /exec node (.*) dist\/\S+$/.exec(startScript(script)) ?? [];
      expect(flags, script).not.toBe('');
      expect(execFormOf(runtime, 'ENTRYPOINT')).toEqual(['node', ...flags.split(' ')]);
      expect(startScript(script)).toContain(`dist/${file}`);
    }
    expect(entry.at(-1)).toBe('apps/server/dist/main.js');
    const env = envOf(runtime);
    expect(env).toMatchObject({ NODE_ENV: 'production', MALLOC_ARENA_MAX: '2' });
    expect(startScript('start')).toContain('NODE_ENV=${NODE_ENV:-production}');
    expect(startScript('start')).toContain('MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX:-2}');
  });

  it('copies paths that exist, and what the server reads at run time', () => {
    const buildOutputs = ['apps/server/dist', 'apps/web/dist'];
    for (const stage of stages) {
      for (const copy of copiesOf(stage)) {
        for (const source of copy.sources) {
          if (copy.from === undefined) {
            if (source !== '.') expect(existsSync(join(repo, source)), source).toBe(true);
            continue;
          }
          const inRepo = relative('/app', source);
          const known = buildOutputs.includes(inRepo) || existsSync(join(repo, inRepo));
          expect(known, `${stage.name}: COPY --from=${copy.from} ${source}`).toBe(true);
        }
      }
    }
    const workdir = lastOf(runtime, 'WORKDIR') ?? '/';
    const copied = copiesOf(runtime).map((copy) =>
      relative(workdir, resolve(workdir, copy.destination)),
    );
    for (const needed of [
      relative(repo, MIGRATIONS_FOLDER),
      'apps/web/dist',
      'apps/server/dist',
      'node_modules',
    ]) {
      expect(copied, needed).toContain(needed);
    }
  });

  it('leaves installed and built files, local data and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', 'data', '.env', 'deploy/*.env', '.git']) {
      expect(ignored).toContain(entry);
    }
  });
});

const dockerEngine =
  spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 20_000 }).status === 0;
const composePlugin =
  spawnSync('docker', ['compose', 'version'], { stdio: 'ignore', timeout: 20_000 }).status === 0;

describe('with Docker', () => {
  it.skipIf(!composePlugin)(
    `docker compose config accepts compose.yaml${composePlugin ? '' : ' (skipped: no docker compose plugin on this machine)'}`,
    () => {
      const env = { ...process.env, ...composeEnvExample };
      const result = spawnSync('docker', ['compose', 'config', '--quiet'], { cwd: repo, env });
      expect(result.stderr.toString()).toBe('');
      expect(result.status).toBe(0);
    },
    60_000,
  );

  it.skipIf(!dockerEngine)(
    `docker build makes the image${dockerEngine ? '' : ' (skipped: no Docker engine — `docker info` failed)'}`,
    () => {
      const result = spawnSync('docker', ['build', '-t', 'encore:deploy-test', '.'], {
        cwd: repo,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      expect(result.status, result.stderr.toString().slice(-4000)).toBe(0);
    },
    900_000,
  );
});
