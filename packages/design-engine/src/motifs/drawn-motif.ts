/**
 * The factory for motifs we draw ourselves (no icon fits, or the look must be exact): each fits
 * its aspect into the box it is given and returns plain path markup in one or two inks.
 */
import type { Box } from '../svg/box.ts';
import { fitAspect } from './geometry.ts';
import type { Motif, MotifContext, MotifRender } from './types.ts';

/** [ink, path data, fill rule]; rings and tracery need even-odd, overlapping leaves nonzero. */
type Piece = [string, string] | [string, string, 'evenodd'];
type Draw = (box: Box, ctx: MotifContext) => { paths: Piece[] };

export function drawn(spec: Omit<Motif, 'render' | 'source'> & { draw: Draw }): Motif {
  return {
    id: spec.id,
    families: spec.families,
    words: spec.words,
    kind: spec.kind,
    aspect: spec.aspect,
    source: 'drawn',
    render(box, ctx): MotifRender {
      const fitted = fitAspect(box, spec.aspect);
      const { paths } = spec.draw(fitted, ctx);
      const inks = new Set<string>();
      const markup = paths
        .filter(([, d]) => d.length > 0)
        .map(([ink, d, rule]) => {
          inks.add(ink);
          return `<path fill="${ink}"${rule ? ` fill-rule="${rule}"` : ''} d="${d}"/>`;
        })
        .join('');
      return { defs: [], markup, inks: [...inks], placed: fitted };
    },
  };
}

export const w = (b: Box): number => b.x1 - b.x0;
export const h = (b: Box): number => b.y1 - b.y0;
export const cx = (b: Box): number => (b.x0 + b.x1) / 2;
export const cy = (b: Box): number => (b.y0 + b.y1) / 2;
export const accentOf = (ctx: MotifContext): string => ctx.paint.accent ?? ctx.paint.ink;
