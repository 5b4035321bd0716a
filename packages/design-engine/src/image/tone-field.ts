/**
 * The portrait as ink density over a layout box: cover-fits the square portrait into the box
 * (keeping the subject's head in view), turns brightness into ink for the garment (light ink on a
 * dark blank prints the light areas), applies the shape's fade and samples it onto a grid.
 */
import type { Box } from '../svg/box.ts';
import { vignetteFactor, type Vignette } from './halftone.ts';
import { samplePortrait, type Portrait } from './portrait.ts';
import { HEAD } from './subject-prior.ts';

export type PortraitShape = 'circle' | 'arch' | 'square' | 'torn' | 'fade';

/** The soft mask behind each shape (torn is a hard clip over a square-ish fade). */
export const SHAPE_VIGNETTE: Record<PortraitShape, Vignette> = {
  circle: 'circle',
  arch: 'arch',
  square: 'square',
  torn: 'square',
  fade: 'fade',
};

export interface ToneOptions {
  box: Box;
  /** true: ink stands for light (light ink on a darker garment). */
  inkIsLight: boolean;
  shape: PortraitShape;
  gamma?: number;
}

/**
 * Portrait (u, v) for box (u, v): cover fit. A wide box keeps a band around the face (40% down)
 * but never starts below 12%: the crop puts the top of the head at ~15%, and a band centred
 * lower in a very wide box printed a chin and shoulders with no head.
 */
export function coverMap(box: Box): (u: number, v: number) => [number, number] {
  const aspect = (box.x1 - box.x0) / (box.y1 - box.y0);
  if (aspect <= 1) return (u, v) => [0.5 + (u - 0.5) * aspect, v];
  const top = coverTop(aspect);
  return (u, v) => [u, top + v / aspect];
}

/** Where a wide box's window starts down the portrait: low enough to keep the head, not the chin. */
function coverTop(aspect: number): number {
  return Math.min(0.4 - 0.4 / aspect, 0.12);
}

/**
 * Where the head falls in a box the portrait covers (coverMap's inverse at the head ellipse's
 * bounds), in the box's own coordinates: what a cut, a fold or a sticker must keep clear of.
 */
export function headInBox(box: Box): Box {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const aspect = w / h;
  const top = coverTop(aspect);
  const toU = (pu: number): number => (aspect <= 1 ? 0.5 + (pu - 0.5) / aspect : pu);
  const toV = (pv: number): number => (aspect <= 1 ? pv : (pv - top) * aspect);
  const clampU = (u: number): number => box.x0 + Math.min(1, Math.max(0, u)) * w;
  const clampV = (v: number): number => box.y0 + Math.min(1, Math.max(0, v)) * h;
  return {
    x0: clampU(toU(HEAD.u - HEAD.ru)),
    x1: clampU(toU(HEAD.u + HEAD.ru)),
    y0: clampV(toV(HEAD.v - HEAD.rv)),
    y1: clampV(toV(HEAD.v + HEAD.rv)),
  };
}

/** Ink density 0–1 before any shape mask. */
export function densityAt(
  portrait: Portrait,
  options: ToneOptions,
): (u: number, v: number) => number {
  const map = coverMap(options.box);
  const gamma = options.gamma ?? 1;
  return (u, v) => {
    const [pu, pv] = map(u, v);
    const b = samplePortrait(portrait, pu, pv);
    const d = options.inkIsLight ? b : 1 - b;
    return gamma === 1 ? d : d ** gamma;
  };
}

export interface ToneGrid {
  width: number;
  height: number;
  /** Density × shape mask, row-major. */
  values: Float32Array;
  /** The shape mask alone (1 inside, fading to 0 at the edge). */
  mask: Float32Array;
}

/** Samples density and mask on a grid of about `cells` across the box's long side. */
export function sampleGrid(portrait: Portrait, options: ToneOptions, cells: number): ToneGrid {
  const bw = options.box.x1 - options.box.x0;
  const bh = options.box.y1 - options.box.y0;
  const width = Math.max(8, Math.round(bw >= bh ? cells : (cells * bw) / bh));
  const height = Math.max(8, Math.round(bh >= bw ? cells : (cells * bh) / bw));
  const vignette = SHAPE_VIGNETTE[options.shape];
  const values = new Float32Array(width * height);
  const mask = new Float32Array(width * height);
  const map = coverMap(options.box);
  const n = portrait.size;
  const src = portrait.values;
  const gamma = options.gamma ?? 1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const u = x / (width - 1);
      const v = y / (height - 1);
      const m = vignetteFactor(vignette, u, v);
      mask[y * width + x] = m;
      if (m <= 0) continue;
      // Inline bilinear sample (this loop runs ~50k times per portrait).
      const [pu, pv] = map(u, v);
      const px = Math.min(n - 1, Math.max(0, pu * (n - 1)));
      const py = Math.min(n - 1, Math.max(0, pv * (n - 1)));
      const x0 = Math.floor(px);
      const y0 = Math.floor(py);
      const x1 = Math.min(n - 1, x0 + 1);
      const y1 = Math.min(n - 1, y0 + 1);
      const fx = px - x0;
      const fy = py - y0;
      const b =
        ((src[y0 * n + x0] ?? 0) * (1 - fx) + (src[y0 * n + x1] ?? 0) * fx) * (1 - fy) +
        ((src[y1 * n + x0] ?? 0) * (1 - fx) + (src[y1 * n + x1] ?? 0) * fx) * fy;
      const d = options.inkIsLight ? b : 1 - b;
      values[y * width + x] = gamma === 1 ? d : d ** gamma;
    }
  }
  return { width, height, values, mask };
}

/** Unsharp mask on the grid: exaggerates local contrast so thresholds keep features. */
export function localContrast(grid: ToneGrid, amount: number, radius: number): void {
  const { width, height, values } = grid;
  const tmp = new Float32Array(values.length);
  const blurred = new Float32Array(values.length);
  for (let y = 0; y < height; y += 1) {
    let sum = 0;
    let count = 0;
    for (let x = -radius; x < width + radius; x += 1) {
      if (x + radius < width) {
        sum += values[y * width + x + radius] ?? 0;
        count += 1;
      }
      if (x - radius - 1 >= 0) {
        sum -= values[y * width + x - radius - 1] ?? 0;
        count -= 1;
      }
      if (x >= 0 && x < width) tmp[y * width + x] = sum / Math.max(1, count);
    }
  }
  for (let x = 0; x < width; x += 1) {
    let sum = 0;
    let count = 0;
    for (let y = -radius; y < height + radius; y += 1) {
      if (y + radius < height) {
        sum += tmp[(y + radius) * width + x] ?? 0;
        count += 1;
      }
      if (y - radius - 1 >= 0) {
        sum -= tmp[(y - radius - 1) * width + x] ?? 0;
        count -= 1;
      }
      if (y >= 0 && y < height) blurred[y * width + x] = sum / Math.max(1, count);
    }
  }
  for (let i = 0; i < values.length; i += 1) {
    const v = values[i] ?? 0;
    values[i] = Math.min(1, Math.max(0, v + amount * (v - (blurred[i] ?? 0))));
  }
}

/** The value below which `share` of the masked grid lies. */
export function quantileLevel(grid: ToneGrid, share: number): number {
  const inside: number[] = [];
  for (let i = 0; i < grid.values.length; i += 1) {
    if ((grid.mask[i] ?? 0) >= 0.6) inside.push(grid.values[i] ?? 0);
  }
  if (inside.length === 0) return 0.5;
  inside.sort((a, b) => a - b);
  return inside[Math.min(inside.length - 1, Math.floor(inside.length * share))] ?? 0.5;
}
