/**
 * The motif library: every motif by id, which genre families draw it, and the choice by words in
 * track and artist names ("Wolf Moon" → a howling wolf for metal or folk; "Lua Nova" → the moon). Templates call `motifsFor`,
 * `motifForWords` and `drawMotif`; nothing here knows about layouts.
 */
import type { ArtBuilder } from '../layout/art-builder.ts';
import type { Rng } from '../random/prng.ts';
import type { GenreFamily } from '../style/genre-family.ts';
import type { Box } from '../svg/box.ts';
import { CREATURE_WORDS } from './creature-words.ts';
import { DRAWN_MOTIFS } from './drawn-motifs.ts';
import { finishMotif, type MotifFinish } from './finish.ts';
import { iconMarkup, iconShape } from './game-icons.ts';
import { ICON_MOTIFS } from './icon-motifs.ts';
import { NAMING_GROUPS, NAMING_WORDS } from './motif-words.ts';
import { matchStrength, wordsOf } from './word-match.ts';
import type { Motif, MotifPaint, MotifRender } from './types.ts';

function iconMotif(
  icon: string,
  families: readonly GenreFamily[],
  words: readonly string[],
): Motif {
  return {
    id: icon,
    families,
    words,
    source: 'game-icons',
    kind: 'emblem',
    get aspect() {
      const { bounds } = iconShape(icon);
      return (bounds.x1 - bounds.x0) / (bounds.y1 - bounds.y0);
    },
    render(box, ctx): MotifRender {
      const { markup, placed } = iconMarkup(icon, box, ctx.paint.ink);
      return { defs: [], markup, inks: [ctx.paint.ink], placed };
    },
  };
}

export const MOTIFS: readonly Motif[] = [
  ...ICON_MOTIFS.map((m) => iconMotif(m.icon, m.families, m.words)),
  ...DRAWN_MOTIFS,
];

const BY_ID = new Map(MOTIFS.map((m) => [m.id, m]));

export const MOTIF_IDS: readonly string[] = MOTIFS.map((m) => m.id);

/**
 * Motifs drawn only when a word names them, never as a family's chance emblem: the bear's head is
 * a bust cut off square at the neck, which alone on a chest reads as a picture cut by a hard edge
 * (Aoife Ní Bhriain's "Salt on the Wind" got one).
 */
const ONLY_WHEN_NAMED: ReadonlySet<string> = new Set(['bear-head']);

export function motif(id: string): Motif {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`no motif "${id}"`);
  return found;
}

/** The motifs a family draws, optionally only emblems or only ornaments. */
export function motifsFor(family: GenreFamily, kind?: Motif['kind']): Motif[] {
  return MOTIFS.filter((m) => m.families.includes(family) && (!kind || m.kind === kind));
}

export { wordsOf };

const EDGY: readonly GenreFamily[] = ['metal', 'punk'];
const TAKES_EDGY: readonly GenreFamily[] = ['metal', 'punk', 'indie', 'hiphop'];

/** Skulls and coffins stay out of soft genres, whatever the words say. */
function tooEdgyFor(m: Motif, family: GenreFamily): boolean {
  return m.families.every((f) => EDGY.includes(f)) && !TAKES_EDGY.includes(family);
}

/**
 * Whether this word names the thing the motif draws (in any language: "lua" the moon,
 * "relámpago" the bolt) rather than a mood near it ("night" → a saxophone): only a naming word
 * carries a motif out of its own families.
 */
function namesMotif(m: Motif, motifWord: string): boolean {
  if (NAMING_WORDS.has(motifWord)) return true;
  const tokens = m.id.split('-').filter((t) => t.length >= 3);
  return tokens.some((t) => motifWord.startsWith(t) || t.startsWith(motifWord));
}

/**
 * Whether the motif draws the very thing the word names: the word and the motif's id (or a word
 * of it) share a naming group ("lua" and the moon; not "lua" and the wolf howling at it).
 */
function depicts(m: Motif, motifWord: string): boolean {
  const ids = [m.id.replace(/-/g, ' '), ...m.id.split('-')];
  return NAMING_GROUPS.some((g) => g.includes(motifWord) && ids.some((t) => g.includes(t)));
}

export interface MotifChoice {
  motif: Motif;
  /** The word that picked it, or null when it was picked for the genre alone. */
  word: string | null;
}

interface Scored extends MotifChoice {
  score: number;
}

