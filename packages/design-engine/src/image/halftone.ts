/**
 * Screens a tone grid into printable marks: a rotated dot screen (circles whose area follows the
 * tone) or a line screen (lines whose weight follows it). The marks fade out towards the edge of
 * a vignette shape, so the image never ends in a hard-edged box.
 */
import type { Box } from '../svg/box.ts';
/** One decimal: 0.1 unit is 0.3 px at 300 dpi, and screens have thousands of marks. */
const f1 = (v: number): string => String(Math.round(v * 10) / 10);
import { samplePortrait, type Portrait } from './portrait.ts';

export type Vignette = 'circle' | 'oval' | 'arch' | 'diamond' | 'square' | 'fade';

export interface ScreenOptions {
  box: Box;
  /** Cells across the box's width. */
  cells: number;
  angle: number;
  vignette: Vignette;
  /** 'light': ink stands for light areas (light ink on a dark garment); 'dark': the reverse. */
  polarity: 'light' | 'dark';
  gamma: number;
  /** Tone band [from, to] this screen prints, for two-ink duotones. */
  band?: [number, number];
  /** Largest mark as a fraction of the cell (keeps ink off solid fills). */
  maxFill: number;
}

const smooth = (edge0: number, edge1: number, x: number): number => {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

/** 1 well inside the vignette, falling to 0 at its edge. u, v in [0, 1]. */
export function vignetteFactor(shape: Vignette, u: number, v: number): number {
  const x = u * 2 - 1;
  const y = v * 2 - 1;
  let d: number;
  if (shape === 'circle' || shape === 'oval') d = Math.hypot(x, y);
  else if (shape === 'diamond') d = Math.abs(x) + Math.abs(y);
  else if (shape === 'square') d = (Math.abs(x) ** 6 + Math.abs(y) ** 6) ** (1 / 6);
  else if (shape === 'fade') return 1 - smooth(0.5, 1, Math.hypot(x, y * 0.92));
  else d = y < -0.2 ? Math.hypot(x, (y + 0.2) / 0.8) : Math.max(Math.abs(x), (y + 0.2) / 1.2);
  return 1 - smooth(0.72, 1, d);
}

function tone(portrait: Portrait, options: ScreenOptions, u: number, v: number): number {
  const brightness = samplePortrait(portrait, u, v);
  let t = options.polarity === 'light' ? brightness : 1 - brightness;
  t = t ** options.gamma;
  if (options.band) {
    const [from, to] = options.band;
    t = Math.min(1, Math.max(0, (t - from) / (to - from)));
  }
  return t * vignetteFactor(options.vignette, u, v);
}

/** Ink density 0–1 at (u, v) in [0, 1]² of the box. */
export type Field = (u: number, v: number) => number;

export interface FieldScreenOptions {
  box: Box;
  cells: number;
  angle: number;
  maxFill: number;
}

/** Dot screen as one path of circles. */
export function dotScreen(portrait: Portrait, options: ScreenOptions): string {
  return dotScreenField((u, v) => tone(portrait, options, u, v), options);
}

/** Line screen of a portrait (see lineScreenField). */
export function lineScreen(portrait: Portrait, options: ScreenOptions): string {
  return lineScreenField((u, v) => tone(portrait, options, u, v), options);
}

/** A rotated dot screen of any density field: circles whose area follows the density. */
export function dotScreenField(field: Field, options: FieldScreenOptions): string {
  const { box } = options;
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  const cell = width / options.cells;
  if (!(cell > 0) || !(height > 0)) return '';
  const cx = (box.x0 + box.x1) / 2;
  const cy = (box.y0 + box.y1) / 2;
  const rad = (options.angle * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const reach = Math.hypot(width, height) / 2;
  const parts: string[] = [];
  const minRadius = Math.max(1.4, cell * 0.08);
  for (let j = -Math.ceil(reach / cell); j <= Math.ceil(reach / cell); j += 1) {
    for (let i = -Math.ceil(reach / cell); i <= Math.ceil(reach / cell); i += 1) {
      const x = cx + i * cell * cos - j * cell * sin;
      const y = cy + i * cell * sin + j * cell * cos;
      if (x < box.x0 || x > box.x1 || y < box.y0 || y > box.y1) continue;
      const t = field((x - box.x0) / width, (y - box.y0) / height);
      const radius = (cell / 2) * options.maxFill * Math.sqrt(t);
      if (radius < minRadius) continue;
      parts.push(
        `M${f1(x - radius)} ${f1(y)}a${f1(radius)} ${f1(radius)} 0 1 0 ${f1(radius * 2)} 0a${f1(radius)} ${f1(radius)} 0 1 0 ${f1(-radius * 2)} 0`,
      );
    }
  }
  return parts.join('');
}

/**
 * A line screen of any density field: parallel bands at `angle` degrees whose weight follows the
 * density, as one path. `wave` (a fraction of the pitch) bends the lines into a gentle swell,
 * the look of an engraved banknote portrait.
 */
export function lineScreenField(
  field: Field,
  options: FieldScreenOptions & { wave?: number; follow?: number },
): string {
  const { box } = options;
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  const pitch = width / options.cells;
  const step = pitch / 2;
  if (!(pitch > 0) || !(height > 0)) return '';
  const parts: string[] = [];
  const minHalf = Math.max(0.8, pitch * 0.06);
  const rad = (options.angle * Math.PI) / 180;
  const dx = Math.cos(rad);
  const dy = Math.sin(rad);
  const cx = (box.x0 + box.x1) / 2;
  const cy = (box.y0 + box.y1) / 2;
  const reach = Math.hypot(width, height) / 2;
  const wave = (options.wave ?? 0) * pitch;
  // `follow` (a fraction of the pitch) shifts each line across by the tone under it, so lines
  // bunch into the darks and bend round the features (the engraver's contour lines).
  const follow = (options.follow ?? 0) * pitch;
  const lines = Math.ceil(reach / pitch);
  for (let k = -lines; k <= lines; k += 1) {
    let top: string[] = [];
    let bottom: string[] = [];
    const flush = (): void => {
      if (top.length > 1) parts.push(`M${top.join('L')}L${bottom.reverse().join('L')}Z`);
      top = [];
      bottom = [];
    };
    for (let s = -reach; s <= reach; s += step) {
      let off = k * pitch + pitch / 2 + (wave ? wave * Math.sin(s / (pitch * 4.5) + k * 0.35) : 0);
      if (follow) {
        const bx = cx + s * dx - off * dy;
        const by = cy + s * dy + off * dx;
        const u = Math.min(1, Math.max(0, (bx - box.x0) / width));
        const w = Math.min(1, Math.max(0, (by - box.y0) / height));
        off += follow * (field(u, w) - 0.5);
      }
      const x = cx + s * dx - off * dy;
      const y = cy + s * dy + off * dx;
      if (x < box.x0 || x > box.x1 || y < box.y0 || y > box.y1) {
        flush();
        continue;
      }
      const t = field((x - box.x0) / width, (y - box.y0) / height);
      const half = (pitch / 2) * options.maxFill * t;
      if (half < minHalf) {
        flush();
        continue;
      }
      top.push(`${f1(x + half * dy)} ${f1(y - half * dx)}`);
      bottom.push(`${f1(x - half * dy)} ${f1(y + half * dx)}`);
    }
    flush();
  }
  return parts.join('');
}
