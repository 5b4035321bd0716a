/**
 * Where the subject is, without ML: a cheap saliency map from edge energy (detail draws the eye),
 * colour distinctness (how far a pixel is from the picture's average colour, after a blur),
 * skin-tone likelihood (YCbCr box) and a centre bias placed a little above the middle (faces sit
 * high in portraits). The subject box is the saliency-weighted centroid with room around it,
 * squared and kept inside the image.
 */
import { faceGroup, findFace, findFaces } from './faces.ts';

export { findFace, findFaces } from './faces.ts';

export interface SubjectBox {
  /** Left, top and side of a square, in the pixels of the image it was found in. */
  x: number;
  y: number;
  size: number;
}

/** Box blur (two passes of a running mean), in place on a copy. */
function blur(values: Float32Array, w: number, h: number, radius: number): Float32Array {
  const tmp = new Float32Array(values.length);
  const out = new Float32Array(values.length);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      let sum = 0;
      let count = 0;
      for (let k = -radius; k <= radius; k += 1) {
        const xx = x + k;
        if (xx < 0 || xx >= w) continue;
        sum += values[y * w + xx] ?? 0;
        count += 1;
      }
      tmp[y * w + x] = sum / count;
    }
  }
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      let sum = 0;
      let count = 0;
      for (let k = -radius; k <= radius; k += 1) {
        const yy = y + k;
        if (yy < 0 || yy >= h) continue;
        sum += tmp[yy * w + x] ?? 0;
        count += 1;
      }
      out[y * w + x] = sum / count;
    }
  }
  return out;
}

function normalise(values: Float32Array): Float32Array {
  let max = 0;
  for (const v of values) max = Math.max(max, v);
  if (max <= 0) return values;
  return values.map((v) => v / max);
}

/**
 * Skin likelihood 0–1 from an RGB pixel: a YCbCr chroma box (Chai & Ngan, tightened) and an HSV
 * gate (reddish-to-yellow hue, some saturation, not black), softened at the edges. Together
 * they reject what the chroma box alone lets through (beige walls: too grey; pink and purple
 * light: wrong hue; orange fabric: too red in Cr) and keep light to deep skin tones (tested).
 */
export function skinLikelihood(red: number, green: number, blue: number): number {
  const cb = 128 - 0.168736 * red - 0.331264 * green + 0.5 * blue;
  const cr = 128 + 0.5 * red - 0.418688 * green - 0.081312 * blue;
  const soft = (v: number, lo: number, hi: number, edge: number): number =>
    Math.max(0, Math.min(1, (v - lo + edge) / edge, (hi + edge - v) / edge));
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  if (max < 70 || max - min < 12) return 0;
  const sat = (max - min) / max;
  let hue = 0;
  if (max === red) hue = (60 * (green - blue)) / (max - min);
  else if (max === green) hue = 120 + (60 * (blue - red)) / (max - min);
  else hue = 240 + (60 * (red - green)) / (max - min);
  if (hue > 180) hue -= 360;
  return (
    soft(cb, 85, 125, 6) * soft(cr, 136, 170, 6) * soft(sat, 0.18, 0.8, 0.06) * soft(hue, -4, 42, 6)
  );
}

export interface SaliencyMap {
  width: number;
  height: number;
  values: Float32Array;
  /** Skin likelihood per pixel (lightly blurred). */
  skin: Float32Array;
}

