/**
 * Indie, polaroid: the artist's picture as an instant photo, a little crooked — the frame in
 * one ink with the thick bottom strip, the picture screened inside it, the name written on the
 * strip by hand (knocked out of the frame, so it reads in the garment's colour), a strip of
 * tape holding it up and the outline of a second photo slipping out from behind. The song and
 * the country are typed under it. Needs the artist's image. Seeded: tilt, screen, tape.
 */
import { drawPortrait } from '../../image/portrait-art.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import type { TextBlock } from '../../layout/text-line.ts';
import { rotateBox, type Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { polygon, type Point } from '../../svg/shapes.ts';
import { canSetAsTiles, isRtlScript, scriptsOf } from '../../text/scripts.ts';
import {
  knockout,
  nameBlock,
  quoted,
  smallLine,
  type KnockoutText,
} from '../../templates/common.ts';
import { countryOf } from '../shared/art.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';
import { tape, turn } from '../shared/paper.ts';

const W = 700;
const MARGIN = 46;
const PHOTO = W - MARGIN * 2;
const STRIP = 236;
const H = MARGIN + PHOTO + STRIP;
const TOP = 96;

/** A rectangle as a polygon turned `deg` about (cx, cy); `hole` winds it the other way. */
function turnedRect(box: Box, cx: number, cy: number, deg: number, hole = false): string {
  const corners: Point[] = [
    [box.x0, box.y0],
    [box.x1, box.y0],
    [box.x1, box.y1],
    [box.x0, box.y1],
  ];
  // A hole runs the other way round, so the non-zero fill leaves it empty.
  if (hole) corners.reverse();
  return polygon(corners.map((p) => turn(p, cx, cy, deg)));
}

/** Each line of a block (and of its small `sub` block) as knockout text turned with the photo. */
function turnedLines(
  block: TextBlock,
  top: number,
  cx: number,
  cy: number,
  deg: number,
): KnockoutText[] {
  const own = block.lines.map((line, i): KnockoutText => {
    const [x, baseline] = turn([CENTER_X, top + (block.baselines[i] ?? 0)], cx, cy, deg);
    return {
      line,
      at: { x, baseline, scale: block.scale, align: 'center', rotate: deg },
      role: 'name',
    };
  });
  const sub = block.sub ? turnedLines(block.sub.block, top + block.sub.offset, cx, cy, deg) : [];
  return [...own, ...sub];
}

export const indiePolaroid: Template = {
  id: 'indie-polaroid',
  needsImage: true,
  maxGrow: 1.35,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const deg = rng.pick([-1, 1]) * rng.range(2, 4.5);
    const outer: Box = { x0: CENTER_X - W / 2, y0: TOP, x1: CENTER_X + W / 2, y1: TOP + H };
    const cx = CENTER_X;
    const cy = TOP + H / 2;
    const window: Box = {
      x0: outer.x0 + MARGIN,
      y0: outer.y0 + MARGIN,
      x1: outer.x1 - MARGIN,
      y1: outer.y0 + MARGIN + PHOTO,
    };
    const front = turnedRect(outer, cx, cy, deg);

    // The second photo behind, turned the other way: only its outline, stopping short of the
    // front one so the two frames never merge.
    const shifted: Box = {
      x0: outer.x0 + 40,
      y0: outer.y0 + 30,
      x1: outer.x1 + 40,
      y1: outer.y1 + 30,
    };
    const behindDeg = -deg * 1.6 - Math.sign(deg) * rng.range(2, 4);
    const behind = turnedRect(shifted, cx + 40, cy + 30, behindDeg);
    const clear = cutAwayMask(
      b,
      'behind',
      `<path fill="#000" stroke="#000" stroke-width="36" stroke-linejoin="round" d="${front}"/>`,
    );
    b.add(
      `<path mask="url(#${clear})" fill="none" stroke="${inks.support}" stroke-width="7" stroke-linejoin="round" d="${behind}"/>`,
      [inks.support],
    );

    // The picture, turned with the frame, a hairline of garment inside the frame's edge.
    b.add(`<g transform="rotate(${r(deg)} ${r(cx)} ${r(cy)})">`, []);
    const inset = 14;
    drawPortrait(b, ctx.portrait, {
      treatment: rng.pick(['halftone-dots', 'duotone', 'threshold'] as const),
      inks: [inks.accent, inks.support],
      garment: inks.garment,
      box: {
        x0: window.x0 + inset,
        y0: window.y0 + inset,
        x1: window.x1 - inset,
        y1: window.y1 - inset,
      },
      shape: 'square',
      rng: rng.fork('polaroid'),
      detail: 0.9,
    });
    b.add('</g>', []);

    // The frame with the name written on its strip, cut out of the ink.
    const face = canSetAsTiles(ctx.name) ? faces.script : faces.display;
    const name = await nameBlock(ctx, face, {
      maxWidth: (W - 110) * s,
      maxCap: 130 * s,
      maxHeight: (STRIP - 70) * s,
      maxLines: 2,
      leading: 0.12,
    });
    const stripTop = window.y1;
    const nameTop = stripTop + (STRIP - name.height) / 2 + 4;
    const frameShape = `${front}${turnedRect(window, cx, cy, deg, true)}`;
    knockout(b, frameShape, inks.primary, turnedLines(name, nameTop, cx, cy, deg));

    // Tape across the top edge.
    const [tx, ty] = turn([cx + rng.range(-120, 120), outer.y0], cx, cy, deg);
    b.add(`<path fill="${inks.accent}" d="${tape(rng, tx, ty, 230, deg + rng.range(-9, 9))}"/>`, [
      inks.accent,
    ]);

    // Typed under both photos (the one behind hangs lower, turned further): the song, then the
    // country. Under the front one only, the back frame's edge ran through the song.
    const foot = Math.max(
      rotateBox(outer, deg, cx, cy).y1,
      rotateBox(shifted, behindDeg, cx + 40, cy + 30).y1,
    );
    // Curly quotes around a right-to-left title land on the wrong sides: it goes bare.
    const rtl = scriptsOf(ctx.track).some(isRtlScript);
    const song = await smallLine(b, ctx, rtl ? ctx.track : quoted(ctx.track), {
      baseline: foot + 100,
      cap: 40,
      maxWidth: 900,
      ink: inks.primary,
      role: 'track',
      tracking: 0.06,
      face: 'specialElite',
    });
    const country = countryOf(ctx);
    if (country) {
      await smallLine(b, ctx, country, {
        baseline: song.y1 + 70,
        cap: 30,
        maxWidth: 700,
        ink: inks.support,
        role: 'detail',
        tracking: 0.3,
        face: 'specialElite',
      });
    }
  },
};
