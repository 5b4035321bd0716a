/**
 * R&B neon: the name as a neon sign in a late-night window — the script letters in one ink as the
 * lit tubes, a second outline traced around the whole word a little way off (the glow and the
 * sign's backing, in another ink), a tube icon above it, a tube swash with its electrode
 * ends under it, and the song hanging below on two chains as a small sign of its own (double
 * frame, tracked capitals), the country last. The tube icon is the artist's (neon-icons.ts: the
 * moon of "Amara Lune", a cocktail glass, a star, notes). Seeded: tilt, and the sign: 'hung' (as
 * above) or 'framed' — the name lit inside a tube border with a small icon over it, the song in
 * plain tracked capitals under the frame, like a bar's back-wall sign.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { Template } from '../../layout/template.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import { capHeight, lineWidth } from '../../layout/text-line.ts';
import { r } from '../../svg/num.ts';
import { unionBoxes, type Box } from '../../svg/box.ts';
import { circle } from '../../svg/shapes.ts';
import { block, fitLineWithin, smallLine } from '../../templates/common.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { detailsLine } from '../shared/details-line.ts';
import { roundRectPath } from '../shared/round-rect.ts';
import { tiltedLines } from '../shared/tilted-block.ts';
import { isCased } from '../../text/scripts.ts';
import { linesByLength, nameLines } from './name-lines.ts';
import { altNameBelow } from './script-name-stack.ts';
import { neonIconFor, neonIconTubes } from './neon-icons.ts';

const SHEET = 'x="-600" y="-600" width="2400" height="2800"';

/**
 * The box a masked glow is painted over: the shape's own box grown by the glow's reach (the
 * layout's size is measured from painted areas, masks aside, so a sheet-wide fill would count).
 */
function cover(box: Box, grow: number): string {
  return `M${r(box.x0 - grow)} ${r(box.y0 - grow)}H${r(box.x1 + grow)}V${r(box.y1 + grow)}H${r(box.x0 - grow)}Z`;
}

/**
 * The glow line: a ring `width` wide, `gap` off the outline of `markup` (paths filled "#000",
 * stroked in their own units scaled by `unit`), printed in `ink`. One ink never touches the
 * other, so the pair reads as a tube and its halo, not as a blot.
 */
function halo(
  b: ArtBuilder,
  markup: string,
  unit: number,
  gap: number,
  width: number,
  ink: string,
  around: Box,
): void {
  const id = b.uid('halo');
  const swell = (colour: string, w: number): string =>
    `<g stroke="${colour}" stroke-width="${r((2 * w) / unit)}" stroke-linejoin="round" stroke-linecap="round">${markup.replaceAll('fill="#000"', `fill="${colour}"`)}</g>`;
  b.def(
    `<mask id="${id}" maskUnits="userSpaceOnUse" ${SHEET}>${swell('#fff', gap + width)}${swell('#000', gap)}</mask>`,
  );
  b.add(`<path fill="${ink}" mask="url(#${id})" d="${cover(around, gap + width + 4)}"/>`, [ink]);
}

/**
 * A bent tube: the core line `t` wide in `core`, and fine glow lines either side of it, a little
 * way off, in `glow` (the ring between two strokes of the path, cut with a mask).
 */
function tube(b: ArtBuilder, d: string, t: number, core: string, glow: string, around: Box): void {
  const id = b.uid('tube');
  const gap = t / 2 + 9;
  const stroke = (colour: string, w: number): string =>
    `<path fill="none" stroke="${colour}" stroke-width="${r(w)}" stroke-linecap="round" stroke-linejoin="round" d="${d}"/>`;
  b.def(
    `<mask id="${id}" maskUnits="userSpaceOnUse" ${SHEET}>${stroke('#fff', 2 * (gap + 4))}${stroke('#000', 2 * gap)}</mask>`,
  );
  b.add(`<path fill="${glow}" mask="url(#${id})" d="${cover(around, gap + t + 8)}"/>`, [glow]);
  b.add(stroke(core, t), [core]);
}

