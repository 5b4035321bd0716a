/**
 * Indie, window: the lo-fi beats / chillhop / bedroom-pop shirt, the cosy still life that
 * channel drew for years. Drawn soft — thick round-ended strokes, round corners — in the set's
 * inks: a window at night with the moon and stars, or the same window in the rain with clouds,
 * a mug steaming, a plant and a tape on the sill; or a big crescent moon with a cassette leaning
 * on it, the song written on its label. The name under it in a rounded face (kept lowercase
 * when the artist writes it so), the song under the window pictures.
 * Seeded: picture (WINDOW_ARRANGEMENTS; the rain for rainy songs), star and rain placement.
 */
import { MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { capHeight, fitScale, textLine } from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import { nameLockup, smallLine } from '../../templates/common.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { cutAwayMask, swollen } from '../shared/cut-away-mask.ts';
import { moonTape, windowScene, type WindowDrawing } from './window-scenes.ts';
import { songAndDetails } from './closing.ts';

export const WINDOW_ARRANGEMENTS = ['night', 'rain', 'moon-tape'] as const;
type Arrangement = (typeof WINDOW_ARRANGEMENTS)[number];

/** Rain for a rainy song ("rainy window", "ฝนตก", "비"), else the seed's picture. */
function arrangementFor(ctx: TemplateContext): Arrangement {
  const rainy = /rain|storm|drizzle|umbrella|ฝน|비|βροχ|גשם|雨/i.test(ctx.track);
  return pickArrangement(ctx, rainy ? (['rain'] as const) : WINDOW_ARRANGEMENTS);
}

export const indieWindow: Template = {
  id: 'indie-window',
  needsImage: false,
  maxGrow: 1.35,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    const kind = arrangementFor(ctx);
    const pic: WindowDrawing =
      kind === 'moon-tape'
        ? moonTape(rng.fork('stars'))
        : windowScene(rng.fork('sky'), kind === 'rain');
    const stroke = (d: string, ink: string, w: number): string =>
      `<path fill="none" stroke="${ink}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round" d="${d}"/>`;
    // The moon stops short of the lines, so the two inks never touch; behind the tape leaning
    // on it, it is hidden by the whole shell (filled), in the window only by the frame's strokes.
    const fill = kind === 'moon-tape' ? '#000' : 'none';
    const behind = cutAwayMask(b, 'moon', swollen(`<path fill="${fill}" d="${pic.lines}"/>`, 40));
    b.add(`<path mask="url(#${behind})" fill="${inks.accent}" d="${pic.glow}"/>`, [inks.accent]);
    if (pic.sparks) b.add(`<path fill="${inks.support}" d="${pic.sparks}"/>`, [inks.support]);
    if (pic.soft) b.add(stroke(pic.soft, inks.support, 9), [inks.support]);
    b.add(stroke(pic.lines, inks.primary, 14), [inks.primary]);

    // The song on the tape's label: one line when it fits at a printable size, else two lines
    // from the label's top (smallLine breaks a long title under its first baseline).
    let labelled = false;
    if (pic.label && ctx.track) {
      const width = pic.label.x1 - pic.label.x0;
      const line = await textLine(casingFor('fredoka', ctx.track), 'fredoka', 0.04);
      const oneLine = fitScale(line, width, 40) * capHeight(line) >= MIN_TEXT_HEIGHT * 1.12;
      await smallLine(b, ctx, ctx.track, {
        x: (pic.label.x0 + pic.label.x1) / 2,
        baseline: oneLine ? pic.label.y1 - 30 : pic.label.y0 + 40,
        cap: 40,
        maxWidth: width,
        ink: inks.primary,
        role: 'track',
        tracking: 0.04,
        face: 'fredoka',
      });
      labelled = true;
    }

    const { box } = await nameLockup(b, ctx, {
      face: 'fredoka',
      maxWidth: 960 * s,
      maxCap: 170 * s,
      maxHeight: 380 * s,
      maxLines: 3,
      leading: 0.2,
      breakGain: 1.1,
      top: 730,
      paint: { fill: inks.primary },
    });
    await songAndDetails(
      b,
      ctx,
      box.y1 + 90,
      !labelled && ctx.track
        ? { text: ctx.track, cap: 42, ink: inks.accent, tracking: 0.08, face: 'fredoka' }
        : null,
      { tracking: 0.3, chance: 0.5, face: 'fredoka' },
    );
  },
};
