/**
 * A worn-print texture: a luminance mask over the artwork with seeded specks, scuffs and hairline
 * scratches knocked out, the way a screen print looks after a few washes.
 */
import { ART_HEIGHT, ART_WIDTH } from '../layout/geometry.ts';
import type { Rng } from '../random/prng.ts';
import type { Box } from '../svg/box.ts';
import { r } from '../svg/num.ts';
import { polygon, type Point } from '../svg/shapes.ts';

function blob(rng: Rng, cx: number, cy: number, radius: number): string {
  const sides = rng.int(5, 8);
  const points: Point[] = [];
  for (let i = 0; i < sides; i += 1) {
    const a = (i / sides) * Math.PI * 2 + rng.range(-0.3, 0.3);
    const d = radius * rng.range(0.55, 1.15);
    points.push([cx + Math.cos(a) * d, cy + Math.sin(a) * d]);
  }
  return polygon(points);
}

/**
 * Returns the mask definition; apply it with mask="url(#id)". Wear never touches the `spare`
 * boxes (small lines of text): a speck in a small word reads as a misprint ("DEÑMARK"), not as
 * a worn shirt.
 */
export function distressMask(
  rng: Rng,
  id: string,
  amount: number,
  spare: readonly Box[] = [],
): string {
  const shapes: string[] = [];
  const zones = Array.from({ length: rng.int(3, 6) }, () => ({
    x: rng.range(100, ART_WIDTH - 100),
    y: rng.range(80, ART_HEIGHT * 0.75),
    spread: rng.range(90, 260),
  }));
  const specks = Math.round(260 * amount);
  for (let i = 0; i < specks; i += 1) {
    const zone = rng.chance(0.7) ? rng.pick(zones) : null;
    const x = zone
      ? zone.x + rng.range(-1, 1) * zone.spread * rng.float()
      : rng.range(0, ART_WIDTH);
    const y = zone
      ? zone.y + rng.range(-1, 1) * zone.spread * rng.float()
      : rng.range(0, ART_HEIGHT);
    shapes.push(blob(rng, x, y, rng.range(1.5, zone ? 7 : 4)));
  }
  const scratches = Math.round(26 * amount);
  for (let i = 0; i < scratches; i += 1) {
    const x = rng.range(0, ART_WIDTH);
    const y = rng.range(0, ART_HEIGHT * 0.8);
    const len = rng.range(40, 180);
    const a = rng.range(-0.5, 0.5) + (rng.chance(0.5) ? 0 : Math.PI / 2.4);
    const w = rng.range(0.8, 2);
    const dx = Math.cos(a) * len;
    const dy = Math.sin(a) * len;
    const nx = -Math.sin(a) * w;
    const ny = Math.cos(a) * w;
    shapes.push(
      polygon([
        [x, y],
        [x + dx * 0.5 + nx, y + dy * 0.5 + ny],
        [x + dx, y + dy],
        [x + dx * 0.5 - nx, y + dy * 0.5 - ny],
      ]),
    );
  }
  const kept = spare
    .map(
      (b) =>
        `<rect x="${r(b.x0)}" y="${r(b.y0)}" width="${r(b.x1 - b.x0)}" height="${r(b.y1 - b.y0)}"/>`,
    )
    .join('');
  return `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${ART_WIDTH}" height="${ART_HEIGHT}"><rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="#fff"/><path fill="#000" d="${shapes.join('')}"/>${kept ? `<g fill="#fff">${kept}</g>` : ''}</mask>`;
}
