// Stylised people in front of the art: head-and-shoulders portraits with a rim of light. Each has
// a lit face with features (eyes or sunglasses, brows, a nose's shadow, a mouth) and hair, so a
// picture treatment of the image (a halftone, a xerox threshold) prints a person, not a keyhole.
import type { ArtFigure } from '../artists/types.ts';
import { bustFace } from './face.ts';
import { n, type Random } from './seeded-random.ts';

const SIZE = 640;

/** The outline of one bust (body and head), for the rim of light. */
function bustOutline(cx: number, s: number): { body: string; headCy: number; r: number } {
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
  return { body, headCy, r };
}

function placements(figure: ArtFigure, random: Random): { cx: number; s: number }[] {
  const shift = random.between(-40, 40);
  switch (figure) {
    case 'none':
      return [];
    // Framed close, as artist photos are: a face a print can screen, not a dot in the crowd.
    case 'solo':
      return [{ cx: 320 + shift, s: random.between(1.6, 1.8) }];
    case 'duo':
      return [
        { cx: 200 + shift, s: random.between(1.15, 1.25) },
        { cx: 445 + shift, s: random.between(1.2, 1.3) },
      ];
    case 'band':
      return [
        { cx: 110 + shift / 2, s: random.between(0.85, 0.92) },
        { cx: 530 + shift / 2, s: random.between(0.85, 0.92) },
        { cx: 320 + shift / 2, s: random.between(1.05, 1.12) },
      ];
  }
}

/**
 * The figures against the art: each outline drawn once stroked in the rim colour under it (only
 * the outline shows), then the clothes in the dark colour, then the face and hair.
 */
export function figuresSvg(figure: ArtFigure, dark: string, rim: string, random: Random): string {
  const busts = placements(figure, random);
  if (busts.length === 0) return '';
  const rims: string[] = [];
  const people: string[] = [];
  busts.forEach(({ cx, s }, i) => {
    const { body, headCy, r } = bustOutline(cx, s);
    const face = bustFace({ cx, headCy, r, shoulderY: SIZE - 170 * s, id: `f${i}` }, random);
    rims.push(`<path d="${body}"/>${face.silhouette}`);
    people.push(`<path fill="${dark}" d="${body}"/>${face.markup}`);
  });
  return (
    `<g fill="${rim}" stroke="${rim}" stroke-width="7" stroke-linejoin="round" opacity="0.75">${rims.join('')}</g>` +
    people.join('')
  );
}
