/**
 * Where the figure is expected in a subject crop. Its own file because both the crop
 * (portrait.ts, through figure-tones.ts) and the tone map use it, and the tone map samples the
 * crop: kept in either, it would close an import circle.
 */
const smooth = (edge0: number, edge1: number, x: number): number => {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

/** The head ellipse of the subject crop (centre and radii, portrait coordinates 0–1). */
export const HEAD = { u: 0.5, v: 0.38, ru: 0.19, rv: 0.24 } as const;

/**
 * How likely (0–1) a point of the subject crop belongs to the figure: the crop is a head-and-
 * shoulders square around the subject (face centre at ~40% height), so a head ellipse over
 * widening shoulders. Portrait coordinates, 0–1.
 */
export function subjectPrior(pu: number, pv: number): number {
  const head = 1 - smooth(0.8, 1.25, Math.hypot((pu - HEAD.u) / HEAD.ru, (pv - HEAD.v) / HEAD.rv));
  const half = 0.14 + Math.max(0, pv - 0.55) * 0.6;
  const body = smooth(0.5, 0.66, pv) * (1 - smooth(half * 0.8, half * 1.2, Math.abs(pu - 0.5)));
  return Math.max(head, body);
}
