// The import rules (.dependency-cruiser.cjs) catch what they promise: each deliberately wrong
// import in a small tree shaped like the repository fails its rule, and the right ones pass.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '..');
const depcruise = join(repo, 'node_modules', '.bin', 'depcruise');

/** Files of the fixture tree: path → source. */
const GOOD: Record<string, string> = {
  'apps/web/src/lib/format.ts': 'export const format = (n: number) => String(n);\n',
  'apps/web/src/features/designs/card.ts':
    "import { format } from '../../lib/format.ts';\nexport const card = format(1);\n",
  'apps/server/src/modules/stores/index.ts': "export { launch } from './service.ts';\n",
  'apps/server/src/modules/stores/service.ts': 'export const launch = () => 1;\n',
  'apps/server/src/modules/designs/service.ts':
    "import { launch } from '../stores/index.ts';\nexport const pick = launch;\n",
  'apps/server/src/app.ts':
    "import { launch } from './modules/stores/index.ts';\nexport const app = launch;\n",
  'packages/engine/src/index.ts': 'export const engine = 1;\n',
};

const WRONG: Record<string, [rule: string, source: string]> = {
  'apps/web/src/features/store/page.ts': [
    'web-features-stay-apart',
    "import { card } from '../designs/card.ts';\nexport const page = card;\n",
  ],
  'apps/web/src/lib/uses-feature.ts': [
    'web-shared-code-never-imports-features',
    "import { card } from '../features/designs/card.ts';\nexport const shared = card;\n",
  ],
  'apps/server/src/modules/orders/service.ts': [
    'server-modules-meet-at-their-index',
    "import { launch } from '../stores/service.ts';\nexport const order = launch;\n",
  ],
  'apps/server/src/http/routes.ts': [
    'server-code-uses-modules-through-their-index',
    "import { launch } from '../modules/stores/service.ts';\nexport const routes = launch;\n",
  ],
  'packages/engine/src/reach.ts': [
    'packages-never-import-apps',
    "import { launch } from '../../../apps/server/src/modules/stores/index.ts';\nexport const r = launch;\n",
  ],
  'apps/web/src/lib/server-call.ts': [
    'apps-stay-apart',
    "import { launch } from '../../../server/src/modules/stores/index.ts';\nexport const s = launch;\n",
  ],
  'packages/engine/src/ping.ts': [
    'no-circular',
    "import { pong } from './pong.ts';\nexport const ping = () => pong;\n",
  ],
  'packages/engine/src/pong.ts': [
    'no-circular',
    "import { ping } from './ping.ts';\nexport const pong = () => ping;\n",
  ],
};

let dir = '';

async function put(path: string, source: string) {
  await mkdir(dirname(join(dir, path)), { recursive: true });
  await writeFile(join(dir, path), source);
}

async function cruise(): Promise<{ ok: boolean; output: string }> {
  const args = ['apps', 'packages', '--config', join(repo, '.dependency-cruiser.cjs')];
  try {
    const { stdout } = await run(depcruise, [...args, '--output-type', 'err'], { cwd: dir });
    return { ok: true, output: stdout };
  } catch (error) {
    return { ok: false, output: String((error as { stdout?: string }).stdout ?? error) };
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'encore-dependency-rules-'));
  await copyFile(join(repo, 'tsconfig.base.json'), join(dir, 'tsconfig.base.json'));
  for (const [path, source] of Object.entries(GOOD)) await put(path, source);
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the import rules', { timeout: 60_000 }, () => {
  it('pass a tree that keeps them', async () => {
    const result = await cruise();
    expect(result.output).toContain('no dependency violations');
    expect(result.ok).toBe(true);
  });

  it('fail each deliberately wrong import, naming its rule', async () => {
    for (const [path, [, source]] of Object.entries(WRONG)) await put(path, source);
    const result = await cruise();
    expect(result.ok).toBe(false);
    // A circle is reported once, starting at either of its files.
    const byRule = new Map<string, string[]>();
    for (const [path, [rule]] of Object.entries(WRONG)) {
      byRule.set(rule, [...(byRule.get(rule) ?? []), path]);
    }
    for (const [rule, paths] of byRule) {
      expect(result.output, rule).toMatch(new RegExp(`${rule}: (${paths.join('|')})`));
    }
  });
});
