/**
 * Pop sticker sheet: the name as a die-cut sticker (fat border, offset shadow, tilted), scattered
 * sparkles, hearts and stars around it like a sheet of stickers, and the song title on a small
 * pill-shaped sticker of its own.
 *
 * The seed picks one of three sheets, so two pop artists rarely get the same one:
 * - 'sheet': the original — name sticker, marks in its corners, the song pill under it;
 * - 'pill-top': the song pill peeled onto the top of the sheet, the name sticker under it;
 * - 'strip': a row of five small stickers lined up between name and pill, like the sheet's
 *   bottom strip, in place of the corner marks.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { lineWidth } from '../../layout/text-line.ts';
import { r } from '../../svg/num.ts';
import { star } from '../../svg/shapes.ts';
import { altNameLine, block, quoted } from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';
import { heart, sparkle } from '../shared/ornaments.ts';
import { clearOfSticker, stickerBlock, type StickerOptions } from '../shared/sticker-type.ts';
import { drawTiltedBlock } from '../shared/tilted-block.ts';

type Mark = 'sparkle' | 'heart' | 'star';

function markPath(kind: Mark, x: number, y: number, size: number): string {
  if (kind === 'heart') return heart(x, y, size);
  if (kind === 'star') return star(x, y, size * 0.55, size * 0.24);
  return sparkle(x, y, size * 0.6);
}

export const popStickerSheet: Template = {
  id: 'pop-sticker-sheet',
  needsImage: false,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const tilt = rng.pick([-7, -5, -3, 4]);
    const variant = rng.pick(['sheet', 'pill-top', 'strip'] as const);
    // The song's pill is measured first: on the 'pill-top' sheet it goes above the name.
    const pillW = 760;
    // Up to two lines, so a long title is printed whole rather than cut.
    const label = await block(quoted(ctx.track), faces.support, {
      maxWidth: pillW - 120,
      maxCap: 46 * Math.max(0.8, ctx.shrink),
      maxHeight: 46 * 2.6,
      maxLines: 2,
      leading: 0.3,
      tracking: 0.06,
    });
    const labelW = Math.max(...label.lines.map((l) => lineWidth(l))) * label.scale;
    const w = Math.min(pillW, labelW + 110);
    const h = label.height + 64;
    const name = await block(ctx.name, faces.display, {
      maxWidth: 900 * ctx.shrink,
      maxCap: 230 * ctx.shrink,
      maxHeight: 520 * ctx.shrink,
      // A long name may stack four deep: two wide lines of small type leave a thin strip that
      // looks tiny on the chest (Kofi Mensah & The Gold Coast).
      maxLines: 4,
      leading: 0.34,
      breakGain: 1.08,
    });
    const top = (variant === 'pill-top' ? 90 + h + 90 : 150) + Math.abs(tilt) * 6;
    const sticker: StickerOptions = {
      x: CENTER_X,
      top,
      rotate: tilt,
      border: inks.primary,
      letters: inks.accent,
      shadow: inks.support,
      garment: inks.garment,
      role: 'name',
    };
    const nameBox = stickerBlock(b, name, sticker);
    const centre = [(nameBox.x0 + nameBox.x1) / 2, (nameBox.y0 + nameBox.y1) / 2] as const;
    /**
     * (x, y) moved out from the sticker's centre until a mark of `radius` clears the letters;
     * null when the sheet's edge comes first.
     */
    const clear = (x: number, y: number, radius: number): [number, number] | null => {
      const len = Math.hypot(x - centre[0], y - centre[1]) || 1;
      for (let k = 0; k <= 16; k += 1) {
        const cx = Math.min(1090, Math.max(110, x + ((x - centre[0]) / len) * k * 14));
        const cy = Math.max(70, y + ((y - centre[1]) / len) * k * 14);
        if (clearOfSticker(name, sticker, [cx, cy], radius, 12)) return [cx, cy];
      }
      return null;
    };

    // The sheet's little stickers: in the corners around the name, never over it.
    const kinds: Mark[] = rng.pick([
      ['sparkle', 'heart', 'star'],
      ['sparkle', 'sparkle', 'heart'],
      ['star', 'sparkle', 'star'],
    ] as Mark[][]);
    // Under a pill the top marks drop beside the name, clear of the pill.
    const lift = variant === 'pill-top' ? 60 : -40;
    const spots: [number, number, number][] = [
      [nameBox.x0 - 10, nameBox.y0 + lift, 110],
      [nameBox.x1 + 5, nameBox.y0 + 10, 80],
      [nameBox.x1 - 20, nameBox.y1 + 30, 100],
      [nameBox.x0 + 30, nameBox.y1 + 40, 64],
    ];
    const marks: string[] = [];
    const accents: string[] = [];
    const row: [number, number, number][] = [-2, -1, 0, 1, 2].map((i) => [
      CENTER_X + i * 130,
      nameBox.y1 + 90,
      i === 0 ? 96 : 72,
    ]);
    (variant === 'strip' ? row : spots).forEach(([x, y, size], i) => {
      const kind = kinds[i % kinds.length] ?? 'sparkle';
      const grown = size * rng.range(0.85, 1.1);
      // The corner marks keep off the letters (a heart sat on COAST of a tilted name).
      const at = clear(Math.min(1090, Math.max(110, x)), Math.max(70, y), grown * 0.6);
      if (!at) return;
      const path = markPath(kind, at[0], at[1], grown);
      (i % 2 === 0 ? marks : accents).push(path);
    });
    b.add(`<path fill="${inks.accent}" d="${marks.join('')}"/>`, [inks.accent]);
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="9" stroke-linejoin="round" d="${accents.join('')}"/>`,
      [inks.primary],
    );
    // Tiny twinkles scattered just past the name's sides, not pinned to the sheet's edges: the
    // sheet then measures as wide as its name, so a short name grows to fill the chest.
    const dots: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const side = i % 2 === 0 ? -1 : 1;
      const edge = side < 0 ? nameBox.x0 : nameBox.x1;
      const x = Math.min(1130, Math.max(70, edge + side * rng.range(30, 110)));
      const y = rng.range(nameBox.y0 + 40, nameBox.y1 + 120);
      const radius = rng.range(14, 24);
      const at = clear(x, y, radius);
      if (at) dots.push(sparkle(at[0], at[1], radius));
    }
    b.add(`<path fill="${inks.support}" d="${dots.join('')}"/>`, [inks.support]);

    const stripBottom = variant === 'strip' ? nameBox.y1 + 150 : nameBox.y1;
    const alt = await altNameLine(b, ctx, {
      baseline: stripBottom + 64,
      cap: 40,
      maxWidth: 800,
      ink: inks.primary,
    });
    const above = alt ? alt.y1 : stripBottom;
    // The song on a pill sticker, tilted the other way: under the name, or atop the sheet.
    const cy = variant === 'pill-top' ? 90 + h / 2 : above + 140 + h / 2;
    const rot = -tilt * 0.6;
    const rad = Math.min(h / 2, 48);
    const px0 = CENTER_X - w / 2;
    const px1 = CENTER_X + w / 2;
    const pill = `M${r(px0 + rad)} ${r(cy - h / 2)}H${r(px1 - rad)}A${r(rad)} ${r(rad)} 0 0 1 ${r(px1)} ${r(cy - h / 2 + rad)}V${r(cy + h / 2 - rad)}A${r(rad)} ${r(rad)} 0 0 1 ${r(px1 - rad)} ${r(cy + h / 2)}H${r(px0 + rad)}A${r(rad)} ${r(rad)} 0 0 1 ${r(px0)} ${r(cy + h / 2 - rad)}V${r(cy - h / 2 + rad)}A${r(rad)} ${r(rad)} 0 0 1 ${r(px0 + rad)} ${r(cy - h / 2)}Z`;
    b.add(
      `<path transform="rotate(${r(rot)} ${r(CENTER_X)} ${r(cy)})" fill="none" stroke="${inks.accent}" stroke-width="10" d="${pill}"/>`,
      [inks.accent],
    );
    const labelTop = cy - label.height / 2;
    const trackBox = drawTiltedBlock(b, label, {
      top: labelTop,
      rotate: rot,
      paint: { fill: inks.primary },
      role: 'track',
    });
    await detailsLine(b, ctx, {
      baseline: (variant === 'pill-top' ? above + 40 : Math.max(trackBox.y1, cy + h / 2)) + 90,
      cap: 28,
      maxWidth: 640,
      ink: inks.support,
      tracking: 0.4,
    });
  },
};
