/**
 * Metal, relic: the artist's picture as a hard one-ink threshold (or an engraved line screen)
 * inside a pointed gothic window, the name arched over the window's crown letter by letter like
 * a reliquary inscription, and the track under the sill between thorn rules. Needs the artist's
 * image, and a name that can be set letter by letter on a curve (no joined scripts, not too long).
 * Seeded: screen, inscription tracking, and the window — the pointed gothic arch, or a round
 * oculus ringed with thorns with the inscription following its rim (the relic is the layout
 * every band with a picture is shown, so it must not be one picture for all), or a coffin — the
 * six-sided lid, a second line round it and a nail at each corner — which a song or name of
 * death and graves ("Grave Bloom", "Coffin Nails") always gets.
 */
import { drawPortrait } from '../../image/portrait-art.ts';
import { circleText } from '../../layout/circle-text.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { casingFor } from '../../style/styles.ts';
import { smallLine } from '../../templates/common.ts';
import { canSetAsTiles } from '../../text/scripts.ts';
import { altNameLine } from '../shared/art.ts';
import { pointedArch, spike, thornDivider } from './thorns.ts';
import { circle, polar, polygon, type Point } from '../../svg/shapes.ts';
import { wordsOf } from '../../motifs/word-match.ts';

const GRAVE_WORDS =
  /^(coffin|coffins|grave|graves|tomb|tombs|burial|buried|crypt|casket|sarcophagus|gravedigger)$/;

/** A coffin lid `w` wide at its shoulders, from `top` to `bottom`, clockwise from the head. */
function coffin(cx: number, top: number, w: number, bottom: number): Point[] {
  const shoulder = top + (bottom - top) * 0.28;
  return [
    [cx - w * 0.3, top],
    [cx + w * 0.3, top],
    [cx + w / 2, shoulder],
    [cx + w * 0.24, bottom],
    [cx - w * 0.24, bottom],
    [cx - w / 2, shoulder],
  ];
}

export const metalRelic: Template = {
  id: 'metal-relic',
  needsImage: true,
  maxGrow: 1.5,
  canSet: (name) => canSetAsTiles(name) && [...name].length <= 22,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const grave = wordsOf([ctx.track, ctx.name]).some((w) => GRAVE_WORDS.test(w));
    const shape = grave ? 'coffin' : rng.pick(['arch', 'oculus', 'coffin'] as const);
    const oculus = shape === 'oculus';
    const w = 560;
    const top = 330;
    const radius = 300;
    const cy = top + radius;
    const bottom = oculus ? cy + radius : top + w * 1.45;
    const window = oculus
      ? circle(CENTER_X, cy, radius)
      : shape === 'coffin'
        ? polygon(coffin(CENTER_X, top, w, bottom))
        : `${pointedArch(CENTER_X, top, w, bottom)}Z`;
    const clip = b.uid('relic');
    b.def(`<clipPath id="${clip}"><path d="${window}"/></clipPath>`);
    b.add(`<g clip-path="url(#${clip})">`, []);
    drawPortrait(b, ctx.portrait, {
      treatment: rng.pick(['threshold', 'halftone-lines'] as const),
      inks: [inks.primary],
      garment: inks.garment,
      box: oculus
        ? { x0: CENTER_X - radius, y0: top, x1: CENTER_X + radius, y1: bottom }
        : { x0: CENTER_X - w * 0.75, y0: top - 40, x1: CENTER_X + w * 0.75, y1: bottom + 80 },
      shape: 'square',
      rng: rng.fork('portrait'),
    });
    b.add('</g>', []);
    if (oculus) {
      // A ring, then a corona of short thorns in the accent, alternating long and short.
      const thorns: string[] = [];
      const count = 36;
      for (let i = 0; i < count; i += 1) {
        const deg = (360 * i) / count;
        thorns.push(spike(polar(CENTER_X, cy, radius + 30, deg), deg, i % 2 === 0 ? 46 : 24, 12));
      }
      b.add(
        `<path fill="none" stroke="${inks.primary}" stroke-width="12" d="${window}"/><path fill="none" stroke="${inks.accent}" stroke-width="4" d="${circle(CENTER_X, cy, radius + 24)}"/><path fill="${inks.accent}" d="${thorns.join('')}"/>`,
        [inks.primary, inks.accent],
      );
    } else if (shape === 'coffin') {
      // The lid's second line a little way out, and a nail at each of its six corners.
      const outer = coffin(CENTER_X, top - 30, w + 64, bottom + 26);
      const nails = outer.map(([x, y]) => circle(x, y, 11)).join('');
      b.add(
        `<path fill="none" stroke="${inks.primary}" stroke-width="12" stroke-linejoin="miter" d="${window}"/><path fill="none" stroke="${inks.accent}" stroke-width="4" stroke-linejoin="miter" d="${polygon(outer)}"/><path fill="${inks.accent}" d="${nails}"/>`,
        [inks.primary, inks.accent],
      );
    } else {
      b.add(
        `<path fill="none" stroke="${inks.primary}" stroke-width="12" d="${window}"/><path fill="none" stroke="${inks.accent}" stroke-width="4" d="${pointedArch(CENTER_X, top - 34, w + 60, bottom + 24)}"/>`,
        [inks.primary, inks.accent],
      );
    }

    // The inscription over the crown, on a circle through the window's apex (or round the
    // oculus, clear of its thorns).
    const arc = oculus ? radius + 110 : w * 0.95 + 120;
    const face = faces.display;
    await circleText(b, casingFor(face, ctx.name), face, {
      cx: CENTER_X,
      // Over the coffin's flat head and its corner nails the ring stands a little higher.
      cy: oculus ? cy : top + w * 0.95 + 40 - (shape === 'coffin' ? 40 : 0),
      radius: arc,
      cap: 110 * ctx.shrink,
      tracking: rng.pick([0.12, 0.2]),
      side: 'top',
      maxSweep: oculus ? 140 : 120,
      ink: inks.primary,
      role: 'name',
      growShort: true,
    });

    let y = bottom + (oculus ? 110 : 70);
    b.add(`<path fill="${inks.accent}" d="${thornDivider(CENTER_X, y, 330, 16)}"/>`, [inks.accent]);
    y = await altNameLine(b, ctx, { top: y + 30, cap: 32, maxWidth: 800, ink: inks.primary });
    await smallLine(b, ctx, ctx.track, {
      baseline: y + 70,
      cap: 38,
      maxWidth: 860,
      ink: inks.support,
      role: 'track',
      tracking: 0.3,
    });
  },
};
