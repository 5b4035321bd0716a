/**
 * Loads font files from their npm packages (once per process) as sfnt buffers with the set of
 * characters each can draw. A face may span several files (Unicode subsets); each file is a
 * complete font for its characters, so shaping picks one file per run.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { faceKey, type FontFace } from './catalog.ts';
import { readCodePoints } from './cmap.ts';
import { toSfnt } from './woff.ts';

const require = createRequire(import.meta.url);

export interface LoadedFile {
  /** Module specifier of the file: a stable key for caches. */
  key: string;
  face: FontFace;
  /** The font as sfnt (WOFF unpacked), ready for HarfBuzz. */
  data: Buffer;
  codePoints: Set<number>;
}

export interface LoadedFace {
  face: FontFace;
  files: LoadedFile[];
  /** Union of the files' characters. */
  codePoints: Set<number>;
}

const loaded = new Map<string, Promise<LoadedFace>>();

export function loadFace(face: FontFace): Promise<LoadedFace> {
  const key = faceKey(face);
  let pending = loaded.get(key);
  if (!pending) {
    pending = (async () => {
      const files = await Promise.all(
        face.files.map(async (file): Promise<LoadedFile> => {
          const data = toSfnt(await readFile(require.resolve(file)));
          return { key: file, face, data, codePoints: readCodePoints(data) };
        }),
      );
      const codePoints = new Set<number>();
      for (const file of files) for (const code of file.codePoints) codePoints.add(code);
      return { face, files, codePoints };
    })();
    loaded.set(key, pending);
    pending.catch(() => loaded.delete(key));
  }
  return pending;
}

/**
 * Characters that need no glyph of their own: spaces, joiners, direction marks, variation
 * selectors, emoji modifiers' tag characters.
 */
export function needsGlyph(codePoint: number): boolean {
  if (codePoint <= 0x20 || codePoint === 0xa0 || codePoint === 0x3000) return false;
  if (codePoint >= 0x2000 && codePoint <= 0x200f) return false;
  if (codePoint >= 0x2028 && codePoint <= 0x202f) return false;
  if (codePoint >= 0x2060 && codePoint <= 0x206f) return false;
  if (codePoint >= 0xfe00 && codePoint <= 0xfe0f) return false;
  if (codePoint === 0xfeff || (codePoint >= 0xe0000 && codePoint <= 0xe007f)) return false;
  return true;
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
