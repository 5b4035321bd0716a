/**
 * Country sunset over the plains, cut like a woodblock: engraved rays fanning from a setting sun
 * on the horizon, furrowed fields running to a vanishing point, a water tower or cactus (the
 * cactus alone outside North America: a sertanejo's or forró's sertão) and a fence line on the
 * horizon; the name in the western face, the song and the place small. Seeded: the
 * name over the scene or under it (the scene heading the print like a woodcut's vignette), and
 * what sets on the horizon — the engraved sun, or the name's own emblem when the name names one
 * ("Silver Moon Ramblers" → the moon) standing in the rays. The sky itself is the artist's
 * (sky.ts): a song or name of rain and storms ("Oklahoma Rain") brings an engraved storm cloud
 * raining on the fields, one of night and moons a crescent among stars, and without such words
 * the seed picks among the sunset, the storm and the night, so two country acts rarely share
 * one picture.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { r } from '../../svg/num.ts';
import { polar, polygon } from '../../svg/shapes.ts';
import { nameLockup, quoted, smallLine } from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';
import { icon, motifFromName } from '../shared/art.ts';
import { horizonFigures } from './regional-figures.ts';
import { nightSky, SKY_HEIGHT, skyFor, stormCloud } from './sky.ts';
import type { Box } from '../../svg/box.ts';

export const countrySunsetPlains: Template = {
  id: 'country-sunset-plains',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const cx = CENTER_X;
    const nameFirst = rng.chance(0.55);
    const setName = (top: number): Promise<{ box: Box }> =>
      nameLockup(b, ctx, {
        maxWidth: 1040 * ctx.shrink,
        maxCap: 190 * ctx.shrink,
        maxHeight: 400 * ctx.shrink,
        maxLines: 3,
        leading: 0.16,
        top,
        paint: { fill: inks.primary },
      });
    const W = 500 * ctx.shrink;
    const sunR = W * 0.26;
    const emblem = motifFromName(ctx, { source: 'game-icons' })?.motif.id;
    const sky = emblem ? 'sunset' : skyFor(ctx);
    // How far the sky reaches over the horizon: the rays' tips sunR + 0.62 W, the storm's cloud
    // and the night's stars 0.88 W (sky.ts). A storm under the name had rained into its letters.
    const reach = sky === 'sunset' ? sunR + W * 0.62 : SKY_HEIGHT * W;
    const horizon = (nameFirst ? (await setName(90)).box.y1 + 60 : 90) + reach;
    const sunX = cx + rng.range(-0.2, 0.2) * W;
    if (sky === 'storm') stormCloud(b, ctx, { sunX, horizon, W });
    else if (sky === 'night') nightSky(b, ctx, { sunX, horizon, W, sunR });
    else {
      // Engraved rays: long and short wedges, thinning out towards the sky's edge.
      const rays: string[] = [];
      const n = 27;
      for (let i = 0; i < n; i += 1) {
        const a = 180 + (180 * (i + 0.5)) / n;
        const len = i % 2 === 0 ? W * 0.62 : W * 0.48;
        const half = 1.3;
        rays.push(
          polygon([
            polar(sunX, horizon, sunR + 22, a - half),
            polar(sunX, horizon, sunR + len, a),
            polar(sunX, horizon, sunR + 22, a + half),
          ]),
        );
      }
      b.add(`<path fill="${inks.accent}" d="${rays.join('')}"/>`, [inks.accent]);
      if (emblem) {
        // The name's emblem stands in the rays where the sun would set.
        icon(
          b,
          emblem,
          {
            x0: sunX - sunR * 1.25,
            y0: horizon - sunR * 1.5,
            x1: sunX + sunR * 1.25,
            y1: horizon - 8,
          },
          inks.primary,
          { anchor: 'bottom' },
        );
      } else {
        sun(b, ctx, sunX, horizon, sunR);
      }
    }
    plains(b, ctx, { cx, horizon, W, sunX });
    const ground = W * 0.5;
    const nameBox = nameFirst ? null : (await setName(horizon + ground + 70)).box;
    const track = await smallLine(b, ctx, quoted(ctx.track), {
      baseline: (nameBox ? nameBox.y1 + 20 : horizon + ground) + 80,
      cap: 38,
      maxWidth: 900,
      ink: inks.accent,
      role: 'track',
      tracking: 0.2,
    });
    await detailsLine(b, ctx, {
      baseline: track.y1 + 60,
      cap: 28,
      maxWidth: 760,
      ink: inks.support,
      tracking: 0.45,
    });
  },
};

/** The setting sun: a half disc cut with horizontal lines, like a graver's shading. */
function sun(b: ArtBuilder, ctx: TemplateContext, sunX: number, horizon: number, sunR: number) {
  const { inks } = ctx;
  const clip = b.uid('sun');
  b.def(
    `<clipPath id="${clip}"><path d="M${r(sunX - sunR)} ${r(horizon)}A${r(sunR)} ${r(sunR)} 0 0 1 ${r(sunX + sunR)} ${r(horizon)}Z"/></clipPath>`,
  );
  const shading: string[] = [];
  for (let y = horizon - sunR; y < horizon; y += 16) {
    const t = (horizon - y) / sunR;
    shading.push(`M${r(sunX - sunR)} ${r(y)}h${r(sunR * 2)}v${r(4 + t * 7)}h${r(-sunR * 2)}Z`);
  }
  b.add(`<g clip-path="url(#${clip})"><path fill="${inks.primary}" d="${shading.join('')}"/></g>`, [
    inks.primary,
  ]);
  b.add(
    `<path fill="none" stroke="${inks.primary}" stroke-width="6" d="M${r(sunX - sunR)} ${r(horizon)}A${r(sunR)} ${r(sunR)} 0 0 1 ${r(sunX + sunR)} ${r(horizon)}"/>`,
    [inks.primary],
  );
}

