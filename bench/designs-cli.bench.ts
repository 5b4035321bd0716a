/**
 * The designs CLI as a developer runs it (target: ≤ 6 s): `npm run designs -- --artist <id>
 * --out <tmp> --count 4`, wall time of the whole command (npm, tsx, fonts, 4 designs at print
 * scale with their print files, mockups and contact sheet), median of 3, one artist each.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoArtists } from '@encore/demo-catalog';
import { median } from './encore-process.ts';

const RUNS = 3;
const repoRoot = join(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function runCli(args: string[]): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(npm, ['run', '--silent', 'designs', '--', ...args], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(Math.round(performance.now() - started))
        : reject(new Error(`npm run designs exited with ${code}`)),
    );
  });
}

export const designsCliBenchmark = {
  name: 'designs-cli',
  async run(): Promise<Record<string, unknown>> {
    const times: number[] = [];
    const artists: string[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const artist = demoArtists[i * 11];
      if (!artist) throw new Error('no offline artist');
      artists.push(artist.name);
      const out = await mkdtemp(join(tmpdir(), 'encore-bench-cli-'));
      try {
        times.push(await runCli(['--artist', artist.id, '--out', out, '--count', '4']));
        console.log(`  run ${i + 1}: ${artist.name} ${times.at(-1)} ms`);
      } finally {
        await rm(out, { recursive: true, force: true });
      }
    }
    return {
      runs: RUNS,
      artists,
      command: 'npm run designs -- --artist <id> --out <tmp> --count 4',
      fourDesignsWithMockupsMedianMs: median(times),
      fourDesignsWithMockupsMs: times,
      targetMs: 6_000,
      loadAverage1m: Number(loadavg()[0]?.toFixed(2)),
    };
  },
};
