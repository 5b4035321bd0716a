/**
 * Pop, tour tee: the photo-led tee pop stars sell on tour — the artist's picture screened in the
 * plan's inks (halftone or duotone, never a photo rectangle), the name as the era's logotype in
 * the design's script face, and the artist's real top songs as a numbered set list under a small
 * "SET LIST" head, the country at the foot. Needs the artist's image.
 *
 * The seed picks one of three arrangements, so two pop artists rarely get the same tee:
 * - 'headline': the logotype over the picture, the set list centred under it;
 * - 'overlap': the picture in an arch on top, its dissolving foot ending just over the logotype
 *   (clear of every letter), the set list under it;
 * - 'side': the logotype on top, under it the picture in a circle at left and the set list flush
 *   left beside it, like a tour programme's page.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import { drawPortrait } from '../../image/portrait-art.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { capHeight, fitScale, textLine, type TextBlock } from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import { unionBoxes, type Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { drawBlock, nameBlock } from '../../templates/common.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { oneLineList, trackList } from '../shared/art.ts';
import { detailsLine } from '../shared/details-line.ts';
import { probeNameLines } from '../shared/name-probe.ts';
import { sparkle } from '../shared/ornaments.ts';

/** Whether a numbered song sets on one line of `width` at no less than the minimum text size. */
export async function songFits(face: FaceId, song: string, width: number, cap: number) {
  const line = await textLine(casingFor(face, `00  ${song}`), face, 0.1);
  return fitScale(line, width, cap) * capHeight(line) >= MIN_TEXT_HEIGHT * 1.12 * 0.999;
}

/**
 * The set list: a small tracked head between two short rules, then the songs numbered one to a
 * line (a song too long for one line is left off, never cut). Returns the list's box; with no
 * song that fits, draws nothing (Stella Ray's tee printed "SET LIST" over an empty space) and
 * returns a box of no height at `top`.
 */
async function setList(
  b: ArtBuilder,
  ctx: TemplateContext,
  options: { x: number; align: 'left' | 'center'; top: number; width: number; cap?: number },
): Promise<Box> {
  const { inks, faces } = ctx;
  const fitting = await Promise.all(
    trackList(ctx, 5).map((song) =>
      songFits(faces.support, song, options.width, options.cap ?? 38),
    ),
  );
  if (!fitting.some(Boolean)) {
    return { x0: options.x, y0: options.top, x1: options.x, y1: options.top };
  }
  const head = await textLine('SET LIST', faces.support, 0.5);
  const headScale = fitScale(head, options.width, 30);
  const headBox = b.text(
    head,
    { x: options.x, align: options.align, baseline: options.top + 30, scale: headScale },
    { fill: inks.accent },
    'detail',
  );
  const mid = (headBox.y0 + headBox.y1) / 2;
  const rule = (x0: number, x1: number): string =>
    `M${r(x0)} ${r(mid - 2.5)}H${r(x1)}V${r(mid + 2.5)}H${r(x0)}Z`;
  const rules =
    options.align === 'center'
      ? rule(headBox.x0 - 110, headBox.x0 - 26) + rule(headBox.x1 + 26, headBox.x1 + 110)
      : rule(headBox.x1 + 26, Math.min(headBox.x1 + 160, options.x + options.width));
  b.add(`<path fill="${inks.accent}" d="${rules}"/>`, [inks.accent]);
  const lines = await oneLineList(b, trackList(ctx, 5), {
    face: faces.support,
    x: options.x,
    align: options.align,
    top: headBox.y1 + 62,
    under: headBox.y1,
    step: 66,
    cap: options.cap ?? 38,
    maxWidth: options.width,
    tracking: 0.1,
    inks: [inks.primary],
    max: 5,
    numbered: true,
  });
  return unionBoxes([headBox, ...lines]) as Box;
}

/**
 * The overlap arrangement's arch: from the top of the tee down to a clear gap (a sixth of the
 * cap, at least 24) over the logotype's highest ink, its name set where the arch's foot used to
 * reach (`nameTop`). An arch's last quarter dissolves downwards, and a logotype laid across it sat
 * in that fade: loose dots in the name's own ink ran in among and beside the letters, whatever
 * the cut round them (עדן בן שושן's poster). Now the fade ends over the name in every script,
 * its tall marks (Devanagari's vowel signs, Thai tone marks) included.
 */
