/**
 * Indie, doodle: a big pen doodle in the margin of a notebook — a daisy, a sun, a crescent moon
 * with stars, an eye or a heart, drawn twice over with a wobbling hand — chosen by words in the
 * track titles; the name in the grotesque under it, and the track scrawled in marker beside a
 * scribbled arrow pointing at the doodle. What the name or the song names (a pine, a sunflower, a
 * lantern) is drawn in the doodle's place on about half the designs. Seeded: doodle (when no word
 * picks one), pen wobble.
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import type { Rng } from '../../random/prng.ts';
import { r } from '../../svg/num.ts';
import { nameLockup, smallLine } from '../../templates/common.ts';
import { drawMotif } from '../../motifs/registry.ts';
import { motifFromName, motifFromTrack } from '../shared/art.ts';
import { doodleStar, scribbleArrow } from '../shared/hand.ts';

export type Doodle = 'daisy' | 'sun' | 'moon' | 'eye' | 'heart';

const WORDS: readonly [RegExp, Doodle][] = [
  [/sun|summer|day|light|gold/, 'sun'],
  [/moon|night|star|dark|midnight|sleep|dream/, 'moon'],
  [/flower|garden|bloom|rose|daisy|spring|petal/, 'daisy'],
  [/eye|see|look|watch|glass|window/, 'eye'],
  [/heart|love|kiss/, 'heart'],
];

/** A closed wobbly loop through points on an ellipse (the hand never closes it exactly). */
function loop(rng: Rng, cx: number, cy: number, rx: number, ry: number, deg = 0): string {
  const n = 40;
  const a0 = rng.range(0, Math.PI * 2);
  const rot = (deg * Math.PI) / 180;
  const pts: string[] = [];
  for (let i = 0; i <= n + 2; i += 1) {
    const a = a0 + (i / n) * Math.PI * 2;
    const wob = 1 + rng.range(-0.03, 0.03);
    const x = Math.cos(a) * rx * wob;
    const y = Math.sin(a) * ry * wob;
    pts.push(
      `${r(cx + x * Math.cos(rot) - y * Math.sin(rot))} ${r(cy + x * Math.sin(rot) + y * Math.cos(rot))}`,
    );
  }
  return `M${pts.join('L')}`;
}

/** A wobbly straight stroke. */
function stroke(rng: Rng, x0: number, y0: number, x1: number, y1: number): string {
  const mx = (x0 + x1) / 2 + rng.range(-6, 6);
  const my = (y0 + y1) / 2 + rng.range(-6, 6);
  return `M${r(x0)} ${r(y0)}Q${r(mx)} ${r(my)} ${r(x1)} ${r(y1)}`;
}

