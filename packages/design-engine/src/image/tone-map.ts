/**
 * Tone mapping that keeps the figure: the portrait's tones are remapped so that the subject (the
 * figure the saliency crop in portrait.ts centred on) spans the ink range, and the subject and
 * its background end up on different tones.
 *
 * Why: a picture's raw brightness often puts the figure and the background on the same tones (a
 * dark artist on a dark wall; a lit face on a pastel backdrop). Printed as is, a threshold keeps
 * only the brightest highlight (a white disc, "an 8-ball") and a screen prints an even grey
 * smudge. Equalising the histogram, weighted towards the subject, gives the subject's tones most
 * of the range; a small push along the subject prior separates figure and ground when their
 * tones still overlap.
 */
import type { Box } from '../svg/box.ts';
import { vignetteFactor } from './halftone.ts';
import { samplePortrait, type Portrait } from './portrait.ts';
import { HEAD, subjectPrior } from './subject-prior.ts';
import { coverMap, SHAPE_VIGNETTE, type PortraitShape } from './tone-field.ts';

export interface ToneMap {
  /** Raw ink density (0–1, already polarised for the garment) and the subject prior → ink. */
  (density: number, prior: number): number;
}

export interface ToneMapOptions {
  box: Box;
  inkIsLight: boolean;
  shape: PortraitShape;
}

const BINS = 64;
const SAMPLES = 40;

/**
 * Builds the tone map from a coarse sampling of the visible crop (40×40, ~1 ms): a histogram
 * equalisation where subject samples count three times (their tones get the range), mixed with
 * a plain percentile stretch so flat areas do not band, then a push of up to 0.4 along the
 * prior when subject and background still sit within 0.25 of each other.
 */
export function buildToneMap(portrait: Portrait, options: ToneMapOptions): ToneMap {
  const map = coverMap(options.box);
  const vignette = SHAPE_VIGNETTE[options.shape];
  const hist = new Float64Array(BINS);
  const ds: number[] = [];
  const ps: number[] = [];
  // Tones of the face (the head ellipse's core), for a face that would print as a hole.
  const face: number[] = [];
  let total = 0;
  for (let y = 0; y < SAMPLES; y += 1) {
    for (let x = 0; x < SAMPLES; x += 1) {
      const u = (x + 0.5) / SAMPLES;
      const v = (y + 0.5) / SAMPLES;
      if (vignetteFactor(vignette, u, v) < 0.5) continue;
      const [pu, pv] = map(u, v);
      const b = samplePortrait(portrait, pu, pv);
      const d = options.inkIsLight ? b : 1 - b;
      const p = subjectPrior(pu, pv);
      const w = 1 + 2 * p;
      const bin = Math.min(BINS - 1, Math.floor(d * BINS));
      hist[bin] = (hist[bin] ?? 0) + w;
      total += w;
      ds.push(d);
      ps.push(p);
      if (Math.hypot((pu - HEAD.u) / HEAD.ru, (pv - HEAD.v) / HEAD.rv) < FACE_CORE) face.push(d);
    }
  }
  if (total <= 0) return (d) => d;
  const cdf = new Float64Array(BINS + 1);
  for (let i = 0; i < BINS; i += 1) cdf[i + 1] = (cdf[i] ?? 0) + (hist[i] ?? 0) / total;
  const at = (share: number): number => {
    for (let i = 0; i < BINS; i += 1) if ((cdf[i + 1] ?? 1) >= share) return (i + 0.5) / BINS;
    return 1;
  };
  const lo = at(0.02);
  const hi = Math.max(lo + 0.05, at(0.98));
  const lut = new Float32Array(BINS + 1);
  for (let i = 0; i <= BINS; i += 1) {
    const d = i / BINS;
    const stretched = Math.min(1, Math.max(0, (d - lo) / (hi - lo)));
    lut[i] = 0.6 * (cdf[i] ?? 0) + 0.4 * stretched;
  }
  const look = (d: number): number => {
    const x = Math.min(1, Math.max(0, d)) * BINS;
    const i = Math.min(BINS - 1, Math.floor(x));
    const f = x - i;
    return (lut[i] ?? 0) * (1 - f) + (lut[i + 1] ?? 0) * f;
  };
  // Figure against ground after the curve.
  let sIn = 0;
  let wIn = 0;
  let sOut = 0;
  let wOut = 0;
  for (let i = 0; i < ds.length; i += 1) {
    const p = ps[i] ?? 0;
    const t = look(ds[i] ?? 0);
    sIn += t * p;
    wIn += p;
    sOut += t * (1 - p);
    wOut += 1 - p;
  }
  const gap = sIn / Math.max(1e-6, wIn) - sOut / Math.max(1e-6, wOut);
  const faceFirst = faceInkMap(face, look, sOut / Math.max(1e-6, wOut));
  if (faceFirst) return faceFirst;
  // The figure keeps the side it is already on (a dark silhouette stays the un-inked shape).
  const push = Math.abs(gap) < 0.25 ? (0.25 - Math.abs(gap)) * 1.6 * (gap < 0 ? -1 : 1) : 0;
  return (d, prior) => Math.min(1, Math.max(0, look(d) + push * (prior - 0.5)));
}

