/**
 * The artist's picture as print art: duotone, halftone (dots or lines), threshold (a one-ink
 * xerox stencil) and posterised (two or three tones) portraits in the palette's inks, shaped
 * (circle, arch, torn paper) or dissolving into the garment (fade, square), never a photo box.
 *
 * API
 *   portraitArt(portrait, { treatment, inks, garment, box, shape?, rng, detail?, grain? })
 *     → { defs, markup, inks, bounds }   pure; cached per (portrait, options, seed)
 *   drawPortrait(b, portrait, options) → bounds   adds defs + markup to an ArtBuilder
 *
 * Inks: 1–2 hexes. inks[0] is the key ink (the strongest tones), inks[1] the middle tones. The
 * garment is the third colour: print files are transparent, so whatever carries no ink shows
 * the blank. `garment` decides polarity: an ink lighter than the garment prints the picture's
 * light areas (a cream ink on black prints the highlights), a darker ink its shadows.
 * Everything is vector (contours from marching squares, dots and lines as paths), so it stays
 * sharp at 300 dpi while the SVG stays small; ~10–40 ms per portrait on one core.
 *
 * Keeping the figure: tones are remapped so the subject spans the ink range and stands apart from
 * its ground (tone-map.ts); contour cuts are chosen by a figure/ground legibility measure, and a
 * screen that would print an empty or solid shape, or lose the figure, is redrawn as the contour
 * treatment (legibility.ts).
 */
import type { ArtBuilder } from '../layout/art-builder.ts';
import { Rng } from '../random/prng.ts';
import type { Box } from '../svg/box.ts';
import { r } from '../svg/num.ts';
import { xeroxMask } from '../motifs/grit.ts';
import { contourPath, type GridPlacement } from './contours.ts';
import { dotScreenField, lineScreenField, vignetteFactor } from './halftone.ts';
import type { Portrait } from './portrait.ts';
import type { PortraitArt, PortraitArtOptions } from './portrait-types.ts';
import {
  clipEdgeFade,
  clipShape,
  dissolve,
  gridWithoutMask,
  lineTint,
  luminance,
} from './portrait-shapes.ts';
import {
  coverMap,
  localContrast,
  sampleGrid,
  SHAPE_VIGNETTE,
  type PortraitShape,
  type ToneGrid,
} from './tone-field.ts';
import { bakeToned, buildToneMap, sampleBaked } from './tone-map.ts';
import {
  bestLevel,
  priorGrid,
  quantiles,
  readable,
  tuneScreen,
  type Sampler,
} from './legibility.ts';

export {
  PORTRAIT_SHAPES,
  PORTRAIT_TREATMENTS,
  type LineStyle,
  type PortraitArt,
  type PortraitArtOptions,
  type PortraitShape,
  type PortraitTreatment,
} from './portrait-types.ts';

const cache = new WeakMap<Portrait, Map<string, PortraitArt>>();

export function portraitArt(portrait: Portrait, options: PortraitArtOptions): PortraitArt {
  const seed = options.rng.int(0, 2 ** 30);
  const shape = options.shape ?? 'fade';
  const key = JSON.stringify([
    options.treatment,
    options.inks,
    options.garment,
    options.box,
    shape,
    options.detail ?? 1,
    options.grain ?? 0,
    options.lines ?? null,
    options.misregister ?? null,
    seed,
  ]);
  let perPortrait = cache.get(portrait);
  if (!perPortrait) {
    perPortrait = new Map();
    cache.set(portrait, perPortrait);
  }
  const hit = perPortrait.get(key);
  if (hit) return hit;
  const art = build(portrait, options, shape, seed);
  if (perPortrait.size > 32) perPortrait.clear();
  perPortrait.set(key, art);
  return art;
}

export function drawPortrait(b: ArtBuilder, portrait: Portrait, options: PortraitArtOptions): Box {
  const art = portraitArt(portrait, options);
  for (const d of art.defs) b.def(d);
  b.add(art.markup, art.inks);
  return art.bounds;
}

