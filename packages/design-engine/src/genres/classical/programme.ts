/**
 * Classical concert programme: a small engraved lyre between hairlines, the name in engraved
 * capitals, and the artist's top tracks listed as a programme — roman numerals over titles in the
 * serif, separated by small fleurons — closed by a double rule with the country. The tracks are
 * the artist's own; nothing (dates, venues) is invented. Seeded: the programme centred, each
 * numeral over its title with fleurons between, or set as a contents page — titles flush left,
 * numerals flush right, dotted leaders between them. The emblem heading it is the tradition's
 * (sub-genres.ts): the lyre or the treble clef, the lute for early music, the lotus or the
 * tanpura for a raga, which has no clef.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { r } from '../../svg/num.ts';
import { circle, diamond } from '../../svg/shapes.ts';
import { nameLockup, smallLine } from '../../templates/common.ts';
import { emblem as drawEmblem } from './instruments.ts';
import { classicalTradition, type ClassicalTradition } from './sub-genres.ts';

const NUMERALS = ['I', 'II', 'III', 'IV'];

const HEADINGS: Record<ClassicalTradition, readonly string[]> = {
  western: ['lyre', 'lyre', 'g-clef'],
  early: ['lyre', 'lute', 'violin'],
  indian: ['lotus', 'lotus', 'tanpura'],
};

export const classicalProgramme: Template = {
  id: 'classical-programme',
  needsImage: false,
  needsTracks: 3,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const cx = CENTER_X;
    const emblem = rng.pick(HEADINGS[classicalTradition(ctx.genres)]);
    const top = 80;
    drawEmblem(b, emblem, { x0: cx - 90, y0: top, x1: cx + 90, y1: top + 190 }, inks.accent);
    const hair = (y: number, half: number): string => `M${r(cx - half)} ${r(y)}H${r(cx + half)}`;
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="3" d="M${r(cx - 420)} ${r(top + 95)}H${r(cx - 120)}M${r(cx + 120)} ${r(top + 95)}H${r(cx + 420)}"/>`,
      [inks.accent],
    );
    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: 1000 * ctx.shrink,
      maxCap: 120 * ctx.shrink,
      maxHeight: 300 * ctx.shrink,
      maxLines: 3,
      leading: 0.32,
      tracking: 0.12,
      top: top + 260,
      paint: { fill: inks.primary },
    });
    let y = nameBox.y1 + 60;
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="3" d="${hair(y, 460)}${hair(y + 12, 460)}"/>`,
      [inks.primary],
    );
    y += 30;
    const titles = [...new Set([ctx.track, ...ctx.tracks])].slice(0, 4);
    const shown = titles.slice(0, ctx.fit > 1 ? 2 : ctx.fit > 0 ? 3 : 4);
    const contents = rng.chance(0.45);
    for (const [i, title] of contents ? [] : shown.entries()) {
      const numeral = await smallLine(b, ctx, NUMERALS[i] ?? '', {
        baseline: y + 50,
        cap: 26,
        maxWidth: 200,
        ink: inks.accent,
        role: 'detail',
        tracking: 0.2,
      });
      const line = await smallLine(b, ctx, title, {
        baseline: numeral.y1 + 58,
        cap: 38,
        maxWidth: 900,
        ink: inks.primary,
        role: i === 0 ? 'track' : 'detail',
        tracking: 0.08,
      });
      y = line.y1;
      if (i < shown.length - 1) {
        b.add(`<path fill="${inks.accent}" d="${diamond(cx, y + 42, 12, 18)}"/>`, [inks.accent]);
        y += 70;
      }
    }
    if (contents) {
      // A contents page: each title flush left, its numeral flush right, dots leading between.
      const x0 = cx - 440;
      const x1 = cx + 440;
      for (const [i, title] of shown.entries()) {
        const baseline = y + 70;
        const numeral = await smallLine(b, ctx, NUMERALS[i] ?? '', {
          x: x1,
          align: 'right',
          baseline,
          cap: 30,
          maxWidth: 120,
          ink: inks.accent,
          role: 'detail',
          tracking: 0.1,
        });
        const line = await smallLine(b, ctx, title, {
          x: x0,
          align: 'left',
          baseline,
          cap: 36,
          maxWidth: x1 - x0 - 200,
          ink: inks.primary,
          role: i === 0 ? 'track' : 'detail',
          tracking: 0.06,
        });
        const dots: string[] = [];
        for (let x = line.x1 + 30; x < numeral.x0 - 24; x += 22)
          dots.push(circle(x, baseline - 4, 3.5));
        if (dots.length > 0)
          b.add(`<path fill="${inks.accent}" d="${dots.join('')}"/>`, [inks.accent]);
        y = Math.max(line.y1, numeral.y1) + 14;
      }
    }
    y += 60;
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="3" d="${hair(y, 460)}${hair(y + 12, 460)}"/>`,
      [inks.primary],
    );
    const place = ctx.details[1] ?? ctx.details[0];
    if (place) {
      await smallLine(b, ctx, place, {
        baseline: y + 80,
        cap: 28,
        // Wide enough that "United Kingdom" keeps to one line at its tracking.
        maxWidth: 960,
        ink: inks.support,
        role: 'detail',
        tracking: 0.6,
      });
    }
  },
};
