/** Surface textures as deterministic noise fields, values around 0 (roughly -1..1 before amplitude). */
export type Material = 'knit' | 'canvas' | 'paper' | 'ceramic';

/** Integer hash of a lattice point to [0, 1): fixed, so the same scene always gets the same grain. */
export function hash2(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 0x27d4eb2d) ^ Math.imul(y, 0x165667b1) ^ Math.imul(seed, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Smooth value noise with lattice spacing `cell` px, in -1..1. */
function valueNoise(x: number, y: number, cell: number, seed: number): number {
  const gx = x / cell;
  const gy = y / cell;
  const x0 = Math.floor(gx);
  const y0 = Math.floor(gy);
  const fx = gx - x0;
  const fy = gy - y0;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const a = hash2(x0, y0, seed);
  const b = hash2(x0 + 1, y0, seed);
  const c = hash2(x0, y0 + 1, seed);
  const d = hash2(x0 + 1, y0 + 1, seed);
  const top = a + (b - a) * sx;
  const bottom = c + (d - c) * sx;
  return (top + (bottom - top) * sy) * 2 - 1;
}

/**
 * A texture field for `material` over a size×size frame; the weave and mottle scale with `size`
 * so they keep the same physical size whatever the output width.
 */
export function materialTexture(material: Material, size: number): Float32Array {
  const out = new Float32Array(size * size);
  const k = size / 1000;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const grain = hash2(x, y, 7) * 2 - 1;
      let v: number;
      switch (material) {
        case 'knit': {
          // Jersey: fine grain, faint vertical wales and a soft heather mottle.
          const wale = Math.sin((x / (1.6 * k)) * Math.PI) * 0.08;
          const mottle = valueNoise(x, y, 14 * k, 3) * 0.25 + valueNoise(x, y, 4 * k, 5) * 0.3;
          v = grain * 0.55 + wale + mottle;
          break;
        }
        case 'canvas': {
          // Plain weave: each warp and weft thread a little lighter or darker than its neighbours,
          // and uneven along its length (slubs), rather than a regular grid of dots.
          const t = 1.3 * k;
          const col = Math.floor(x / t);
          const row = Math.floor(y / t);
          const warp = (hash2(col, 0, 11) - 0.5) * (0.6 + 0.4 * valueNoise(col * 7, y, 18 * k, 21));
          const weft = (hash2(0, row, 13) - 0.5) * (0.6 + 0.4 * valueNoise(x, row * 7, 18 * k, 23));
          const over = (col + row) % 2 === 0 ? warp : weft;
          v = over * 0.9 + (warp + weft) * 0.3 + grain * 0.3 + valueNoise(x, y, 30 * k, 9) * 0.3;
          break;
        }
        case 'paper':
          v = grain * 0.4 + valueNoise(x, y, 3 * k, 17) * 0.4 + valueNoise(x, y, 40 * k, 19) * 0.2;
          break;
        case 'ceramic':
          v = grain * 0.15;
          break;
      }
      out[y * size + x] = v;
    }
  }
  return out;
}
