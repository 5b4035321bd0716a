/**
 * Small helpers the genre families' own layouts share: a game-icons silhouette drawn into the
 * art, a motif picked from words in the artist's track titles, and the true small facts (country,
 * other tracks) that replace filler lines.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import {
  capHeight,
  fitScale,
  inkAbove,
  inkBelow,
  lineWidth,
  textLine,
  type TextLine,
} from '../../layout/text-line.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { hasIcon, iconMarkup, type FitOptions } from '../../motifs/game-icons.ts';
import { NAME_SHARE, nameMotif, nameShare, type MotifChoice } from '../../motifs/registry.ts';
import type { Motif } from '../../motifs/types.ts';
import { isBotanical } from '../../motifs/botanical.ts';
import { fierceSkull } from '../../motifs/fierce-skulls.ts';
import { FALSE_COMPOUNDS } from '../../motifs/word-match.ts';
import { Rng } from '../../random/prng.ts';
import { casingFor } from '../../style/styles.ts';
import { listReadsRtl } from '../../text/list-direction.ts';
import { altNameLine as altNameSmallLine } from '../../templates/common.ts';
import { isHardMetal } from '../metal/sub-genres.ts';
import type { Box } from '../../svg/box.ts';

/** Draws a game-icons silhouette fitted into `box`; returns where the ink landed. */
export function icon(
  b: ArtBuilder,
  name: string,
  box: Box,
  ink: string,
  options: FitOptions = {},
): Box {
  const { markup, placed } = iconMarkup(name, box, ink, options);
  b.add(markup, [ink]);
  return placed;
}

/** A word pattern and the icons it calls for. */
export type MotifRule = readonly [RegExp, readonly string[]];

/**
 * Whether a rule's pattern names a word of the text: a match must start a word ("explosion"
 * for /explo/) or end one, plural or not ("wildfires" for /fire/), never sit inside one
 * ("restart" is no star), and never in a word that only looks like a motif word ("starving").
 */
function ruleMatches(pattern: RegExp, text: string): boolean {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter((w) => w.length > 0 && !FALSE_COMPOUNDS.has(w));
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  return words.some((word) =>
    [...word.matchAll(global)].some(
      (m) => m.index === 0 || ['', 's', 'es'].includes(word.slice(m.index + m[0].length)),
    ),
  );
}

/** The name's motifs each design (each layout pass's context) has already been given. */
const NAME_MOTIFS_DRAWN = new WeakMap<TemplateContext, Set<string>>();

/**
 * The motif for this design, a game-icons name:
 * 0. a name built on an animal or emblem thing ("Wolves of Hrafnfell", "Tame Owls"): its own
 *    creature, on most designs, even before the track's words (creatureFirst);
 * 1. the design's own track: the first rule whose words it has ("Where Ravens Feast" → a
 *    raven), else an icon of this family its words name in any language ("Fuego" → a flame);
 * 2. for about half the designs (NAME_SHARE; most when it names an animal or emblem thing,
 *    CREATURE_NAME_SHARE: the wolf on a band called Wolves), the artist's name: an icon of any family one of
 *    its words names ("Broken Bottle Choir" → the broken bottle, "Paper Lanterns Club" → a
 *    lantern), else the family's rules ("Iron Cathedral");
 * 3. for some of the rest, the artist's country ("New Zealand" → the fern or the kiwi);
 * 4. a seeded pick from the family's defaults (each design of a set carries another track, so
 *    the set's motifs vary with its tracks). Only icons the set really has are returned.
 */
export function pickMotif(
  ctx: TemplateContext,
  rules: readonly MotifRule[],
  fallback: readonly string[],
): string {
  const picked = pickAnyMotif(ctx, rules, fallback);
  // Brutal death, slam, grind, black metal and the core styles never wear a cartoon skull: the
  // same draw, the fierce skull in its place (no extra draw, so the design's other choices stay
  // as they were).
  return ctx.style.family === 'metal' && isHardMetal(ctx.genres ?? [])
    ? fierceSkull(picked)
    : picked;
}

