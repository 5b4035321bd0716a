/**
 * Sizes a finished composition for the chest: measures everything drawn (resvg's bounding box of
 * the artwork), then scales it to fill the print area's width or height — capped per template, so
 * airy layouts stay airy — and anchors it at the top centre. Text boxes move with it, so the
 * checks see exactly what is printed.
 */
import { Resvg } from '@resvg/resvg-js';
import type { Box } from '../svg/box.ts';
import { r } from '../svg/num.ts';
import type { Art } from './art-builder.ts';
import { ART_HEIGHT, ART_WIDTH, CENTER_X, SAFE_BOX } from './geometry.ts';

/** Room kept inside the safe area for strokes and glows the bounding box leaves out. */
const STROKE_ROOM = 18;
export const TARGET_TOP = SAFE_BOX.y0 + STROKE_ROOM;
export const TARGET_WIDTH = SAFE_BOX.x1 - SAFE_BOX.x0 - STROKE_ROOM * 2;
/** Chest prints stay shorter than the full 16 in. */
export const TARGET_HEIGHT = 1440;
/** The narrowest a shirt's front print is grown to, when its height allows (9.5 in). */
export const MIN_SHIRT_WIDTH = 950;

export function measureArt(art: Art): Box | null {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}"><defs>${art.defs.join('')}</defs>${art.body.join('')}</svg>`;
  const bbox = new Resvg(svg, { font: { loadSystemFonts: false } }).getBBox();
  if (!bbox || bbox.width <= 0 || bbox.height <= 0) return null;
  return { x0: bbox.x, y0: bbox.y, x1: bbox.x + bbox.width, y1: bbox.y + bbox.height };
}

/**
 * `anchor` 'top' hangs the art from the top of the print area (garments: chest placement);
 * 'center' centres it with some room around (posters, which get a frame).
 */
export function normaliseArt(art: Art, maxGrow: number, anchor: 'top' | 'center' = 'top'): Art {
  const measured = measureArt(art);
  if (!measured) return art;
  const textBounds = art.texts.map((t) => t.box);
  const bounds = [measured, ...textBounds].reduce((a, b) => ({
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  }));
  const width = bounds.x1 - bounds.x0;
  const height = bounds.y1 - bounds.y0;
  const room = anchor === 'center' ? 0.86 : 1;
  // On a shirt, a print under about 9.5 in wide reads as a pocket logo blown up, not a front
  // print (band tees print 10–12 in): a template's cap gives way to that width while the height
  // allows. Posters keep their cap: the frame and the paper around the art are their look.
  const grow = anchor === 'top' ? Math.max(maxGrow, MIN_SHIRT_WIDTH / width) : maxGrow;
  const scale = Math.min((TARGET_WIDTH * room) / width, (TARGET_HEIGHT * room) / height, grow);
  const tx = CENTER_X - scale * ((bounds.x0 + bounds.x1) / 2);
  const ty =
    anchor === 'center'
      ? ART_HEIGHT * 0.47 - scale * ((bounds.y0 + bounds.y1) / 2)
      : TARGET_TOP - scale * bounds.y0;
  const move = (b: Box): Box => ({
    x0: tx + b.x0 * scale,
    y0: ty + b.y0 * scale,
    x1: tx + b.x1 * scale,
    y1: ty + b.y1 * scale,
  });
  return {
    defs: art.defs,
    body: [
      `<g transform="translate(${r(tx)} ${r(ty)}) scale(${scale.toFixed(5)})">`,
      ...art.body,
      '</g>',
    ],
    texts: art.texts.map((t) => ({ ...t, box: move(t.box), capHeight: t.capHeight * scale })),
    inks: art.inks,
  };
}

/** The poster frame's two rules: how far inside the art box, and how heavy. */
const FRAME_RULES = [
  { inset: 14, width: 6 },
  { inset: 28, width: 2 },
] as const;

/**
 * The four bands (top, bottom, left, right) that hold the poster frame's rules, a little wider
 * than them: the worn texture spares these, since a speck in a 2-unit rule reads as a nick in
 * the frame (a reviewer saw white nicks at a poster's top centre and right side), not as wear.
 */
export function posterFrameBands(): Box[] {
  const outer = Math.min(...FRAME_RULES.map((f) => f.inset - f.width / 2)) - 3;
  const inner = Math.max(...FRAME_RULES.map((f) => f.inset + f.width / 2)) + 3;
  return [
    { x0: outer, y0: outer, x1: ART_WIDTH - outer, y1: inner },
    { x0: outer, y0: ART_HEIGHT - inner, x1: ART_WIDTH - outer, y1: ART_HEIGHT - outer },
    { x0: outer, y0: outer, x1: inner, y1: ART_HEIGHT - outer },
    { x0: ART_WIDTH - inner, y0: outer, x1: ART_WIDTH - outer, y1: ART_HEIGHT - outer },
  ];
}

/** A poster's thin double rule just inside the art box, in the design's main ink. */
export function withPosterFrame(art: Art, ink: string): Art {
  const rule = (inset: number): string =>
    `M${inset} ${inset}H${ART_WIDTH - inset}V${ART_HEIGHT - inset}H${inset}Z`;
  return {
    ...art,
    body: [
      ...art.body,
      ...FRAME_RULES.map(
        (f) => `<path fill="none" stroke="${ink}" stroke-width="${f.width}" d="${rule(f.inset)}"/>`,
      ),
    ],
    inks: art.inks.includes(ink) ? art.inks : [...art.inks, ink],
  };
}