function build(
  portrait: Portrait,
  options: PortraitArtOptions,
  shape: PortraitShape,
  seed: number,
): PortraitArt {
  const { box, garment } = options;
  // A box too small to print anything (a layout squeezed to nothing) draws nothing.
  if (!(box.x1 - box.x0 >= 4 && box.y1 - box.y0 >= 4)) {
    return { defs: [], markup: '', inks: [], bounds: { ...box } };
  }
  const inks = options.inks.filter((ink) => /^#[0-9a-f]{6}$/i.test(ink)).slice(0, 2);
  const key = inks[0];
  if (!key) throw new Error('portraitArt needs at least one #rrggbb ink');
  const second = inks[1];
  const inkIsLight = luminance(key) > luminance(garment);
  const detail = options.detail ?? 1;
  const local = new Rng(seed);
  const clip = clipShape(shape, box, local);
  const clipId = `pa${seed.toString(36)}`;
  const defs: string[] = clip ? [`<clipPath id="${clipId}"><path d="${clip}"/></clipPath>`] : [];
  const grain = Math.min(1, Math.max(0, options.grain ?? 0));
  const grainId = `pg${seed.toString(36)}`;
  if (grain > 0) defs.push(xeroxMask(grainId, box, new Rng(seed ^ 0x5bd1e995), grain));
  const wrap = (inner: string): string => {
    const clipped = clip ? `<g clip-path="url(#${clipId})">${inner}</g>` : inner;
    return grain > 0 ? `<g mask="url(#${grainId})">${clipped}</g>` : clipped;
  };
  const toneOptions = { box, inkIsLight, shape };
  // One tone map per portrait and box: the subject's tones get the ink range (tone-map.ts).
  const tone = buildToneMap(portrait, toneOptions);
  const toPortrait = coverMap(box);
  // Baked once (lazily: contour treatments sample their own grid) and raised per gamma.
  let baked: Float32Array | null = null;
  const densityAt = (gamma: number): ((u: number, v: number) => number) => {
    baked ??= bakeToned(portrait, toneOptions, tone);
    return sampleBaked(gamma === 1 ? baked : baked.map((t) => t ** gamma));
  };
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  const vignette = SHAPE_VIGNETTE[shape];
  // Hard-clipped shapes keep the picture to their edge; dissolving ones fade through their mask.
  const maskAt = (u: number, v: number): number =>
    clip ? clipEdgeFade(shape, v) : vignetteFactor(vignette, u, v);
  const used: string[] = [];
  const parts: string[] = [];
  const paint = (ink: string, d: string, evenodd = false, drift?: { dx: number; dy: number }) => {
    if (d.length === 0) return;
    const move = drift ? ` transform="translate(${r(drift.dx)} ${r(drift.dy)})"` : '';
    parts.push(`<path${move} fill="${ink}"${evenodd ? ' fill-rule="evenodd"' : ''} d="${d}"/>`);
    if (!used.includes(ink)) used.push(ink);
  };
  /** The key ink's screen over a second ink: off its plate when the job is misregistered. */
  const paintKeyScreen = (d: string): void => paint(key, d, false, options.misregister);

  const contourGrid = (): { grid: ToneGrid; toArt: GridPlacement; prior: Float32Array } => {
    const cells = Math.round(220 * detail);
    const grid = sampleGrid(portrait, { ...toneOptions, shape: clip ? 'square' : shape }, cells);
    if (clip) grid.values.set(gridWithoutMask(portrait, toneOptions, grid));
    const prior = priorGrid(grid, toPortrait, (u, v) => vignetteFactor(vignette, u, v) >= 0.5);
    for (let i = 0; i < grid.values.length; i += 1) {
      grid.values[i] = tone(grid.values[i] ?? 0, Math.max(0, prior[i] ?? 0));
    }
    localContrast(grid, 0.9, Math.max(2, Math.round(grid.width / 28)));
    dissolve(grid, seed);
    const sx = width / (grid.width - 1);
    const sy = height / (grid.height - 1);
    return { grid, toArt: { x0: box.x0, y0: box.y0, sx, sy }, prior };
  };
  /** The cut among the shape's tone quantiles that best separates figure and ground. */
  const cut = (
    grid: ToneGrid,
    prior: Float32Array,
    shares: readonly number[],
    minInk: number,
    maxInk: number,
  ): number => bestLevel(grid, prior, quantiles(grid, prior, shares), minInk, maxInk).level;
  const SHARES = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8];
  const screenDensity = (gamma: number, dots: boolean): Sampler | null =>
    tuneScreen(
      densityAt,
      gamma,
      dots ? 0.71 : 0.95,
      maskAt,
      (u, v) => vignetteFactor(vignette, u, v),
      toPortrait,
    );
  const fallback = (): PortraitArt =>
    build(portrait, { ...options, treatment: second ? 'posterize' : 'threshold' }, shape, seed);

  switch (options.treatment) {
    case 'threshold': {
      const { grid, toArt, prior } = contourGrid();
      // The cut that best tells figure from ground, inking a fifth to 58% of the shape: a
      // dark picture on a dark blank still prints, a bright one does not become a solid slab.
      const level = cut(grid, prior, SHARES, 0.2, 0.58);
      paint(key, contourPath(grid, level, toArt, 6), true);
      break;
    }
    case 'posterize': {
      const { grid, toArt, prior } = contourGrid();
      // Middle tone: the figure against its ground; strongest tone: a smaller cut within it.
      const lo = cut(grid, prior, SHARES.slice(0, 7), 0.35, 0.72);
      const hi = Math.max(lo + 0.1, cut(grid, prior, SHARES.slice(5), 0.12, 0.4));
      if (second) {
        paint(second, contourPath(grid, lo, toArt, 6), true);
        paint(key, contourPath(grid, hi, toArt, 6), true);
      } else {
        // One ink, three tones: solid for the strongest, a fine line tint for the middle.
        const mid = contourPath(grid, lo, toArt, 6);
        const tintId = `pt${seed.toString(36)}`;
        defs.push(
          `<clipPath id="${tintId}"><path fill-rule="evenodd" clip-rule="evenodd" d="${mid}"/></clipPath>`,
        );
        const lines = lineTint(box, width / (70 * detail));
        parts.push(`<path clip-path="url(#${tintId})" fill="${key}" d="${lines}"/>`);
        paint(key, contourPath(grid, hi, toArt, 6), true);
      }
      break;
    }
    case 'duotone': {
      if (!second) return build(portrait, { ...options, treatment: 'halftone-dots' }, shape, seed);
      const { grid, toArt, prior } = contourGrid();
      const base = bestLevel(grid, prior, quantiles(grid, prior, SHARES.slice(0, 7)), 0.3, 0.7);
      // A base tone that swallows the shape or misses the figure: posterise instead.
      if (!readable(base.legibility)) return fallback();
      const lo = base.level;
      paint(second, contourPath(grid, lo, toArt, 6), true);
      const density = densityAt(1.25);
      // The key's dots start above the base cut and never above two thirds of the shape.
      const top = Math.min(0.85, Math.max(lo + 0.12, quantiles(grid, prior, [0.6])[0] ?? 0.5));
      paintKeyScreen(
        dotScreenField(
          (u, v) => Math.min(1, Math.max(0, (density(u, v) - top) / (1 - top))) * maskAt(u, v),
          {
            box,
            cells: Math.round(64 * detail),
            angle: 45,
            maxFill: 1.08,
          },
        ),
      );
      break;
    }
    case 'halftone-lines': {
      // Horizontal, diagonal or engraved (wavy) lines, as asked or by seed. Unasked, never flat:
      // coarse horizontal lines over a portrait read as a broken video signal, not a print.
      const seeded = local.pick(['diagonal', 'engraved', 'engraved'] as const);
      const style = options.lines ?? seeded;
      const density = screenDensity(1.1, false);
      if (!density) return fallback();
      const field = (u: number, v: number): number => density(u, v) * maskAt(u, v);
      // Engraved: finer lines that bend with the tone (they swell round the features like a
      // banknote engraving) instead of coarse parallel bands.
      paint(
        key,
        lineScreenField(field, {
          box,
          cells: Math.round((style === 'engraved' ? 110 : 84) * detail),
          angle: style === 'diagonal' ? -30 : style === 'engraved' ? -12 : 0,
          maxFill: 0.95,
          wave: style === 'engraved' ? 0.35 : 0,
          follow: style === 'engraved' ? 0.9 : 0,
        }),
      );
      break;
    }
    case 'halftone-dots':
    default: {
      const density = screenDensity(1.15, true);
      if (!density) return fallback();
      if (second) {
        // Two screens: the second ink carries the middle band at 15°, the key the top at 45°.
        paint(
          second,
          dotScreenField(
            (u, v) => Math.min(1, Math.max(0, (density(u, v) - 0.1) / 0.55)) * maskAt(u, v),
            { box, cells: Math.round(60 * detail), angle: 15, maxFill: 0.95 },
          ),
        );
        const keyScreen = dotScreenField(
          (u, v) => Math.max(0, (density(u, v) - 0.5) / 0.5) * maskAt(u, v),
          { box, cells: Math.round(60 * detail), angle: 45, maxFill: 0.95 },
        );
        paintKeyScreen(keyScreen);
      } else {
        // Dots never quite touch: the lightest tones stay a screen, not a solid slab of ink.
        paint(
          key,
          dotScreenField((u, v) => density(u, v) * maskAt(u, v), {
            box,
            cells: Math.round(66 * detail),
            angle: 45,
            maxFill: 0.95,
          }),
        );
      }
      break;
    }
  }
  return { defs, markup: wrap(parts.join('')), inks: used, bounds: { ...box } };
}
