/**
 * Pop filmi title: the hand-painted title card of an Indian film poster. The name in a heavy
 * display face with a deep diagonal extrusion (a second ink, parted from the letters by a thin
 * line of garment, as a sign painter leaves it), rays fanning out from behind it across the
 * card, a cusped double-rule border with marigolds in its corners, and a song strip under a
 * beaded rule with the track — the "song" line of the card. Names in Devanagari, Gurmukhi or
 * Tamil are shaped whole by the text system (extruding a line never sets its letters apart).
 */
import type { FaceId } from '../../fonts/catalog.ts';
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { unionBoxes, type Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { diamond } from '../../svg/shapes.ts';
import { isCased } from '../../text/scripts.ts';
import { altNameLine, block, smallLine } from '../../templates/common.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';
import { detailsLine } from '../shared/details-line.ts';
import { beadRow, cornerFlowers, cuspedRect, inset, raysToBox } from './filmi-frame.ts';

/** Sign-painter faces: Shrikhand was drawn from Gujarati hand lettering; Alfa Slab is the slab. */
const FACES: readonly FaceId[] = ['shrikhand', 'alfaSlab'];

export const popFilmiTitle: Template = {
  id: 'pop-filmi-title',
  needsImage: false,
  maxGrow: 1.2,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const k = ctx.shrink;
    const cx = CENTER_X;
    const face = rng.pick(FACES);
    const card: Box = { x0: 120, y0: 70, x1: 1080, y1: 0 };
    const rule = 22;
    const cased = isCased(ctx.name);
    // Deep on Latin capitals; shallower on Indic and other scripts, whose headlines and marks
    // would clog under a long shadow.
    const depthRatio = cased ? rng.pick([0.15, 0.19]) : 0.1;
    const name = await block(ctx.name, face, {
      maxWidth: (card.x1 - card.x0 - 2 * (rule + 80)) * k,
      maxCap: 230 * k,
      maxHeight: 520 * k,
      maxLines: 3,
      leading: 0.2,
      breakGain: 1.08,
      inkGap: depthRatio + 0.14,
    });
    const depth = name.cap * depthRatio;
    const dir = rng.pick([1, -1]);
    const top = card.y0 + 150;
    // The extrusion is never the letters' own ink, or the two would read as one blot.
    const shade = inks.support !== inks.primary ? inks.support : inks.accent;
    const steps = Math.max(8, Math.min(28, Math.round(depth / 2.5)));
    const copies: string[] = [];
    const fronts: string[] = [];
    const cuts: string[] = [];
    const boxes: Box[] = [];
    const gap = Math.max(5, name.cap * 0.035);
    name.lines.forEach((line, i) => {
      const at = { x: cx, baseline: top + (name.baselines[i] ?? 0), scale: name.scale };
      for (let s = steps; s >= 1; s -= 1) {
        const off = (depth * s) / steps;
        const moved = { ...at, x: at.x + off * dir, baseline: at.baseline + off };
        const copy = b.textMarkup(line, moved, { fill: shade });
        copies.push(copy.markup);
        boxes.push(copy.box);
        // What the rays keep clear of: every step, swollen, so the cut follows the whole solid.
        if (s % 2 === 0 || s === steps) {
          cuts.push(
            b.textMarkup(line, moved, { fill: '#000', stroke: '#000', strokeWidth: 36 }).markup,
          );
        }
      }
      fronts.push(
        b.textMarkup(line, at, { fill: '#000', stroke: '#000', strokeWidth: gap * 2 }).markup,
      );
      cuts.push(b.textMarkup(line, at, { fill: '#000', stroke: '#000', strokeWidth: 36 }).markup);
    });
    // The shadow stops a hair short of the letters: the painter's parting line.
    const parted = cutAwayMask(b, 'filmi', fronts.join(''));
    b.add(`<g mask="url(#${parted})">${copies.join('')}</g>`, [shade]);
    name.lines.forEach((line, i) => {
      const at = { x: cx, baseline: top + (name.baselines[i] ?? 0), scale: name.scale };
      boxes.push(b.text(line, at, { fill: inks.primary }, 'name'));
    });
    const nameBox = unionBoxes(boxes) as Box;
    const alt = await altNameLine(b, ctx, {
      baseline: nameBox.y1 + 72,
      cap: 38,
      maxWidth: 700,
      ink: inks.primary,
    });
    const textBox = alt ? (unionBoxes([nameBox, alt]) as Box) : nameBox;

    // The panel of rays: from above the name to a little under it, then the song strip.
    const panel: Box = { ...inset(card, rule), y1: textBox.y1 + 100 };
    const sy = (nameBox.y0 + nameBox.y1) / 2;
    const rays = rng.pick([28, 36, 44]);
    const burst = raysToBox(cx, sy, name.cap * 0.9, rays, 0.44, inset(panel, 16), 0.7);
    const clip = b.uid('rays');
    // Cusped like the border, so the rays keep clear of its bitten corners.
    b.def(`<clipPath id="${clip}"><path d="${cuspedRect(inset(panel, 16), 94)}"/></clipPath>`);
    const altCut = alt
      ? `<rect fill="#000" x="${r(alt.x0 - 24)}" y="${r(alt.y0 - 18)}" width="${r(alt.x1 - alt.x0 + 48)}" height="${r(alt.y1 - alt.y0 + 36)}"/>`
      : '';
    const clear = cutAwayMask(b, 'filmirays', cuts.join('') + altCut);
    b.add(
      `<g mask="url(#${clear})"><path clip-path="url(#${clip})" fill="${inks.accent}" d="${burst}"/></g>`,
      [inks.accent],
    );

    // The song strip: a beaded rule, then the track between two diamonds.
    const stripTop = panel.y1;
    const trackCap = 40;
    const trackBase = stripTop + 52 + trackCap;
    const diamonds = 60;
    const track = await smallLine(b, ctx, ctx.track, {
      baseline: trackBase,
      cap: trackCap,
      maxWidth: panel.x1 - panel.x0 - 2 * (diamonds + 60),
      ink: inks.primary,
      role: 'track',
      tracking: 0.16,
    });
    const dy = (track.y0 + Math.min(track.y1, trackBase)) / 2;
    const marks = [
      diamond(track.x0 - 46, dy, 30, 42),
      diamond(track.x1 + 46, dy, 30, 42),
      beadRow(panel.x0 + 40, panel.x1 - 40, stripTop, 34, 6),
    ];
    card.y1 = track.y1 + 46 + rule;
    // The border: a heavy outer rule and a fine inner one, both cusped, marigolds in the notches.
    const notch = 56;
    const border =
      `<path fill="none" stroke="${inks.support}" stroke-width="12" d="${cuspedRect(card, notch)}"/>` +
      `<path fill="none" stroke="${inks.accent}" stroke-width="5" d="${cuspedRect(inset(card, rule), notch + rule)}"/>`;
    b.add(border, [inks.support, inks.accent]);
    b.add(
      `<path fill="${inks.accent}" d="${marks.join('')}${cornerFlowers(card, notch * 0.62)}"/>`,
      [inks.accent],
    );
    await detailsLine(b, ctx, {
      baseline: card.y1 + 90,
      cap: 30,
      maxWidth: 640,
      ink: inks.support,
      tracking: 0.45,
    });
  },
};
