// Stylised people in front of the art: head-and-shoulders silhouettes with a rim of light.
import type { ArtFigure } from '../artists/types.ts';
import { n, type Random } from './seeded-random.ts';

const SIZE = 640;

/** One head-and-shoulders silhouette centred on `cx`, scaled by `s`, standing on the bottom edge. */
function bust(cx: number, s: number, random: Random): string {
  const shoulderY = SIZE - 170 * s;
  const r = 60 * s;
  const headCy = shoulderY - 95 * s;
  const w = 160 * s;
  const body = [
    `M${n(cx - w)},${SIZE}`,
    `L${n(cx - w)},${n(shoulderY + 50 * s)}`,
    `Q${n(cx - w)},${n(shoulderY)} ${n(cx - 80 * s)},${n(shoulderY - 8 * s)}`,
    `L${n(cx - 30 * s)},${n(shoulderY - 14 * s)}`,
    `L${n(cx - 26 * s)},${n(headCy + r - 6 * s)}`,
    `L${n(cx + 26 * s)},${n(headCy + r - 6 * s)}`,
    `L${n(cx + 30 * s)},${n(shoulderY - 14 * s)}`,
    `L${n(cx + 80 * s)},${n(shoulderY - 8 * s)}`,
    `Q${n(cx + w)},${n(shoulderY)} ${n(cx + w)},${n(shoulderY + 50 * s)}`,
    `L${n(cx + w)},${SIZE}Z`,
  ].join(' ');
  const parts = [`<path d="${body}"/>`, `<circle cx="${n(cx)}" cy="${n(headCy)}" r="${n(r)}"/>`];
  // Some variety in the outline: a bun, a wide hairdo, or a cap brim.
  const style = random.int(0, 3);
  if (style === 1) {
    parts.push(`<circle cx="${n(cx + 14 * s)}" cy="${n(headCy - r)}" r="${n(26 * s)}"/>`);
  } else if (style === 2) {
    parts.push(
      `<ellipse cx="${n(cx)}" cy="${n(headCy - 8 * s)}" rx="${n(r * 1.3)}" ry="${n(r * 1.05)}"/>`,
    );
  } else if (style === 3) {
    parts.push(
      `<rect x="${n(cx - r * 0.2)}" y="${n(headCy - r * 0.55)}" width="${n(r * 1.5)}" height="${n(12 * s)}" rx="${n(6 * s)}"/>`,
    );
  }
  return parts.join('');
}

function placements(figure: ArtFigure, random: Random): { cx: number; s: number }[] {
  const shift = random.between(-40, 40);
  switch (figure) {
    case 'none':
      return [];
    case 'solo':
      return [{ cx: 320 + shift, s: random.between(1.05, 1.25) }];
    case 'duo':
      return [
        { cx: 215 + shift, s: random.between(0.85, 0.95) },
        { cx: 425 + shift, s: random.between(0.9, 1.0) },
      ];
    case 'band':
      return [
        { cx: 120 + shift / 2, s: random.between(0.62, 0.7) },
        { cx: 520 + shift / 2, s: random.between(0.62, 0.7) },
        { cx: 320 + shift / 2, s: random.between(0.8, 0.9) },
      ];
  }
}

/**
 * The figures, dark against the art, with a rim of light in the accent colour: the shapes are drawn
 * once stroked and once filled on top, so only the outline shows and not the joins between parts.
 */
export function figuresSvg(figure: ArtFigure, dark: string, rim: string, random: Random): string {
  const shapes = placements(figure, random)
    .map(({ cx, s }) => bust(cx, s, random))
    .join('');
  if (shapes === '') return '';
  return (
    `<g fill="${rim}" stroke="${rim}" stroke-width="7" stroke-linejoin="round" opacity="0.75">${shapes}</g>` +
    `<g fill="${dark}">${shapes}</g>`
  );
}