function pickAnyMotif(
  ctx: TemplateContext,
  rules: readonly MotifRule[],
  fallback: readonly string[],
): string {
  const family = ctx.style.family;
  const matching = (text: string): string | null => {
    for (const [pattern, icons] of rules) {
      const available = icons.filter(hasIcon);
      if (available.length > 0 && ruleMatches(pattern, text)) return ctx.rng.pick(available);
    }
    return null;
  };
  const named = (text: string, familyOnly: boolean): string | null =>
    nameMotif(text, family, ctx.rng, { source: 'game-icons', namingOnly: true, familyOnly })?.motif
      .id ?? null;
  const name = [ctx.name, ctx.altName ?? ''].join(' ');
  // Once per design: a layout asking twice (the sigil's centre, then its flanking pair) gets
  // the name's emblem the first time only, not a sigil of bottles flanked by bottles.
  const drawn = NAME_MOTIFS_DRAWN.get(ctx) ?? new Set<string>();
  const creature = creatureFirst(ctx, name);
  if (creature && !drawn.has(creature)) {
    NAME_MOTIFS_DRAWN.set(ctx, drawn.add(creature));
    return creature;
  }
  // The set's design for the name draws what it names before its song's thing.
  if (ctx.nameFirst) {
    const own = nameMotif(name, family, ctx.rng, { source: 'game-icons', namingOnly: true });
    if (own && !drawn.has(own.motif.id)) {
      NAME_MOTIFS_DRAWN.set(ctx, drawn.add(own.motif.id));
      return own.motif.id;
    }
  }
  const fromTrack = matching(ctx.track) ?? named(ctx.track, true);
  if (fromTrack) return fromTrack;
  // The name's own words ("Iron Cathedral", "Lua Nova") make an emblem for about half the set,
  // so the other half still varies with its tracks.
  const fromNameChoice = nameMotif(name, family, ctx.rng, {
    source: 'game-icons',
    namingOnly: true,
  });
  const fromName = fromNameChoice?.motif.id ?? matching(name);
  const share = fromNameChoice ? nameShare(fromNameChoice) : NAME_SHARE;
  if (fromName && !drawn.has(fromName) && ctx.rng.chance(share)) {
    NAME_MOTIFS_DRAWN.set(ctx, drawn.add(fromName));
    return fromName;
  }
  // Metal takes no plant its songs and name do not name: not the country's leaf or fern, not a
  // flower from a layout's defaults (see motifs/botanical.ts).
  const allowed = (icon: string): boolean => family !== 'metal' || !isBotanical(icon);
  const country = homeCountry(ctx);
  const fromCountry = country && ctx.rng.chance(0.4) ? named(country, false) : null;
  if (fromCountry && allowed(fromCountry)) return fromCountry;
  const available = fallback.filter((icon) => hasIcon(icon) && allowed(icon));
  return ctx.rng.pick(available.length > 0 ? available : ['death-skull']);
}

/** How often a name built on an animal or thing beats the design's own track word to the emblem. */
const CREATURE_BEFORE_TRACK = 0.6;

/**
 * The name's animal or emblem thing ("Wolves of Hrafnfell" → the wolf) for most designs, ahead
 * of the track's words (a band called Wolves wears the wolf even on its "North Sea Hymn"
 * design), else null. Names without one draw nothing from the design's rng here, so their
 * designs come out as before.
 */
function creatureFirst(ctx: TemplateContext, name: string): string | null {
  const options = { source: 'game-icons', namingOnly: true } as const;
  const probe = nameMotif(name, ctx.style.family, new Rng(name), options);
  if (!probe || nameShare(probe) <= NAME_SHARE) return null;
  const rng = ctx.rng.fork('name-emblem');
  const choice = nameMotif(name, ctx.style.family, rng, options);
  return choice && rng.chance(CREATURE_BEFORE_TRACK) ? choice.motif.id : null;
}

/**
 * The motif the artist's name names ("Lua Nova" → the moon, "Nordlys" → the aurora), for about
 * half a set's designs (NAME_SHARE; most of them for an animal or emblem thing, "Tame Owls"), else null: a layout with a fixed emblem (a sun, a fan, a
 * skull) swaps it for this one on those designs, so the band's own emblem shows without every
 * design of the set carrying it. `source: 'game-icons'` for layouts that draw with `icon()`.
 */
export function motifFromName(
  ctx: TemplateContext,
  options: { source?: Motif['source'] } = {},
): MotifChoice | null {
  const name = [ctx.name, ctx.altName ?? ''].join(' ');
  const choice = nameMotif(name, ctx.style.family, ctx.rng, { ...options, namingOnly: true });
  return choice && ctx.rng.chance(nameShare(choice)) ? choice : null;
}

/**
 * The thing this design's own track names among the family's motifs ("Sanfona" → the
 * accordion, "Marcianita" → the rocket or the UFO, "Xote da Lua" → the moon), for about half
 * the designs, else null: a fixed-emblem layout whose name names nothing can still follow its
 * songs.
 */
export function motifFromTrack(
  ctx: TemplateContext,
  options: { source?: Motif['source'] } = {},
): MotifChoice | null {
  const choice = nameMotif(ctx.track, ctx.style.family, ctx.rng, {
    ...options,
    namingOnly: true,
    familyOnly: true,
  });
  return choice && ctx.rng.chance(NAME_SHARE) ? choice : null;
}

/**
 * The artist's country as a line to print (the only detail the engine passes), or null when
 * unknown or when this design does not print the place (see design/place-line.ts).
 */
