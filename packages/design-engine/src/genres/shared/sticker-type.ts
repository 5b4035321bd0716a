/**
 * Die-cut sticker type: each line of a block set on a fat outline in one ink (the sticker's
 * border), with an offset shadow of the whole sticker in a second ink, and the letters in a third
 * ink (or knocked out to the garment when that ink would not read on the border).
 */
import { contrastRatio } from '../../color/color.ts';
import type { ArtBuilder, TextRole } from '../../layout/art-builder.ts';
import type { TextBlock } from '../../layout/text-line.ts';
import { unionBoxes, type Box } from '../../svg/box.ts';

export interface StickerOptions {
  x: number;
  top: number;
  align?: 'left' | 'center' | 'right';
  rotate?: number;
  border: string;
  letters: string;
  shadow: string | null;
  /** Where the garment shows (letters fall back to it). */
  garment: string;
  /** Border width as a fraction of the cap height. */
  weight?: number;
  /** Shadow offset as a fraction of the cap height. */
  drop?: number;
  role: TextRole;
}

export function stickerBlock(b: ArtBuilder, block: TextBlock, o: StickerOptions): Box {
  const stroke = block.cap * (o.weight ?? 0.34);
  const drop = block.cap * (o.drop ?? 0.09);
  const letters = contrastRatio(o.letters, o.border) >= 2.2 ? o.letters : o.garment;
  const boxes: Box[] = [];
  const layers: string[][] = [[], [], []];
  block.lines.forEach((line, i) => {
    const at = {
      x: o.x,
      baseline: o.top + (block.baselines[i] ?? 0),
      scale: block.scale,
      align: o.align ?? 'center',
      ...(o.rotate ? { rotate: o.rotate } : {}),
    };
    if (o.shadow) {
      const shadow = b.textMarkup(
        line,
        { ...at, x: at.x + drop, baseline: at.baseline + drop },
        { fill: o.shadow, stroke: o.shadow, strokeWidth: stroke },
      );
      layers[0]?.push(shadow.markup);
      boxes.push(shadow.box);
    }
    const border = b.textMarkup(line, at, {
      fill: o.border,
      stroke: o.border,
      strokeWidth: stroke,
    });
    layers[1]?.push(border.markup);
    layers[2]?.push(b.textMarkup(line, at, { fill: letters }).markup);
    // Read as the border's contour against the garment.
    b.record(line, border.box, o.border, block.scale, o.role);
    boxes.push(border.box);
  });
  if (o.shadow) b.add(layers[0]?.join('') ?? '', [o.shadow]);
  b.add(layers[1]?.join('') ?? '', [o.border]);
  b.add(layers[2]?.join('') ?? '', letters === o.garment ? [] : [letters]);
  return unionBoxes(boxes) as Box;
}
