/**
 * Jazz marquee: a stepped art-deco facade outline (a ziggurat top, like a 1930s club front) ringed
 * with bulb dots, a fine inner outline, the name in tracked deco capitals inside with chevrons
 * under it, and the song on the plinth below — the sign over the door of a jazz club. Seeded:
 * the front's head (stepped ziggurat or a round-headed cinema arch) and the bill — the name in
 * lights inside the front, or the name as the rooftop sign over it with the song on the front's
 * letterboard between rules — and what stands in the front's head over the door: nothing but
 * the bulbs, or the band's own emblem (what its song or name names: a piano for "Ivory Steps",
 * a trumpet for "Brass Moon", a martini glass, a moon; else a seeded horn, piano or club
 * microphone), so two clubs of the family do not wear one sign.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { r } from '../../svg/num.ts';
import { circle, polygon, type Point } from '../../svg/shapes.ts';
import { block, drawBlock, nameBlock, quoted, smallLine } from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';
import { icon, pickMotif } from '../shared/art.ts';
import { JAZZ_DEFAULTS, JAZZ_MOTIFS } from './motifs.ts';

/** The stepped outline from the bottom-left corner round to the bottom-right. */
function facade(
  x0: number,
  x1: number,
  top: number,
  y1: number,
  steps: number,
  sw: number,
  sh: number,
): Point[] {
  const left: Point[] = [
    [x0, y1],
    [x0, top + steps * sh],
  ];
  for (let k = 1; k <= steps; k += 1) {
    left.push([x0 + k * sw, top + (steps - k + 1) * sh], [x0 + k * sw, top + (steps - k) * sh]);
  }
  const right = left.map(([x, y]) => [x0 + x1 - x, y] as Point).reverse();
  return [...left, ...right];
}

/**
 * Points every `gap` units along an open polyline, each pushed `off` units out to the left of
 * the direction of travel (outside, for a clockwise outline on screen).
 */
function along(points: readonly Point[], gap: number, off: number): Point[] {
  const out: Point[] = [];
  let carry = 0;
  for (let i = 0; i + 1 < points.length; i += 1) {
    const [ax, ay] = points[i] as Point;
    const [bx, by] = points[i + 1] as Point;
    const len = Math.hypot(bx - ax, by - ay);
    let d = carry;
    while (d <= len) {
      const nx = (by - ay) / len;
      const ny = -(bx - ax) / len;
      out.push([ax + ((bx - ax) * d) / len + nx * off, ay + ((by - ay) * d) / len + ny * off]);
      d += gap;
    }
    carry = d - len;
  }
  return out;
}

/** A round-headed front: straight sides under a half-ellipse `rise` tall, clockwise. */
function archFront(x0: number, x1: number, top: number, y1: number, rise: number): Point[] {
  const cx = (x0 + x1) / 2;
  const rx = (x1 - x0) / 2;
  const head: Point[] = [];
  for (let k = 0; k <= 36; k += 1) {
    const a = Math.PI * (1 + k / 36);
    head.push([cx + rx * Math.cos(a), top + rise + rise * Math.sin(a)]);
  }
  return [[x0, y1], ...head, [x1, y1]];
}

