/**
 * Punk, cut-up flyer: a xerox-harsh threshold of the artist (or, without a photo, a fist, skull or
 * safety pin) taped at the top, and the name cut into paper strips, one per word group, tilted
 * against each other with the letters knocked out so the shirt shows through. The track is
 * typed on a last, smaller strip. Seeded: tilts, offsets, torn or scissor-cut edges, motif, and
 * the order: the picture taped over the name ('pinned'), or the name's strips pasted up as a
 * headline with the picture taped under them ('headline').
 */
import { drawPortrait } from '../../image/portrait-art.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { capHeight, fitScale, splitBalanced, textLine } from '../../layout/text-line.ts';
import { r } from '../../svg/num.ts';
import { fitLineWithin, knockout } from '../../templates/common.ts';
import { casingFor } from '../../style/styles.ts';
import { altNameLine, icon, pickMotif, type MotifRule } from '../shared/art.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { paperStrip, tape } from '../shared/paper.ts';

export const PUNK_MOTIFS: readonly MotifRule[] = [
  [/fist|fight|riot|rise|revolt|war|smash/, ['fist', 'mailed-fist']],
  [/fire|burn|molotov|bomb|explo/, ['rolling-bomb', 'fire-bomb']],
  [/skull|dead|death|grave|bone/, ['death-skull', 'crossed-bones']],
  [/heart|love|broken/, ['broken-heart']],
  [/bottle|drink|beer|choir/, ['beer-bottle', 'broken-bottle']],
];
export const PUNK_DEFAULTS = ['fist', 'safety-pin', 'death-skull', 'rolling-bomb', 'broken-heart'];

/**
 * Rock bands borrow the flyer and the stencil (indie's loud rock bank); their emblem, when no
 * song or name picks one, is rock's (a guitar's head, a skull with a bolt, an eagle, a flame),
 * not the safety pin and the raised fist of punk's politics.
 */
export const ROCK_DEFAULTS = [
  'guitar-head',
  'thunder-skull',
  'death-skull',
  'eagle-emblem',
  'fire',
];

/** The seeded emblems for a design with nothing to name one: punk's own, else rock's. */
export const punkDefaults = (ctx: Pick<TemplateContext, 'style'>): readonly string[] =>
  ctx.style.family === 'punk' ? PUNK_DEFAULTS : ROCK_DEFAULTS;

export const CUT_UP_ARRANGEMENTS = ['pinned', 'headline'] as const;

export const punkCutUp: Template = {
  id: 'punk-cut-up',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    const face = ctx.faces.display;
    const torn = rng.chance(0.6);
    const arrangement = pickArrangement(ctx, CUT_UP_ARRANGEMENTS);
    const motif = ctx.hasImage ? null : pickMotif(ctx, PUNK_MOTIFS, punkDefaults(ctx));
    const flip = rng.chance(0.5);

    // The picture: a coarse, contrasty screen that reads like a photocopy of a photocopy.
    const picW = 780;
    const picH = 640;
    const tilt = rng.range(-4, 4);
    const pcx = CENTER_X + rng.range(-40, 40);
    const picture = (top: number): { y1: number } => {
      const pic = { x0: pcx - picW / 2, y0: top, x1: pcx + picW / 2, y1: top + picH };
      let taped: { x0: number; y0: number; x1: number } = pic;
      if (!motif) {
        // One ink on a torn scrap: a hard threshold (toner or nothing) or a coarse dot screen.
        b.add(`<g transform="rotate(${r(tilt)} ${r(pcx)} ${r(top + picH / 2)})">`, []);
        drawPortrait(b, ctx.portrait, {
          treatment: rng.pick(['threshold', 'halftone-dots'] as const),
          inks: [inks.accent],
          garment: inks.garment,
          box: pic,
          shape: 'torn',
          rng: rng.fork('xerox'),
          detail: 0.7,
        });
        b.add('</g>', []);
      } else {
        // The motif stays smaller than the name it tops: the name is the hero.
        const placed = icon(
          b,
          motif,
          { x0: pic.x0 + 190, y0: pic.y0 + 20, x1: pic.x1 - 190, y1: pic.y0 + 440 },
          inks.accent,
          { flip },
        );
        pic.y1 = placed.y1;
        // Taped at the silhouette's own top corners, not the empty scrap's.
        taped = { x0: placed.x0 - 110, y0: placed.y0 - 40, x1: placed.x1 + 110 };
      }
      b.add(
        `<path fill="${inks.support}" d="${tape(rng, taped.x0 + 150, taped.y0 + 60, 170, -34 + rng.range(-8, 8))}${tape(rng, taped.x1 - 150, taped.y0 + 60, 170, 34 + rng.range(-8, 8))}"/>`,
        [inks.support],
      );
      return pic;
    };

    // The name, one strip per word group, each knocked out of its own paper.
    const words = ctx.name.split(/\s+/).filter(Boolean).length;
    const count = Math.min(3, Math.max(1, words));
    const parts = splitBalanced(casingFor(face, ctx.name), count);
    let side = rng.chance(0.5) ? 1 : -1;
    const strips = async (top: number): Promise<number> => {
      let y = top;
      for (const part of parts) {
        const line = await textLine(part, face, 0.02);
        // A short word ("!!!", "KINO") sets big: it would read as a label in a 190-unit strip.
        const short = [...part].length <= 5;
        const scale = fitScale(line, 940 * s, (parts.length > 2 ? 150 : short ? 300 : 190) * s);
        const cap = capHeight(line) * scale;
        const width = (line.shape.bbox.x1 - line.shape.bbox.x0) * scale;
        const padX = cap * 0.35;
        const padY = cap * 0.32;
        const cx = CENTER_X + side * rng.range(10, 50);
        const box = {
          x0: cx - width / 2 - padX,
          y0: y,
          x1: cx + width / 2 + padX,
          y1: y + cap + padY * 2,
        };
        const deg = side * rng.range(1.2, 3.2);
        const baseline = y + padY + cap;
        knockout(b, paperStrip(rng, box, deg, torn), inks.primary, [
          {
            line,
            at: { x: cx, baseline, scale, rotate: deg },
            role: 'name',
          },
        ]);
        y = box.y1 + cap * 0.12;
        side = -side;
      }
      return y;
    };

    let y: number;
    if (arrangement === 'pinned') {
      // The strips overlap the picture's foot a little, pasted over it.
      y = await strips(picture(70).y1 - 70);
    } else {
      // A headline: the strips first, the picture taped under them, clear of the tilted paper.
      y = picture((await strips(60)) + 60).y1;
    }

    y = await altNameLine(b, ctx, { top: y + 16, cap: 36, maxWidth: 800, ink: inks.primary });
    // The track, typed on a small strip of the accent.
    const { line: track, scale } = await fitLineWithin(ctx.track, 'specialElite', 0.04, 960, 46);
    const tCap = capHeight(track) * scale;
    const tW = (track.shape.bbox.x1 - track.shape.bbox.x0) * scale;
    const tx = CENTER_X + side * rng.range(40, 90);
    const tBox = { x0: tx - tW / 2 - 26, y0: y + 24, x1: tx + tW / 2 + 26, y1: y + 24 + tCap + 40 };
    const tDeg = side * rng.range(1, 2.5);
    knockout(b, paperStrip(rng, tBox, tDeg, !torn), inks.accent, [
      {
        line: track,
        at: { x: tx, baseline: tBox.y0 + 20 + tCap, scale, rotate: tDeg },
        role: 'track',
      },
    ]);
  },
};