/** The saliency map of an RGB(A) raster (small: ~96 px on the long side is plenty). */
export function saliencyMap(
  data: Uint8Array,
  width: number,
  height: number,
  channels: number,
): SaliencyMap {
  const n = width * height;
  const luma = new Float32Array(n);
  const cr = new Float32Array(n);
  const cg = new Float32Array(n);
  const cbl = new Float32Array(n);
  const skin = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    const red = data[i * channels] ?? 0;
    const green = data[i * channels + 1] ?? 0;
    const blue = data[i * channels + 2] ?? 0;
    luma[i] = (0.299 * red + 0.587 * green + 0.114 * blue) / 255;
    cr[i] = red / 255;
    cg[i] = green / 255;
    cbl[i] = blue / 255;
    skin[i] = skinLikelihood(red, green, blue);
  }
  // Edge energy: gradient magnitude, then spread so a textured region scores as a whole.
  const grad = new Float32Array(n);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const at = (dx: number, dy: number): number => luma[(y + dy) * width + x + dx] ?? 0;
      const gx = at(1, -1) + 2 * at(1, 0) + at(1, 1) - at(-1, -1) - 2 * at(-1, 0) - at(-1, 1);
      const gy = at(-1, 1) + 2 * at(0, 1) + at(1, 1) - at(-1, -1) - 2 * at(0, -1) - at(1, -1);
      grad[y * width + x] = Math.hypot(gx, gy);
    }
  }
  const radius = Math.max(2, Math.round(Math.max(width, height) / 24));
  const edges = normalise(blur(grad, width, height, radius));
  // Distinctness: distance of the blurred colour from the mean colour (frequency-tuned saliency).
  const br = blur(cr, width, height, 2);
  const bg = blur(cg, width, height, 2);
  const bb = blur(cbl, width, height, 2);
  let mr = 0;
  let mg = 0;
  let mb = 0;
  for (let i = 0; i < n; i += 1) {
    mr += br[i] ?? 0;
    mg += bg[i] ?? 0;
    mb += bb[i] ?? 0;
  }
  mr /= n;
  mg /= n;
  mb /= n;
  const distinct = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    distinct[i] = Math.hypot((br[i] ?? 0) - mr, (bg[i] ?? 0) - mg, (bb[i] ?? 0) - mb);
  }
  const distinctN = normalise(distinct);
  const skinN = blur(skin, width, height, 1);
  let skinTotal = 0;
  for (const v of skinN) skinTotal += v;
  // Skin only counts when there is a face-sized amount of it (not a beige wall).
  const skinShare = skinTotal / n;
  const skinWeight = skinShare > 0.005 && skinShare < 0.45 ? 0.9 : 0.15;
  const values = new Float32Array(n);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      const dx = x / (width - 1) - 0.5;
      const dy = y / (height - 1) - 0.42;
      const centre = Math.exp(-(dx * dx + dy * dy) / (2 * 0.3 * 0.3));
      const s = 0.45 * (edges[i] ?? 0) + 0.4 * (distinctN[i] ?? 0) + skinWeight * (skinN[i] ?? 0);
      values[i] = s * (0.35 + 0.65 * centre);
    }
  }
  return { width, height, values: normalise(values), skin: skinN };
}

interface Spread {
  cx: number;
  cy: number;
  /** Standard deviation along the wider axis. */
  sd: number;
  mass: number;
}

function weightedSpread(map: Float32Array, width: number, height: number, cut: number): Spread {
  let total = 0;
  let sx = 0;
  let sy = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const v = Math.max(0, (map[y * width + x] ?? 0) - cut);
      const wgt = v * v;
      total += wgt;
      sx += wgt * x;
      sy += wgt * y;
    }
  }
  if (total <= 0) return { cx: width / 2, cy: height / 2, sd: Math.max(width, height), mass: 0 };
  const cx = sx / total;
  const cy = sy / total;
  let vx = 0;
  let vy = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const v = Math.max(0, (map[y * width + x] ?? 0) - cut);
      const wgt = v * v;
      vx += wgt * (x - cx) ** 2;
      vy += wgt * (y - cy) ** 2;
    }
  }
  return { cx, cy, sd: Math.sqrt(Math.max(vx, vy) / total), mass: total };
}

/**
 * The square around the subject. With a face-like patch of skin (findFace), the crop is a head-
 * and-shoulders square around it (face centre at 40% height, side 2.5 face heights). Otherwise the
 * crop stays wide (85% of the short side or more) and only slides towards the saliency centroid:
 * without a face we are never sure enough to zoom in, and cutting a figure off is worse than
 * keeping some background.
 */
export function findSubject(map: SaliencyMap): SubjectBox {
  const { width, height, values, skin } = map;
  const short = Math.min(width, height);
  const clampBox = (cx: number, cy: number, size: number, anchor: number): SubjectBox => {
    const side = Math.min(short, size);
    return {
      x: Math.min(width - side, Math.max(0, cx - side / 2)),
      y: Math.min(height - side, Math.max(0, cy - side * anchor)),
      size: side,
    };
  };
  const faces = findFaces(skin, width, height);
  const group = faceGroup(faces);
  if (group) {
    // A band: every face in, with room for shoulders below; never zoomed to one member.
    const side = Math.max(short * 0.7, (group.x1 - group.x0) * 1.5, (group.y1 - group.y0) * 3);
    return clampBox((group.x0 + group.x1) / 2, (group.y0 + group.y1) / 2, side, 0.4);
  }
  const face = findFace(skin, width, height);
  if (face) {
    // Head and shoulders: about two and a half heads tall, the face a little above centre.
    const side = Math.max(short * 0.45, face.h * 2.5);
    return clampBox(face.cx, face.cy, side, 0.4);
  }
  const sorted = Float32Array.from(values).sort();
  const cut = sorted[Math.floor(sorted.length * 0.75)] ?? 0;
  const spread = weightedSpread(values, width, height, cut);
  const size = Math.max(short * 0.85, Math.min(short, spread.sd * 2 * 2.6));
  return clampBox(spread.cx, spread.cy, size, 0.5);
}