export function overlapPicture(
  b: ArtBuilder,
  name: TextBlock,
  s: number,
): { pic: Box; nameTop: number } {
  const foot = 70 + 700 * s;
  const nameTop = foot - name.cap * 0.7;
  const ink = Math.min(...probeNameLines(b, name, nameTop).map((p) => p.box.y0));
  const gap = Math.max(24, name.cap * 0.16);
  return { pic: { x0: 230, y0: 70, x1: 970, y1: Math.min(foot, ink - gap) }, nameTop };
}

/** The arrangements the seed picks from (see the file's comment). */
export const TOUR_ARRANGEMENTS = ['headline', 'overlap', 'side'] as const;

export const popTourTee: Template = {
  id: 'pop-tour-tee',
  place: true,
  needsImage: true,
  needsTracks: 3,
  maxGrow: 1.2,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const arrangement = pickArrangement(ctx, TOUR_ARRANGEMENTS);
    // Flat tones first: a two-ink dot screen of a face on a dark tee printed a muddy ghost
    // (Μαρίνα's and 王小雨's), where the duotone and posterised cuts keep eyes and mouth.
    const treatment = rng.pick(['duotone', 'posterize', 'halftone-dots'] as const);
    const portraitInks = [inks.primary, inks.accent !== inks.primary ? inks.accent : inks.support];
    const long = [...ctx.name].length > 18;
    const name = await nameBlock(ctx, faces.script, {
      maxWidth: 980 * s,
      maxCap: 200 * s,
      maxHeight: (long ? 420 : 360) * s,
      maxLines: long ? 3 : 2,
      leading: 0.22,
      breakGain: 1.1,
    });
    const picture = (box: Box, shape: 'fade' | 'torn' | 'arch' | 'circle'): void => {
      drawPortrait(b, ctx.portrait, {
        treatment,
        inks: portraitInks,
        garment: inks.garment,
        box,
        shape,
        rng: rng.fork('tour'),
        detail: 1.1,
      });
    };
    const nameInk = { fill: inks.primary };
    let below: number;

    if (arrangement === 'overlap') {
      // The picture in an arch whose dissolving foot ends just over the logotype.
      const { pic, nameTop: top } = overlapPicture(b, name, s);
      picture(pic, 'arch');
      const nameBox = drawBlock(b, name, { top, paint: nameInk, role: 'name' });
      below = nameBox.y1 + 70;
      below = (await setList(b, ctx, { x: CENTER_X, align: 'center', top: below, width: 860 })).y1;
    } else {
      const nameBox = drawBlock(b, name, { top: 70, paint: nameInk, role: 'name' });
      // Sparkles off the logotype's corners (the era's glitter), clear of its letters.
      const g = Math.max(26, name.cap * 0.2);
      const sparkles =
        sparkle(Math.max(70, nameBox.x0 - g * 1.5), nameBox.y0 + g * 0.5, g) +
        // High on the right: at the baseline a sparkle reads as a full stop after the name.
        sparkle(Math.min(1130, nameBox.x1 + g * 1.2), nameBox.y0 - g * 0.1, g * 0.65);
      b.add(`<path fill="${inks.accent}" d="${sparkles}"/>`, [inks.accent]);
      if (arrangement === 'headline') {
        // Near square, as the picture is: a wide band cropped it to a strip of forehead and eyes.
        const side = 820 * s;
        const pic: Box = {
          x0: CENTER_X - side / 2,
          y0: nameBox.y1 + 40,
          x1: CENTER_X + side / 2,
          y1: nameBox.y1 + 40 + side * 0.92,
        };
        // A soft vignette or a torn edge: never a hard-edged photo rectangle.
        picture(pic, rng.pick(['fade', 'torn'] as const));
        below = pic.y1 + 60;
        below = (await setList(b, ctx, { x: CENTER_X, align: 'center', top: below, width: 860 }))
          .y1;
      } else {
        // Room beside the circle for a song of about twenty letters at the list's size.
        const size = 440 * s;
        const pic: Box = {
          x0: 110,
          y0: nameBox.y1 + 60,
          x1: 110 + size,
          y1: nameBox.y1 + 60 + size,
        };
        picture(pic, 'circle');
        const list = await setList(b, ctx, {
          x: pic.x1 + 50,
          align: 'left',
          // About level with the circle's middle (a head, then up to five songs).
          top: pic.y0 + Math.max(0, size / 2 - (92 + 66 * (trackList(ctx, 5).length - 1)) / 2 - 20),
          width: 1100 - (pic.x1 + 50),
          cap: 44,
        });
        below = Math.max(pic.y1, list.y1);
      }
    }
    await detailsLine(b, ctx, {
      baseline: below + 80,
      cap: 30,
      maxWidth: 760,
      ink: inks.support,
      tracking: 0.45,
      face: faces.support,
    });
  },
};
