/**
 * The slice of harfbuzzjs the engine uses, typed, with one HarfBuzz font per font file (kept for
 * the process) and each glyph's outline parsed once. (hExtents is deliberately not used: in
 * harfbuzzjs 0.10, calling it on the process's first font leaves that font without outlines.)
 */
import { createRequire } from 'node:module';
import type { LoadedFile } from '../fonts/loader.ts';

interface HbBlob {
  destroy(): void;
}
interface HbFace {
  upem: number;
  destroy(): void;
}
export interface HbGlyphInfo {
  codepoint: number;
  cluster: number;
  x_advance: number;
  y_advance: number;
  x_offset: number;
  y_offset: number;
}
interface HbBuffer {
  addText(text: string, itemOffset?: number, itemLength?: number | null): void;
  guessSegmentProperties(): void;
  setDirection(dir: 'ltr' | 'rtl'): void;
  setLanguage(language: string): void;
  setScript(script: string): void;
  setClusterLevel(level: number): void;
  setFlags(flags: string[]): void;
  getGlyphInfosAndPositions(): HbGlyphInfo[];
  destroy(): void;
}
interface HbFont {
  glyphToPath(glyph: number): string;
  glyphExtents(
    glyph: number,
  ): { xBearing: number; yBearing: number; width: number; height: number } | null;
  destroy(): void;
}
interface HarfBuzz {
  createBlob(data: ArrayBuffer | Uint8Array): HbBlob;
  createFace(blob: HbBlob, index: number): HbFace;
  createFont(face: HbFace): HbFont;
  createBuffer(): HbBuffer;
  shape(font: HbFont, buffer: HbBuffer, features?: string): void;
}

const require = createRequire(import.meta.url);
// harfbuzzjs is CommonJS and resolves to a Promise of the API once its WebAssembly is compiled.
const harfbuzz = require('harfbuzzjs') as Promise<HarfBuzz>;

/** One path command of a glyph outline, in font units (y up). */
export interface PathCommand {
  op: 'M' | 'L' | 'Q' | 'C' | 'Z';
  values: number[];
}

export interface ShapingFont {
  file: LoadedFile;
  upem: number;
  shape(
    text: string,
    offset: number,
    length: number,
    options: { rtl: boolean; script?: string; language?: string },
  ): HbGlyphInfo[];
  outline(glyph: number): PathCommand[];
  /** Ink box of a glyph in font units, y up; null for an empty glyph (a space). */
  extents(glyph: number): GlyphExtents | null;
}

export interface GlyphExtents {
  x0: number;
  x1: number;
  /** Bottom and top, y up. */
  y0: number;
  y1: number;
}

const fonts = new Map<string, Promise<ShapingFont>>();

function parsePath(path: string): PathCommand[] {
  const commands: PathCommand[] = [];
  for (const match of path.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    const op = match[1] as PathCommand['op'];
    const values = (match[2] ?? '')
      .split(/[\s,]+/)
      .filter((v) => v.length > 0)
      .map(Number);
    commands.push({ op, values });
  }
  return commands;
}

async function createShapingFont(file: LoadedFile): Promise<ShapingFont> {
  const hb = await harfbuzz;
  const blob = hb.createBlob(new Uint8Array(file.data));
  const face = hb.createFace(blob, 0);
  const font = hb.createFont(face);
  const outlines = new Map<number, PathCommand[]>();
  const boxes = new Map<number, GlyphExtents | null>();
  return {
    file,
    upem: face.upem,
    shape(text, offset, length, options) {
      const buffer = hb.createBuffer();
      try {
        buffer.addText(text, offset, length);
        // A mark set apart from its letter must not print HarfBuzz's dotted-circle placeholder.
        buffer.setFlags(['DO_NOT_INSERT_DOTTED_CIRCLE']);
        buffer.setDirection(options.rtl ? 'rtl' : 'ltr');
        if (options.script) buffer.setScript(options.script);
        if (options.language) buffer.setLanguage(options.language);
        buffer.guessSegmentProperties();
        hb.shape(font, buffer);
        return buffer.getGlyphInfosAndPositions();
      } finally {
        buffer.destroy();
      }
    },
    outline(glyph) {
      let commands = outlines.get(glyph);
      if (!commands) {
        commands = parsePath(font.glyphToPath(glyph));
        outlines.set(glyph, commands);
      }
      return commands;
    },
    extents(glyph) {
      let box = boxes.get(glyph);
      if (box === undefined) {
        const e = font.glyphExtents(glyph);
        box =
          e && e.width !== 0 && e.height !== 0
            ? {
                x0: e.xBearing,
                x1: e.xBearing + e.width,
                y0: e.yBearing + e.height,
                y1: e.yBearing,
              }
            : null;
        boxes.set(glyph, box);
      }
      return box;
    },
  };
}

/** The HarfBuzz font for a file, created once per process. */
export function shapingFont(file: LoadedFile): Promise<ShapingFont> {
  let pending = fonts.get(file.key);
  if (!pending) {
    pending = createShapingFont(file);
    fonts.set(file.key, pending);
    pending.catch(() => fonts.delete(file.key));
  }
  return pending;
}