export const NEON_ARRANGEMENTS = ['hung', 'framed'] as const;

export const rnbNeon: Template = {
  id: 'rnb-neon',
  needsImage: false,
  // Glow rings read as light only on a dark shirt.
  blank: 'dark',
  // A sign is wider than tall: let it fill the chest's width rather than sit small in the middle.
  maxGrow: 1.8,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const k = ctx.shrink;
    const cx = CENTER_X;
    const framed = pickArrangement(ctx, NEON_ARRANGEMENTS) === 'framed';

    // The tube icon over the name (smaller over a frame, which already holds the eye).
    const R = (framed ? 72 : 115) * k;
    const iy = 110 + R;
    const t = 13 * k;
    for (const part of neonIconTubes(neonIconFor(ctx), cx, iy, R))
      tube(b, part.d, t * part.weight, inks.accent, inks.support, part.box);

    // The name: lit script letters, a glow line traced round the word.
    const tilt = rng.pick([-6, -4]);
    const name = await block(ctx.name, faces.script, {
      // A framed sign stands squarer, so it fills the chest rather than a strip across it.
      maxWidth: (framed ? 760 : 960) * k,
      // A short name in a frame stands taller, so the sign is a lit word, not a box of air.
      maxCap: (framed && [...ctx.name].length <= 6 ? 310 : 230) * k,
      maxHeight: (framed ? 640 : 460) * k,
      // A short name stays one sign; a lone emoji never gets a line of its own.
      // In a frame a two-word name stacks, so the sign stands squarer and its letters larger.
      maxLines: framed
        ? Math.max(nameLines(ctx.name, 2), linesByLength(ctx.name))
        : linesByLength(ctx.name),
      leading: 0.55,
      breakGain: 1.05,
      inkGap: 0.5,
    });
    const glowGap = Math.max(11, name.cap * 0.08);
    const glowW = Math.max(5, name.cap * 0.04);
    // The frame's tube keeps this far from the name's glow all round.
    const framePad = Math.max(56, name.cap * 0.4) * k;
    const frameTop = iy + R + 60;
    const nameTop = framed ? frameTop + framePad + glowGap + glowW : iy + R + 70 + glowGap + glowW;
    const placed = tiltedLines(name, { x: cx, top: nameTop, rotate: tilt }).map((l) => ({
      ...l,
      ...b.textMarkup(l.line, l.at, { fill: '#000' }),
    }));
    halo(
      b,
      placed.map((p) => p.markup).join(''),
      name.scale,
      glowGap,
      glowW,
      inks.accent,
      unionBoxes(placed.map((p) => p.box)) as Box,
    );
    const boxes: Box[] = placed.map((p) => b.text(p.line, p.at, { fill: inks.primary }, 'name'));
    const nameBox = unionBoxes(boxes) as Box;
    const y = await altNameBelow(b, ctx, nameBox.y1 + glowGap + glowW, 34);

    if (framed) {
      // The border: a tube round the lit name, wide enough for a short name to sit in air.
      const half = Math.max(cx - nameBox.x0, nameBox.x1 - cx, 260 * k) + framePad + glowGap + glowW;
      const frameBottom = y + framePad;
      const rad = 46 * k;
      tube(
        b,
        roundRectPath(cx - half, frameTop, cx + half, frameBottom, rad),
        t,
        inks.accent,
        inks.support,
        { x0: cx - half, y0: frameTop, x1: cx + half, y1: frameBottom },
      );
      // The transformer box's two wires, dropping from the frame's foot.
      b.add(
        `<path fill="none" stroke="${inks.support}" stroke-width="4" d="M${r(cx - half * 0.5)} ${r(frameBottom + 14)}v34M${r(cx + half * 0.5)} ${r(frameBottom + 14)}v34"/>`,
        [inks.support],
      );
      // The song reads as the sign's caption: sized to the frame, and larger for scripts with
      // no capitals (Arabic, Thai, Hangul…), whose letters stand lower than tracked caps.
      const songCap = Math.min(72, Math.max(44, half * 0.085)) * (isCased(ctx.track) ? 1 : 1.3) * k;
      const songBox = await smallLine(b, ctx, ctx.track, {
        baseline: frameBottom + 90 + songCap * 1.6,
        cap: songCap,
        maxWidth: 860 * k,
        ink: inks.primary,
        role: 'track',
        tracking: 0.3,
      });
      await detailsLine(b, ctx, {
        baseline: songBox.y1 + 70,
        cap: 28,
        maxWidth: 640,
        ink: inks.support,
        tracking: 0.5,
        chance: 0.7,
      });
      return;
    }

    // A tube swash under the name, its electrode ends as small rings.
    const sw = 560 * k;
    const sy = y + 50;
    const swash = `M${r(cx - sw / 2)} ${r(sy + 10)}C${r(cx - sw / 6)} ${r(sy - 22)} ${r(cx + sw / 6)} ${r(sy + 30)} ${r(cx + sw / 2)} ${r(sy - 6)}`;
    tube(b, swash, 7 * k, inks.accent, inks.support, {
      x0: cx - sw / 2,
      y0: sy - 30,
      x1: cx + sw / 2,
      y1: sy + 30,
    });
    b.add(
      `<path fill="${inks.support}" d="${circle(cx - sw / 2 - 18, sy + 10, 8)}${circle(cx + sw / 2 + 18, sy - 6, 8)}"/>`,
      [inks.support],
    );

    // The song's sign, hung on two chains from the swash.
    const { line: song, scale: ss } = await fitLineWithin(
      ctx.track,
      faces.support,
      0.3,
      860 * k,
      Math.max(46 * k, MIN_TEXT_HEIGHT * 1.2),
    );
    const textW = lineWidth(song) * ss;
    const cap = capHeight(song) * ss;
    const pad = Math.max(50, cap * 1.5);
    const signW = Math.max(textW + 2 * pad, 300 * k);
    const signH = cap + 2 * pad * 0.75;
    const signTop = sy + 90 * k;
    const sx0 = cx - signW / 2;
    const sx1 = cx + signW / 2;
    const hook = Math.min(signW / 2 - 40, sw / 2 - 40);
    const chain: string[] = [];
    for (const hx of [cx - hook, cx + hook]) {
      for (let cy = sy + 24; cy < signTop - 8; cy += 16) chain.push(circle(hx, cy + 5, 5));
    }
    b.add(`<path fill="none" stroke="${inks.support}" stroke-width="3" d="${chain.join('')}"/>`, [
      inks.support,
    ]);
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="${r(8 * k)}" d="${roundRectPath(sx0, signTop, sx1, signTop + signH, 22 * k)}"/><path fill="none" stroke="${inks.accent}" stroke-width="3" d="${roundRectPath(sx0 + 16 * k, signTop + 16 * k, sx1 - 16 * k, signTop + signH - 16 * k, 10 * k)}"/>`,
      [inks.accent],
    );
    const songBox = b.text(
      song,
      { x: cx, baseline: signTop + signH / 2 + cap / 2, scale: ss },
      { fill: inks.primary },
      'track',
    );
    // The sign's screws, at its corners, when the title leaves them room.
    if (songBox.x0 - sx0 > 60)
      b.add(
        `<path fill="${inks.support}" d="${circle(sx0 + 36 * k, signTop + signH / 2, 6)}${circle(sx1 - 36 * k, signTop + signH / 2, 6)}"/>`,
        [inks.support],
      );
    await detailsLine(b, ctx, {
      baseline: signTop + signH + 80,
      cap: 28,
      maxWidth: 640,
      ink: inks.support,
      tracking: 0.5,
      chance: 0.7,
    });
  },
};
