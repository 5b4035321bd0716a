/**
 * A game-icons silhouette set at a tilt (a rose leaning out of a script name, a saxophone
 * swung off the vertical). The motif library fits the icon; the tilt turns it about the centre
 * of where its ink landed, so the fitted size never changes with the angle.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import {
  CREDIT_ATTRIBUTE,
  fitTransform,
  iconShape,
  type FitOptions,
} from '../../motifs/game-icons.ts';
import type { Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';

/** Draws the icon fitted into `box`, turned `degrees` clockwise; returns its unturned ink box. */
export function tiltedIcon(
  b: ArtBuilder,
  name: string,
  box: Box,
  ink: string,
  degrees: number,
  options: FitOptions = {},
): Box {
  const shape = iconShape(name);
  const { transform, placed } = fitTransform(shape.bounds, box, options);
  const cx = (placed.x0 + placed.x1) / 2;
  const cy = (placed.y0 + placed.y1) / 2;
  // The turn leads the fit in one transform list (not a wrapping group), so the path is drawn
  // with exactly the matrix the layouts drew before this helper existed.
  const turn = `rotate(${r(degrees)} ${r(cx)} ${r(cy)})`;
  b.add(
    `<path ${CREDIT_ATTRIBUTE}="game-icons" transform="${turn} ${transform}" fill="${ink}" d="${shape.d}"/>`,
    [ink],
  );
  return placed;
}