/**
 * The best-scoring motifs of `pool` for these words (ties all kept). More and whole-word matches
 * win ("cowboy boots" → the boot over the hat), a word in the motif's own name or one that names
 * a thing ("sunrise" over "blue" in "Blue Ridge Sunrise") counts extra;
 * `naming` counts only words that name the motif; `bonus` adds to a motif's score; `slack`
 * keeps the motifs that many points short of the best too.
 */
function best(
  pool: readonly Motif[],
  words: readonly string[],
  naming: (m: Motif) => boolean,
  bonus: (m: Motif) => number = () => 0,
  slack = 0,
): Scored[] {
  const out: Scored[] = [];
  for (const m of pool) {
    const strengths = m.words.map((w) =>
      naming(m) && !namesMotif(m, w) ? 0 : matchStrength(w, words),
    );
    const hits = m.words.filter((_, i) => (strengths[i] ?? 0) > 0);
    if (hits.length === 0) continue;
    const score =
      strengths.reduce((sum, v) => sum + v, 0) +
      hits.filter((w) => m.id.includes(w)).length +
      hits.filter((w) => NAMING_WORDS.has(w)).length +
      bonus(m);
    out.push({ motif: m, word: hits[0] ?? null, score });
  }
  const top = Math.max(0, ...out.map((c) => c.score));
  return out.filter((c) => c.score >= top - slack);
}

/** How often a name's motif is used when the design's own track has none. */
export const NAME_SHARE = 0.5;

/**
 * How often when the name is built on an animal or emblem thing ("Wolves of Hrafnfell", "Tame
 * Owls", "ØRN"): that is the band's own emblem, which an art director expects on most designs of
 * the set (a moon or a river in the name is scenery, and stays at NAME_SHARE for variety).
 */
export const CREATURE_NAME_SHARE = 0.8;

/** The share of designs that should carry this name motif (see the two constants above). */
export function nameShare(choice: MotifChoice): number {
  return choice.word !== null && CREATURE_WORDS.has(choice.word) ? CREATURE_NAME_SHARE : NAME_SHARE;
}

/**
 * The motif the artist's name calls for ("Lua Nova" → the moon, "Broken Bottle Choir" → the
 * broken bottle), or null. The name is the band's own emblem, so its motif crosses family lines
 * more freely than a track's: any family's motif named by a word of it competes (a motif of this
 * family scores one extra), skulls and coffins excepted for soft genres. Mood words ("blue",
 * "night") only count for this family's motifs when nothing is named, never when `namingOnly`.
 */
export function nameMotif(
  name: string,
  family: GenreFamily,
  rng: Rng,
  options: {
    kind?: Motif['kind'];
    source?: Motif['source'];
    namingOnly?: boolean;
    /** Only this family's motifs (a track word, where the name would cross). */
    familyOnly?: boolean;
    /** Motif ids the caller cannot use: the name's next-best motif is tried instead. */
    exclude?: ReadonlySet<string>;
  } = {},
): MotifChoice | null {
  const kind = options.kind ?? 'emblem';
  const pool = MOTIFS.filter(
    (m) =>
      m.kind === kind &&
      !options.exclude?.has(m.id) &&
      (!options.source || m.source === options.source) &&
      (!options.familyOnly || m.families.includes(family)) &&
      !tooEdgyFor(m, family),
  );
  const inFamily = (m: Motif): boolean => m.families.includes(family);
  const words = wordsOf([name]);
  // What the name names comes first, its near misses too ("Honey Creek": the jar, the bee, the
  // creek); a mood word only when nothing is named ("Blue in Green" → a jazz band's saxophone).
  const named = best(
    pool,
    words,
    () => true,
    (m) =>
      (inFamily(m) ? 1 : 0) +
      (m.words.some((w) => depicts(m, w) && matchStrength(w, words) > 0) ? 2 : 0) +
      // An animal or emblem thing beats the scenery it stands in, by more than the near misses'
      // slack: "Wolves of the Desert" (ذئاب الصحراء) wear the wolf, not the dunes.
      (m.words.some((w) => CREATURE_WORDS.has(w) && matchStrength(w, words) > 0) ? 3 : 0),
    1,
  );
  // A word named inside a longer one names less: 花火 (fireworks) is no 火 (fire) or 花 (flower).
  const whole = named.filter(
    (h) => !named.some((o) => h.word && o.word && o.word !== h.word && o.word.includes(h.word)),
  );
  const hits =
    whole.length > 0 || options.namingOnly === true
      ? whole
      : best(pool.filter(inFamily), words, () => false);
  const pick = hits.length > 0 ? rng.pick(hits) : null;
  return pick ? { motif: pick.motif, word: pick.word } : null;
}

