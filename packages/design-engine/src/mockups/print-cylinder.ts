import type { Rgba } from './print.ts';

export interface CylinderView {
  /** Axis x, radius, and the strip top's y where the surface faces the viewer (output px). */
  cx: number;
  radius: number;
  top: number;
  /** Half-height of the rim ellipse: lines on the surface rise by this much as they turn away. */
  tilt: number;
}

/** Where the ink fades out as the surface turns away (cos of the angle to the viewer). */
const FADE_START = 0.42;
const FADE_END = 0.06;

/**
 * Wrap an unrolled print (its width is arc length, centred on the side facing the viewer) around
 * a vertical cylinder seen from the side and a little above: each output column x looks up the
 * arc length s = R·asin((x − cx)/R), so the print compresses toward the edges, rises along the
 * rim's ellipse, and fades where the surface turns away.
 */
export function warpOntoCylinder(
  strip: Rgba,
  view: CylinderView,
): { print: Rgba; x: number; y: number } {
  const { cx, radius, top, tilt } = view;
  const halfAngle = Math.min(strip.width / 2 / radius, Math.PI / 2);
  const x0 = Math.floor(cx - radius * Math.sin(halfAngle));
  const x1 = Math.ceil(cx + radius * Math.sin(halfAngle));
  const y0 = Math.floor(top - tilt);
  const y1 = Math.ceil(top + strip.height);
  const width = Math.max(1, x1 - x0);
  const height = Math.max(1, y1 - y0);
  const data = Buffer.alloc(width * height * 4);
  const src = strip.data;
  const sw = strip.width;
  const sh = strip.height;
  for (let ox = 0; ox < width; ox++) {
    const u = (x0 + ox + 0.5 - cx) / radius;
    if (u <= -1 || u >= 1) continue;
    const theta = Math.asin(u);
    const cos = Math.cos(theta);
    const sx = theta * radius + sw / 2 - 0.5;
    if (sx < -0.5 || sx > sw - 0.5) continue;
    const fade = smoothstep(FADE_END, FADE_START, cos);
    const lift = tilt * (1 - cos);
    const sxa = Math.max(0, Math.min(sw - 1, Math.floor(sx)));
    const sxb = Math.min(sw - 1, sxa + 1);
    const fx = Math.max(0, Math.min(1, sx - sxa));
    for (let oy = 0; oy < height; oy++) {
      const sy = y0 + oy + 0.5 - (top - lift) - 0.5;
      if (sy < -0.5 || sy > sh - 0.5) continue;
      const sya = Math.max(0, Math.min(sh - 1, Math.floor(sy)));
      const syb = Math.min(sh - 1, sya + 1);
      const fy = Math.max(0, Math.min(1, sy - sya));
      // Bilinear on premultiplied values so transparent neighbours don't darken the edge.
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      const taps: [number, number, number][] = [
        [sxa, sya, (1 - fx) * (1 - fy)],
        [sxb, sya, fx * (1 - fy)],
        [sxa, syb, (1 - fx) * fy],
        [sxb, syb, fx * fy],
      ];
      for (const [tx, ty, w] of taps) {
        const i = (ty * sw + tx) * 4;
        const wa = ((src[i + 3] ?? 0) / 255) * w;
        r += (src[i] ?? 0) * wa;
        g += (src[i + 1] ?? 0) * wa;
        b += (src[i + 2] ?? 0) * wa;
        a += wa;
      }
      if (a <= 0) continue;
      const o = (oy * width + ox) * 4;
      data[o] = r / a;
      data[o + 1] = g / a;
      data[o + 2] = b / a;
      data[o + 3] = a * fade * 255 + 0.5;
    }
  }
  return { print: { data, width, height }, x: x0, y: y0 };
}

function smoothstep(edge0: number, edge1: number, v: number): number {
  const t = Math.max(0, Math.min(1, (v - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}
