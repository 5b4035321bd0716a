/**
 * Deterministic k-means over RGB samples: k-means++ seeding from a fixed-seed PRNG, then Lloyd
 * iterations until assignments settle. Same pixels in, same clusters out.
 */
import { Rng } from '../random/prng.ts';

export interface Cluster {
  r: number;
  g: number;
  b: number;
  /** Share of the samples assigned to this cluster, 0–1. */
  weight: number;
}

const distance2 = (data: Float64Array, i: number, c: readonly number[]): number => {
  const dr = (data[i] ?? 0) - (c[0] ?? 0);
  const dg = (data[i + 1] ?? 0) - (c[1] ?? 0);
  const db = (data[i + 2] ?? 0) - (c[2] ?? 0);
  return dr * dr + dg * dg + db * db;
};

/** `samples` holds RGB triples (length = 3 × count). */
export function kmeans(samples: Float64Array, k: number, seed = 0x5eed): Cluster[] {
  const count = samples.length / 3;
  if (count === 0) return [];
  const rng = new Rng(seed);
  const centres: number[][] = [];
  const first = rng.int(0, count - 1) * 3;
  centres.push([samples[first] ?? 0, samples[first + 1] ?? 0, samples[first + 2] ?? 0]);
  const nearest = new Float64Array(count).fill(Number.POSITIVE_INFINITY);
  while (centres.length < Math.min(k, count)) {
    const last = centres[centres.length - 1] as number[];
    let total = 0;
    for (let p = 0; p < count; p += 1) {
      nearest[p] = Math.min(nearest[p] ?? 0, distance2(samples, p * 3, last));
      total += nearest[p] ?? 0;
    }
    if (total === 0) break;
    let roll = rng.float() * total;
    let chosen = count - 1;
    for (let p = 0; p < count; p += 1) {
      roll -= nearest[p] ?? 0;
      if (roll <= 0) {
        chosen = p;
        break;
      }
    }
    centres.push([
      samples[chosen * 3] ?? 0,
      samples[chosen * 3 + 1] ?? 0,
      samples[chosen * 3 + 2] ?? 0,
    ]);
  }

  const assignment = new Int32Array(count).fill(-1);
  for (let iteration = 0; iteration < 24; iteration += 1) {
    let changed = 0;
    for (let p = 0; p < count; p += 1) {
      let best = 0;
      let bestDistance = Number.POSITIVE_INFINITY;
      centres.forEach((centre, c) => {
        const d = distance2(samples, p * 3, centre);
        if (d < bestDistance) {
          bestDistance = d;
          best = c;
        }
      });
      if (assignment[p] !== best) {
        assignment[p] = best;
        changed += 1;
      }
    }
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (let p = 0; p < count; p += 1) {
      const sum = sums[assignment[p] ?? 0] as number[];
      sum[0] = (sum[0] ?? 0) + (samples[p * 3] ?? 0);
      sum[1] = (sum[1] ?? 0) + (samples[p * 3 + 1] ?? 0);
      sum[2] = (sum[2] ?? 0) + (samples[p * 3 + 2] ?? 0);
      sum[3] = (sum[3] ?? 0) + 1;
    }
    sums.forEach((sum, c) => {
      const n = sum[3] ?? 0;
      if (n > 0) centres[c] = [(sum[0] ?? 0) / n, (sum[1] ?? 0) / n, (sum[2] ?? 0) / n];
    });
    if (changed === 0) break;
  }

  const counts = new Array<number>(centres.length).fill(0);
  for (let p = 0; p < count; p += 1)
    counts[assignment[p] ?? 0] = (counts[assignment[p] ?? 0] ?? 0) + 1;
  return centres
    .map((centre, c) => ({
      r: centre[0] ?? 0,
      g: centre[1] ?? 0,
      b: centre[2] ?? 0,
      weight: (counts[c] ?? 0) / count,
    }))
    .filter((cluster) => cluster.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.r - b.r || a.g - b.g || a.b - b.b);
}
