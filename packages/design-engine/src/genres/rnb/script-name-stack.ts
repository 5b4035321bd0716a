/**
 * The R&B closing stack under a picture or a record: the name in a flowing, tilted script, the
 * name in its other script when it has one, the song in tracked capitals and the country. Kept in
 * one place so the layouts that close this way keep the same spacing and the same seeded draws.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { altNameLine, block, quoted, smallLine } from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';
import { drawTiltedBlock } from '../shared/tilted-block.ts';

/**
 * The name's alternate-script line 60 under `y` (the name's foot), in the name's ink; returns the
 * foot of what is now lowest, so what follows keeps its gap either way.
 */
export async function altNameBelow(
  b: ArtBuilder,
  ctx: TemplateContext,
  y: number,
  cap: number,
): Promise<number> {
  const alt = await altNameLine(b, ctx, {
    baseline: y + 60,
    cap,
    maxWidth: 800,
    ink: ctx.inks.primary,
    tracking: 0.3,
  });
  return alt ? alt.y1 : y;
}

export interface ScriptNameStackOptions {
  /** Where the name's first line starts. */
  top: number;
  /** The name's tilt, in degrees. */
  rotate: number;
  /** The name block's widest line and tallest capital (already scaled by the layout's shrink). */
  maxWidth: number;
  maxCap: number;
  maxLines: number;
  /** Cap heights of the alternate-name line and of the country line. */
  altCap: number;
  detailsCap: number;
  /** How often the country line is printed. */
  detailsChance: number;
}

/** Draws the stack centred on the print area; the layout decides where it starts. */
export async function scriptNameStack(
  b: ArtBuilder,
  ctx: TemplateContext,
  options: ScriptNameStackOptions,
): Promise<void> {
  const { inks } = ctx;
  const k = ctx.shrink;
  const name = await block(ctx.name, ctx.faces.script, {
    maxWidth: options.maxWidth,
    maxCap: options.maxCap,
    maxHeight: 420 * k,
    maxLines: options.maxLines,
    leading: 0.5,
    breakGain: 1.05,
  });
  const nameBox = drawTiltedBlock(b, name, {
    x: CENTER_X,
    top: options.top,
    rotate: options.rotate,
    paint: { fill: inks.primary },
    role: 'name',
  });
  const y = await altNameBelow(b, ctx, nameBox.y1, options.altCap);
  const track = await smallLine(b, ctx, quoted(ctx.track), {
    baseline: y + 80,
    cap: 32,
    maxWidth: 860,
    ink: inks.accent,
    role: 'track',
    tracking: 0.4,
  });
  await detailsLine(b, ctx, {
    baseline: track.y1 + 60,
    cap: options.detailsCap,
    maxWidth: 640,
    ink: inks.support,
    tracking: 0.5,
    chance: options.detailsChance,
  });
}