/** The head ellipse's core (a share of its radii): the face, not its hair or the ground. */
const FACE_CORE = 0.5;
/** The least span of tones a lifted face is stretched over (see faceInkMap). */
const FACE_SPAN = 0.4;

/**
 * A face that would print as a hole — darker than a lit ground where ink stands for light, or
 * lighter than a dark ground where it stands for shadow — gets the ink range to itself: its own
 * tones stretched from their tenth to their ninety-fifth percentile (never over less than
 * FACE_SPAN, or an even face prints its grain as blotches), and the ground let go, fading to no
 * ink where the subject prior ends. Every treatment had cut آرش نیک‌نام's dark face and Stella
 * Ray's (her hair her skin's tone) as featureless heads against a lit field, and pale faces on
 * white tees as blank masks. Null when the face already carries ink.
 */
function faceInkMap(face: number[], look: (d: number) => number, ground: number): ToneMap | null {
  if (face.length < 12) return null;
  const inked = face.reduce((sum, d) => sum + look(d), 0) / face.length;
  if (inked >= 0.4 || ground - inked < 0.3) return null;
  const sorted = [...face].sort((a, b) => a - b);
  const at = (share: number): number => sorted[Math.floor(sorted.length * share)] ?? 0;
  const mid = at(0.5);
  const lo = Math.min(at(0.1), mid - FACE_SPAN / 2);
  const hi = Math.max(at(0.95), mid + FACE_SPAN / 2);
  return (d, prior) => {
    const stretched = Math.min(1, Math.max(0, (d - lo) / (hi - lo)));
    const keep = Math.min(1, Math.max(0, (prior - 0.1) / 0.5));
    return stretched * (0.08 + 0.92 * keep * keep * (3 - 2 * keep));
  };
}

/** Side of the baked field: finer than a screen's cells (≤ 130 across), coarse enough to bake in ~2 ms. */
const BAKE = 160;

/** The toned density on the BAKE² raster over the box (gamma 1). */
export function bakeToned(
  portrait: Portrait,
  options: ToneMapOptions,
  tone: ToneMap = buildToneMap(portrait, options),
): Float32Array {
  const map = coverMap(options.box);
  const baked = new Float32Array(BAKE * BAKE);
  for (let y = 0; y < BAKE; y += 1) {
    for (let x = 0; x < BAKE; x += 1) {
      const [pu, pv] = map(x / (BAKE - 1), y / (BAKE - 1));
      const b = samplePortrait(portrait, pu, pv);
      baked[y * BAKE + x] = tone(options.inkIsLight ? b : 1 - b, subjectPrior(pu, pv));
    }
  }
  return baked;
}

/** Bilinear sampler over a baked raster, u and v in 0–1 of the box. */
export function sampleBaked(baked: Float32Array): (u: number, v: number) => number {
  return (u, v) => {
    const fx = Math.min(BAKE - 1, Math.max(0, u * (BAKE - 1)));
    const fy = Math.min(BAKE - 1, Math.max(0, v * (BAKE - 1)));
    const x0 = Math.min(BAKE - 2, Math.floor(fx));
    const y0 = Math.min(BAKE - 2, Math.floor(fy));
    const ax = fx - x0;
    const ay = fy - y0;
    const i = y0 * BAKE + x0;
    const top = (baked[i] ?? 0) * (1 - ax) + (baked[i + 1] ?? 0) * ax;
    const bottom = (baked[i + BAKE] ?? 0) * (1 - ax) + (baked[i + BAKE + 1] ?? 0) * ax;
    return top * (1 - ay) + bottom * ay;
  };
}
