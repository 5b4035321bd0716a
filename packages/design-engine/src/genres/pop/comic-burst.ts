/**
 * Pop comic burst: a jagged pop-art burst outline filled with a Ben-Day dot field that swells to
 * one side, the name over it in heavy rounded capitals (the dots stop short of every letter), and
 * the song in a speech balloon below — Lichtenstein by way of a pop merch table.
 *
 * The seed picks one of three panels, so two pop artists rarely get the same one:
 * - 'caption': the original — balloon under the burst, dots swelling to one side;
 * - 'shout': the balloon over the burst, its tail pointing down into it, the name tilted the
 *   other way;
 * - 'pow': a rim-heavy dot field (dots swell from the middle outward, a shock wave), fewer and
 *   longer spikes, the balloon's tail on the other side.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { r } from '../../svg/num.ts';
import { circle, polar, polygon, type Point } from '../../svg/shapes.ts';
import { altNameLine, block, drawBlock } from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';
import { fitStackInOutline, type FittedStack } from '../shared/fit-in-outline.ts';
import { lineWidth } from '../../layout/text-line.ts';
import { openTextGap } from '../shared/text-gap.ts';
import { tiltedLines } from '../shared/tilted-block.ts';

/** Points every `step` units along a closed polygon's edges. */
function edgePoints(pts: readonly Point[], step: number): Point[] {
  return pts.flatMap((a, i) => {
    const b = pts[(i + 1) % pts.length] ?? a;
    const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / step));
    return Array.from({ length: n }, (_, j): Point => [
      a[0] + ((b[0] - a[0]) * j) / n,
      a[1] + ((b[1] - a[1]) * j) / n,
    ]);
  });
}

/** Points turned `degrees` about (cx, cy), as SVG's rotate() turns them. */
function turned(pts: readonly Point[], cx: number, cy: number, degrees: number): Point[] {
  const a = (degrees * Math.PI) / 180;
  const [c, sn] = [Math.cos(a), Math.sin(a)];
  return pts.map(([x, y]): Point => [
    cx + (x - cx) * c - (y - cy) * sn,
    cy + (x - cx) * sn + (y - cy) * c,
  ]);
}

