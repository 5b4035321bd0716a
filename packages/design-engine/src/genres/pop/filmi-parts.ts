/**
 * The lettering and trim the filmi layouts share: the name with its painted extrusion, the song
 * strip under a beaded rule, and the cusped double-rule border with marigolds.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { unionBoxes, type Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { diamond } from '../../svg/shapes.ts';
import { isCased } from '../../text/scripts.ts';
import { altNameLine, block, smallLine } from '../../templates/common.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';
import { detailsLine } from '../shared/details-line.ts';
import { beadRow, cornerFlowers, cuspedRect, inset } from './filmi-frame.ts';

/** Sign-painter faces: Shrikhand was drawn from Gujarati hand lettering; Alfa Slab is the slab. */
export const FILMI_FACES: readonly FaceId[] = ['shrikhand', 'alfaSlab'];

export interface ExtrudedNameOptions {
  face: FaceId;
  top: number;
  maxWidth: number;
  maxCap: number;
  maxHeight: number;
  /** How far art under the name keeps clear of the letters and their extrusion. */
  clear: number;
  /** A name set shorter than this is moved down to the middle of that span (default 0). */
  minSpan?: number;
}

export interface ExtrudedName {
  /** The letters and their extrusion. */
  box: Box;
  /** The same, with the alternate name line under it when there is one. */
  textBox: Box;
  cap: number;
  /** Black markup of everything the name prints, swollen by `clear`, for `cutAwayMask`. */
  cut: string;
}

/**
 * The name in `face` with a deep diagonal extrusion in a second ink, parted from the letters by
 * a thin line of garment as a sign painter leaves it, and its alternate line under it. Lines
 * keep whole (Devanagari, Gurmukhi, Arabic are shaped as runs), only moved as a block.
 */
export async function extrudedName(
  b: ArtBuilder,
  ctx: TemplateContext,
  options: ExtrudedNameOptions,
): Promise<ExtrudedName> {
  const { rng, inks } = ctx;
  const cx = CENTER_X;
  // Deep on Latin capitals; shallower on Indic and other scripts, whose headlines and marks
  // would clog under a long shadow.
  const depthRatio = isCased(ctx.name) ? rng.pick([0.15, 0.19]) : 0.1;
  // Half the cards stack a flat drop shadow behind a shorter block: three layers, each parted
  // from the one in front by a line of garment (the 70s poster painter's stacked shadow).
  const stacked = rng.chance(0.5);
  const reach = stacked ? 1.25 : 1;
  const name = await block(ctx.name, options.face, {
    maxWidth: options.maxWidth,
    maxCap: options.maxCap,
    maxHeight: options.maxHeight,
    maxLines: 3,
    leading: 0.2,
    breakGain: 1.08,
    inkGap: depthRatio * reach + 0.14,
  });
  const full = name.cap * depthRatio;
  const depth = stacked ? full * 0.6 : full;
  const top = options.top + Math.max(0, ((options.minSpan ?? 0) - name.height - full * reach) / 2);
  const dir = rng.pick([1, -1]);
  // The extrusion is never the letters' own ink, or the two would read as one blot.
  const shade = inks.support !== inks.primary ? inks.support : inks.accent;
  const steps = Math.max(8, Math.min(28, Math.round(depth / 2.5)));
  const copies: string[] = [];
  const fronts: string[] = [];
  const solids: string[] = [];
  const shadows: string[] = [];
  // The flat shadow in a third ink where the plan has one.
  const far = inks.accent !== shade && inks.accent !== inks.primary ? inks.accent : shade;
  const cuts: string[] = [];
  const boxes: Box[] = [];
  const gap = Math.max(5, name.cap * 0.035);
  const swell = { fill: '#000', stroke: '#000', strokeWidth: options.clear * 2 };
  const places = name.lines.map((_, i) => ({
    x: cx,
    baseline: top + (name.baselines[i] ?? 0),
    scale: name.scale,
  }));
  name.lines.forEach((line, i) => {
    const at = places[i] as (typeof places)[number];
    for (let s = steps; s >= 1; s -= 1) {
      const off = (depth * s) / steps;
      const moved = { ...at, x: at.x + off * dir, baseline: at.baseline + off };
      const copy = b.textMarkup(line, moved, { fill: shade });
      copies.push(copy.markup);
      boxes.push(copy.box);
      // Every other step, swollen, is enough for the cut to follow the whole solid.
      if (s % 2 === 0 || s === steps) {
        cuts.push(b.textMarkup(line, moved, swell).markup);
        if (stacked)
          solids.push(b.textMarkup(line, moved, { ...swell, strokeWidth: gap * 2 }).markup);
      }
    }
    if (stacked) {
      const off = full * reach;
      const moved = { ...at, x: at.x + off * dir, baseline: at.baseline + off };
      const flat = b.textMarkup(line, moved, { fill: far });
      shadows.push(flat.markup);
      boxes.push(flat.box);
      cuts.push(b.textMarkup(line, moved, swell).markup);
    }
    fronts.push(
      b.textMarkup(line, at, { fill: '#000', stroke: '#000', strokeWidth: gap * 2 }).markup,
    );
    cuts.push(b.textMarkup(line, at, swell).markup);
  });
  if (stacked) {
    const behind = cutAwayMask(b, 'filmi', fronts.join('') + solids.join(''));
    b.add(`<g mask="url(#${behind})">${shadows.join('')}</g>`, [far]);
  }
  const parted = cutAwayMask(b, 'filmi', fronts.join(''));
  b.add(`<g mask="url(#${parted})">${copies.join('')}</g>`, [shade]);
  name.lines.forEach((line, i) => {
    boxes.push(b.text(line, places[i] as (typeof places)[number], { fill: inks.primary }, 'name'));
  });
  const box = unionBoxes(boxes) as Box;
  const alt = await altNameLine(b, ctx, {
    baseline: box.y1 + 72,
    cap: 38,
    maxWidth: options.maxWidth,
    ink: inks.primary,
  });
  if (alt) {
    const c = options.clear;
    cuts.push(
      `<rect fill="#000" x="${r(alt.x0 - c)}" y="${r(alt.y0 - c)}" width="${r(alt.x1 - alt.x0 + 2 * c)}" height="${r(alt.y1 - alt.y0 + 2 * c)}"/>`,
    );
  }
  const textBox = alt ? (unionBoxes([box, alt]) as Box) : box;
  return { box, textBox, cap: name.cap, cut: cuts.join('') };
}

