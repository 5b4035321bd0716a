/**
 * Colourways for one artist's set: a garment plus an ink plan, ranked best first and all visibly
 * different, so a set that repeats a layout can print the repeat in another colourway. A
 * colourway's score is how well the garment suits the palette (garment-choice.ts) times how much
 * the genre likes the recipe (treatment.ts).
 */
import { deltaE, hexToHsl } from './color.ts';
import { isDark } from './contrast.ts';
import { rankGarments, rankPapers } from './garment-choice.ts';
import { composeInks, type InkPlan } from './ink-plan.ts';
import { describePalette, isColourful, type PaletteMood } from './palette-mood.ts';
import type { PaletteColor } from './palette.ts';
import { recipesFor, type InkRecipe } from './treatment.ts';
import type { Weighted } from '../random/prng.ts';
import { GARMENTS, type GarmentId, type PaperId } from '../style/garments.ts';

export interface Colourway {
  garment: GarmentId;
  /** The garment's colour (what the store sells and the mockups show). */
  background: string;
  inks: InkPlan;
  recipe: InkRecipe;
  score: number;
}

export interface ColourwayInput {
  family: string;
  palette: readonly PaletteColor[];
  /** The blanks the genre is sold on, with its preference (StyleSpec.garments). */
  garments: readonly Weighted<GarmentId>[];
  count: number;
}

/** Two inks closer than this print as the same colour. */
const SAME_INK = 12;

const sameInks = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length &&
  a.every((x) => b.some((y) => deltaE(x, y) < SAME_INK)) &&
  b.every((y) => a.some((x) => deltaE(x, y) < SAME_INK));

/** Same blank, same name ink, same set of inks: a buyer would call it the same colourway. */
export function sameColourway(a: Colourway, b: Colourway): boolean {
  return (
    a.background === b.background &&
    deltaE(a.inks.primary, b.inks.primary) < SAME_INK &&
    sameInks(a.inks.inks, b.inks.inks)
  );
}

function candidates(mood: PaletteMood, input: ColourwayInput): Colourway[] {
  const ranked = rankGarments(mood, input.palette, input.garments);
  // A genre that lists no blank still gets black, the blank every band sells.
  const garments =
    ranked.length > 0 ? ranked : [{ id: 'black' as const, hex: GARMENTS.black, score: 1 }];
  const recipes = recipesFor(input.family, mood.hues.length, isColourful(mood));
  const topGarment = garments[0]?.score ?? 1;
  const topRecipe = recipes[0]?.weight ?? 1;
  const all: Colourway[] = [];
  for (const g of garments) {
    for (const r of recipes) {
      const inks = composeInks(mood, g.hex, r.value);
      all.push({
        garment: g.id,
        background: g.hex,
        inks,
        recipe: r.value,
        // Squared: a better-suited garment outranks a slightly preferred treatment.
        score:
          (g.score / topGarment) ** 2 *
          (r.weight / topRecipe) *
          (muddiesYellow(inks, g.hex) ? MUDDY_YELLOW : 1),
      });
    }
  }
  return all.sort((a, b) => b.score - a.score);
}

/**
 * A yellow or gold darkened until it reads on a light blank turns olive or mustard (Jah Meadow's
 * gold name, Nené Flow's picó rings, Kofi Mensah's bootleg name): such a colourway ranks far
 * below the same yellow on a dark blank, where it stays itself.
 */
const MUDDY_YELLOW = 0.2;

function muddiesYellow(inks: InkPlan, garment: string): boolean {
  if (isDark(garment)) return false;
  // The name's ink or the accent (a bootleg's gold name, a picó's rings): both print large.
  return [inks.primary, inks.accent].some((ink) => {
    const { h, s, l } = hexToHsl(ink);
    return h >= 40 && h <= 70 && s >= 0.3 && l < 0.45;
  });
}

/** How well (against the lead) a blank of the other darkness must suit to be offered. */
const FLIP_SCORE = 0.1;

/**
 * Up to `count` distinct colourways, best first (fewer only when the palette and genre allow
 * fewer). At least one is on another blank than the lead when the genre sells another that suits
 * the palette: a line of four shirts all on one blank reads as one shirt four times.
 */
