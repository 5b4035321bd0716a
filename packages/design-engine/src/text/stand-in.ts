/**
 * What to print for a character that no font the engine ships can draw (decision 063). A box
 * (.notdef) is never printed; instead, in order:
 * - a look-alike another font has (☾ → ⏾ from Noto Sans Symbols 2, ☽ → 🌙 from Noto Emoji);
 * - its compatibility form, when Unicode gives one (𝔐𝔢𝔱𝔞𝔩 → Metal, ① → 1): the letters the
 *   artist meant, set in the design's own face;
 * - a symbol or emoji with neither is left out, as the emoji font's unformable sequences are: a
 *   decoration, so the name still reads whole;
 * - anything else (a letter, digit, private-use character) stays missing: the glyph check rejects the design rather than
 *   print a misspelt name.
 */
import { needsGlyph } from '../fonts/loader.ts';

/** Pictures with no glyph in any shipped font, and the closest one that has one. */
const LOOKALIKE: Readonly<Record<string, string>> = {
  '\u263e': '\u23fe', // ☾ last quarter moon → ⏾ power sleep symbol (a solid crescent)
  '\u263d': '\u{1f319}', // ☽ first quarter moon → 🌙 crescent moon
};

/**
 * Only pictures may be left out: a letter, digit or mark would misspell the name, and a
 * private-use character could be anything.
 */
const PICTURE = /^[\p{S}\p{Extended_Pictographic}]+$/u;

export interface StandIn {
  /** Replacement text ('' when the character is left out), or null to keep it as missing. */
  text: string | null;
  /** True when the character is left out (reported as dropped, not as a failure). */
  dropped: boolean;
}

/** The stand-in for one grapheme cluster no font has. */
export function standIn(cluster: string): StandIn {
  const lookalike = LOOKALIKE[cluster];
  if (lookalike) return { text: lookalike, dropped: false };
  const compatible = cluster.normalize('NFKC');
  if (compatible !== cluster && compatible.trim() !== '')
    return { text: compatible, dropped: false };
  const visible = [...cluster].filter((c) => needsGlyph(c.codePointAt(0) ?? 0)).join('');
  if (visible === '' || !PICTURE.test(visible)) return { text: null, dropped: false };
  return { text: '', dropped: true };
}

export interface Replaced {
  text: string;
  /** Clusters left out. */
  dropped: string[];
}

/**
 * `text` with each missing cluster (UTF-16 `index` and `text`) replaced by its stand-in. A
 * cluster left out takes one neighbouring space with it, so "luna ⚝ x" does not gap twice.
 */
export function replaceMissing(
  text: string,
  missing: readonly { index: number; text: string }[],
): Replaced {
  let out = text;
  const dropped: string[] = [];
  // From the end, so earlier offsets stay valid.
  for (const cluster of [...missing].sort((a, b) => b.index - a.index)) {
    const { text: replacement, dropped: left } = standIn(cluster.text);
    if (replacement === null) continue;
    let start = cluster.index;
    let end = start + cluster.text.length;
    if (left) {
      dropped.push(cluster.text);
      if (out[end] === ' ') end += 1;
      else if (start > 0 && out[start - 1] === ' ') start -= 1;
    }
    out = out.slice(0, start) + replacement + out.slice(end);
  }
  return { text: out, dropped: dropped.reverse() };
}
