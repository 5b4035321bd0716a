/**
 * Jazz swing script: the name written big in a bold brush script, leaning up to the right, a
 * tapered swash sweeping under it and flicking up at the end (the underline of a big-band
 * bandstand or a 1950s record cover), three stars over it, and the artist's tracks below as a
 * set list — this design's song first between stars, the rest in small capitals under a
 * tracked "Set List" label between hairlines. Seeded: the billing — three stars over the name
 * and the set list under it, or an emblem (the name's own, else an instrument the song calls
 * for) over the name in the stars' place and only this design's song between stars under it.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { inkBelow, lineWidth, type TextBlock } from '../../layout/text-line.ts';
import { bandWidths } from '../../motifs/classic.ts';
import { r } from '../../svg/num.ts';
import { star, type Point } from '../../svg/shapes.ts';
import { altNameLine, block, quoted, smallLine } from '../../templates/common.ts';
import { flankedLine, middleOf } from '../shared/flanked-line.ts';
import { icon, oneLineList, pickMotif, trackList } from '../shared/art.ts';
import { JAZZ_DEFAULTS, JAZZ_MOTIFS } from './motifs.ts';
import { detailsLine } from '../shared/details-line.ts';
import { tiltedLines } from '../shared/tilted-block.ts';

const SCRIPTS = ['pacifico', 'kaushan'] as const;

/** Turns a point `deg` degrees about (cx, cy), the way the name's lines are turned. */
function turn([x, y]: Point, cx: number, cy: number, deg: number): Point {
  const a = (deg * Math.PI) / 180;
  const dx = x - cx;
  const dy = y - cy;
  return [cx + dx * Math.cos(a) - dy * Math.sin(a), cy + dx * Math.sin(a) + dy * Math.cos(a)];
}

/**
 * The swash under the last line: a brush stroke swelling from a hairline, dipping a little and
 * flicking up past the line's end, drawn in the name's frame and turned with it.
 */
function swash(name: TextBlock, top: number, tilt: number, flip: boolean): string {
  const i = name.lines.length - 1;
  const last = name.lines[i];
  const baseline = top + (name.baselines[i] ?? 0);
  const y = baseline + (last ? inkBelow(last) * name.scale : 0) + 34;
  // From under the line's first letters to a flick just past its last one, clear of the ink.
  const half = last ? (lineWidth(last) * name.scale) / 2 : 300;
  const x0 = CENTER_X - half * 0.85;
  const x1 = CENTER_X + half + 20;
  const points: Point[] = [];
  for (let k = 0; k <= 48; k += 1) {
    const t = k / 48;
    const u = 1 - t;
    // A cubic from the left hairline, through a shallow dip, to a flick above the line.
    const bx =
      u ** 3 * x0 +
      3 * u * u * t * (x0 + half * 0.6) +
      3 * u * t * t * (x1 - 40) +
      t ** 3 * (x1 + 30);
    const by = u ** 3 * y + 3 * u * u * t * (y + 34) + 3 * u * t * t * (y + 26) + t ** 3 * (y - 56);
    const p: Point = flip ? [2 * CENTER_X - bx, by] : [bx, by];
    points.push(turn(p, CENTER_X, baseline, tilt));
  }
  const thick = Math.min(30, Math.max(14, name.cap * 0.16));
  return bandWidths(points, (t) => 2 + thick * Math.sin(Math.PI * Math.min(1, t * 1.1)) ** 0.8);
}

