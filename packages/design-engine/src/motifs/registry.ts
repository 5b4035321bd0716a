/**
 * The motif library: every motif by id, which genre families draw it, and the choice by words in
 * track names ("Wolf Moon" → a howling wolf for metal or folk). Templates call `motifsFor`,
 * `motifForWords` and `drawMotif`; nothing here knows about layouts.
 */
import type { ArtBuilder } from '../layout/art-builder.ts';
import type { Rng } from '../random/prng.ts';
import type { GenreFamily } from '../style/genre-family.ts';
import type { Box } from '../svg/box.ts';
import { DRAWN_MOTIFS } from './drawn-motifs.ts';
import { finishMotif, type MotifFinish } from './finish.ts';
import { iconMarkup, iconShape } from './game-icons.ts';
import { ICON_MOTIFS } from './icon-motifs.ts';
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

export function motif(id: string): Motif {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`no motif "${id}"`);
  return found;
}

/** The motifs a family draws, optionally only emblems or only ornaments. */
export function motifsFor(family: GenreFamily, kind?: Motif['kind']): Motif[] {
  return MOTIFS.filter((m) => m.families.includes(family) && (!kind || m.kind === kind));
}

/** Lower-case words without accents (so "Corazón" matches "corazon" and "corazón"). */
export function wordsOf(texts: readonly string[]): string[] {
  const out: string[] = [];
  for (const text of texts) {
    const lower = text.toLowerCase();
    const plain = lower.normalize('NFD').replace(/\p{M}+/gu, '');
    for (const form of new Set([lower, plain])) {
      for (const word of form.split(/[^\p{L}\p{N}']+/u)) if (word.length > 0) out.push(word);
    }
    // Scripts without spaces (Hangul runs, CJK): keep the whole run too, matched by inclusion.
    out.push(lower);
  }
  return out;
}

/** Title words that start or end like a motif word but mean something else. */
const FALSE_COMPOUNDS = new Set([
  'crowd',
  'crowds',
  'start',
  'started',
  'starting',
  'stare',
  'stared',
  'staring',
  'starve',
  'starving',
  'hearth',
  'kingston',
  'rosetta',
  'another',
  'suntory',
  'wavering',
  'pinery',
]);

/**
 * 2: the whole word; 1: part of a compound ("Moonlight", "Wildfire", "Sweetheart"; Latin motif
 * words of 4+ letters only); 0: no match. Hangul words match at the start of a word (별 in
 * 별빛, not in 이별 "farewell"); Han and kana, written without spaces, anywhere in the run.
 */
function matchStrength(motifWord: string, words: readonly string[]): number {
  if (motifWord.includes(' ')) return words.some((w) => w.includes(motifWord)) ? 2 : 0;
  if (/\p{Script=Hangul}/u.test(motifWord))
    return words.some((w) => w.startsWith(motifWord)) ? 2 : 0;
  if (/[^\p{Script=Latin}]/u.test(motifWord))
    return words.some((w) => w.includes(motifWord)) ? 2 : 0;
  if (words.includes(motifWord)) return 2;
  if (motifWord.length < 4) return 0;
  const compound = words.some(
    (w) =>
      w.length >= motifWord.length + 2 &&
      !w.includes(' ') &&
      !FALSE_COMPOUNDS.has(w) &&
      (w.startsWith(motifWord) || (SUFFIX_OK.has(motifWord) && w.endsWith(motifWord))),
  );
  return compound ? 1 : 0;
}

/** Motif words that also end compounds ("wildfire", "sweetheart", "werewolf", "saltwater"). */
const SUFFIX_OK = new Set([
  'fire',
  'heart',
  'bird',
  'flower',
  'flowers',
  'moon',
  'star',
  'wolf',
  'snake',
  'rose',
  'storm',
  'skull',
  'crown',
  'wave',
  'waves',
  'bloom',
  'dove',
  'angel',
  'queen',
  'diamond',
  'water',
  'rain',
]);

const EDGY: readonly GenreFamily[] = ['metal', 'punk'];
const TAKES_EDGY: readonly GenreFamily[] = ['metal', 'punk', 'indie', 'hiphop'];

/**
 * Whether a motif of another family may follow a word into this one: only when the word names
 * the motif itself ("wolf" → wolf-howl, not "night" → a saxophone), and skulls and coffins
 * stay out of soft genres.
 */
function crossesInto(m: Motif, motifWord: string, family: GenreFamily): boolean {
  if (m.families.every((f) => EDGY.includes(f)) && !TAKES_EDGY.includes(family)) return false;
  const tokens = m.id.split('-').filter((t) => t.length >= 3);
  return tokens.some((t) => motifWord.startsWith(t) || t.startsWith(motifWord));
}

export interface MotifChoice {
  motif: Motif;
  /** The word that picked it, or null when it was picked for the genre alone. */
  word: string | null;
}

/**
 * A motif for these texts (track names, the artist name) and this family. A word match inside
 * the family wins; then a word match from a neighbouring family if the motif is an emblem (a
 * metal band's song "Rose" may carry a rose); otherwise a seeded emblem of the family.
 */
export function motifForWords(
  texts: readonly string[],
  family: GenreFamily,
  rng: Rng,
  options: { kind?: Motif['kind']; exclude?: readonly string[] } = {},
): MotifChoice {
  const words = wordsOf(texts);
  const kind = options.kind ?? 'emblem';
  const exclude = new Set(options.exclude ?? []);
  const usable = MOTIFS.filter((m) => m.kind === kind && !exclude.has(m.id));
  const scored = (pool: readonly Motif[], cross = false): MotifChoice[] => {
    let best = 0;
    let out: MotifChoice[] = [];
    for (const m of pool) {
      const strengths = m.words.map((w) =>
        cross && !crossesInto(m, w, family) ? 0 : matchStrength(w, words),
      );
      const hits = m.words.filter((_, i) => (strengths[i] ?? 0) > 0);
      if (hits.length === 0) continue;
      // More and whole-word matches win ("cowboy boots" → the boot over the hat); a word in
      // the motif's own name counts extra.
      const score =
        strengths.reduce((sum, v) => sum + v, 0) + hits.filter((w) => m.id.includes(w)).length;
      const choice = { motif: m, word: hits[0] ?? null };
      if (score > best) {
        best = score;
        out = [choice];
      } else if (score === best) out.push(choice);
    }
    return out;
  };
  const inFamily = usable.filter((m) => m.families.includes(family));
  const familyHits = scored(inFamily);
  if (familyHits.length > 0) return rng.pick(familyHits);
  const otherHits = scored(
    usable.filter((m) => !m.families.includes(family) && m.source === 'game-icons'),
    true,
  );
  if (otherHits.length > 0 && family !== 'neutral') return rng.pick(otherHits);
  const pool =
    inFamily.length > 0 ? inFamily : usable.filter((m) => m.families.includes('neutral'));
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
