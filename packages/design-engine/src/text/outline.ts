/**
 * Text → vector outlines. Every run is shaped by HarfBuzz in real fonts from npm packages (the
 * chosen face, then a per-script Noto fallback; see text/shape.ts), so joins, conjuncts, marks and
 * right-to-left order are right and no glyph comes from a system font. Each text is outlined once
 * at a reference size; layouts scale the outline, which is exact because outlines scale linearly.
 */
import { FACES, faceKey, type FaceId } from '../fonts/catalog.ts';
import { numberedLineDirection } from './list-direction.ts';
import { REFERENCE_SIZE, shapeText, type ShapedText } from './shape.ts';
import { textScope } from './scope.ts';

export { REFERENCE_SIZE };

export interface TextRun {
  text: string;
  face: FaceId;
  /** Extra space between letters, in em (never applied to joined scripts such as Arabic). */
  tracking?: number;
  /**
   * Letters of the lines set together with this one (the rest of a stacked name, the other
   * titles of a list): the run takes a font that has them too, so the lines share one face.
   */
  companions?: string;
}

/** A shaped run (see ShapedText in shape.ts) and the text it draws. */
export interface TextShape extends ShapedText {
  text: string;
}

const CACHE_LIMIT = 4000;
const cache = new Map<string, Promise<TextShape>>();

async function outline(run: TextRun): Promise<TextShape> {
  const shaped = await shapeText(run.text, run.face, run.tracking ?? 0, run.companions ?? '');
  const chosen = faceKey(FACES[run.face]);
  const faces = [...shaped.faces].sort((a, b) => Number(b === chosen) - Number(a === chosen));
  return { text: run.text, ...shaped, faces };
}

export function outlineText(run: TextRun): Promise<TextShape> {
  // The design's Han forms choose the font of kanji-only text (see scope.ts), and its list's
  // direction the side a numbered title's number is set on, so they key it too.
  const han = textScope()?.han ?? '';
  const side = numberedLineDirection(run.text, run.companions ?? '') ?? '';
  const key = `${run.face}|${run.tracking ?? 0}|${run.text}|${run.companions ?? ''}|${han}|${side}`;
  let pending = cache.get(key);
  if (pending) {
    // Refresh recency so the cache keeps what is in use.
    cache.delete(key);
    cache.set(key, pending);
  } else {
    pending = outline(run);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}
