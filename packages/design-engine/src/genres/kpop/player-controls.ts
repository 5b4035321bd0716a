/**
 * The foot of the y2k window when it is a media player (the early-2000s desktop player a
 * comeback's concept photos borrow): a seek bar with its knob part-way, the song's title playing
 * at the left and the previous / play / next buttons at the right, drawn inside the window under
 * its picture (in the window's own, tilted, coordinates).
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import { capHeight } from '../../layout/text-line.ts';
import { r } from '../../svg/num.ts';
import { circle, polygon } from '../../svg/shapes.ts';
import { fitLineWithin } from '../../templates/common.ts';

/** How tall the controls run under the picture, at shrink 1. */
export const PLAYER_HEIGHT = 180;

/** Where the play button's centre falls, for a window whose right edge is x1, controls at top. */
export function playButton(x1: number, top: number, k: number): { x: number; y: number } {
  return { x: x1 - 40 * k - 4.6 * 22 * k, y: top + 120 * k };
}

export async function playerControls(
  b: ArtBuilder,
  ctx: TemplateContext,
  at: { x0: number; x1: number; top: number },
): Promise<void> {
  const { inks, faces, rng } = ctx;
  const k = ctx.shrink;
  const x0 = at.x0 + 40 * k;
  const x1 = at.x1 - 40 * k;
  // The seek bar: a hairline played up to the knob, a thicker line after it.
  const barY = at.top + 44 * k;
  const knobX = x0 + (x1 - x0) * rng.range(0.28, 0.62);
  b.add(
    `<path fill="none" stroke="${inks.support}" stroke-width="${r(4 * k)}" stroke-linecap="round" d="M${r(knobX)} ${r(barY)}H${r(x1)}"/>`,
    [inks.support],
  );
  b.add(
    `<path fill="none" stroke="${inks.accent}" stroke-width="${r(10 * k)}" stroke-linecap="round" d="M${r(x0)} ${r(barY)}H${r(knobX)}"/><path fill="${inks.accent}" d="${circle(knobX, barY, 16 * k)}"/>`,
    [inks.accent],
  );
  // The buttons: previous, play (a ring round a triangle), next.
  const u = 22 * k;
  const { x: playX, y: midY } = playButton(at.x1, at.top, k);
  const tri = (x: number, dir: 1 | -1, s: number): string =>
    polygon([
      [x - dir * s * 0.6, midY - s],
      [x + dir * s * 0.9, midY],
      [x - dir * s * 0.6, midY + s],
    ]);
  const bar = (x: number): string =>
    `M${r(x - u * 0.14)} ${r(midY - u * 0.8)}h${r(u * 0.28)}v${r(u * 1.6)}h${r(-u * 0.28)}Z`;
  const prevX = playX - 3.2 * u;
  const nextX = playX + 3.2 * u;
  b.add(
    `<path fill="${inks.primary}" d="${tri(prevX, -1, u * 0.8)}${bar(prevX - u * 0.9)}${tri(playX, 1, u)}${tri(nextX, 1, u * 0.8)}${bar(nextX + u * 0.9)}"/><path fill="none" stroke="${inks.primary}" stroke-width="${r(5 * k)}" d="${circle(playX + u * 0.1, midY, u * 1.9)}"/>`,
    [inks.primary],
  );
  // The title now playing, as wide as the room left of the buttons allows.
  const room = prevX - u * 2.2 - x0;
  const { line, scale } = await fitLineWithin(
    ctx.track,
    faces.support,
    0.06,
    room,
    Math.max(40 * k, MIN_TEXT_HEIGHT * 1.12),
  );
  b.text(
    line,
    { x: x0, align: 'left', baseline: midY + (capHeight(line) * scale) / 2, scale },
    { fill: inks.primary },
    'track',
  );
}