export function planColourways(input: ColourwayInput): Colourway[] {
  const mood = describePalette(input.palette);
  const all = candidates(mood, input);
  const chosen: Colourway[] = [];
  for (const c of all) {
    if (chosen.length >= input.count) break;
    if (chosen.every((k) => !sameColourway(k, c))) chosen.push(c);
  }
  const lead = chosen[0];
  if (!lead || chosen.length < 2) return chosen;
  // The other blank is a dark one under a light lead (and the reverse) when the palette suits
  // one well enough: four shirts on cream and sand still read as one shirt.
  const leadDark = isDark(lead.background);
  const contrasting = chosen.some((c) => isDark(c.background) !== leadDark);
  const flip = contrasting
    ? undefined
    : all.find((c) => isDark(c.background) !== leadDark && c.score >= lead.score * FLIP_SCORE);
  if (flip) chosen[chosen.length - 1] = flip;
  else if (chosen.every((c) => c.garment === lead.garment)) {
    const other = all.find((c) => c.garment !== lead.garment);
    if (other) chosen[chosen.length - 1] = other;
  }
  return chosen;
}

/** Poster paper from the palette, inked with the same recipe as the set's lead colourway. */
export function paperColourway(
  palette: readonly PaletteColor[],
  family: string,
  recipe: InkRecipe,
  rank = 0,
): { paper: PaperId; background: string; inks: InkPlan } {
  const mood = describePalette(palette);
  const papers = rankPapers(mood, family);
  const paper = papers[Math.min(rank, papers.length - 1)] ?? { id: 'cream', hex: '#f1e9d8' };
  return { paper: paper.id, background: paper.hex, inks: composeInks(mood, paper.hex, recipe) };
}

/** Name inks further apart than this read as another colourway at a glance. */
const OTHER_LOOK = 20;

/**
 * The colourway for a layout's repeat: the best unused one on a blank this layout has not been
 * printed on yet, else with a clearly different name ink, else any unused one (a near twin of a
 * used colourway is a poor repeat even when it is technically distinct).
 */
function repeatColourway(colourways: readonly Colourway[], taken: ReadonlySet<number>): number {
  const before = [...taken].flatMap((i) => (colourways[i] ? [colourways[i]] : []));
  const unused = colourways.flatMap((c, i) => (taken.has(i) ? [] : [{ c, i }]));
  const newBlank = unused.find(({ c }) => before.every((b) => b.garment !== c.garment));
  if (newBlank) return newBlank.i;
  const newInk = unused.find(({ c }) =>
    before.every((b) => deltaE(b.inks.primary, c.inks.primary) >= OTHER_LOOK),
  );
  if (newInk) return newInk.i;
  return unused[0]?.i ?? taken.size % Math.max(1, colourways.length);
}

/**
 * Which colourway each design of a set prints in, as indices into `colourways` (best first):
 * designs of distinct layouts alternate between the two best colourways on the lead garment, so
 * the set reads as one merch line; the design at `alternateAt` takes the best colourway on
 * another garment; a layout that appears again takes a colourway it has not used yet, on another
 * blank where there is one.
 * No two designs share both layout and colourway while the colourways last.
 */
export function assignColourways(
  layouts: readonly string[],
  colourways: readonly Colourway[],
  alternateAt = -1,
  /** Seeded 0 or 1: which of the lead garment's two best colourways the set starts with. */
  firstFresh = 0,
): number[] {
  if (colourways.length === 0) return layouts.map(() => 0);
  const lead = colourways[0]?.garment;
  const sameGarment = colourways.flatMap((c, i) => (c.garment === lead ? [i] : []));
  // The alternate design goes on a blank of the other darkness when the plan offers one (cream
  // and sand side by side read as one shirt), else on any other blank.
  const leadDark = colourways[0] ? isDark(colourways[0].background) : false;
  const flipped = colourways.findIndex((c) => isDark(c.background) !== leadDark);
  const otherGarment = flipped >= 0 ? flipped : colourways.findIndex((c) => c.garment !== lead);
  const used = new Map<string, Set<number>>();
  let fresh = firstFresh;
  return layouts.map((layout, index) => {
    const taken = used.get(layout) ?? new Set<number>();
    used.set(layout, taken);
    let pick: number;
    if (index === alternateAt && otherGarment >= 0 && !taken.has(otherGarment)) pick = otherGarment;
    else if (taken.size === 0) {
      pick = sameGarment[fresh % Math.min(2, sameGarment.length)] ?? 0;
      fresh += 1;
    } else pick = repeatColourway(colourways, taken);
    taken.add(pick);
    return pick;
  });
}
