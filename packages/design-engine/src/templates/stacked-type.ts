/**
 * Stacked type: the name repeated three to five times — solid, then outlined or fading through a
 * line screen — with one repetition picked out in the accent ink, and the track name quiet below.
 */
import type { Template } from '../layout/template.ts';
import { MIN_TEXT_HEIGHT, SAFE_BOX } from '../layout/geometry.ts';
import { r } from '../svg/num.ts';
import { altNameLine, block, detailLine, drawBlock, quoted, smallLine } from './common.ts';

export const stackedType: Template = {
  id: 'stacked-type',
  lettering: true,
  needsImage: false,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const width = (SAFE_BOX.x1 - SAFE_BOX.x0 - 60) * ctx.shrink;
    const oneLine = await block(ctx.name, faces.display, {
      maxWidth: width,
      maxCap: 210 * ctx.shrink,
      maxHeight: 210 * ctx.shrink,
      maxLines: 1,
    });
    const name =
      oneLine.cap >= 95 * ctx.shrink || !ctx.name.includes(' ')
        ? oneLine
        : await block(ctx.name, faces.display, {
            maxWidth: width,
            maxCap: 170 * ctx.shrink,
            maxHeight: 380 * ctx.shrink,
            maxLines: 2,
            leading: 0.18,
          });
    const repeats = Math.max(
      2,
      Math.min(rng.int(3, 5), Math.floor((980 * ctx.shrink) / (name.height * 1.25))),
    );
    const gap = name.cap * rng.pick([0.22, 0.3]);
    const fade = rng.chance(0.5);
    const highlight = rng.int(0, repeats - 1);
    const skew = ctx.style.family === 'hiphop' && rng.chance(0.5) ? -9 : 0;
    let top = 90;
    for (let i = 0; i < repeats; i += 1) {
      const solid = i === 0 || i === highlight;
      const ink = i === highlight ? inks.accent : inks.primary;
      if (solid || !fade) {
        drawBlock(b, name, {
          top,
          paint: solid ? { fill: ink } : { stroke: ink, strokeWidth: Math.max(3, name.cap * 0.03) },
          role: 'name',
          skewX: skew,
        });
      } else {
        // Fading through a line screen: each repetition keeps thinner stripes of the letters.
        const id = b.uid('fade');
        const pitch = Math.max(8, name.cap / 9);
        const duty = Math.max(0.18, 0.7 - (i / repeats) * 0.55);
        const stripes: string[] = [];
        for (let y = top - 20; y < top + name.height + 40; y += pitch)
          stripes.push(`M0 ${r(y)}h1200v${r(pitch * duty)}h-1200Z`);
        b.def(
          `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="1200" height="1600"><path fill="#fff" d="${stripes.join('')}"/></mask>`,
        );
        b.add(`<g mask="url(#${id})">`, []);
        drawBlock(b, name, { top, paint: { fill: ink }, role: 'name', skewX: skew });
        b.add('</g>', []);
      }
      top += name.height + gap;
    }
    const cap = Math.max(30, name.cap * 0.2);
    const altBox = await altNameLine(b, ctx, {
      baseline: top + cap * 1.3 + 10,
      cap: cap * 1.3,
      maxWidth: width * 0.8,
      ink: inks.primary,
    });
    const trackBox = await smallLine(b, ctx, quoted(ctx.track), {
      baseline: (altBox ? altBox.y1 + cap * 0.9 : top) + cap + 10,
      cap,
      maxWidth: width * 0.8,
      ink: inks.support,
      role: 'track',
    });
    const details = detailLine(ctx);
    if (details.length > 0 && rng.chance(0.6)) {
      await smallLine(b, ctx, details, {
        baseline: trackBox.y1 + cap * 1.6,
        cap: Math.max(MIN_TEXT_HEIGHT * 1.1, cap * 0.8),
        maxWidth: width * 0.7,
        ink: inks.support,
        role: 'detail',
        tracking: 0.3,
      });
    }
  },
};