export const jazzMarquee: Template = {
  id: 'jazz-marquee',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const cx = CENTER_X;
    const half = 440 * ctx.shrink;
    const x0 = cx - half;
    const x1 = cx + half;
    const steps = rng.pick([2, 3]);
    const sw = 70 * ctx.shrink;
    const sh = 56 * ctx.shrink;
    const arched = rng.chance(0.4);
    const rooftop = rng.chance(0.45);
    const rise = 150 * ctx.shrink;
    const name = await nameBlock(ctx, faces.display, {
      // A rooftop sign spans wider than the front under it.
      maxWidth: (rooftop ? 1000 : half * 2 - 120) * ctx.shrink,
      maxCap: (rooftop ? 210 : 140) * ctx.shrink,
      maxHeight: 380 * ctx.shrink,
      maxLines: 3,
      leading: 0.3,
      tracking: 0.12,
    });
    // On the rooftop the name stands over the front, whose letterboard carries the song.
    const roofName = rooftop
      ? drawBlock(b, name, { top: 90, paint: { fill: inks.primary }, role: 'name' })
      : null;
    const top = roofName ? roofName.y1 + 80 : 90;
    const board = rooftop
      ? await block(ctx.track, faces.display, {
          maxWidth: (half * 2 - 160) * ctx.shrink,
          maxCap: 62 * ctx.shrink,
          maxHeight: 150 * ctx.shrink,
          maxLines: 2,
          leading: 0.3,
          tracking: 0.1,
        })
      : null;
    // The emblem over the door pushes the bill down by its own height.
    const emblem = rng.chance(0.5) ? pickMotif(ctx, JAZZ_MOTIFS, JAZZ_DEFAULTS) : null;
    const emblemH = emblem ? 240 * ctx.shrink : 0;
    const headFoot = top + (arched ? rise * 0.9 : steps * sh) + 40;
    const nameTop = headFoot + 50 + (emblem ? emblemH + 40 : 0);
    // A poster has a whole sheet to fill: the facade stands taller, a deco sunburst over its door.
    const door = ctx.product === 'poster' ? 360 * ctx.shrink : 0;
    const y1 = nameTop + (board ?? name).height + 170 + door;
    const outline = arched
      ? archFront(x0, x1, top, y1, rise)
      : facade(x0, x1, top, y1, steps, sw, sh);
    const inner = arched
      ? archFront(x0 + 26, x1 - 26, top + 26, y1 - 26, rise - 26)
      : facade(x0 + 26, x1 - 26, top + 26, y1 - 26, steps, sw, sh);
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="10" stroke-linejoin="miter" d="${polygon(outline)}"/><path fill="none" stroke="${inks.accent}" stroke-width="3" d="${polygon(inner)}"/>`,
      [inks.accent],
    );
    if (emblem) {
      icon(
        b,
        emblem,
        { x0: cx - emblemH, y0: headFoot, x1: cx + emblemH, y1: headFoot + emblemH },
        inks.primary,
        { anchor: 'bottom' },
      );
    }
    // Bulbs just outside the outline.
    const bulbs = along([...outline, outline[0] as Point], 46 * ctx.shrink, 24)
      .slice(0, -1)
      .map(([x, y]) => circle(x, y, 8))
      .join('');
    b.add(`<path fill="${inks.primary}" d="${bulbs}"/>`, [inks.primary]);
    const nameBox = board
      ? drawBlock(b, board, { top: nameTop, paint: { fill: inks.accent }, role: 'track' })
      : drawBlock(b, name, { top: nameTop, paint: { fill: inks.primary }, role: 'name' });
    if (board) {
      // The letterboard's rails over and under the song.
      const rail = (y: number): string => `M${r(x0 + 80)} ${r(y)}H${r(x1 - 80)}`;
      b.add(
        `<path fill="none" stroke="${inks.primary}" stroke-width="4" d="${rail(nameTop - 44)}${rail(nameBox.y1 + 26)}"/>`,
        [inks.primary],
      );
    }
    // Chevrons under the name.
    const chev: string[] = [];
    for (let k = 0; k < 3; k += 1) {
      const y = nameBox.y1 + 40 + k * 22;
      chev.push(
        `M${r(cx - 90 + k * 18)} ${r(y)}L${r(cx)} ${r(y + 24)}L${r(cx + 90 - k * 18)} ${r(y)}`,
      );
    }
    b.add(`<path fill="none" stroke="${inks.accent}" stroke-width="6" d="${chev.join('')}"/>`, [
      inks.accent,
    ]);
    if (door > 0) {
      // Rays end at the panel's edge (drawn to length, not clipped: the art is measured by
      // its geometry, and a clipped long ray would count at full length).
      const fanTop = nameBox.y1 + 40 + 3 * 22 + 24 + 50;
      const base = y1 - 60;
      const halfW = half - 70;
      const rays: string[] = [];
      for (let k = 0; k <= 12; k += 1) {
        const a = Math.PI * (k / 12);
        const [c, sn] = [Math.cos(a), Math.sin(a)];
        const len = Math.min(
          Math.abs(c) > 1e-6 ? halfW / Math.abs(c) : Infinity,
          sn > 1e-6 ? (base - fanTop) / sn : Infinity,
        );
        rays.push(
          `M${r(cx + c * 130)} ${r(base - sn * 130)}L${r(cx + c * len)} ${r(base - sn * len)}`,
        );
      }
      b.add(
        `<path fill="none" stroke="${inks.accent}" stroke-width="5" d="${rays.join('')}M${r(cx - 110)} ${r(base)}A110 110 0 0 1 ${r(cx + 110)} ${r(base)}M${r(cx - halfW)} ${r(base)}H${r(cx + halfW)}"/>`,
        [inks.accent],
      );
    }
    if (board) {
      await detailsLine(b, ctx, {
        baseline: y1 + 100,
        cap: 30,
        maxWidth: 700,
        ink: inks.support,
        tracking: 0.5,
      });
      return;
    }
    const track = await smallLine(b, ctx, quoted(ctx.track), {
      baseline: y1 + 100,
      cap: 34,
      maxWidth: 900,
      ink: inks.support,
      role: 'track',
      tracking: 0.3,
    });
    await detailsLine(b, ctx, {
      baseline: track.y1 + 62,
      cap: 30,
      maxWidth: 700,
      ink: inks.accent,
      tracking: 0.5,
      chance: 0.6,
    });
  },
};