export function doodle(kind: Doodle, rng: Rng, cx: number, cy: number, size: number): string {
  const parts: string[] = [];
  if (kind === 'daisy') {
    const petals = rng.int(8, 11);
    for (let i = 0; i < petals; i += 1) {
      const deg = (360 * i) / petals;
      const a = (deg * Math.PI) / 180;
      parts.push(
        loop(
          rng,
          cx + Math.cos(a) * size * 0.5,
          cy - size * 0.2 + Math.sin(a) * size * 0.5,
          size * 0.3,
          size * 0.12,
          deg,
        ),
      );
    }
    parts.push(loop(rng, cx, cy - size * 0.2, size * 0.16, size * 0.16));
    // The stem grows from the flower's heart, through the petals: started at a petal's tip it
    // missed the petal whenever none pointed straight down, and floated apart (review).
    parts.push(stroke(rng, cx, cy - size * 0.2 + size * 0.17, cx + size * 0.1, cy + size * 1.2));
    parts.push(loop(rng, cx + size * 0.25, cy + size * 0.95, size * 0.2, size * 0.07, -30));
  } else if (kind === 'sun') {
    parts.push(loop(rng, cx, cy, size * 0.45, size * 0.45));
    const rays = rng.int(11, 15);
    for (let i = 0; i < rays; i += 1) {
      const a = (i / rays) * Math.PI * 2;
      const len = i % 2 === 0 ? 0.95 : 0.8;
      parts.push(
        stroke(
          rng,
          cx + Math.cos(a) * size * 0.6,
          cy + Math.sin(a) * size * 0.6,
          cx + Math.cos(a) * size * len,
          cy + Math.sin(a) * size * len,
        ),
      );
    }
  } else if (kind === 'moon') {
    // A crescent: the outer circle's left arc, back along an offset circle of the same radius.
    const rad = size * 0.7;
    const d = rad * 0.55;
    const hx = cx + d / 2;
    const hy = Math.sqrt(rad * rad - (d / 2) ** 2);
    parts.push(
      `M${r(hx)} ${r(cy - hy)}A${r(rad)} ${r(rad)} 0 1 0 ${r(hx)} ${r(cy + hy)}A${r(rad)} ${r(rad)} 0 0 1 ${r(hx)} ${r(cy - hy)}`,
    );
    parts.push(doodleStar(rng, cx + size * 0.75, cy - size * 0.55, size * 0.16));
    parts.push(doodleStar(rng, cx + size * 0.95, cy + size * 0.15, size * 0.1));
    parts.push(doodleStar(rng, cx + size * 0.55, cy + size * 0.6, size * 0.12));
  } else if (kind === 'eye') {
    const w = size;
    const h = size * 0.45;
    parts.push(
      `M${r(cx - w)} ${r(cy)}Q${r(cx)} ${r(cy - h * 1.6)} ${r(cx + w)} ${r(cy)}Q${r(cx)} ${r(cy + h * 1.6)} ${r(cx - w)} ${r(cy)}`,
    );
    parts.push(loop(rng, cx, cy, h * 0.75, h * 0.75));
    parts.push(loop(rng, cx, cy, h * 0.3, h * 0.3));
    for (let i = -3; i <= 3; i += 1) {
      const x = cx + (i / 4) * w * 0.8;
      const y = cy - h * 0.8 * (1 - (i / 4) ** 2) - 4;
      parts.push(stroke(rng, x, y, x + i * 6, y - size * 0.18));
    }
  } else {
    const s = size;
    parts.push(
      `M${r(cx)} ${r(cy + s * 0.7)}C${r(cx - s * 1.2)} ${r(cy - s * 0.1)} ${r(cx - s * 0.6)} ${r(cy - s * 0.9)} ${r(cx)} ${r(cy - s * 0.35)}C${r(cx + s * 0.6)} ${r(cy - s * 0.9)} ${r(cx + s * 1.2)} ${r(cy - s * 0.1)} ${r(cx)} ${r(cy + s * 0.7)}`,
    );
  }
  return parts.join('');
}

export const indieDoodle: Template = {
  id: 'indie-doodle',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    const words = [ctx.track, ...ctx.tracks.slice(0, 5)].join(' ').toLowerCase();
    const kind =
      WORDS.find(([pattern]) => pattern.test(ctx.track.toLowerCase()))?.[1] ??
      WORDS.find(([pattern]) => pattern.test(words))?.[1] ??
      rng.pick<Doodle>(['daisy', 'sun', 'moon', 'eye', 'heart']);
    const cx = CENTER_X - 90;
    const cy = 380;
    const size = 320;
    // What the name or the song names (Hollow Pines' pine, a sunflower) takes the doodle's place.
    const named = motifFromName(ctx) ?? motifFromTrack(ctx);
    if (named) {
      const half = size * 0.72;
      drawMotif(
        b,
        named.motif,
        { x0: cx - half, y0: cy - half, x1: cx + half, y1: cy + half },
        { ink: inks.accent, accent: inks.primary },
        rng,
      );
    } else {
      // Two passes of the pen, a little apart, like a doodle gone over twice.
      const first = doodle(kind, rng.fork('pen-1'), cx, cy, size);
      const second = doodle(kind, rng.fork('pen-2'), cx + 5, cy + 4, size * 1.01);
      b.add(
        `<path fill="none" stroke="${inks.accent}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round" d="${first}"/><path fill="none" stroke="${inks.accent}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" d="${second}"/>`,
        [inks.accent],
      );
    }

    // The track scrawled on the right with an arrow to the doodle.
    const note = await smallLine(b, ctx, ctx.track, {
      x: CENTER_X + 190,
      align: 'left',
      baseline: cy - size * 0.75,
      cap: 44,
      maxWidth: 380,
      ink: inks.primary,
      role: 'track',
      tracking: 0.02,
      face: 'permanentMarker',
    });
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" d="${scribbleArrow(rng, note.x0 + 60, note.y1 + 20, cx + size * 0.55, cy - size * 0.2)}"/>`,
      [inks.primary],
    );

    await nameLockup(b, ctx, {
      maxWidth: 1000 * s,
      maxCap: 230 * s,
      maxHeight: 420 * s,
      maxLines: 3,
      leading: 0.16,
      top: cy + size * (!named && kind === 'daisy' ? 1.4 : 1.15),
      paint: { fill: inks.primary },
    });
  },
};
