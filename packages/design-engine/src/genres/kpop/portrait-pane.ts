/**
 * The artist's picture filling a rounded pane edge to edge, as in a photo-booth frame or a
 * desktop window: drawn `bleed` larger than the pane on every side and clipped to it, so the
 * screen runs to the pane's edge instead of stopping at the picture's own fade.
 */
import type { PortraitTreatment } from '../../image/portrait-art.ts';
import { drawPortrait } from '../../image/portrait-art.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import type { Box } from '../../svg/box.ts';
import { roundRectPath } from '../shared/round-rect.ts';

export interface PortraitPaneOptions {
  /** The clip's id prefix. */
  prefix: string;
  pane: Box;
  /** The pane's corner radius. */
  radius: number;
  bleed: number;
  treatment: PortraitTreatment;
  inks: [string, string];
}

export function portraitPane(b: ArtBuilder, ctx: TemplateContext, o: PortraitPaneOptions): void {
  const { pane, bleed } = o;
  const clip = b.uid(o.prefix);
  b.def(
    `<clipPath id="${clip}"><path d="${roundRectPath(pane.x0, pane.y0, pane.x1, pane.y1, o.radius)}"/></clipPath>`,
  );
  b.add(`<g clip-path="url(#${clip})">`, []);
  drawPortrait(b, ctx.portrait, {
    treatment: o.treatment,
    inks: o.inks,
    garment: ctx.inks.garment,
    box: { x0: pane.x0 - bleed, y0: pane.y0 - bleed, x1: pane.x1 + bleed, y1: pane.y1 + bleed },
    shape: 'square',
    rng: ctx.rng,
  });
  b.add('</g>', []);
}
