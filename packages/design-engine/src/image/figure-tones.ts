/**
 * The subject crop as tones 0–1 for printing. Brightness alone often loses the figure: a purple
 * jacket on an olive wall, or a dark artist on a dark green backdrop, are the same grey, and the
 * print keeps only the brightest highlight. Where the figure differs from its ground more in
 * colour than in brightness, the tones mix in the colour axis that separates them (the mean
 * colour of the figure minus that of the ground, from the subject prior), signed so the figure
 * keeps its side (lighter or darker than the ground). Then a 2–98% stretch.
 *
 * Colour may separate the figure but must not wipe out what is inside it: on a photo of a face
 * in warm skin before a blue sky, the colour axis paints all skin one tone and the print loses
 * the eyes, glasses and mouth ("a white blob"). So the colour-helped tones are kept only while
 * they keep most of the face's tonal spread brightness gives it; else less colour, else brightness.
 */
import { HEAD, subjectPrior } from './subject-prior.ts';

export function figureTones(
  data: Uint8Array | Buffer,
  size: number,
  channels: number,
): Float32Array {
  const n = size * size;
  const luma = new Float32Array(n);
  const prior = new Float32Array(n);
  let fw = 0;
  let gw = 0;
  let fr = 0;
  let fg = 0;
  let fb = 0;
  let gr = 0;
  let gg = 0;
  let gb = 0;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const i = y * size + x;
      const red = (data[i * channels] ?? 0) / 255;
      const green = (data[i * channels + 1] ?? 0) / 255;
      const blue = (data[i * channels + 2] ?? 0) / 255;
      luma[i] = 0.299 * red + 0.587 * green + 0.114 * blue;
      const p = subjectPrior(x / (size - 1), y / (size - 1));
      prior[i] = p;
      const f = p > 0.7 ? 1 : 0;
      const g = p < 0.1 ? 1 : 0;
      fw += f;
      gw += g;
      fr += red * f;
      fg += green * f;
      fb += blue * f;
      gr += red * g;
      gg += green * g;
      gb += blue * g;
    }
  }
  const dr = fr / Math.max(1, fw) - gr / Math.max(1, gw);
  const dg = fg / Math.max(1, fw) - gg / Math.max(1, gw);
  const db = fb / Math.max(1, fw) - gb / Math.max(1, gw);
  const colourGap = Math.hypot(dr, dg, db);
  const lumaGap = 0.299 * dr + 0.587 * dg + 0.114 * db;
  // Colour takes over in proportion to how much more it separates than brightness does.
  const mix =
    colourGap > 0.08 ? Math.min(0.6, Math.max(0, 1 - Math.abs(lumaGap) / (colourGap * 0.6))) : 0;
  const rgb = (i: number): [number, number, number] => [
    (data[i * channels] ?? 0) / 255,
    (data[i * channels + 1] ?? 0) / 255,
    (data[i * channels + 2] ?? 0) / 255,
  ];
  const withMix = new Float32Array(luma);
  if (mix > 0) {
    const k = (lumaGap < 0 ? -1 : 1) / colourGap;
    for (let i = 0; i < n; i += 1) {
      const [red, green, blue] = rgb(i);
      // Projection onto the figure–ground axis, about 0 at the ground and ±colourGap at the figure.
      const proj = 0.5 + (red * dr + green * dg + blue * db) * k * 0.7;
      withMix[i] = (1 - mix) * (luma[i] ?? 0) + mix * proj;
    }
  }
  // Hue apart from brightness: a figure lit on one side and dark red on the other, on a dark
  // blue wall, has the wall's mean brightness; its hue still tells it apart. Added on the side
  // the figure already sits (lighter or darker than the ground).
  const cr = dr - lumaGap;
  const cg = dg - lumaGap;
  const cb = db - lumaGap;
  const chromaGap = Math.hypot(cr, cg, cb);
  const withHue = new Float32Array(withMix);
  if (chromaGap > 0.05) {
    const k = ((lumaGap < 0 ? -1 : 1) * 0.8) / chromaGap;
    for (let i = 0; i < n; i += 1) {
      const [red, green, blue] = rgb(i);
      withHue[i] = (withHue[i] ?? 0) + (red * cr + green * cg + blue * cb) * k;
    }
  }
  const plain = stretch(luma);
  const floor = KEPT_SPREAD * faceSpread(plain, size);
  for (const helped of [withHue, withMix]) {
    const tones = stretch(helped);
    if (faceSpread(tones, size) >= floor) return tones;
  }
  return plain;
}

/** Share of the face's tonal spread under brightness alone that colour help must keep. */
const KEPT_SPREAD = 0.6;

/**
 * Standard deviation of the tones in the face (the head ellipse's middle): a face whose tones
 * all sit together prints as one flat shape, its features gone.
 */
function faceSpread(values: Float32Array, size: number): number {
  let sum = 0;
  let sum2 = 0;
  let count = 0;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const u = x / (size - 1);
      const v = y / (size - 1);
      if (Math.hypot((u - HEAD.u) / HEAD.ru, (v - HEAD.v) / HEAD.rv) > 0.7) continue;
      const t = values[y * size + x] ?? 0;
      sum += t;
      sum2 += t * t;
      count += 1;
    }
  }
  if (count === 0) return 0;
  const mean = sum / count;
  return Math.sqrt(Math.max(0, sum2 / count - mean * mean));
}

/** 2–98% percentile stretch to 0–1 (what sharp's normalise did on the grey crop). */
function stretch(values: Float32Array): Float32Array {
  const bins = new Uint32Array(256);
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    min = Math.min(min, v);
    max = Math.max(max, v);
  }
  const span = max - min;
  if (!(span > 1e-6)) return values.map(() => 0.5);
  for (const v of values) {
    const bin = Math.min(255, Math.floor(((v - min) / span) * 256));
    bins[bin] = (bins[bin] ?? 0) + 1;
  }
  const at = (share: number): number => {
    let acc = 0;
    for (let i = 0; i < 256; i += 1) {
      acc += bins[i] ?? 0;
      if (acc >= share * values.length) return min + (i / 255) * span;
    }
    return max;
  };
  const lo = at(0.02);
  const hi = Math.max(lo + 1e-3, at(0.98));
  return values.map((v) => Math.min(1, Math.max(0, (v - lo) / (hi - lo))));
}
