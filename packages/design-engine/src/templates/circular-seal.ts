/**
 * Circular seal: the name set around the top of a ring, its romanisation (or, on some designs,
 * the country) around the bottom, an emblem inside and the track name on a ribbon crossing it.
 */
import type { Template } from '../layout/template.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../layout/geometry.ts';
import { circleText } from '../layout/circle-text.ts';
import { dotScreen } from '../image/halftone.ts';
import { capHeight, fitScale, textLine } from '../layout/text-line.ts';
import { casingFor } from '../style/styles.ts';
import { banner, circle, lightning, ring, star, sunburst } from '../svg/shapes.ts';
import { detailLine, fitLineWithin, initials, knockout, openGap } from './common.ts';

export const circularSeal: Template = {
  id: 'circular-seal',
  needsImage: false,
  needsTracks: 1,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const outer = 500 * Math.max(0.8, ctx.shrink);
    const cx = CENTER_X;
    const cy = 80 + outer;
    const band = outer * 0.27;
    const inner = outer - band;

    // The ribbon crosses the seal just below its centre; everything under it stops short of it.
    const ribbonW = outer * 1.62;
    const ribbonH = Math.max(band * 0.6, 72);
    const ribbonY = cy + inner * 0.1;
    const ribbon = banner(cx, ribbonY, ribbonW, ribbonH, 56);
    openGap(b, ribbon, 14);
    b.add(
      `<path fill="${inks.primary}" fill-rule="evenodd" d="${ring(cx, cy, outer, outer - 9)}${ring(cx, cy, inner, inner - 5)}"/>`,
      [inks.primary],
    );
    const emblem = rng.pick(
      ctx.hasImage
        ? ['portrait', 'portrait', 'burst', 'initials', 'bolt']
        : ['burst', 'initials', 'bolt', 'star'],
    );
    const er = inner - 28;
    const ey = cy - inner * 0.42;
    if (emblem === 'portrait') {
      const box = { x0: cx - er, y0: cy - er, x1: cx + er, y1: cy + er };
      const polarity = inks.darkGarment ? 'light' : 'dark';
      const dots = dotScreen(ctx.portrait, {
        box,
        cells: 46,
        angle: 45,
        vignette: 'circle',
        polarity,
        gamma: 1.2,
        maxFill: 0.92,
      });
      b.add(`<path fill="${inks.primary}" d="${dots}"/>`, [inks.primary]);
    } else if (emblem === 'burst') {
      b.add(
        `<path fill="${inks.accent}" d="${sunburst(cx, ribbonY, er * 0.25, er * 0.95, 28, er * 0.08, 180, 360)}"/>`,
        [inks.accent],
      );
    } else if (emblem === 'bolt') {
      b.add(`<path fill="${inks.accent}" d="${lightning(cx, ey, er * 0.7)}"/>`, [inks.accent]);
    } else if (emblem === 'star') {
      b.add(`<path fill="${inks.accent}" d="${star(cx, ey, er * 0.4, er * 0.17)}"/>`, [
        inks.accent,
      ]);
    } else {
      const letters = await textLine(casingFor(faces.display, initials(ctx.name)), faces.display);
      const scale = fitScale(letters, er * 1.1, er * 0.5);
      b.text(
        letters,
        { x: cx, baseline: ey + (capHeight(letters) * scale) / 2, scale },
        { fill: inks.accent },
        'detail',
      );
    }
    if (emblem !== 'portrait') {
      for (const dx of [-1, 0, 1]) {
        b.add(
          `<path fill="${inks.primary}" d="${star(cx + dx * er * 0.22, ribbonY + ribbonH * 0.5 + er * 0.28, er * 0.07, er * 0.03)}"/>`,
          [inks.primary],
        );
      }
    }
    b.add('</g>', []);

    const nameFace = faces.display;
    await circleText(b, casingFor(nameFace, ctx.name), nameFace, {
      cx,
      cy,
      radius: inner + band * 0.24,
      cap: band * 0.5 * ctx.shrink,
      tracking: 0.12,
      side: 'top',
      maxSweep: 150,
      ink: inks.primary,
      role: 'name',
    });
    // The bottom arc carries the name's romanisation or translation when it has one, else the
    // country when this design prints it; else it stays empty (a genre word there was filler),
    // and so do the two dots that part it from the name.
    const details = ctx.altName ?? detailLine(ctx)[0] ?? null;
    if (details) {
      await circleText(b, casingFor(faces.support, details), faces.support, {
        cx,
        cy,
        radius: inner + band * 0.3,
        cap: Math.max(MIN_TEXT_HEIGHT * 1.1, band * 0.26),
        tracking: 0.3,
        side: 'bottom',
        maxSweep: 105,
        ink: inks.support,
        role: ctx.altName ? 'name' : 'detail',
      });
      b.add(
        `<path fill="${inks.accent}" d="${circle(cx - (inner + band / 2) * Math.sin(1.1), cy + (inner + band / 2) * Math.cos(1.1), 6)}${circle(cx + (inner + band / 2) * Math.sin(1.1), cy + (inner + band / 2) * Math.cos(1.1), 6)}"/>`,
        [inks.accent],
      );
    }

    const { line: track, scale } = await fitLineWithin(
      ctx.track,
      faces.support,
      0.1,
      ribbonW - 70,
      ribbonH * 0.5,
    );
    knockout(b, ribbon, inks.accent, [
      {
        line: track,
        at: { x: cx, baseline: ribbonY + (capHeight(track) * scale) / 2, scale },
        role: 'track',
      },
    ]);
  },
};
