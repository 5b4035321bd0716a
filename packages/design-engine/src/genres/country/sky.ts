/**
 * The sky over the country sunset's plains, the artist's own: a song or name of rain and
 * storms ("Oklahoma Rain", "Thunder Road") gets an engraved storm cloud raining on the fields,
 * one of night, moon or stars ("Midnight Rider") a crescent moon among stars, and a sky no
 * word names is the seed's — the sunset most often, else the storm or the night. Cut like the
 * sunset beside it: graver lines, one ink a part.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { wordsOf } from '../../motifs/word-match.ts';
import { r } from '../../svg/num.ts';
import { polygon, type Point } from '../../svg/shapes.ts';
import { glint } from '../shared/sparkle.ts';

export type Sky = 'sunset' | 'storm' | 'night';

/** Words (English, Spanish, Portuguese, French, German) that call for each sky. */
const STORM_WORDS = new Set([
  'rain',
  'rains',
  'rainy',
  'raining',
  'storm',
  'storms',
  'stormy',
  'thunder',
  'thunderstorm',
  'lightning',
  'tornado',
  'twister',
  'flood',
  'hail',
  'cloud',
  'clouds',
  'lluvia',
  'tormenta',
  'chuva',
  'tempestade',
  'pluie',
  'orage',
  'regen',
  'gewitter',
]);
const NIGHT_WORDS = new Set([
  'night',
  'nights',
  'midnight',
  'moon',
  'moonlight',
  'moonlit',
  'star',
  'stars',
  'starlight',
  'evening',
  'luna',
  'noche',
  'lua',
  'noite',
  'lune',
  'nuit',
  'nacht',
  'mond',
]);

/** The sky this design draws: the one its song or the name calls for, else the seed's. */
export function skyFor(ctx: TemplateContext): Sky {
  const song = wordsOf([ctx.track]);
  const name = wordsOf([ctx.name, ctx.altName ?? '']);
  // The design's own song speaks first, then the name.
  for (const words of [song, name]) {
    if (words.some((w) => STORM_WORDS.has(w))) return 'storm';
    if (words.some((w) => NIGHT_WORDS.has(w))) return 'night';
  }
  return ctx.rng.pick(['sunset', 'sunset', 'storm', 'night'] as const);
}

/** How tall the storm and night skies stand over the horizon, in the plains' half widths. */
export const SKY_HEIGHT = 0.9;

interface SkyPlace {
  sunX: number;
  horizon: number;
  /** The plains' half width; the sky is SKY_HEIGHT W tall over the horizon. */
  W: number;
}

/**
 * A scalloped storm cloud, shaded with graver lines thickening towards its belly, slanting rain
 * down to the horizon in the accent, and on some designs (always for thunder and lightning) a
 * bolt.
 */