export const popComicBurst: Template = {
  id: 'pop-comic-burst',
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const k = ctx.shrink;
    const cx = CENTER_X;
    const R = 470 * k;
    const variant = rng.pick(['caption', 'shout', 'pow'] as const);
    // The song's balloon is measured first: in the 'shout' panel it sits above the burst.
    const label = await block(ctx.track, faces.display, {
      maxWidth: 640,
      maxCap: 46,
      maxHeight: 46 * 2.6,
      maxLines: 2,
      leading: 0.3,
      tracking: 0.04,
    });
    const labelW = Math.max(...label.lines.map((l) => lineWidth(l))) * label.scale;
    const w = Math.min(760, labelW + 120);
    const h = label.height + 70;
    const tailSide = variant === 'pow' ? -1 : 1;
    const cy = (variant === 'shout' ? 90 + h + 40 + 60 : 90) + R * 0.8;
    // The burst: alternating long and short spikes, a little irregular.
    const spikes = variant === 'pow' ? rng.pick([10, 12]) : rng.pick([14, 16, 18]);
    const pts: Point[] = [];
    for (let i = 0; i < spikes * 2; i += 1) {
      const a = (360 * i) / (spikes * 2) - 90 + rng.range(-3, 3);
      const rad = i % 2 === 0 ? R * rng.range(0.92, 1) : R * (variant === 'pow' ? 0.66 : 0.72);
      const [x, y] = polar(cx, cy, rad, a);
      pts.push([x, cy + (y - cy) * 0.8]);
    }
    const burst = polygon(pts);
    // The name fits the burst's inner shape (between the spikes' valleys), tilted with it: the
    // outline, turned back by the tilt, must stay clear of every line's box at its own height.
    // Breaking at a few widths and keeping the largest fit lets a long name take more lines.
    const tilt = variant === 'shout' ? 4 : -4;
    const clearance = 7 * k + 18 + 10;
    const outline = turned(edgePoints(pts, 12 * k), cx, cy, -tilt);
    let best: FittedStack | null = null;
    for (const width of [1.3, 1.05, 0.85]) {
      const candidate = await block(ctx.name, faces.display, {
        maxWidth: R * width,
        maxCap: 190 * k,
        maxHeight: R * 0.95,
        // A long name stacked four deep sets larger in the round burst than three wide lines.
        maxLines: 4,
        leading: 0.18,
        breakGain: 1.05,
      });
      const fitted = fitStackInOutline([{ block: candidate }], outline, clearance, cy - R, cy + R);
      if (!best || (fitted.blocks[0]?.cap ?? 0) > (best.blocks[0]?.cap ?? 0)) best = fitted;
    }
    const name = best?.blocks[0];
    const top = best?.tops[0];
    if (!name || top === undefined) return;
    // Small letters are no bigger than the dots and get lost among them: the smaller the name,
    // the wider the clear garment the dots leave round it, until it sits on a solid backing.
    const gap = Math.max(18, (130 * k - name.cap) * 0.7);
    const close = openTextGap(
      b,
      tiltedLines(name, { x: cx, top, rotate: tilt }),
      gap,
      inks.primary,
      'name',
    );
    // The outline is never the name's ink: letters near it must not read as one shape with it.
    const edge = inks.support !== inks.primary ? inks.support : inks.accent;
    // Ben-Day dots inside the burst, growing towards one corner.
    const clip = b.uid('burst');
    b.def(`<clipPath id="${clip}"><path d="${burst}"/></clipPath>`);
    const dots: string[] = [];
    const step = 30 * k;
    const dir = rng.chance(0.5) ? 1 : -1;
    for (let y = cy - R * 0.62; y <= cy + R * 0.62; y += step) {
      const row = Math.round((y - cy) / step);
      for (let x = cx - R * 0.82; x <= cx + R * 0.82; x += step) {
        const d = Math.hypot(x - cx, (y - cy) * 1.25) / R;
        if (d > 0.72) continue;
        // One-sided swell, or (pow) a swell from the middle out to the rim.
        const t = variant === 'pow' ? d / 0.72 : ((x - cx) * dir) / (R * 1.6) + 0.5;
        dots.push(circle(x + (row % 2 === 0 ? 0 : step / 2), y, step * (0.1 + 0.3 * t)));
      }
    }
    b.add(`<path fill="${inks.accent}" d="${dots.join('')}"/>`, [inks.accent]);
    b.add(
      `<path fill="none" stroke="${edge}" stroke-width="${r(14 * k)}" stroke-linejoin="miter" d="${burst}"/>`,
      [edge],
    );
    const boxes = close();
    const nameBottom = Math.max(cy + R * 0.8, ...boxes.map((bx) => bx.y1));
    const alt = await altNameLine(b, ctx, {
      baseline: nameBottom + 64,
      cap: 40,
      maxWidth: 800,
      ink: inks.primary,
    });
    // The song in a speech balloon: under the name, or (shout) over the burst.
    const under = alt ? alt.y1 : nameBottom;
    const by = variant === 'shout' ? 90 : under + 70;
    const x0 = cx - w / 2;
    const rad = Math.min(h / 2, 50);
    const x1 = x0 + w;
    // The tail's three xs, in the order the bottom edge is drawn (right to left).
    const tail: [number, number, number] =
      tailSide > 0 ? [cx + 10, cx - 30, cx - 20] : [cx + 20, cx + 30, cx - 10];
    const balloon = `M${r(x0 + rad)} ${r(by)}H${r(x1 - rad)}A${r(rad)} ${r(rad)} 0 0 1 ${r(x1)} ${r(by + rad)}V${r(by + h - rad)}A${r(rad)} ${r(rad)} 0 0 1 ${r(x1 - rad)} ${r(by + h)}H${r(tail[0])}L${r(tail[1])} ${r(by + h + 40)}L${r(tail[2])} ${r(by + h)}H${r(x0 + rad)}A${r(rad)} ${r(rad)} 0 0 1 ${r(x0)} ${r(by + h - rad)}V${r(by + rad)}A${r(rad)} ${r(rad)} 0 0 1 ${r(x0 + rad)} ${r(by)}Z`;
    b.add(
      `<path fill="none" stroke="${inks.support}" stroke-width="8" stroke-linejoin="round" d="${balloon}"/>`,
      [inks.support],
    );
    drawBlock(b, label, { top: by + 35, paint: { fill: inks.primary }, role: 'track' });
    await detailsLine(b, ctx, {
      baseline: (variant === 'shout' ? under : by + h) + 110,
      cap: 30,
      maxWidth: 640,
      ink: inks.support,
      tracking: 0.45,
      face: faces.display,
    });
  },
};
