/**
 * Puts a design's artwork on its canvas: transparent for garments (the garment is the
 * background), paper for posters. The SVG's pixel size is set here; the geometry inside is in
 * units, so preview and print are the same drawing.
 */
import type { Art } from '../layout/art-builder.ts';
import type { CanvasSpec } from '../layout/geometry.ts';

export interface ComposeOptions {
  art: Art;
  canvas: CanvasSpec;
  pixelsPerUnit: number;
  /** Poster paper colour; garments have none. */
  paper: string | null;
  /** Mask definition and id for a worn texture, if any. */
  texture: { id: string; def: string } | null;
}

export function composeSvg({ art, canvas, pixelsPerUnit, paper, texture }: ComposeOptions): string {
  const width = Math.round(canvas.width * pixelsPerUnit);
  const height = Math.round(canvas.height * pixelsPerUnit);
  const defs = [...art.defs, ...(texture ? [texture.def] : [])].join('');
  const background = paper
    ? `<rect width="${canvas.width}" height="${canvas.height}" fill="${paper}"/>`
    : '';
  const body = art.body.join('');
  const masked = texture ? `<g mask="url(#${texture.id})">${body}</g>` : body;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${canvas.width} ${canvas.height}">` +
    `<defs>${defs}</defs>${background}` +
    `<g transform="translate(${canvas.artX} ${canvas.artY}) scale(${canvas.artScale})">${masked}</g></svg>`
  );
}
