/**
 * Pop filmi title: the hand-painted title card of an Indian film poster. The name in a heavy
 * display face with a deep diagonal extrusion (a second ink, parted from the letters by a thin
 * line of garment, as a sign painter leaves it), rays fanning out from behind it across the
 * card, a cusped double-rule border with marigolds in its corners, and a song strip under a
 * beaded rule with the track — the "song" line of the card. Names in Devanagari, Gurmukhi or
 * Tamil are shaped whole by the text system (extruding a line never sets its letters apart).
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Box } from '../../svg/box.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';
import { cuspedRect, inset, raysToBox } from './filmi-frame.ts';
import { cardFoot, extrudedName, FILMI_FACES } from './filmi-parts.ts';

export const popFilmiTitle: Template = {
  id: 'pop-filmi-title',
  needsImage: false,
  maxGrow: 1.2,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const k = ctx.shrink;
    const cx = CENTER_X;
    const face = rng.pick(FILMI_FACES);
    const card: Box = { x0: 120, y0: 70, x1: 1080, y1: 0 };
    const rule = 22;
    const name = await extrudedName(b, ctx, {
      face,
      top: card.y0 + 150,
      maxWidth: (card.x1 - card.x0 - 2 * (rule + 80)) * k,
      maxCap: 230 * k,
      maxHeight: 520 * k,
      clear: 18,
      // A one-line name would leave a letterbox of a card: the rays keep some height round it.
      minSpan: 300,
    });

    // The panel of rays: from above the name to a little under it, then the song strip.
    const panel: Box = {
      ...inset(card, rule),
      y1: Math.max(name.textBox.y1, card.y0 + 150 + 300) + 100,
    };
    const sy = (name.box.y0 + name.box.y1) / 2;
    const rays = rng.pick([28, 36, 44]);
    const burst = raysToBox(cx, sy, name.cap * 0.9, rays, 0.44, inset(panel, 16), 0.7);
    const clip = b.uid('rays');
    // Cusped like the border, so the rays keep clear of its bitten corners.
    b.def(`<clipPath id="${clip}"><path d="${cuspedRect(inset(panel, 16), 94)}"/></clipPath>`);
    const clear = cutAwayMask(b, 'filmirays', name.cut);
    b.add(
      `<g mask="url(#${clear})"><path clip-path="url(#${clip})" fill="${inks.accent}" d="${burst}"/></g>`,
      [inks.accent],
    );
    await cardFoot(b, ctx, card, panel, rule, panel.y1);
  },
};
