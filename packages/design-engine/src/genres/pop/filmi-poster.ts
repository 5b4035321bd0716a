/**
 * Pop filmi poster: the star's portrait at the top of a cusped film card (a duotone, dot screen
 * or posterised picture in the plan's inks), the title painted over its foot in the heavy
 * extruded lettering of the title card — the picture stops short of every letter — and the song
 * strip and marigold border below: the hoarding of a Hindi film release, sized for a chest.
 */
import type { Template } from '../../layout/template.ts';
import { drawPortrait } from '../../image/portrait-art.ts';
import type { Box } from '../../svg/box.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';
import { inset } from './filmi-frame.ts';
import { cardFoot, extrudedName, FILMI_FACES } from './filmi-parts.ts';

export const popFilmiPoster: Template = {
  id: 'pop-filmi-poster',
  needsImage: true,
  maxGrow: 1.15,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const k = ctx.shrink;
    const face = rng.pick(FILMI_FACES);
    const card: Box = { x0: 140, y0: 70, x1: 1060, y1: 0 };
    const rule = 22;
    const picture = inset({ ...card, y1: card.y0 + 700 }, rule + 26);
    // The title's first line sits over the picture's foot, as the painted title does on a
    // release poster; the picture is cut around it below.
    const name = await extrudedName(b, ctx, {
      face,
      top: picture.y1 - 110 * k,
      maxWidth: (card.x1 - card.x0 - 2 * (rule + 70)) * k,
      maxCap: 210 * k,
      maxHeight: 440 * k,
      clear: 20,
    });
    const cut = cutAwayMask(b, 'filmipic', name.cut);
    b.add(`<g mask="url(#${cut})">`, []);
    drawPortrait(b, ctx.portrait, {
      // Flat painted tones, as the hoardings were: a dot screen reads thin on a dark card.
      treatment: rng.pick(['duotone', 'posterize'] as const),
      inks: [inks.accent, inks.support],
      garment: inks.garment,
      box: picture,
      // Faded into the garment: a square would print a hard box of ink inside the card.
      shape: 'fade',
      rng,
    });
    b.add('</g>', []);
    const panel = inset(card, rule);
    await cardFoot(b, ctx, card, panel, rule, name.textBox.y1 + 60);
  },
};
