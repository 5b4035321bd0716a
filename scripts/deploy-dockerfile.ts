/**
 * Reads the root Dockerfile into stages and instructions, for the tests that check it
 * (deploy-files.test.ts) and that run its runtime stage's files without Docker
 * (deploy-runtime.test.ts). Only the syntax the Dockerfile uses: line continuations, comments,
 * `ARG` defaults before `FROM`, `FROM … AS name`, and JSON (exec) or shell forms.
 */
import { readFileSync } from 'node:fs';

export interface Instruction {
  /** Upper case: COPY, RUN, ENV, … */
  readonly keyword: string;
  /** Everything after the keyword, continuations joined. */
  readonly args: string;
}

export interface Stage {
  readonly name: string;
  readonly image: string;
  readonly instructions: readonly Instruction[];
}

export interface CopyInstruction {
  /** The stage copied from, or undefined for the build context. */
  readonly from: string | undefined;
  readonly sources: readonly string[];
  readonly destination: string;
}

export function parseDockerfile(text: string): Stage[] {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const args = new Map<string, string>();
  const stages: { name: string; image: string; instructions: Instruction[] }[] = [];
  for (const line of lines) {
    const [, keyword = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    const current = stages.at(-1);
    if (upper === 'FROM') {
      const [image = '', as, name] = rest.split(/\s+/);
      const resolved = image.replace(/\$\{(\w+)\}/g, (_, arg: string) => args.get(arg) ?? '');
      stages.push({
        name: as?.toUpperCase() === 'AS' && name ? name : String(stages.length),
        image: resolved,
        instructions: [],
      });
    } else if (upper === 'ARG' && !current) {
      const [key = '', value = ''] = rest.split('=');
      args.set(key, value);
    } else if (current) {
      current.instructions.push({ keyword: upper, args: rest });
    }
  }
  return stages;
}

export function readDockerfile(path: string): Stage[] {
  return parseDockerfile(readFileSync(path, 'utf8'));
}

export function instructionsOf(stage: Stage, keyword: string): string[] {
  return stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);
}

/** The last value of a one-value instruction (WORKDIR, USER), or undefined. */
export function lastOf(stage: Stage, keyword: string): string | undefined {
  return instructionsOf(stage, keyword).at(-1);
}

export function copiesOf(stage: Stage): CopyInstruction[] {
  return instructionsOf(stage, 'COPY').map((args) => {
    const words = args.split(/\s+/);
    const flags = words.filter((word) => word.startsWith('--'));
    const paths = words.filter((word) => !word.startsWith('--'));
    const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
    const destination = paths.pop();
    if (!destination || paths.length === 0) throw new Error(`COPY without paths: ${args}`);
    return { from, sources: paths, destination };
  });
}

/** ENV's `KEY=value` pairs (values without spaces, optionally in double quotes). */
export function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const args of instructionsOf(stage, 'ENV')) {
    for (const [, key = '', value = ''] of args.matchAll(/(\w+)=("[^"]*"|\S*)/g)) {
      env[key] = value.replace(/^"(.*)"$/, '$1');
    }
  }
  return env;
}

/** ENTRYPOINT or CMD in exec (JSON) form; the shell form is refused (no signals for Node). */
export function execFormOf(stage: Stage, keyword: 'ENTRYPOINT' | 'CMD'): string[] {
  const args = lastOf(stage, keyword);
  if (args === undefined) return [];
  const parsed: unknown = JSON.parse(args);
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string')) {
    throw new Error(`${keyword} is not in exec form: ${args}`);
  }
  return parsed;
}
