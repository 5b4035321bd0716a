/** Small helpers to write product drawings as SVG in scene units. */
export interface Point {
  x: number;
  y: number;
}

/** A path segment ending at `to`; with controls it is a cubic Bézier. */
export interface Segment {
  to: Point;
  c1?: Point;
  c2?: Point;
}

const n = (v: number) => Math.round(v * 10) / 10;
const pt = (p: Point) => `${n(p.x)} ${n(p.y)}`;

function segmentsToD(segments: Segment[]): string {
  return segments
    .map((s) => (s.c1 && s.c2 ? `C${pt(s.c1)} ${pt(s.c2)} ${pt(s.to)}` : `L${pt(s.to)}`))
    .join(' ');
}

export function path(start: Point, segments: Segment[], close = false): string {
  return `M${pt(start)} ${segmentsToD(segments)}${close ? ' Z' : ''}`;
}

const mirror = (p: Point, axis: number): Point => ({ x: 2 * axis - p.x, y: p.y });

/**
 * A closed outline symmetric about x = axis: `start` and the last segment's end lie on the axis,
 * the segments trace the left half; the right half is the mirror traced back.
 */
export function symmetricOutline(start: Point, left: Segment[], axis = 500): string {
  const points = [start, ...left.map((s) => s.to)];
  const right: Segment[] = [];
  for (let i = left.length - 1; i >= 0; i--) {
    const seg = left[i];
    const from = points[i];
    if (!seg || !from) continue;
    right.push(
      seg.c1 && seg.c2
        ? { to: mirror(from, axis), c1: mirror(seg.c2, axis), c2: mirror(seg.c1, axis) }
        : { to: mirror(from, axis) },
    );
  }
  return `${path(start, left)} ${segmentsToD(right)} Z`;
}

/** The mirror image of an open path given by start and segments. */
export function mirrored(start: Point, segments: Segment[], axis = 500): string {
  return path(
    mirror(start, axis),
    segments.map((s) => ({
      to: mirror(s.to, axis),
      ...(s.c1 ? { c1: mirror(s.c1, axis) } : {}),
      ...(s.c2 ? { c2: mirror(s.c2, axis) } : {}),
    })),
  );
}

export const grey = (v: number) => {
  const h = Math.round(Math.min(255, Math.max(0, v)))
    .toString(16)
    .padStart(2, '0');
  return `#${h}${h}${h}`;
};

/** A Gaussian blur filter in sRGB space so mid grey stays mid grey. */
export const blur = (id: string, std: number) =>
  `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${std}"/></filter>`;

export function svgDocument(size: number, body: string, background: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1000 1000"><rect width="1000" height="1000" fill="${background}"/>${body}</svg>`;
}

/** A soft stroke along a path, for folds (dark) and their highlights (light). */
export function softStroke(d: string, shade: number, width: number, blurId: string, opacity = 1) {
  return `<path d="${d}" fill="none" stroke="${grey(shade)}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}" filter="url(#${blurId})"/>`;
}

/** A seam or stitch line for the crisp detail map: a thin groove with a lit edge beside it. */
export function seam(d: string, dash?: string, depth = 1) {
  const dashAttr = dash ? ` stroke-dasharray="${dash}"` : '';
  return (
    `<path d="${d}" fill="none" stroke="${grey(128 - 80 * depth)}" stroke-width="1.3"${dashAttr} opacity="0.75"/>` +
    `<path d="${d}" fill="none" stroke="${grey(128 + 60 * depth)}" stroke-width="1.1"${dashAttr} opacity="0.55" transform="translate(0 1.5)"/>`
  );
}

/**
 * A fold as a lens: thick in the middle and tapering to nothing at both ends, bowed sideways by
 * `bend`, blurred. Reads as cloth far better than a stroke of even width.
 */
export function fold(
  from: Point,
  to: Point,
  width: number,
  shade: number,
  blurId: string,
  bend = 0,
): string {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  const mx = (from.x + to.x) / 2 + nx * bend;
  const my = (from.y + to.y) / 2 + ny * bend;
  const a = { x: mx + nx * width, y: my + ny * width };
  const b = { x: mx - nx * width, y: my - ny * width };
  const d = `M${n(from.x)} ${n(from.y)} Q${n(a.x)} ${n(a.y)} ${n(to.x)} ${n(to.y)} Q${n(b.x)} ${n(b.y)} ${n(from.x)} ${n(from.y)} Z`;
  return `<path d="${d}" fill="${grey(shade)}" filter="url(#${blurId})"/>`;
}

/** `fold` from plain coordinates, the way the product drawings list their creases. */
export function foldAt(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  width: number,
  shade: number,
  blurId = 'b8',
  bend = 0,
): string {
  return fold({ x: x1, y: y1 }, { x: x2, y: y2 }, width, shade, blurId, bend);
}
