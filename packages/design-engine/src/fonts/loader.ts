/**
 * Loads font files from their npm packages (once per process) and answers which faces a text
 * run needs: the chosen face, plus a per-script fallback for any character it cannot draw.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { FACES, FALLBACK_FACES, faceKey, type FaceId, type FontFace } from './catalog.ts';
import { readCodePoints } from './cmap.ts';

const require = createRequire(import.meta.url);

export interface LoadedFace {
  face: FontFace;
  /** One buffer per file of the face (subsets). */
  data: Buffer[];
  codePoints: Set<number>;
}

const loaded = new Map<string, Promise<LoadedFace>>();

export function loadFace(face: FontFace): Promise<LoadedFace> {
  const key = faceKey(face);
  let pending = loaded.get(key);
  if (!pending) {
    pending = (async () => {
      const data = await Promise.all(face.files.map((file) => readFile(require.resolve(file))));
      const codePoints = new Set<number>();
      for (const buffer of data) for (const code of readCodePoints(buffer)) codePoints.add(code);
      return { face, data, codePoints };
    })();
    loaded.set(key, pending);
  }
  return pending;
}

/** Characters that need no glyph: spaces and invisible formatting marks. */
export function needsGlyph(codePoint: number): boolean {
  if (codePoint <= 0x20 || codePoint === 0xa0) return false;
  if (codePoint >= 0x200b && codePoint <= 0x200f) return false;
  if (codePoint === 0xfe0f || codePoint === 0xfe0e) return false;
  return true;
}

export interface FontResolution {
  /** Faces to hand to satori for this run, the chosen one first. */
  faces: LoadedFace[];
  /** Characters no face covers (should be empty; the checks fail otherwise). */
  missing: string[];
}

export async function resolveFonts(text: string, primary: FaceId): Promise<FontResolution> {
  const main = await loadFace(FACES[primary]);
  const faces: LoadedFace[] = [main];
  const missing: string[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (!needsGlyph(code) || faces.some((f) => f.codePoints.has(code))) continue;
    let found = false;
    for (const fallbackId of FALLBACK_FACES) {
      const fallback = await loadFace(FACES[fallbackId]);
      if (fallback.codePoints.has(code)) {
        faces.push(fallback);
        found = true;
        break;
      }
    }
    if (!found) missing.push(char);
  }
  return { faces, missing };
}

/** Characters of `text` that none of `faces` can draw. */
export function uncoveredCharacters(text: string, faces: readonly LoadedFace[]): string[] {
  const missing: string[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (needsGlyph(code) && !faces.some((f) => f.codePoints.has(code))) missing.push(char);
  }
  return missing;
}
