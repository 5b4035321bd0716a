/**
 * The modern metalcore emblem: a solid silhouette (a skull, an anatomical heart, a skeletal
 * hand) set in a geometric sigil — a ring, a triangle inscribed in it, razor spikes out of the
 * triangle's corners and shorter ones between — every line stopping a hair short of the figure,
 * so the figure reads on its own and the two inks never touch. Replaces the fine traced outline
 * a reviewer found "a wellness brand, not deathcore".
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { iconMarkup, iconShape } from '../../motifs/game-icons.ts';
import type { Rng } from '../../random/prng.ts';
import type { Box } from '../../svg/box.ts';
import { circle, polar, polygon } from '../../svg/shapes.ts';
import { cutAwayMask, swollen } from '../shared/cut-away-mask.ts';
import { spike } from './thorns.ts';

/** The gap between the sigil's lines and the figure, in art units. */
const GAP = 18;

export function drawRazorEmblem(
  b: ArtBuilder,
  icon: string,
  centre: { cx: number; cy: number; radius: number },
  inks: { line: string; figure: string },
  rng: Rng,
): Box {
  const { cx, cy, radius } = centre;
  // The triangle points down (the inverted sigil) or up; the figure sits in its wide half.
  const down = rng.chance(0.6);
  const apex = down ? 90 : -90;
  const corners = [0, 1, 2].map((i) => polar(cx, cy, radius, apex + i * 120));
  const reach = radius * rng.range(0.3, 0.42);
  const spikes = corners.map((_, i) =>
    spike(polar(cx, cy, radius - 6, apex + i * 120), apex + i * 120, reach, 30),
  );
  // Shorter razors between the corners, and a pair of hairline ticks beside each.
  for (let i = 0; i < 3; i += 1) {
    const deg = apex + 60 + i * 120;
    spikes.push(spike(polar(cx, cy, radius - 4, deg), deg, reach * 0.5, 20));
    for (const side of [-1, 1])
      spikes.push(spike(polar(cx, cy, radius - 2, deg + side * 16), deg, reach * 0.22, 10));
  }

  const size = radius * 1.02;
  const lift = down ? -radius * 0.1 : radius * 0.12;
  const box: Box = {
    x0: cx - size / 2,
    y0: cy + lift - size / 2,
    x1: cx + size / 2,
    y1: cy + lift + size / 2,
  };
  const figure = iconMarkup(icon, box, inks.figure);
  const shape = iconShape(icon);
  const scale = (figure.placed.x1 - figure.placed.x0) / (shape.bounds.x1 - shape.bounds.x0);
  const cut = cutAwayMask(
    b,
    'razorgap',
    swollen(iconMarkup(icon, box, '#000').markup, (GAP * 2) / scale),
  );
  b.add(
    `<g mask="url(#${cut})">` +
      `<path fill="none" stroke="${inks.line}" stroke-width="7" d="${circle(cx, cy, radius)}"/>` +
      `<path fill="none" stroke="${inks.line}" stroke-width="3" d="${circle(cx, cy, radius - 26)}"/>` +
      `<path fill="none" stroke="${inks.line}" stroke-width="11" stroke-linejoin="miter" d="${polygon(corners)}"/>` +
      `<path fill="${inks.line}" d="${spikes.join('')}"/>` +
      '</g>',
    [inks.line],
  );
  b.add(figure.markup, [inks.figure]);
  const out = radius + reach;
  return { x0: cx - out, y0: cy - out, x1: cx + out, y1: cy + out };
}