async function setList(
  b: ArtBuilder,
  ctx: Parameters<Template['layout']>[0],
  top: number,
): Promise<number> {
  const { inks } = ctx;
  const label = await smallLine(b, ctx, 'Set List', {
    baseline: top + 26,
    cap: 26,
    maxWidth: 400,
    ink: inks.accent,
    role: 'detail',
    tracking: 0.6,
  });
  const mid = (label.y0 + label.y1) / 2;
  b.add(
    `<path fill="none" stroke="${inks.accent}" stroke-width="3" d="M${r(CENTER_X - 330)} ${r(mid)}H${r(label.x0 - 26)}M${r(label.x1 + 26)} ${r(mid)}H${r(CENTER_X + 330)}"/>`,
    [inks.accent],
  );
  const first = await flankedLine(
    b,
    ctx,
    quoted(ctx.track),
    {
      baseline: label.y1 + 74,
      cap: 40,
      maxWidth: 820,
      ink: inks.primary,
      role: 'track',
      tracking: 0.14,
    },
    inks.accent,
    (x, side, line) => star(x + side * 40, middleOf(line), 17, 7),
  );
  const rest = trackList(ctx, ctx.fit > 0 ? 3 : 4).filter((t) => t !== ctx.track);
  const boxes = await oneLineList(b, rest, {
    face: ctx.faces.support,
    x: CENTER_X,
    align: 'center',
    top: first.y1 + 60,
    step: 62,
    cap: 30,
    maxWidth: 760,
    tracking: 0.16,
    inks: [inks.support],
    max: 3,
  });
  return Math.max(first.y1, ...boxes.map((bx) => bx.y1));
}

export const jazzSwingScript: Template = {
  id: 'jazz-swing-script',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const cx = CENTER_X;
    const face = rng.pick(SCRIPTS);
    const name = await block(ctx.name, face, {
      maxWidth: 960 * ctx.shrink,
      maxCap: 220 * ctx.shrink,
      maxHeight: 420 * ctx.shrink,
      maxLines: 2,
      leading: 0.4,
      breakGain: 1.1,
    });
    const tilt = -7;
    const emblem = rng.chance(0.45) ? pickMotif(ctx, JAZZ_MOTIFS, JAZZ_DEFAULTS) : null;
    let head: number;
    if (emblem) {
      // The emblem heads the bill, a small star each side of it.
      const placed = icon(b, emblem, { x0: cx - 190, y0: 80, x1: cx + 190, y1: 360 }, inks.accent, {
        anchor: 'bottom',
      });
      const mid = (placed.y0 + placed.y1) / 2;
      b.add(
        `<path fill="${inks.primary}" d="${star(placed.x0 - 60, mid, 22, 9)}${star(placed.x1 + 60, mid, 22, 9)}"/>`,
        [inks.primary],
      );
      head = placed.y1;
    } else {
      // Three stars over the name, the middle one larger: the billing's sparkle.
      const starsY = 110;
      b.add(
        `<path fill="${inks.accent}" d="${star(cx - 110, starsY + 16, 26, 10.5)}${star(cx, starsY, 40, 16)}${star(cx + 110, starsY + 16, 26, 10.5)}"/>`,
        [inks.accent],
      );
      head = starsY;
    }
    // The turned lines reach higher at their right end: room for half the widest line's lift.
    const lift = Math.sin((-tilt * Math.PI) / 180) * 480;
    const top = head + 70 + lift * Math.min(1, name.cap / 120);
    const placed = tiltedLines(name, { x: cx, top, rotate: tilt }).map((l) =>
      b.text(l.line, l.at, { fill: inks.primary }, 'name'),
    );
    b.add(`<path fill="${inks.accent}" d="${swash(name, top, tilt, rng.chance(0.3))}"/>`, [
      inks.accent,
    ]);
    const lastBaseline = top + (name.baselines[name.lines.length - 1] ?? 0);
    let y = Math.max(lastBaseline + 120, ...placed.map((p) => p.y1)) + 20;
    const alt = await altNameLine(b, ctx, {
      baseline: y + 40,
      cap: 36,
      maxWidth: 800,
      ink: inks.primary,
      tracking: 0.2,
    });
    if (alt) y = alt.y1;
    const details = await detailsLine(b, ctx, {
      baseline: y + 56,
      cap: 28,
      maxWidth: 900,
      ink: inks.support,
      tracking: 0.5,
      chance: 1,
    });
    if (!emblem) {
      await setList(b, ctx, (details?.y1 ?? y) + 60);
      return;
    }
    // Under an emblem, only this design's song, between stars.
    await flankedLine(
      b,
      ctx,
      quoted(ctx.track),
      {
        baseline: (details?.y1 ?? y) + 110,
        cap: 46,
        maxWidth: 860,
        ink: inks.primary,
        role: 'track',
        tracking: 0.14,
      },
      inks.accent,
      (x, side, line) => star(x + side * 44, middleOf(line), 19, 8),
    );
  },
};
