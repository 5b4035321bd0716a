/**
 * A game-icons.net silhouette (`@iconify-json/game-icons`, CC BY 3.0, credit "Game-icons.net")
 * fitted by its drawn bounds into a box and printed in one ink: the genre layouts' figures
 * (horseshoe, saxophone, lyre, rose…). Bounds are measured once per icon with resvg.
 */
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';

const require = createRequire(import.meta.url);

interface IconSet {
  icons: Record<string, { body: string } | undefined>;
}

let set: IconSet | null = null;
const cache = new Map<string, { d: string; bounds: Box }>();

function shapeOf(name: string): { d: string; bounds: Box } {
  const hit = cache.get(name);
  if (hit) return hit;
  set ??= require('@iconify-json/game-icons/icons.json') as IconSet;
  const body = set.icons[name]?.body;
  if (!body) throw new Error(`game-icons has no icon "${name}"`);
  // Some bodies paint a full-tile background path in black first: that is the tile, not the art.
  const d = [...body.matchAll(/<path([^>]*)\bd="([^"]+)"/g)]
    .filter((m) => !/fill="#000"/.test(m[1] ?? ''))
    .map((m) => m[2] ?? '')
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><path d="${d}"/></svg>`;
  const bb = new Resvg(svg).getBBox();
  const bounds =
    bb && bb.width > 0
      ? { x0: bb.x, y0: bb.y, x1: bb.x + bb.width, y1: bb.y + bb.height }
      : { x0: 0, y0: 0, x1: 512, y1: 512 };
  const shape = { d, bounds };
  cache.set(name, shape);
  return shape;
}

export interface IconOptions {
  flip?: boolean;
  /** Degrees about the box centre. */
  rotate?: number;
  /** Where in the box the icon sits when its aspect differs: default centre. */
  anchor?: 'center' | 'bottom' | 'top';
}

/** Draws the icon fitted into `box`; returns where its ink landed (before rotation). */
export function drawIcon(
  b: ArtBuilder,
  name: string,
  box: Box,
  ink: string,
  options: IconOptions = {},
): Box {
  const { d, bounds } = shapeOf(name);
  const bw = bounds.x1 - bounds.x0;
  const bh = bounds.y1 - bounds.y0;
  const s = Math.min((box.x1 - box.x0) / bw, (box.y1 - box.y0) / bh);
  const w = bw * s;
  const h = bh * s;
  const x = (box.x0 + box.x1) / 2 - w / 2;
  const free = box.y1 - box.y0 - h;
  const y = box.y0 + (options.anchor === 'top' ? 0 : options.anchor === 'bottom' ? free : free / 2);
  const cx = x + w / 2;
  const cy = y + h / 2;
  const parts: string[] = [];
  if (options.rotate) parts.push(`rotate(${r(options.rotate)} ${r(cx)} ${r(cy)})`);
  parts.push(
    options.flip
      ? `translate(${r(x + w)} ${r(y)}) scale(${(-s).toFixed(5)} ${s.toFixed(5)})`
      : `translate(${r(x)} ${r(y)}) scale(${s.toFixed(5)})`,
  );
  parts.push(`translate(${r(-bounds.x0)} ${r(-bounds.y0)})`);
  b.add(`<path transform="${parts.join(' ')}" fill="${ink}" d="${d}"/>`, [ink]);
  return { x0: x, y0: y, x1: x + w, y1: y + h };
}

/** The icon's width / height, to size a box for it. */
export function iconAspect(name: string): number {
  const { bounds } = shapeOf(name);
  return (bounds.x1 - bounds.x0) / (bounds.y1 - bounds.y0);
}
