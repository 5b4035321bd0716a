// Deterministic hostile variations of a valid request, for tests that walk every call or form and
// prove that none of them answers 5xx: each string of the request in turn carries a control
// character, becomes another type, or grows huge. No randomness, so a failure names its case and
// reruns the same.

export type Path = readonly (string | number)[];

/** What the edge refuses with a 400 (decision 053): C0, DEL, C1, and a lone surrogate. */
export const CONTROL_CHARACTERS = ['\u0000', '\u0007', '\n', '\u001b', '\u007f', '\u0085'] as const;
export const LONE_SURROGATE = '\ud800';
export const WRONG_TYPES: readonly unknown[] = [42, -1.5, true, null, [], {}, ['a'], { a: 'b' }];
/** Under the 1 MB body limit, and far over any field's own. */
export const HUGE_STRING = 'x'.repeat(200_000);

/** The paths of every string in a JSON value. */
export function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

/** A copy of `value` with the value at `path` replaced. */
export function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const copy: unknown = structuredClone(value);
  const parent = copy as Record<string | number, unknown>;
  parent[head] = replaceAt(parent[head], rest, replacement);
  return copy;
}

export function readAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (current, key) =>
      typeof current === 'object' && current !== null
        ? (current as Record<string | number, unknown>)[key]
        : undefined,
    value,
  );
}

export interface HostileCase {
  /** E.g. `trackName ← U+0000`. */
  label: string;
  path: Path;
  request: unknown;
  /** A control character or a lone surrogate: the edge must refuse it with a 400 naming `path`. */
  unclean: boolean;
}

const codePoint = (text: string) =>
  `U+${(text.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Every variation of every string of a valid request. */
export function hostileCases(valid: unknown): HostileCase[] {
  const cases: HostileCase[] = [];
  for (const path of stringPaths(valid)) {
    const field = path.join('.');
    const original = String(readAt(valid, path));
    for (const char of [...CONTROL_CHARACTERS, LONE_SURROGATE]) {
      // In the middle, where trimming cannot remove it.
      const request = replaceAt(valid, path, `${original.slice(0, 1)}${char}${original.slice(1)}`);
      cases.push({ label: `${field} ← ${codePoint(char)}`, path, request, unclean: true });
    }
    for (const wrong of WRONG_TYPES) {
      const request = replaceAt(valid, path, wrong);
      cases.push({ label: `${field} ← ${JSON.stringify(wrong)}`, path, request, unclean: false });
    }
    const huge = replaceAt(valid, path, HUGE_STRING);
    cases.push({ label: `${field} ← 200 KB`, path, request: huge, unclean: false });
  }
  return cases;
}