/** Furrowed fields converging on the sun, a figure on the horizon and a fence running out. */
function plains(
  b: ArtBuilder,
  ctx: TemplateContext,
  at: { cx: number; horizon: number; W: number; sunX: number },
) {
  const { rng, inks } = ctx;
  const { cx, horizon, W, sunX } = at;
  // Horizon and furrows converging on the sun.
  const ground = W * 0.5;
  const furrows: string[] = [`M${r(cx - W)} ${r(horizon)}H${r(cx + W)}`];
  for (let k = -8; k <= 8; k += 1) {
    const x = cx + (k / 8) * W;
    const toX = sunX + (x - sunX) * 0.12;
    furrows.push(`M${r(toX)} ${r(horizon + 4)}L${r(x)} ${r(horizon + ground)}`);
  }
  b.add(
    `<path fill="none" stroke="${inks.primary}" stroke-width="5" stroke-linecap="round" d="${furrows.join('')}"/>`,
    [inks.primary],
  );
  // A figure on the horizon and a post-and-rail fence running out of the picture.
  const figure = rng.pick(horizonFigures(ctx));
  const left = sunX > cx;
  const fx = left ? cx - W * 0.72 : cx + W * 0.48;
  icon(b, figure, { x0: fx, y0: horizon - 230, x1: fx + W * 0.24, y1: horizon + 6 }, inks.primary, {
    anchor: 'bottom',
    flip: !left,
  });
  const posts: string[] = [];
  const side = left ? 1 : -1;
  // Two rails run post to post (posts alone read as a bar chart), thickening as they near.
  const rails: [number, number][][] = [[], []];
  for (let i = 0; i < 6; i += 1) {
    const t = i / 5;
    const x = cx + side * (W * 0.45 + t * W * 0.5);
    const h = 26 + t * 60;
    const y = horizon + t * ground * 0.7;
    posts.push(`M${r(x - 4 - t * 3)} ${r(y - h)}h${r(8 + t * 6)}v${r(h + 6)}h${r(-(8 + t * 6))}Z`);
    rails[0]?.push([x, y - h * 0.78]);
    rails[1]?.push([x, y - h * 0.38]);
  }
  for (const rail of rails) {
    rail.slice(1).forEach(([x, y], i) => {
      const [px, py] = rail[i] ?? [x, y];
      const t0 = 2.5 + (i / 5) * 3;
      const t1 = 2.5 + ((i + 1) / 5) * 3;
      posts.push(
        `M${r(px)} ${r(py - t0)}L${r(x)} ${r(y - t1)}L${r(x)} ${r(y + t1)}L${r(px)} ${r(py + t0)}Z`,
      );
    });
  }
  b.add(`<path fill="${inks.primary}" d="${posts.join('')}"/>`, [inks.primary]);
}
