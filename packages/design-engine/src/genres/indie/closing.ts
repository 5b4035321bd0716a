/**
 * How the indie still-life layouts (porch, window, night script) close: the song, when the
 * layout prints it here, centred under the art at no less than a comfortable printable size;
 * then the country, when this design prints it, small in the support ink 70 under the song
 * (or at the song's place when there is none). Each layout keeps its own face, ink and spacing.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { smallLine } from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';

export interface ClosingSong {
  text: string;
  /** Cap height at the first pass, before shrinking. */
  cap: number;
  ink: string;
  tracking: number;
  face?: FaceId;
}

export interface ClosingDetails {
  tracking: number;
  /** How often the country is printed. */
  chance: number;
  face?: FaceId;
}

/** Draws the song (unless null) from `baseline`, then the details line. */
export async function songAndDetails(
  b: ArtBuilder,
  ctx: TemplateContext,
  baseline: number,
  song: ClosingSong | null,
  details: ClosingDetails,
): Promise<void> {
  let y = baseline;
  if (song) {
    const drawn = await smallLine(b, ctx, song.text, {
      baseline: y,
      cap: Math.max(MIN_TEXT_HEIGHT * 1.3, song.cap * ctx.shrink),
      maxWidth: 900,
      ink: song.ink,
      role: 'track',
      tracking: song.tracking,
      ...(song.face ? { face: song.face } : {}),
    });
    y = drawn.y1 + 70;
  }
  await detailsLine(b, ctx, {
    x: CENTER_X,
    baseline: y,
    cap: 30,
    maxWidth: 700,
    ink: ctx.inks.support,
    tracking: details.tracking,
    ...(details.face ? { face: details.face } : {}),
    chance: details.chance,
  });
}
