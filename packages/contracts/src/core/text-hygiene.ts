import { formatIssuePath } from './errors.ts';

// Text hygiene at the edge (decision 053). Control characters are never text a person typed into a
// one-line field: a NUL is refused by PostgreSQL (a 500 before this), ESC starts terminal escapes
// in logs, and none of them can be shown. Lone surrogates are not text at all. Every field of
// Encore's calls and forms is one line, so the rule has no exception today; a multi-line field
// would allow '\n' (and '\t') through `allow`.

/** Unicode's control characters (category Cc): U+0000–U+001F, U+007F and U+0080–U+009F. */
const CONTROL = /\p{Cc}/u;
/** A high surrogate without its low half, or a low one without its high half (no `u` flag). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type TextProblem = 'control-character' | 'ill-formed';

/** What is wrong with a text, or null when it is clean. `allow`: control characters permitted. */
export function textProblem(text: string, allow = ''): TextProblem | null {
  if (LONE_SURROGATE.test(text)) return 'ill-formed';
  if (!CONTROL.test(text)) return null;
  for (const char of text) {
    if (CONTROL.test(char) && !allow.includes(char)) return 'control-character';
  }
  return null;
}

/** The message for a field's problem, starting with the field's name as every 400 does. */
export function textProblemMessage(field: string, problem: TextProblem): string {
  const name = field === '' ? 'the request' : field;
  return problem === 'ill-formed'
    ? `${name} must be valid Unicode text`
    : `${name} must not contain control characters`;
}

export interface UncleanText {
  /** Dot path of the string (or of the object whose key it is); '' for the request itself. */
  field: string;
  message: string;
}

/** Deeper than any request of ours; a body nested further is refused rather than walked. */
const MAX_DEPTH = 32;
/** A path in a message echoes the request: keys that long are cut. */
const MAX_FIELD_LENGTH = 120;

function fieldOf(path: readonly PropertyKey[]): string {
  const field = formatIssuePath(path);
  return field.length > MAX_FIELD_LENGTH ? `${field.slice(0, MAX_FIELD_LENGTH)}…` : field;
}

/**
 * The first string (value or key) of a parsed JSON body or query that is not clean text, else
 * null. Walked before the schema so that no field of any call — typed, optional, `z.unknown()` or
 * about to be stripped — can carry one to a handler, the database or a log. Iterative and bounded.
 */
export function findUncleanText(input: unknown): UncleanText | null {
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: input, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: PropertyKey[] };
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) {
        const field = fieldOf(path);
        return { field, message: textProblemMessage(field, problem) };
      }
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_DEPTH) {
      const field = fieldOf(path);
      return { field, message: `${field === '' ? 'the request' : field} is nested too deeply` };
    }
    const entries: [PropertyKey, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [index, item])
      : Object.entries(value);
    if (entries.some(([key]) => typeof key === 'string' && textProblem(key) !== null)) {
      const field = fieldOf(path);
      return {
        field,
        message: `${field === '' ? 'the request' : field} has a key that is not clean text`,
      };
    }
    // Pushed in reverse, so the first bad field in reading order is the one reported.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index] as [PropertyKey, unknown];
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}
