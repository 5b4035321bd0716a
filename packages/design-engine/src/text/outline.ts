/**
 * Text → vector outlines with satori. satori is handed the exact font buffers (the chosen face
 * plus any per-script fallback), so the glyphs are the intended ones, never a system font. Each
 * run is outlined once at a reference size; layouts scale the outline, which is exact because
 * outlines scale linearly.
 */
import satori from 'satori';
import { FACES, faceKey, type FaceId } from '../fonts/catalog.ts';
import { resolveFonts } from '../fonts/loader.ts';
import { pathBounds } from '../svg/path-bounds.ts';
import type { Box } from '../svg/box.ts';

export const REFERENCE_SIZE = 200;
const PAD = REFERENCE_SIZE;

export interface TextRun {
  text: string;
  face: FaceId;
  /** Extra space between letters, in em. */
  tracking?: number;
}

export interface TextShape {
  text: string;
  /** Path data at REFERENCE_SIZE, in satori's coordinates. */
  d: string;
  /** Ink bounds of `d`. */
  bbox: Box;
  /** Faces handed to satori, `family@weight`, the chosen one first. */
  faces: string[];
  /** Characters no face could draw (empty when the run is fully covered). */
  missing: string[];
}

type SatoriFont = Parameters<typeof satori>[1]['fonts'][number];
type SatoriNode = Parameters<typeof satori>[0];

const CACHE_LIMIT = 4000;
const cache = new Map<string, Promise<TextShape>>();

function element(run: TextRun, family: string, weight: number): SatoriNode {
  return {
    type: 'div',
    key: null,
    props: {
      style: {
        display: 'flex',
        padding: PAD,
        fontFamily: family,
        fontWeight: weight,
        fontSize: REFERENCE_SIZE,
        letterSpacing: (run.tracking ?? 0) * REFERENCE_SIZE,
        lineHeight: 1.3,
        whiteSpace: 'pre',
        color: '#000',
      },
      children: run.text,
    },
  } as SatoriNode;
}

async function outline(run: TextRun): Promise<TextShape> {
  const { faces, missing } = await resolveFonts(run.text, run.face);
  const fonts: SatoriFont[] = faces.flatMap((loadedFace) =>
    loadedFace.data.map((data) => ({
      name: loadedFace.face.family,
      data,
      weight: loadedFace.face.weight,
      style: 'normal' as const,
    })),
  );
  const chars = [...run.text].length;
  const width = Math.ceil(
    PAD * 2 + chars * REFERENCE_SIZE * (1.6 + Math.max(0, run.tracking ?? 0)),
  );
  const height = Math.ceil(PAD * 2 + REFERENCE_SIZE * 1.6);
  const face = FACES[run.face];
  const svg = await satori(element(run, face.family, face.weight), { width, height, fonts });
  const ds = [...svg.matchAll(/<path[^>]*?\sd="([^"]+)"/g)].map((m) => m[1] ?? '');
  const d = ds.join('');
  const bbox = pathBounds(d);
  if (!bbox) throw new Error(`satori produced no outline for "${run.text}"`);
  return { text: run.text, d, bbox, faces: faces.map((f) => faceKey(f.face)), missing };
}

export function outlineText(run: TextRun): Promise<TextShape> {
  const key = `${run.face}|${run.tracking ?? 0}|${run.text}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = outline(run);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}
