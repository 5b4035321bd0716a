/**
 * Celtic knotwork drawn from curves in space: each strand is a 3-D path whose depth decides which
 * strand passes over at a crossing, so the over-under of a knot comes out right by construction
 * (a torus knot's plain projection alternates, as a hand-drawn knot does). The band is cut with
 * luminance masks painted back to front: every stretch first clears a margin round itself, then
 * draws its band, so a strand passing under another is broken by the gap a knotwork artist
 * leaves — in the artist's inks only, never a garment-coloured "halo" ink.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { r } from '../../svg/num.ts';

/** A point of a strand: where it is drawn, and how near the viewer it lies (over = larger z). */
export interface DepthPoint {
  x: number;
  y: number;
  z: number;
}

export interface KnotBand {
  /** The band's full width. */
  width: number;
  /** The outline's weight, each side of the band. */
  line: number;
  /** The margin cleared round a strand where it passes over another. */
  gap: number;
  /** The outline ink. */
  ink: string;
  /** A second ink for the band's core (kept clear of the outline), or none: a hollow band. */
  core?: string;
}

/** Stretches of this many steps are painted as one piece, sorted back to front by mean depth. */
const RUN = 6;

/** A torus knot (p turns round the centre, q lobes), scaled into a circle of `radius`. */
export function torusKnot(
  cx: number,
  cy: number,
  radius: number,
  p: number,
  q: number,
  depth = 2.1,
  steps = 720,
): DepthPoint[] {
  const outer = depth + 1;
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = (i / steps) * Math.PI * 2;
    const rad = ((depth + Math.cos(q * t)) / outer) * radius;
    // Turned so one lobe points straight up, like a triquetra's.
    const a = p * t - Math.PI / 2;
    return { x: cx + Math.cos(a) * rad, y: cy + Math.sin(a) * rad, z: -Math.sin(q * t) };
  });
}

/**
 * The trefoil as knotwork draws it (the triquetra's three pointed lobes outward), scaled into a
 * circle of `radius`: sin t + 2 sin 2t, cos t - 2 cos 2t, depth -sin 3t; one lobe points up.
 */
export function trefoil(cx: number, cy: number, radius: number, steps = 720): DepthPoint[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = (i / steps) * Math.PI * 2;
    return {
      x: cx + ((Math.sin(t) + 2 * Math.sin(2 * t)) / 3) * radius,
      y: cy + ((Math.cos(t) - 2 * Math.cos(2 * t)) / 3) * radius,
      z: -Math.sin(3 * t),
    };
  });
}

/**
 * A two-strand plait (a guilloche) along a level line from x0 to x1: the strands cross every
 * `pitch`, one over and then under the other, as in a knotwork border.
 */
export function plait(
  x0: number,
  x1: number,
  y: number,
  amp: number,
  pitch: number,
): DepthPoint[][] {
  const turns = Math.max(2, Math.round((x1 - x0) / pitch));
  const steps = turns * 40;
  const strand = (sign: number): DepthPoint[] =>
    Array.from({ length: steps + 1 }, (_, i) => {
      const t = (i / steps) * turns * Math.PI;
      return {
        x: x0 + ((x1 - x0) * i) / steps,
        y: y + sign * amp * Math.sin(t),
        z: sign * Math.cos(t),
      };
    });
  return [strand(1), strand(-1)];
}

interface Run {
  /** The stretch itself: what its clearing margin covers. */
  d: string;
  /** The stretch lapping one step onto each neighbour: its band joins theirs without a seam. */
  lap: string;
  /**
   * Two steps: the band's hollow reaches past the band's own lap, so their two soft ends never
   * fall on one line (two anti-aliased edges there leave a hairline across the band).
   */
  hollow: string;
  z: number;
}

const pathOf = (pts: readonly DepthPoint[]): string =>
  pts.map((p, k) => `${k === 0 ? 'M' : 'L'}${r(p.x)} ${r(p.y)}`).join('');

function runsOf(strands: readonly DepthPoint[][]): Run[] {
  const runs: Run[] = [];
  for (const pts of strands) {
    for (let i = 0; i + 1 < pts.length; i += RUN) {
      const end = Math.min(pts.length, i + RUN + 1);
      const part = pts.slice(i, end);
      runs.push({
        d: pathOf(part),
        lap: pathOf(pts.slice(Math.max(0, i - 1), Math.min(pts.length, end + 1))),
        hollow: pathOf(pts.slice(Math.max(0, i - 2), Math.min(pts.length, end + 2))),
        z: part.reduce((s, p) => s + p.z, 0) / part.length,
      });
    }
  }
  return runs.sort((a, b) => a.z - b.z);
}

const stroke = (d: string, colour: string, width: number, cap: string): string =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${r(width)}" stroke-linecap="${cap}" stroke-linejoin="round"/>`;

/** Bounds of the strands, padded by the band: the masked ink covers just this. */
function bounds(strands: readonly DepthPoint[][], pad: number): string {
  const pts = strands.flat();
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  const x0 = Math.min(...xs) - pad;
  const y0 = Math.min(...ys) - pad;
  return `x="${r(x0)}" y="${r(y0)}" width="${r(Math.max(...xs) + pad - x0)}" height="${r(Math.max(...ys) + pad - y0)}"`;
}

/** Draws the strands as an interlaced band: outline in `ink`, core (if any) in `core`. */
export function drawKnot(b: ArtBuilder, strands: readonly DepthPoint[][], band: KnotBand): void {
  const runs = runsOf(strands);
  const area = bounds(strands, band.width + band.gap);
  const inner = band.width - 2 * band.line;
  // Square ends throughout: a round end would paint a crescent of band across its neighbour's
  // core. The band laps a step onto each neighbour, so stretches join without a hairline seam.
  const outline = runs
    .map(
      (run) =>
        stroke(run.d, '#000', band.width + 2 * band.gap, 'butt') +
        stroke(run.lap, '#fff', band.width, 'butt') +
        stroke(run.hollow, '#000', inner, 'butt'),
    )
    .join('');
  const lineMask = b.uid('knot');
  b.def(
    `<mask id="${lineMask}" maskUnits="userSpaceOnUse" ${area}><rect ${area} fill="#000"/>${outline}</mask>`,
  );
  b.add(`<rect ${area} fill="${band.ink}" mask="url(#${lineMask})"/>`, [band.ink]);
  if (!band.core) return;
  // The core stands clear of the outline by the gap, so two inks never butt up and blur.
  const coreW = inner - 2 * band.gap;
  if (coreW <= 0) return;
  const fill = runs
    .map(
      (run) =>
        stroke(run.d, '#000', band.width + 2 * band.gap, 'butt') +
        stroke(run.lap, '#fff', coreW, 'butt'),
    )
    .join('');
  const coreMask = b.uid('knot-core');
  b.def(
    `<mask id="${coreMask}" maskUnits="userSpaceOnUse" ${area}><rect ${area} fill="#000"/>${fill}</mask>`,
  );
  b.add(`<rect ${area} fill="${band.core}" mask="url(#${coreMask})"/>`, [band.core]);
}
