/**
 * Does a portrait treatment keep the figure? Estimated before drawing, on the tone field: the ink
 * share of the shape (near-empty reads as a blank tee, near-full as a slab), the ink inside the
 * subject against the ink around it (figure against ground) and the spread of ink inside the
 * subject (a face with features, not one flat blob).
 */
import { subjectPrior } from './subject-prior.ts';
import type { ToneGrid } from './tone-field.ts';

export interface Legibility {
  /** Ink share of the shape, 0–1. */
  coverage: number;
  /** Ink share where the subject is, and around it. */
  subject: number;
  background: number;
  /** Standard deviation of ink inside the subject (0 = one flat tone). */
  structure: number;
}

/** Readable: some but not all of the shape inked, and the figure told apart from its ground. */
export function readable(l: Legibility): boolean {
  if (l.coverage < 0.15 || l.coverage > 0.75) return false;
  return Math.abs(l.subject - l.background) >= 0.12 || l.structure >= 0.3;
}

/** Hard classes (prior above 0.7: figure; below 0.1: ground) so a soft edge counts for neither. */
class Tally {
  private n = 0;
  private ink = 0;
  private sw = 0;
  private s = 0;
  private s2 = 0;
  private bw = 0;
  private b = 0;
  add(ink: number, prior: number): void {
    this.n += 1;
    this.ink += ink;
    if (prior > 0.7) {
      this.sw += 1;
      this.s += ink;
      this.s2 += ink * ink;
    } else if (prior < 0.1) {
      this.bw += 1;
      this.b += ink;
    }
  }
  result(): Legibility {
    if (this.n === 0) return { coverage: 0, subject: 0, background: 0, structure: 0 };
    const subject = this.s / Math.max(1e-6, this.sw);
    return {
      coverage: this.ink / this.n,
      subject,
      background: this.b / Math.max(1e-6, this.bw),
      structure: Math.sqrt(Math.max(0, this.s2 / Math.max(1e-6, this.sw) - subject * subject)),
    };
  }
}

/**
 * A screened field (dots or lines): `ink(t)` turns a density into the inked share of a cell.
 * `mask` is the shape's mask at (u, v); `toPortrait` maps box to portrait coordinates.
 */
export function measureField(
  field: (u: number, v: number) => number,
  ink: (t: number) => number,
  mask: (u: number, v: number) => number,
  toPortrait: (u: number, v: number) => [number, number],
  samples = 36,
): Legibility {
  const tally = new Tally();
  for (let y = 0; y < samples; y += 1) {
    for (let x = 0; x < samples; x += 1) {
      const u = (x + 0.5) / samples;
      const v = (y + 0.5) / samples;
      if (mask(u, v) < 0.5) continue;
      const [pu, pv] = toPortrait(u, v);
      tally.add(ink(field(u, v)), subjectPrior(pu, pv));
    }
  }
  return tally.result();
}

/** The subject prior at every cell of a grid (box coordinates mapped into the portrait). */
export function priorGrid(
  grid: ToneGrid,
  toPortrait: (u: number, v: number) => [number, number],
  inShape: (u: number, v: number) => boolean,
): Float32Array {
  const out = new Float32Array(grid.width * grid.height);
  for (let y = 0; y < grid.height; y += 1) {
    for (let x = 0; x < grid.width; x += 1) {
      const u = x / (grid.width - 1);
      const v = y / (grid.height - 1);
      const [pu, pv] = toPortrait(u, v);
      // -1 marks cells outside the shape (a circle's corners): they print nothing, so they
      // count neither for coverage nor for the figure.
      out[y * grid.width + x] = inShape(u, v) ? subjectPrior(pu, pv) : -1;
    }
  }
  return out;
}

/** A contour cut at `level`: cells above it are solid ink. Every second cell (fast enough). */
export function measureLevel(grid: ToneGrid, prior: Float32Array, level: number): Legibility {
  const tally = new Tally();
  for (let y = 0; y < grid.height; y += 2) {
    for (let x = 0; x < grid.width; x += 2) {
      const i = y * grid.width + x;
      const p = prior[i] ?? 0;
      if ((grid.mask[i] ?? 0) < 0.6 || p < 0) continue;
      tally.add((grid.values[i] ?? 0) > level ? 1 : 0, p);
    }
  }
  return tally.result();
}

/**
 * The cut that best shows the figure, among the quantiles `from`…`to` of the shape's tones:
 * the widest gap between subject and background ink, plus some ink inside the subject (a
 * figure with features), with coverage kept within [minInk, maxInk].
 */
export function bestLevel(
  grid: ToneGrid,
  prior: Float32Array,
  candidates: readonly number[],
  minInk: number,
  maxInk: number,
): { level: number; legibility: Legibility } {
  let best: { level: number; legibility: Legibility } | null = null;
  let bestScore = -Infinity;
  for (const level of candidates) {
    const l = measureLevel(grid, prior, level);
    const off = Math.max(0, minInk - l.coverage) + Math.max(0, l.coverage - maxInk);
    const score = Math.abs(l.subject - l.background) + 0.35 * l.structure - 4 * off;
    if (score > bestScore) {
      bestScore = score;
      best = { level, legibility: l };
    }
  }
  return best ?? { level: 0.5, legibility: measureLevel(grid, prior, 0.5) };
}

/** Tones of the shape (mask ≥ 0.6) at the given shares, from one sort. */
export function quantiles(
  grid: ToneGrid,
  prior: Float32Array,
  shares: readonly number[],
): number[] {
  const inside: number[] = [];
  for (let i = 0; i < grid.values.length; i += 3) {
    if ((grid.mask[i] ?? 0) >= 0.6 && (prior[i] ?? 0) >= 0) inside.push(grid.values[i] ?? 0);
  }
  if (inside.length === 0) return shares.map(() => 0.5);
  inside.sort((a, b) => a - b);
  // Kept off 0 and 1: a flat silhouette clamps to 1, and a cut at exactly 1 prints nothing.
  const at = (s: number): number =>
    inside[Math.min(inside.length - 1, Math.floor(inside.length * s))] ?? 0.5;
  return shares.map((s) => Math.min(0.96, Math.max(0.04, at(s))));
}

export type Sampler = (u: number, v: number) => number;

/**
 * The screen's density at a gamma that inks a fifth to 60% of the shape and keeps the figure (a
 * dark picture screened raw is a near-solid slab, a pale one near-empty): the first of a few
 * gammas that does, else the first that at least keeps the figure; null when none does (the
 * caller draws a contour treatment instead). `share` is the inked share of a cell at full tone.
 */
export function tuneScreen(
  densityAt: (gamma: number) => Sampler,
  gamma: number,
  share: number,
  mask: Sampler,
  region: Sampler,
  toPortrait: (u: number, v: number) => [number, number],
): Sampler | null {
  let usable: Sampler | null = null;
  for (const k of [1, 1.5, 2.2, 0.7, 0.5]) {
    const density = densityAt(gamma * k);
    const l = measureField(
      (u, v) => density(u, v) * mask(u, v),
      (t) => Math.min(1, share * t),
      region,
      toPortrait,
    );
    if (!readable(l)) continue;
    if (l.coverage >= 0.2 && l.coverage <= 0.6) return density;
    usable ??= density;
  }
  return usable;
}
