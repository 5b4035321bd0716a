/**
 * Collage / sticker: a halftone photo scrap held by tape, the name as ransom-note letters cut out
 * of tilted paper scraps, and a rubber stamp with the track name.
 */
import type { Template } from '../layout/template.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../layout/geometry.ts';
import { dotScreen } from '../image/halftone.ts';
import { capHeight, fitScale, textLine, type TextLine } from '../layout/text-line.ts';
import { casingFor } from '../style/styles.ts';
import { canSetAsTiles } from '../text/scripts.ts';
import { r } from '../svg/num.ts';
import { polygon, ring, star, type Point } from '../svg/shapes.ts';
import { circleText } from '../layout/circle-text.ts';
import { knockout } from './common.ts';
import type { Rng } from '../random/prng.ts';

/** A torn paper scrap: a jittered hexagon, rotated by `angle` about (cx, cy). */
function scrap(
  rng: Rng,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  jitter: number,
  angle: number,
  cx: number,
  cy: number,
): string {
  const pts: Point[] = [
    [x0 + rng.range(-jitter, jitter), y0 + rng.range(-jitter, jitter)],
    [(x0 + x1) / 2 + rng.range(-jitter, jitter), y0 + rng.range(-jitter, jitter) * 0.5],
    [x1 + rng.range(-jitter, jitter), y0 + rng.range(-jitter, jitter)],
    [x1 + rng.range(-jitter, jitter), y1 + rng.range(-jitter, jitter)],
    [(x0 + x1) / 2 + rng.range(-jitter, jitter), y1 + rng.range(-jitter, jitter) * 0.5],
    [x0 + rng.range(-jitter, jitter), y1 + rng.range(-jitter, jitter)],
  ];
  const a = (angle * Math.PI) / 180;
  return polygon(
    pts.map(([x, y]) => [
      cx + (x - cx) * Math.cos(a) - (y - cy) * Math.sin(a),
      cy + (x - cx) * Math.sin(a) + (y - cy) * Math.cos(a),
    ]),
  );
}

export const collage: Template = {
  id: 'collage',
  needsImage: false,
  maxGrow: 1.5,
  // Letter tiles cannot set joined or stacked scripts (Arabic, Devanagari, Thai …).
  canSet: canSetAsTiles,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    let y = 90;
    // Photo scrap, tilted, with two strips of tape.
    const photoW = 640 * Math.max(0.8, ctx.shrink);
    const photoH = photoW * 0.8;
    const tilt = rng.range(-5, 5);
    const px = CENTER_X - photoW / 2 + rng.range(-60, 60);
    const box = { x0: px, y0: y, x1: px + photoW, y1: y + photoH };
    const dots = dotScreen(ctx.portrait, {
      box,
      cells: 52,
      angle: 45,
      vignette: 'oval',
      polarity: inks.darkGarment ? 'light' : 'dark',
      gamma: 1.1,
      maxFill: 0.95,
    });
    const pcx = px + photoW / 2;
    const pcy = y + photoH / 2;
    b.add(
      `<g transform="rotate(${r(tilt)} ${r(pcx)} ${r(pcy)})"><path fill="${inks.primary}" d="${dots}"/>`,
      [inks.primary],
    );
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="5" d="M${r(px - 16)} ${r(y - 16)}h${r(photoW + 32)}v${r(photoH + 32)}h${r(-photoW - 32)}Z"/>`,
      [inks.primary],
    );
    for (const [tx, ty, ta] of [
      [px + 30, y - 10, -35],
      [px + photoW - 30, y + photoH + 6, -30],
    ] as const) {
      const hatch: string[] = [];
      for (let k = -70; k <= 70; k += 14) hatch.push(`M${r(tx + k)} ${r(ty - 26)}l-10 52`);
      b.add(
        `<g transform="rotate(${ta} ${r(tx)} ${r(ty)})"><path fill="none" stroke="${inks.support}" stroke-width="3" d="M${r(tx - 80)} ${r(ty - 26)}h160v52h-160Z${hatch.join('')}"/></g>`,
        [inks.support],
      );
    }
    b.add('</g>', []);
    y += photoH + 70;

    // Ransom-note name: each letter cut from its own scrap, faces and inks alternating.
    const text = casingFor(faces.display, ctx.name);
    const words = text.split(/\s+/).filter(Boolean);
    const maxPerRow = Math.max(6, Math.ceil([...text].length / 2.2));
    const rows: (TextLine | null)[][] = [];
    let row: (TextLine | null)[] = [];
    for (const word of words) {
      const chars = [...word];
      if (row.length + chars.length > maxPerRow && row.length > 0) {
        rows.push(row);
        row = [];
      }
      if (row.length > 0) row.push(null);
      for (const [i, char] of chars.entries()) {
        row.push(await textLine(char, (i + rows.length) % 2 === 0 ? faces.display : faces.support));
      }
    }
    if (row.length) rows.push(row);
    const tile = Math.min(
      118 * ctx.shrink,
      (1040 * ctx.shrink) / Math.max(...rows.map((rw) => rw.length)),
    );
    for (const letters of rows) {
      let x = CENTER_X - (letters.length * tile) / 2 + tile / 2;
      for (const letter of letters) {
        if (letter) {
          const ink = rng.chance(0.5) ? inks.accent : inks.primary;
          const s = Math.max(
            fitScale(letter, tile * 0.62, tile * 0.6),
            MIN_TEXT_HEIGHT / capHeight(letter),
          );
          const angle = rng.range(-8, 8);
          const half = tile * 0.46;
          const baseline = y + tile * 0.525 + (capHeight(letter) * s) / 2;
          const shape = scrap(
            rng,
            x - half,
            y,
            x + half,
            y + tile * 1.05,
            tile * 0.05,
            angle,
            x,
            baseline,
          );
          knockout(b, shape, ink, [
            { line: letter, at: { x, baseline, scale: s, rotate: angle }, role: 'name' },
          ]);
        }
        x += tile;
      }
      y += tile * 1.2;
    }

    // Rubber stamp with the track around a ring.
    const stampR = 150 * Math.max(0.85, ctx.shrink);
    const scx = CENTER_X + rng.range(-200, 200);
    const scy = y + stampR + 10;
    b.add(
      `<path fill="${inks.support}" fill-rule="evenodd" d="${ring(scx, scy, stampR, stampR - 8)}${ring(scx, scy, stampR * 0.62, stampR * 0.62 - 4)}"/>`,
      [inks.support],
    );
    b.add(`<path fill="${inks.support}" d="${star(scx, scy, stampR * 0.36, stampR * 0.15)}"/>`, [
      inks.support,
    ]);
    await circleText(b, casingFor(faces.support, ctx.track), faces.support, {
      cx: scx,
      cy: scy,
      radius: stampR * 0.7,
      cap: Math.max(MIN_TEXT_HEIGHT * 1.1, stampR * 0.17),
      tracking: 0.15,
      side: 'top',
      maxSweep: 300,
      ink: inks.support,
      role: 'track',
    });
  },
};