/**
 * A motif for these texts and this family, in order of how closely they belong to the design:
 * 1. the first text (the design's own track): a word match in the family, else a game-icons
 *    emblem of another family that the word names (a metal band's song "Rose" may carry a rose);
 * 2. for about half the designs (NAME_SHARE), the artist's name (`options.name`; when not given
 *    and there are several texts, the last one: layouts pass `[track, ...tracks, name]`);
 * 3. the other texts (the artist's other tracks), as in 1;
 * 4. a seeded emblem of the family. Each design of a set carries another track and draws its
 *    own coin for the name, so a set's motifs vary.
 */
export function motifForWords(
  texts: readonly string[],
  family: GenreFamily,
  rng: Rng,
  options: {
    kind?: Motif['kind'];
    exclude?: readonly string[];
    name?: string | null;
    /** The name's own thing before the track's (the set's design for the name). */
    nameFirst?: boolean;
  } = {},
): MotifChoice {
  const kind = options.kind ?? 'emblem';
  const exclude = new Set(options.exclude ?? []);
  const usable = MOTIFS.filter((m) => m.kind === kind && !exclude.has(m.id));
  const inFamily = usable.filter((m) => m.families.includes(family));
  const crossing = usable.filter(
    (m) => !m.families.includes(family) && m.source === 'game-icons' && !tooEdgyFor(m, family),
  );
  const byWords = (group: readonly string[]): MotifChoice | null => {
    if (group.length === 0) return null;
    const words = wordsOf(group);
    const own = best(inFamily, words, () => false);
    const other = own.length > 0 || family === 'neutral' ? [] : best(crossing, words, () => true);
    const hits = own.length > 0 ? own : other;
    const pick = hits.length > 0 ? rng.pick(hits) : null;
    return pick ? { motif: pick.motif, word: pick.word } : null;
  };
  const nameGiven = options.name !== undefined;
  const name = nameGiven ? options.name : texts.length >= 2 ? texts[texts.length - 1] : null;
  const others = texts.slice(1, nameGiven || texts.length < 2 ? texts.length : -1);
  if (name && options.nameFirst) {
    const named = nameMotif(name, family, rng, { kind, exclude, namingOnly: true });
    if (named) return named;
  }
  const fromTrack = byWords(texts.slice(0, 1));
  if (fromTrack) return fromTrack;
  if (name) {
    const fromName = nameMotif(name, family, rng, { kind, exclude });
    if (fromName && rng.chance(nameShare(fromName))) return fromName;
  }
  const fromOthers = byWords(others);
  if (fromOthers) return fromOthers;
  const unnamed = inFamily.filter((m) => !ONLY_WHEN_NAMED.has(m.id));
  const pool = unnamed.length > 0 ? unnamed : usable.filter((m) => m.families.includes('neutral'));
  return { motif: rng.pick(pool.length > 0 ? pool : usable), word: null };
}

/**
 * Renders a motif (by id or value) into `box` without adding it anywhere. `finish` 'halftone'
 * breaks it into a dot screen at one end, 'distress' knocks photocopy grain out of it.
 */
export function renderMotif(
  which: Motif | string,
  box: Box,
  paint: MotifPaint,
  rng: Rng,
  uid: (prefix: string) => string,
  finish: MotifFinish = 'solid',
): MotifRender {
  const m = typeof which === 'string' ? motif(which) : which;
  // A box too small to print in draws nothing (and keeps grid and dot loops finite).
  if (!(box.x1 - box.x0 >= 4 && box.y1 - box.y0 >= 4)) {
    return { defs: [], markup: '', inks: [], placed: { ...box } };
  }
  return finishMotif(m.render(box, { paint, rng, uid }), finish, rng, uid);
}

/** Draws a motif into the builder; returns where its ink landed. */
export function drawMotif(
  b: ArtBuilder,
  which: Motif | string,
  box: Box,
  paint: MotifPaint,
  rng: Rng,
  finish: MotifFinish = 'solid',
): Box {
  const out = renderMotif(which, box, paint, rng, (p) => b.uid(p), finish);
  for (const d of out.defs) b.def(d);
  b.add(out.markup, out.inks);
  return out.placed;
}
