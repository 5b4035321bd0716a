/**
 * The lo-fi window's pictures, drawn soft: thick round-ended strokes, round corners, flat fills,
 * in the art box between y 90 and 640. The frame and the things on the sill in one ink, the
 * moon and the lamp-lit things in the accent, the rain and the steam in the support ink.
 */
import type { Rng } from '../../random/prng.ts';
import { r } from '../../svg/num.ts';
import { circle } from '../../svg/shapes.ts';
import { roundRectPath } from '../shared/round-rect.ts';
import { glint } from '../shared/sparkle.ts';

export interface WindowDrawing {
  /** Stroked in the primary ink. */
  lines: string;
  /** Filled in the accent (the moon, a lit lamp). */
  glow: string;
  /** Stroked thinner in the support ink (rain, steam, a cloud). */
  soft: string;
  /** Filled in the support ink (stars). */
  sparks: string;
  /** Where a label's text goes (the tape's label), or null. */
  label: { x0: number; y0: number; x1: number; y1: number } | null;
}

/** A crescent: the disc at (cx, cy) less a disc shifted up and right. */
export function crescent(cx: number, cy: number, rad: number, bite = 0.62): string {
  const d = rad * bite;
  // The two circles meet where |p - c| = rad and |p - (c + (d, -d))| = rad.
  const mx = cx + d / 2;
  const my = cy - d / 2;
  const half = Math.sqrt(Math.max(0, rad * rad - (d * d) / 2));
  const ux = Math.SQRT1_2;
  const uy = Math.SQRT1_2;
  const p1 = [mx - ux * half, my - uy * half];
  const p2 = [mx + ux * half, my + uy * half];
  return `M${r(p1[0] as number)} ${r(p1[1] as number)}A${r(rad)} ${r(rad)} 0 1 0 ${r(p2[0] as number)} ${r(p2[1] as number)}A${r(rad)} ${r(rad)} 0 0 1 ${r(p1[0] as number)} ${r(p1[1] as number)}Z`;
}

/** A cloud's outline: a flat bottom and three bumps. */
function cloud(cx: number, cy: number, w: number): string {
  const h = w * 0.3;
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  return `M${r(x0)} ${r(cy)}A${r(h * 0.8)} ${r(h * 0.8)} 0 0 1 ${r(x0 + w * 0.3)} ${r(cy - h * 0.7)}A${r(h)} ${r(h)} 0 0 1 ${r(x0 + w * 0.72)} ${r(cy - h * 0.6)}A${r(h * 0.7)} ${r(h * 0.7)} 0 0 1 ${r(x1)} ${r(cy)}Z`;
}

/** The mug, the plant and a tape on the sill at `sill`. */
function sillThings(sill: number): { lines: string; soft: string } {
  const mug = `${roundRectPath(360, sill - 95, 440, sill, 14)}M440 ${sill - 70}a26 24 0 0 1 0 48`;
  const pot = `M760 ${sill}L748 ${sill - 62}H832L820 ${sill}Z`;
  const leaves = `M790 ${sill - 62}C770 ${sill - 120} 740 ${sill - 130} 730 ${sill - 150}M790 ${sill - 62}C800 ${sill - 130} 820 ${sill - 150} 850 ${sill - 160}M790 ${sill - 62}C792 ${sill - 110} 790 ${sill - 150} 795 ${sill - 185}`;
  const tape = `${roundRectPath(520, sill - 62, 660, sill, 10)}${circle(560, sill - 34, 11)}${circle(620, sill - 34, 11)}`;
  const steam = `M385 ${sill - 115}c-14 -20 14 -34 0 -56M415 ${sill - 112}c-14 -20 14 -34 0 -56`;
  return { lines: `${mug}${pot}${leaves}${tape}`, soft: steam };
}

/** The window at night, moon and stars, or in the rain; the sill's things in front. */
export function windowScene(rng: Rng, rain: boolean): WindowDrawing {
  const x0 = 300;
  const x1 = 900;
  const y0 = 100;
  const sill = 600;
  const frame = `${roundRectPath(x0, y0, x1, sill - 10, 60)}M600 ${y0}V${sill - 10}M${x0} ${r((y0 + sill) / 2 - 20)}H${x1}`;
  const ledge = `M${x0 - 50} ${sill + 8}H${x1 + 50}`;
  const things = sillThings(sill);
  const moon = crescent(rain ? 760 : 450, rain ? 190 : 220, rain ? 50 : 70);
  const soft: string[] = [things.soft];
  const sparks: string[] = [];
  if (rain) {
    soft.push(cloud(430, 240, 190), cloud(720, 380, 150));
    for (let i = 0; i < 26; i += 1) {
      const x = rng.range(x0 + 40, x1 - 40);
      const y = rng.range(y0 + 60, sill - 180);
      if (Math.abs(x - 600) < 16) continue;
      soft.push(`M${r(x)} ${r(y)}l-10 34`);
    }
  } else {
    for (const [x, y, k] of [
      [720, 170, 1],
      [800, 300, 0.7],
      [380, 390, 0.6],
      [690, 420, 0.8],
      [840, 180, 0.5],
    ] as const)
      sparks.push(glint(x + rng.range(-10, 10), y + rng.range(-10, 10), 26 * k, 0.2));
  }
  return {
    lines: `${frame}${ledge}${things.lines}`,
    glow: moon,
    soft: soft.join(''),
    sparks: sparks.join(''),
    label: null,
  };
}

/** A big crescent moon with a cassette leaning against it, stars round; the label for the song. */
export function moonTape(rng: Rng): WindowDrawing {
  const moon = crescent(520, 330, 240, 0.58);
  const shell = roundRectPath(420, 360, 900, 640, 34);
  const window = roundRectPath(560, 520, 760, 585, 26);
  const reels = `${circle(600, 552, 20)}${circle(720, 552, 20)}`;
  const screws = `${circle(445, 385, 5)}${circle(875, 385, 5)}${circle(445, 615, 5)}${circle(875, 615, 5)}`;
  const sparks: string[] = [];
  for (const [x, y, k] of [
    [820, 150, 1],
    [930, 280, 0.7],
    [250, 180, 0.6],
    [300, 520, 0.5],
  ] as const)
    sparks.push(glint(x + rng.range(-12, 12), y + rng.range(-12, 12), 30 * k, 0.2));
  return {
    lines: `${shell}${window}${reels}${screws}`,
    glow: moon,
    soft: '',
    sparks: sparks.join(''),
    label: { x0: 460, y0: 395, x1: 860, y1: 500 },
  };
}
