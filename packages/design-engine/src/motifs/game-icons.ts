/**
 * Silhouettes from game-icons.net (`@iconify-json/game-icons`, CC BY 3.0: the store shows the
 * credit "Game-icons.net"). Each icon is SVG path data on a 512 × 512 view box; we load the
 * set once, recolour `currentColor` to the ink, and fit the icon's real bounds into a box.
 */
import { createRequire } from 'node:module';
import type { Box } from '../svg/box.ts';
import { Resvg } from '@resvg/resvg-js';
import { r } from '../svg/num.ts';

const require = createRequire(import.meta.url);

/** The attribute icon motifs carry so credits can be read off the art (renderers ignore it). */
export const CREDIT_ATTRIBUTE = 'data-credit';

interface IconSet {
  icons: Record<string, { body: string } | undefined>;
}

let iconSet: IconSet | null = null;

const ICON_JSON = '@iconify-json/game-icons/icons.json';

function icons(): IconSet {
  if (!iconSet) iconSet = require(ICON_JSON) as IconSet;
  return iconSet;
}

const PREFIX = 32;
let prefixes: Set<string> | null = null;

/**
 * The first characters of every icon's path data: how the credits tell an icon in a design's
 * markup, whoever drew it (layouts with their own icon helper included).
 */
export function isIconPathData(d: string): boolean {
  // Every icon drawer requires the same JSON (one module cache entry): if nobody has loaded it,
  // no icon was drawn, and the 6 MB set need not be read just to say so.
  if (!iconSet && !require.cache[require.resolve(ICON_JSON)]) return false;
  if (!prefixes) {
    prefixes = new Set();
    for (const icon of Object.values(icons().icons)) {
      const first = /\bd="([^"]+)"/.exec(icon?.body ?? '')?.[1];
      if (first && first.length >= PREFIX) prefixes.add(first.slice(0, PREFIX));
    }
  }
  return d.length >= PREFIX && prefixes.has(d.slice(0, PREFIX));
}

export function hasIcon(name: string): boolean {
  return icons().icons[name] !== undefined;
}

export interface IconShape {
  /** Path data on the icon's 512 grid (every path of the icon joined). */
  d: string;
  /** The drawn bounds on that grid. */
  bounds: Box;
}

const shapes = new Map<string, IconShape>();

/**
 * The drawn bounds, measured by resvg (the paths use arcs with packed flags, which our own
 * path-bounds reader does not parse); a few milliseconds once per icon, then cached.
 */
function drawnBounds(d: string): Box {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><path d="${d}"/></svg>`;
  const bb = new Resvg(svg).getBBox();
  if (!bb || bb.width <= 0 || bb.height <= 0) return { x0: 0, y0: 0, x1: 512, y1: 512 };
  return { x0: bb.x, y0: bb.y, x1: bb.x + bb.width, y1: bb.y + bb.height };
}

/** The icon's outline as one path; throws for a name the set does not have. */
export function iconShape(name: string): IconShape {
  const cached = shapes.get(name);
  if (cached) return cached;
  const icon = icons().icons[name];
  if (!icon) throw new Error(`game-icons has no icon "${name}"`);
  // Game-icons bodies are one or more <path d="…"> elements in currentColor (a few paint a
  // full-square background path first with fill="#000": that is the tile, not the art).
  const ds = [...icon.body.matchAll(/<path([^>]*)\bd="([^"]+)"/g)]
    .filter((m) => !/fill="#000"/.test(m[1] ?? ''))
    .map((m) => m[2] ?? '');
  const d = ds.join('');
  const bounds = drawnBounds(d);
  const shape = { d, bounds };
  shapes.set(name, shape);
  return shape;
}

export interface FitOptions {
  /** Mirror left–right (a raven facing the other way). */
  flip?: boolean;
  /** 'center' (default) or 'bottom': sit the icon on the box's floor. */
  anchor?: 'center' | 'bottom';
}

/** The transform that fits the icon's drawn bounds into `box`, keeping its aspect. */
export function fitTransform(
  bounds: Box,
  box: Box,
  options: FitOptions = {},
): { transform: string; placed: Box } {
  const bw = bounds.x1 - bounds.x0;
  const bh = bounds.y1 - bounds.y0;
  const s = Math.min((box.x1 - box.x0) / bw, (box.y1 - box.y0) / bh);
  const w = bw * s;
  const h = bh * s;
  const x = (box.x0 + box.x1 - w) / 2;
  const y = options.anchor === 'bottom' ? box.y1 - h : (box.y0 + box.y1 - h) / 2;
  const transform = options.flip
    ? `translate(${r(x + w)} ${r(y)}) scale(${(-s).toFixed(5)} ${s.toFixed(5)}) translate(${r(-bounds.x0)} ${r(-bounds.y0)})`
    : `translate(${r(x)} ${r(y)}) scale(${s.toFixed(5)}) translate(${r(-bounds.x0)} ${r(-bounds.y0)})`;
  return { transform, placed: { x0: x, y0: y, x1: x + w, y1: y + h } };
}

/** An icon as a filled path fitted into `box`. */
export function iconMarkup(
  name: string,
  box: Box,
  ink: string,
  options: FitOptions = {},
): { markup: string; placed: Box } {
  const shape = iconShape(name);
  const { transform, placed } = fitTransform(shape.bounds, box, options);
  return {
    markup: `<path ${CREDIT_ATTRIBUTE}="game-icons" transform="${transform}" fill="${ink}" d="${shape.d}"/>`,
    placed,
  };
}