/**
 * The song strip across `panel` from `top`: a beaded rule, then the track between two diamonds.
 * Returns the track's box.
 */
export async function songStrip(
  b: ArtBuilder,
  ctx: TemplateContext,
  panel: Box,
  top: number,
): Promise<Box> {
  const { inks } = ctx;
  const cap = 40;
  const baseline = top + 52 + cap;
  const track = await smallLine(b, ctx, ctx.track, {
    baseline,
    cap,
    maxWidth: panel.x1 - panel.x0 - 240,
    ink: inks.primary,
    role: 'track',
    tracking: 0.16,
  });
  const dy = (track.y0 + Math.min(track.y1, baseline)) / 2;
  const marks = [
    diamond(track.x0 - 46, dy, 30, 42),
    diamond(track.x1 + 46, dy, 30, 42),
    beadRow(panel.x0 + 40, panel.x1 - 40, top, 34, 6),
  ];
  b.add(`<path fill="${inks.accent}" d="${marks.join('')}"/>`, [inks.accent]);
  return track;
}

/** The card's border: a heavy outer rule and a fine inner one, both cusped, marigolds in the notches. */
export function filmiBorder(b: ArtBuilder, ctx: TemplateContext, card: Box, rule: number): void {
  const { inks } = ctx;
  const notch = 56;
  b.add(
    `<path fill="none" stroke="${inks.support}" stroke-width="12" d="${cuspedRect(card, notch)}"/>` +
      `<path fill="none" stroke="${inks.accent}" stroke-width="5" d="${cuspedRect(inset(card, rule), notch + rule)}"/>` +
      `<path fill="${inks.accent}" d="${cornerFlowers(card, notch * 0.62)}"/>`,
    [inks.support, inks.accent],
  );
}

/**
 * How a filmi card closes: the song strip from `top` inside `panel`, the card's foot brought up
 * under it (`card.y1` is set here, so the border hugs what the card holds), the border, and the
 * country under the card.
 */
export async function cardFoot(
  b: ArtBuilder,
  ctx: TemplateContext,
  card: Box,
  panel: Box,
  rule: number,
  top: number,
): Promise<void> {
  const track = await songStrip(b, ctx, panel, top);
  card.y1 = track.y1 + 46 + rule;
  filmiBorder(b, ctx, card, rule);
  await detailsLine(b, ctx, {
    baseline: card.y1 + 90,
    cap: 30,
    maxWidth: 640,
    ink: ctx.inks.support,
    tracking: 0.45,
  });
}
