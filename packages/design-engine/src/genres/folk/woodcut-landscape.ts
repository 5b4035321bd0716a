/**
 * Folk woodcut landscape: an engraved-looking scene in a round or arched window — a sun or moon
 * in rings, two mountain ridges cut in hatching, pines on the near slope and water in ruled
 * lines — with the name in a bookish serif below and the country (or a song) tracked small.
 * The scene is the artist's (woodcut-scenes.ts): the sea with a boat or a lighthouse for a song
 * or name of the sea, a lone tree on a hill for one of trees and fields, else the seed's pick
 * of mountains, sea or hill.
 */
import type { Rng } from '../../random/prng.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { r } from '../../svg/num.ts';
import { circle, polygon, type Point } from '../../svg/shapes.ts';
import { nameLockup, quoted, smallLine } from '../../templates/common.ts';
import { countryOf } from '../shared/art.ts';
import { cutAwayMask, swollen } from '../shared/cut-away-mask.ts';
import { iconMarkup } from '../../motifs/game-icons.ts';
import { hillScene, sceneFor, seaScene, trainIn } from './woodcut-scenes.ts';

function ridge(rng: Rng, x0: number, x1: number, base: number, peak: number, n: number): Point[] {
  const pts: Point[] = [[x0, base]];
  for (let i = 0; i <= n; i += 1) {
    const t = i / n;
    const hump = Math.sin(t * Math.PI) ** 0.8;
    const y =
      base - (base - peak) * hump * (i % 2 === 0 ? rng.range(0.75, 1) : rng.range(0.45, 0.7));
    pts.push([x0 + (x1 - x0) * t, y]);
  }
  pts.push([x1, base]);
  return pts;
}

function pine(x: number, base: number, h: number): string {
  const tiers = 3;
  const parts: string[] = [];
  for (let i = 0; i < tiers; i += 1) {
    const top = base - h + (i * h) / (tiers + 0.6);
    const bottom = top + h * 0.5;
    const half = h * (0.16 + i * 0.07);
    parts.push(
      polygon([
        [x, top],
        [x + half, bottom],
        [x - half, bottom],
      ]),
    );
  }
  parts.push(
    polygon([
      [x - h * 0.03, base - h * 0.1],
      [x + h * 0.03, base - h * 0.1],
      [x + h * 0.03, base],
      [x - h * 0.03, base],
    ]),
  );
  return parts.join('');
}

/**
 * The steam locomotive on a railroad (two rails and their ties) along the valley floor, in front
 * of the near ridge: the ridge and its pines stop short of the engine's outline (a cut-away
 * mask), so its silhouette reads against the garment instead of merging into the same ink.
 */
