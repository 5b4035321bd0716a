/**
 * The automatic checks every design must pass before it is offered: text inside the safe area and
 * big enough to print, inks legible on the garment, every glyph present in the fonts handed to the
 * renderer, 1–4 inks, and — from the rendered pixels — nothing clipped or outside the print area,
 * no heavy solid fills.
 */
import { contrastRatio } from '../color/color.ts';
import { SHAPE_CONTRAST, TEXT_CONTRAST } from '../color/contrast.ts';
import type { Art } from '../layout/art-builder.ts';
import { artRegion, MIN_TEXT_HEIGHT, SAFE_BOX, type CanvasSpec } from '../layout/geometry.ts';
import { boxInside } from '../svg/box.ts';
import type { InkStats } from './pixels.ts';

export interface CheckReport {
  passed: boolean;
  failures: string[];
}

/** Largest share of the print area that may carry ink: more is a heavy fill that cracks. */
export const MAX_COVERAGE = 0.42;

const fmt = (n: number): string => n.toFixed(1);

/** Checks that need only the layout (run before rendering, so failures re-layout cheaply). */
export function checkLayout(art: Art, garment: string): string[] {
  const failures: string[] = [];
  if (!art.texts.some((t) => t.role === 'name'))
    failures.push('layout: the artist name is missing');
  for (const text of art.texts) {
    const label = `${text.role} "${text.text}"`;
    const b = text.box;
    if (!boxInside(b, SAFE_BOX)) {
      failures.push(
        `safe-area: ${label} at [${fmt(b.x0)}, ${fmt(b.y0)}, ${fmt(b.x1)}, ${fmt(b.y1)}] leaves the safe area`,
      );
    }
    if (text.capHeight < MIN_TEXT_HEIGHT) {
      failures.push(
        `text-size: ${label} is ${fmt(text.capHeight / 100)} in tall (minimum 0.25 in)`,
      );
    }
    const ratio = contrastRatio(text.ink, garment);
    if (ratio < TEXT_CONTRAST)
      failures.push(`contrast: ${label} in ${text.ink} on ${garment} is ${ratio.toFixed(2)}:1`);
    if (text.missing.length > 0) {
      failures.push(
        `glyphs: ${label} has no glyph for ${text.missing.map((c) => `"${c}"`).join(' ')} in ${text.faces.join(', ')}`,
      );
    }
  }
  if (art.inks.length < 1 || art.inks.length > 4)
    failures.push(`inks: ${art.inks.length} inks (1–4 allowed)`);
  for (const ink of art.inks) {
    const ratio = contrastRatio(ink, garment);
    if (ratio < SHAPE_CONTRAST)
      failures.push(`contrast: ink ${ink} on ${garment} is ${ratio.toFixed(2)}:1`);
  }
  return failures;
}

/** Checks on the rendered pixels; `pixelsPerUnit` maps the canvas to the raster. */
export function checkRender(
  stats: InkStats,
  canvas: CanvasSpec,
  width: number,
  height: number,
  pixelsPerUnit: number,
): string[] {
  const failures: string[] = [];
  if (!stats.bounds) return ['render: nothing was printed'];
  if (stats.edgePixels > 0)
    failures.push(`clipped: ${stats.edgePixels} inked pixels on the canvas edge`);
  const b = stats.bounds;
  if (b.x0 <= 0 || b.y0 <= 0 || b.x1 >= width || b.y1 >= height)
    failures.push('clipped: ink touches the canvas edge');
  const region = artRegion(canvas);
  const tolerance = 1;
  const inRegion =
    b.x0 >= region.x0 * pixelsPerUnit - tolerance &&
    b.y0 >= region.y0 * pixelsPerUnit - tolerance &&
    b.x1 <= region.x1 * pixelsPerUnit + tolerance &&
    b.y1 <= region.y1 * pixelsPerUnit + tolerance;
  if (!inRegion) failures.push('print-area: ink outside the 12×16 in print area');
  if (stats.coverage > MAX_COVERAGE) {
    failures.push(
      `coverage: ink covers ${(stats.coverage * 100).toFixed(0)}% of the print area (max ${MAX_COVERAGE * 100}%)`,
    );
  }
  return failures;
}

export function report(failures: readonly string[]): CheckReport {
  return { passed: failures.length === 0, failures: [...failures] };
}
