/**
 * Faces without a model: patches of skin (saliency.ts's skin likelihood) shaped like a face.
 * findFace picks the one to crop a portrait round; faceGroup tells a band photo, where cropping
 * round one face cut the others off (Concerto Aurelia's medallion showed one of three players).
 */

export interface FaceBlob {
  cx: number;
  cy: number;
  /** Bounds, in the map's pixels. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  h: number;
  /** Pixels of skin in the patch. */
  area: number;
  /** Distance of the centre from the nearer side edge, as a share of the width. */
  side: number;
  score: number;
}

/** A lead face sits at least this far from the side edges (a warm lamp in a corner is not one). */
const LEAD_SIDE = 0.2;

/**
 * Face-like patches of skin, most face-like first: connected pixels above 0.5 likelihood,
 * face-sized (1.2–15% of the picture: smaller faces, as in a crowd, are not worth zooming to),
 * roughly as tall as wide, filling their box; higher in the frame and further from the side
 * edges scores better.
 */
export function findFaces(skin: Float32Array, width: number, height: number): FaceBlob[] {
  const seen = new Uint8Array(width * height);
  const total = width * height;
  const faces: FaceBlob[] = [];
  const stack: number[] = [];
  for (let start = 0; start < total; start += 1) {
    if (seen[start] || (skin[start] ?? 0) < 0.5) continue;
    let area = 0;
    let x0 = width;
    let y0 = height;
    let x1 = 0;
    let y1 = 0;
    stack.push(start);
    seen[start] = 1;
    while (stack.length > 0) {
      const i = stack.pop() ?? 0;
      const x = i % width;
      const y = (i - x) / width;
      area += 1;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      for (const j of [i - 1, i + 1, i - width, i + width]) {
        if (j < 0 || j >= total || seen[j]) continue;
        if ((j === i - 1 && x === 0) || (j === i + 1 && x === width - 1)) continue;
        if ((skin[j] ?? 0) < 0.5) continue;
        seen[j] = 1;
        stack.push(j);
      }
    }
    const share = area / total;
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    const aspect = w / h;
    const fill = area / (w * h);
    if (share < 0.012 || share > 0.15 || aspect < 0.45 || aspect > 1.4 || fill < 0.4) continue;
    const cy = (y0 + y1) / 2;
    const cx = (x0 + x1) / 2;
    const side = Math.min(cx, width - 1 - cx) / width;
    const score = share * fill * (1.3 - cy / height) * (0.5 + side);
    faces.push({ cx, cy, x0, y0, x1, y1, h, area, side, score });
  }
  return faces.sort((a, b) => b.score - a.score);
}

/**
 * The face to crop a portrait round: the most face-like patch away from the side edges (cropping
 * to a warm light in a corner printed a white disc and no figure), or null (a landscape, a
 * silhouette, a beige room).
 */
export function findFace(skin: Float32Array, width: number, height: number): FaceBlob | null {
  return leadFace(findFaces(skin, width, height));
}

function leadFace(faces: readonly FaceBlob[]): FaceBlob | null {
  return faces.find((f) => f.side >= LEAD_SIDE) ?? null;
}

/** A second face at least this share of the first's size makes a group, not a background face. */
const GROUP_SHARE = 0.35;

/**
 * The faces of a group photo, as one box round them all: the lead face and the others of
 * comparable size (GROUP_SHARE) level with it, the band's edge members near the sides included;
 * null for a solo portrait.
 */
export function faceGroup(
  faces: readonly FaceBlob[],
): { x0: number; y0: number; x1: number; y1: number } | null {
  const lead = leadFace(faces);
  if (!lead) return null;
  const group = faces.filter(
    (f) => f.area >= lead.area * GROUP_SHARE && Math.abs(f.cy - lead.cy) <= lead.h,
  );
  if (group.length < 2) return null;
  return {
    x0: Math.min(...group.map((f) => f.x0)),
    y0: Math.min(...group.map((f) => f.y0)),
    x1: Math.max(...group.map((f) => f.x1)),
    y1: Math.max(...group.map((f) => f.y1)),
  };
}