export function countryOf(ctx: TemplateContext): string | null {
  return ctx.details[0] ?? null;
}

/** The artist's country whether or not this design prints it: for motifs and regional figures. */
export function homeCountry(ctx: TemplateContext): string | null {
  return ctx.country ?? ctx.details[0] ?? null;
}

/** Up to `count` of the artist's top tracks, this design's track first, no repeats. */
export function trackList(ctx: TemplateContext, count: number): string[] {
  return [...new Set([ctx.track, ...ctx.tracks])].filter((t) => t.length > 0).slice(0, count);
}

/**
 * Sets each text on one line at `cap` (or smaller, never below the printable minimum), in order,
 * skipping any that would need a break: a tracklist stays a clean column and never truncates.
 * Lines are `step` apart unless their ink would come closer than a third of a cap. A numbered
 * list that reads right to left (most of the artist's titles Arabic or Hebrew, see
 * list-direction.ts) has every number at its line's right end, a Latin title's too, and every
 * line flush right, so the numbers stand in one column: a left or centred list becomes a block
 * as wide as its widest line, where it would have stood, its lines flush with its right edge.
 * Returns the boxes of the lines drawn.
 */
export async function oneLineList(
  b: ArtBuilder,
  texts: readonly string[],
  options: {
    face: FaceId;
    x: number;
    align: 'left' | 'center' | 'right';
    top: number;
    step: number;
    cap: number;
    maxWidth: number;
    tracking: number;
    inks: readonly string[];
    max: number;
    /** Prefix each line drawn with its number ("01  "), counted after any skipped. */
    numbered?: boolean;
    /** Least clear space under the first line's ink, for a mark drawn round it (a pen loop). */
    firstGap?: number;
    /**
     * The foot of what stands over the list (a head): the first line's ink keeps a third of a
     * cap under it, moving down from `top` when tall marks reach higher (Thai tone marks).
     */
    under?: number;
  },
): Promise<Box[]> {
  const rows: { line: TextLine; scale: number; baseline: number }[] = [];
  // The previous line's baseline and the depth of its ink under it.
  let last: { baseline: number; below: number } | null = null;
  for (const text of texts) {
    if (rows.length >= options.max) break;
    const label = options.numbered ? `${String(rows.length + 1).padStart(2, '0')}  ${text}` : text;
    const line = await textLine(casingFor(options.face, label), options.face, options.tracking);
    const scale = fitScale(line, options.maxWidth, options.cap);
    const cap = scale * capHeight(line);
    if (cap < MIN_TEXT_HEIGHT * 1.12 * 0.999) continue;
    const i = rows.length;
    // `step` apart, or further where the glyphs' real bounds would bring two lines' ink within
    // a third of a cap: Thai tone marks over a line, stacked accents, deep descenders.
    const baseline: number = last
      ? Math.max(
          last.baseline + options.step,
          last.baseline +
            last.below +
            Math.max(cap / 3, i === 1 ? (options.firstGap ?? 0) : 0) +
            inkAbove(line) * scale,
        )
      : Math.max(options.top, (options.under ?? -Infinity) + cap / 3 + inkAbove(line) * scale);
    last = { baseline, below: inkBelow(line) * scale };
    rows.push({ line, scale, baseline });
  }
  const flush = options.numbered && options.align !== 'right' && listReadsRtl(texts);
  const widest = Math.max(0, ...rows.map((row) => lineWidth(row.line) * row.scale));
  const place: { x: number; align: 'left' | 'center' | 'right' } = flush
    ? { x: options.x + (options.align === 'center' ? widest / 2 : widest), align: 'right' }
    : { x: options.x, align: options.align };
  return rows.map(({ line, scale, baseline }, i) =>
    b.text(
      line,
      { ...place, baseline, scale },
      { fill: options.inks[Math.min(i, options.inks.length - 1)] ?? '#000' },
      i === 0 ? 'track' : 'detail',
    ),
  );
}

/**
 * The name's romanisation or translation (ctx.altName), small under a name a layout drew its own
 * way, placed by its top rather than its baseline and a little wider tracked than the templates'
 * line; returns the y under it (`top` itself when there is none).
 */
export async function altNameLine(
  b: ArtBuilder,
  ctx: TemplateContext,
  options: {
    top: number;
    cap: number;
    maxWidth: number;
    ink: string;
    x?: number;
    align?: 'left' | 'center' | 'right';
  },
): Promise<number> {
  const box = await altNameSmallLine(b, ctx, {
    baseline: options.top + options.cap,
    cap: options.cap,
    maxWidth: options.maxWidth,
    ink: options.ink,
    tracking: 0.12,
    ...(options.x !== undefined ? { x: options.x } : {}),
    ...(options.align ? { align: options.align } : {}),
  });
  return box?.y1 ?? options.top;
}
