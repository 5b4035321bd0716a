/**
 * The artist's name as 60s–70s poster lettering: its shaped outline (any script: the joins,
 * conjuncts and marks HarfBuzz set) bent through a smooth warp, so the letters swell like a
 * balloon, ripple like a flag or melt at their feet, and still read. The warp is built over the
 * block's measured ink, so it bends the name the same way whatever its length or script. Each
 * line is recorded for the checks with the bounds of its warped outline.
 */
import type { ArtBuilder, Paint } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { lineWidth, type TextBlock } from '../../layout/text-line.ts';
import type { Rng } from '../../random/prng.ts';
import { unionBoxes, type Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { pathBounds } from '../../svg/path-bounds.ts';
import { warpPath, type Warp } from '../../svg/warp-path.ts';

export const NAME_WARPS = ['balloon', 'ripple', 'melt'] as const;
export type NameWarp = (typeof NAME_WARPS)[number];

/** Longest straight piece before it bends, in art units: small enough for smooth stems. */
const STEP = 5;

const smooth = (t: number): number => {
  const c = Math.min(1, Math.max(0, t));
  return c * c * (3 - 2 * c);
};

/** A line of the block at its place: ink box and where its reference outline lands in art units. */
interface Placed {
  box: Box;
  tx: number;
  ty: number;
}

function place(name: TextBlock, top: number): Placed[] {
  return name.lines.map((line, i) => {
    const s = name.scale;
    const left = CENTER_X - (lineWidth(line) * s) / 2;
    const tx = left - line.shape.bbox.x0 * s;
    const ty = top + (name.baselines[i] ?? 0) - line.baseline * s;
    const { bbox } = line.shape;
    return {
      tx,
      ty,
      box: {
        x0: tx + bbox.x0 * s,
        y0: ty + bbox.y0 * s,
        x1: tx + bbox.x1 * s,
        y1: ty + bbox.y1 * s,
      },
    };
  });
}

/**
 * The warp for the block whose lines' ink boxes are `boxes`. How far it bends is set by the cap
 * height, so a long one-line name and a short stacked one bend alike.
 * - balloon: the middle of the name swells taller than its ends and rises a little, like a lens;
 * - ripple: the letters ride one and a half waves, and stretch where the wave lifts them;
 * - melt: each line's feet run down in seeded drips, a few long ones and a general sag.
 */
export function nameWarp(kind: NameWarp, boxes: readonly Box[], cap: number, rng: Rng): Warp {
  const all = unionBoxes(boxes) as Box;
  const w = Math.max(1, all.x1 - all.x0);
  const cy = (all.y0 + all.y1) / 2;
  const u = (x: number): number => (x - all.x0) / w;
  if (kind === 'balloon') {
    const swell = rng.range(0.22, 0.34);
    const rise = cap * rng.range(0.1, 0.2);
    return (x, y) => {
      const bump = Math.sin(Math.PI * Math.min(1, Math.max(0, u(x))));
      return [x, cy + (y - cy) * (1 + swell * (bump - 0.5)) - rise * bump];
    };
  }
  if (kind === 'ripple') {
    const waves = rng.range(1.1, 1.7);
    const phase = rng.range(0, Math.PI * 2);
    const lift = cap * rng.range(0.14, 0.2);
    return (x, y) => {
      const a = Math.PI * 2 * waves * u(x) + phase;
      // Letters on a crest stand a little taller, in a trough a little squatter.
      const stretch = 1 + 0.12 * Math.sin(a);
      return [x, cy + (y - cy) * stretch - lift * Math.sin(a)];
    };
  }
  const drips = Array.from({ length: rng.int(3, 5) }, () => ({
    at: rng.range(0.06, 0.94),
    width: rng.range(0.025, 0.055),
    depth: cap * rng.range(0.22, 0.42),
  }));
  const sag = cap * rng.range(0.04, 0.08);
  // A line above another may only run part way into the gap between them, so no drip touches
  // the letters under it; the last line runs freely.
  const room = boxes.map((b, i) => {
    const next = boxes[i + 1];
    return next ? Math.max(0, next.y0 - b.y1) * 0.6 : Infinity;
  });
  const nearest = (y: number): number => {
    let best = 0;
    boxes.forEach((b, i) => {
      const here = Math.abs(y - (b.y0 + b.y1) / 2);
      const then = Math.abs(y - ((boxes[best] as Box).y0 + (boxes[best] as Box).y1) / 2);
      if (here < then) best = i;
    });
    return best;
  };
  return (x, y) => {
    const i = nearest(y);
    const line = boxes[i] ?? all;
    // Only the lower part of each line runs: its tops stay crisp, so the name still reads.
    const v = smooth((y - (line.y0 + line.y1) / 2) / Math.max(1, (line.y1 - line.y0) / 2));
    const t = u(x);
    const drop = drips.reduce(
      (sum, d) => sum + d.depth * Math.exp(-(((t - d.at) / d.width) ** 2)),
      sag,
    );
    return [x, y + Math.min(drop, room[i] ?? Infinity) * v * v];
  };
}

/** The name block's lines bent and placed, ready to draw (or to cut other art round). */
export interface WarpedName {
  block: TextBlock;
  /** Each line's warped outline in art units. */
  paths: string[];
  /** Each line's warped ink box. */
  boxes: Box[];
  box: Box;
  /** The warped lines as black path markup, for masks that keep other art off the letters. */
  markup: string;
}

/** Bends the name block's lines (not its small alternate line) set from cap top `top`. */
export function warpName(name: TextBlock, top: number, kind: NameWarp, rng: Rng): WarpedName {
  const placed = place(name, top);
  const warp = nameWarp(
    kind,
    placed.map((p) => p.box),
    name.cap,
    rng,
  );
  const s = name.scale;
  const paths = name.lines.map((line, i) => {
    const { tx, ty } = placed[i] as Placed;
    return warpPath(line.shape.d, (x, y) => warp(tx + x * s, ty + y * s), STEP / s);
  });
  const boxes = paths.map((d, i) => pathBounds(d) ?? (placed[i] as Placed).box);
  return {
    block: name,
    paths,
    boxes,
    box: unionBoxes(boxes) as Box,
    markup: paths.map((d) => `<path d="${d}"/>`).join(''),
  };
}

/**
 * Draws the warped name in `paint`, with an optional shadow of the same outline nudged by
 * (dx, dy) under it in a second ink, and records each line for the checks; returns the ink box.
 */
export function drawWarpedName(
  b: ArtBuilder,
  name: WarpedName,
  options: { paint: Paint & { fill: string }; shadow?: { ink: string; dx: number; dy: number } },
): Box {
  const { shadow, paint } = options;
  if (shadow) {
    b.add(
      `<g transform="translate(${r(shadow.dx)} ${r(shadow.dy)})" fill="${shadow.ink}">${name.markup}</g>`,
      [shadow.ink],
    );
  }
  const stroke = paint.stroke
    ? ` stroke="${paint.stroke}" stroke-width="${r(paint.strokeWidth ?? 4)}" stroke-linejoin="round" paint-order="stroke"`
    : '';
  const grow = (paint.stroke ? (paint.strokeWidth ?? 4) / 2 : 0) + 1;
  const boxes = name.paths.map((d, i) => {
    const line = name.block.lines[i];
    const ink = name.boxes[i] as Box;
    const box = { x0: ink.x0 - grow, y0: ink.y0 - grow, x1: ink.x1 + grow, y1: ink.y1 + grow };
    if (line && line.text.trim().length > 0) {
      b.add(`<path fill="${paint.fill}"${stroke} d="${d}"/>`, [
        paint.fill,
        ...(paint.stroke ? [paint.stroke] : []),
      ]);
      b.record(line, box, paint.fill, name.block.scale, 'name');
    }
    return box;
  });
  return unionBoxes(boxes) as Box;
}