export function stormCloud(b: ArtBuilder, ctx: TemplateContext, at: SkyPlace): void {
  const { rng, inks } = ctx;
  const { sunX, horizon, W } = at;
  const top = horizon - W * 0.86;
  const base = horizon - W * 0.4;
  const half = W * 0.56;
  const cx = sunX;
  // The outline: bumps of varied size over a half ellipse, then the flat belly.
  const bumps = 5;
  const pts: Point[] = [];
  for (let i = 0; i <= bumps; i += 1) {
    const a = Math.PI * (1 + i / bumps);
    // Taller in the middle, like a thunderhead, each bump a little different.
    const lift =
      i === 0 || i === bumps
        ? 0
        : 0.7 + 0.3 * Math.sin((Math.PI * i) / bumps) + rng.range(-0.06, 0.06);
    pts.push([cx + Math.cos(a) * half, base + Math.sin(a) * (base - top) * 0.86 * lift]);
  }
  let d = `M${r(cx - half)} ${r(base)}`;
  for (let i = 1; i < pts.length; i += 1) {
    const [x, y] = pts[i] as Point;
    const [px, py] = pts[i - 1] as Point;
    const rad = Math.hypot(x - px, y - py) * rng.range(0.5, 0.55);
    d += `A${r(rad)} ${r(rad)} 0 0 1 ${r(x)} ${r(y)}`;
  }
  d += 'Z';
  const clip = b.uid('cloud');
  b.def(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`);
  const shading: string[] = [];
  for (let y = top - 20; y < base; y += 16) {
    const t = Math.max(0, (y - top) / (base - top));
    shading.push(
      `M${r(cx - half - 20)} ${r(y)}h${r(half * 2 + 40)}v${r(3 + t * 9)}h${r(-half * 2 - 40)}Z`,
    );
  }
  b.add(`<g clip-path="url(#${clip})"><path fill="${inks.primary}" d="${shading.join('')}"/></g>`, [
    inks.primary,
  ]);
  b.add(`<path fill="none" stroke="${inks.primary}" stroke-width="7" d="${d}"/>`, [inks.primary]);
  // Rain: slanting strokes of the accent from the belly to just over the horizon.
  const slant = 0.27;
  const rain: string[] = [];
  for (let x = cx - half + 30; x < cx + half - 20; x += 30) {
    const y0 = base + rng.range(16, 50);
    const y1 = horizon - rng.range(24, 90);
    rain.push(`M${r(x)} ${r(y0)}L${r(x - (y1 - y0) * slant)} ${r(y1)}`);
  }
  b.add(
    `<path fill="none" stroke="${inks.accent}" stroke-width="5" stroke-linecap="round" stroke-dasharray="46 18" d="${rain.join('')}"/>`,
    [inks.accent],
  );
  const words = wordsOf([ctx.track, ctx.name]);
  if (words.some((w) => /^(thunder|lightning|thunderstorm)$/.test(w)) || rng.chance(0.4)) {
    // A bolt from the belly, a zigzag of two strokes tapering to a point.
    const bx = cx + rng.range(-0.25, 0.25) * half;
    const h = (horizon - base) * 0.8;
    const bolt: Point[] = [
      [bx - 26, base + 6],
      [bx + 22, base + 6],
      [bx + 2, base + h * 0.42],
      [bx + 34, base + h * 0.42],
      [bx - 18, base + h],
      [bx - 4, base + h * 0.55],
      [bx - 38, base + h * 0.55],
    ];
    b.add(`<path fill="${inks.accent}" d="${polygon(bolt)}"/>`, [inks.accent]);
  }
}

/** A crescent moon over the plains among four-point stars and a few dots. */
export function nightSky(
  b: ArtBuilder,
  ctx: TemplateContext,
  at: SkyPlace & { sunR: number },
): void {
  const { rng, inks } = ctx;
  const { sunX, horizon, W, sunR } = at;
  const R = sunR * 1.05;
  const mx = sunX + rng.range(-0.12, 0.12) * W;
  const my = horizon - W * 0.5;
  // The crescent: the moon's disc less a disc of 0.85 R set 0.45 R towards the light; the
  // tips are where the two circles cross, the outer arc runs round the dark side, the inner back.
  const side = rng.chance(0.5) ? 1 : -1;
  const [dx, R2] = [0.45 * R, 0.85 * R];
  const ix = (dx * dx + R * R - R2 * R2) / (2 * dx);
  const iy = Math.sqrt(R * R - ix * ix);
  const tipX = mx + side * ix;
  const [outerSweep, innerSweep] = side > 0 ? [0, 1] : [1, 0];
  const crescent = `M${r(tipX)} ${r(my - iy)}A${r(R)} ${r(R)} 0 1 ${outerSweep} ${r(tipX)} ${r(my + iy)}A${r(R2)} ${r(R2)} 0 1 ${innerSweep} ${r(tipX)} ${r(my - iy)}Z`;
  b.add(`<path fill="${inks.primary}" d="${crescent}"/>`, [inks.primary]);
  // Stars across the sky, clear of the moon and of each other.
  const stars: string[] = [];
  const dots: string[] = [];
  const placed: Point[] = [[mx, my]];
  const skyTop = horizon - W * 0.86;
  for (let tries = 0; tries < 80 && placed.length < 14; tries += 1) {
    const x = sunX + rng.range(-0.95, 0.95) * W;
    const y = rng.range(skyTop, horizon - 60);
    const clear = placed.every(
      ([px, py], i) => Math.hypot(x - px, y - py) > (i === 0 ? R + 60 : 70),
    );
    if (!clear) continue;
    placed.push([x, y]);
    if (rng.chance(0.6)) stars.push(glint(x, y, rng.range(12, 28), 0.2));
    else dots.push(`M${r(x - 5)} ${r(y)}a5 5 0 1 0 10 0a5 5 0 1 0 -10 0Z`);
  }
  b.add(`<path fill="${inks.accent}" d="${stars.join('')}${dots.join('')}"/>`, [inks.accent]);
}