function trainArt(
  b: ArtBuilder,
  ctx: TemplateContext,
  win: SceneWindow,
  side: -1 | 1,
): { mask: string; draw: () => void } {
  const { cx, cy, w, h } = win;
  const ink = ctx.inks.primary;
  const railY = cy + h * 0.74;
  const x = cx + side * w * 0.3;
  const { markup } = iconMarkup(
    'steam-locomotive',
    { x0: x - w * 0.4, y0: cy + h * 0.22, x1: x + w * 0.4, y1: railY - 6 },
    ink,
    // Heading into the middle of the window, not out of it.
    { anchor: 'bottom', flip: side > 0 },
  );
  const ties: string[] = [];
  for (let tx = cx - w; tx <= cx + w; tx += 28) ties.push(`M${r(tx)} ${r(railY - 4)}v${r(16)}`);
  const rails = `<path fill="none" stroke="${ink}" stroke-width="5" d="M${r(cx - w)} ${r(railY)}H${r(cx + w)}${ties.join('')}"/>`;
  return {
    mask: cutAwayMask(b, 'train', swollen(markup.replace(/fill="[^"]*"/g, ''), 26)),
    draw: () => b.add(`${rails}${markup}`, [ink]),
  };
}

/** Where the scene is cut: its centre, half width and half height, and the window's outline. */
interface SceneWindow {
  cx: number;
  cy: number;
  w: number;
  h: number;
  path: string;
}

/** The engraved scene clipped to its window, and the window's rule round it. */
function drawScene(b: ArtBuilder, ctx: TemplateContext, win: SceneWindow): void {
  const { rng, inks } = ctx;
  const { cx, cy, w, h } = win;
  const clip = b.uid('win');
  b.def(`<clipPath id="${clip}"><path d="${win.path}"/></clipPath>`);
  b.add(`<g clip-path="url(#${clip})">`, []);
  // Sky: a sun or moon in rings over dotted ruled sky lines.
  const sunY = cy - h * 0.25;
  const scene = sceneFor(ctx);
  // Over the hill the sun stands well to one side, clear of the lone tree on the crest.
  const sunX =
    scene === 'hill'
      ? cx + (rng.chance(0.5) ? -1 : 1) * rng.range(0.4, 0.5) * w
      : cx + rng.range(-0.25, 0.25) * w;
  const sunR = Math.min(w, h) * 0.22;
  b.add(
    `<path fill="${inks.accent}" d="${circle(sunX, sunY, sunR)}"/><path fill="none" stroke="${inks.accent}" stroke-width="5" d="${circle(sunX, sunY, sunR + 22)}${circle(sunX, sunY, sunR + 44)}"/>`,
    [inks.accent],
  );
  const sky: string[] = [];
  for (let y = cy - h; y < cy + h * 0.2; y += 26) sky.push(`M${r(cx - w)} ${r(y)}h${r(2 * w)}`);
  // Far ridge in hatching, near ridge solid with pines, water below in lines.
  const humps = w > h * 1.5 ? 2 : 1;
  const far = ridge(rng, cx - w, cx + w, cy + h * 0.35, cy - h * 0.2, 6 * humps);
  const near = ridge(rng, cx - w, cx + w, cy + h * 0.5, cy + h * 0.05, 4 * humps);
  // Hatching as a pattern fill: clipped lines would count towards the art's measured bounds.
  const hatchId = b.uid('hatch');
  b.def(
    `<pattern id="${hatchId}" patternUnits="userSpaceOnUse" width="18" height="18" patternTransform="rotate(${rng.pick([30, 35, -30])})"><path d="M0 9H18" stroke="${inks.primary}" stroke-width="6"/></pattern>`,
  );
  b.add(
    `<path fill="none" stroke="${inks.support}" stroke-width="3" d="${sky.join('')}" stroke-dasharray="2 16"/>`,
    [inks.support],
  );
  if (scene === 'sea' || scene === 'hill') {
    if (scene === 'sea') seaScene(b, ctx, { ...win, sunX });
    else hillScene(b, ctx, { ...win, sunX }, hatchId);
    b.add('</g>', []);
    b.add(`<path fill="none" stroke="${inks.primary}" stroke-width="10" d="${win.path}"/>`, [
      inks.primary,
    ]);
    return;
  }
  b.add(`<path fill="url(#${hatchId})" d="${polygon(far)}"/>`, [inks.primary]);
  b.add(`<path fill="none" stroke="${inks.primary}" stroke-width="7" d="${polygon(far)}"/>`, [
    inks.primary,
  ]);
  // A song of a train: the locomotive on its track in front of the near ridge, on the side
  // away from the sun; the pines keep to the other side.
  const trainSide = trainIn(ctx) ? (sunX > cx ? -1 : 1) : 0;
  const train = trainSide !== 0 ? trainArt(b, ctx, win, trainSide) : null;
  if (train) b.add(`<g mask="url(#${train.mask})">`, []);
  b.add(`<path fill="${inks.primary}" d="${polygon(near)}"/>`, [inks.primary]);
  const pines: string[] = [];
  const count = rng.int(3, 6) * humps;
  const tall = Math.min(1, Math.max(0.85, h / 380));
  for (let i = 0; i < count; i += 1) {
    const x = cx - w * 0.8 + (i / Math.max(1, count - 1)) * w * 1.6 + rng.range(-20, 20);
    if (trainSide !== 0 && (x - cx) * trainSide > -w * 0.1) continue;
    pines.push(pine(x, cy + h * 0.55, rng.range(90, 150) * tall));
  }
  b.add(`<path fill="${inks.primary}" d="${pines.join('')}"/>`, [inks.primary]);
  const water: string[] = [];
  // With a train the valley floor holds the railroad instead of the lake.
  if (train) {
    b.add('</g>', []);
    train.draw();
  }
  for (let y = cy + h * 0.6; trainSide === 0 && y < cy + h; y += 22) {
    water.push(
      `M${r(cx - w + rng.range(0, w * 0.3))} ${r(y)}H${r(cx + w - rng.range(0, w * 0.3))}`,
    );
  }
  b.add(
    `<path fill="none" stroke="${inks.primary}" stroke-width="6" stroke-linecap="round" d="${water.join('')}"/>`,
    [inks.primary],
  );
  b.add('</g>', []);
  b.add(`<path fill="none" stroke="${inks.primary}" stroke-width="10" d="${win.path}"/>`, [
    inks.primary,
  ]);
}

/** The name in the bookish serif, tracked a little. */
function setName(ctx: TemplateContext, b: ArtBuilder, top: number, maxCap = 130) {
  return nameLockup(b, ctx, {
    maxWidth: 1020 * ctx.shrink,
    maxCap: maxCap * ctx.shrink,
    maxHeight: 300 * ctx.shrink,
    maxLines: 3,
    leading: 0.25,
    tracking: 0.06,
    top,
    paint: { fill: ctx.inks.primary },
  });
}

export const folkWoodcutLandscape: Template = {
  id: 'folk-woodcut-landscape',
  place: true,
  needsImage: false,
  maxGrow: 1.35,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const cx = CENTER_X;
    const place = countryOf(ctx);
    if (rng.chance(0.45)) {
      // The panorama: the name as a masthead, a wide headpiece scene with rounded ends under it.
      // Over a panel as wide as the print, the masthead name is set larger than under a window.
      const { box: nameBox } = await setName(ctx, b, 90, 170);
      const w = 470 * ctx.shrink;
      const h = 300 * ctx.shrink;
      const cy = nameBox.y1 + 70 + h;
      const k = 60;
      const path = `M${r(cx - w + k)} ${r(cy - h)}H${r(cx + w - k)}Q${r(cx + w)} ${r(cy - h)} ${r(cx + w)} ${r(cy - h + k)}V${r(cy + h - k)}Q${r(cx + w)} ${r(cy + h)} ${r(cx + w - k)} ${r(cy + h)}H${r(cx - w + k)}Q${r(cx - w)} ${r(cy + h)} ${r(cx - w)} ${r(cy + h - k)}V${r(cy - h + k)}Q${r(cx - w)} ${r(cy - h)} ${r(cx - w + k)} ${r(cy - h)}Z`;
      drawScene(b, ctx, { cx, cy, w, h, path });
      const track = await smallLine(b, ctx, quoted(ctx.track), {
        baseline: cy + h + 80,
        cap: 40,
        maxWidth: 900,
        ink: inks.accent,
        role: 'track',
        tracking: 0.3,
      });
      if (place) {
        await smallLine(b, ctx, place, {
          baseline: track.y1 + 62,
          cap: 28,
          maxWidth: 760,
          ink: inks.support,
          role: 'detail',
          tracking: 0.45,
        });
      }
      return;
    }
    const R = 380 * ctx.shrink;
    const cy = 80 + R;
    const path = rng.chance(0.5)
      ? `M${r(cx - R)} ${r(cy + R)}V${r(cy)}A${r(R)} ${r(R)} 0 0 1 ${r(cx + R)} ${r(cy)}V${r(cy + R)}Z`
      : circle(cx, cy, R);
    drawScene(b, ctx, { cx, cy, w: R, h: R, path });
    const { box: nameBox } = await setName(ctx, b, cy + R + 80);
    const small = place && rng.chance(0.6) ? place : quoted(ctx.track);
    await smallLine(b, ctx, small, {
      baseline: nameBox.y1 + 75,
      cap: 32,
      maxWidth: 820,
      ink: inks.accent,
      role: small === place ? 'detail' : 'track',
      tracking: 0.45,
    });
  },
};
