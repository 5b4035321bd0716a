/**
 * Reggae sound: the hand-painted dance bill of a Jamaican sound system — the name in heavy wood
 * type with a painted drop shadow, the song as the dance's title in brush script, the sound's
 * speaker boxes (stacks either side of the title, or a wall of them under the name) and the
 * artist's other songs as the selection, in the order a bill lists them.
 */
import type { ArtBuilder, TextPlacement } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import type { TextBlock } from '../../layout/text-line.ts';
import { unionBoxes, type Box } from '../../svg/box.ts';
import { diamond } from '../../svg/shapes.ts';
import { block, drawBlock, nameBlock } from '../../templates/common.ts';
import { oneLineList, trackList } from '../shared/art.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { drawTiltedBlock } from '../shared/tilted-block.ts';
import { cabinet, type Driver } from './speakers.ts';
import { reggaeDetails } from './parts.ts';

export const SOUND_ARRANGEMENTS = ['stacks', 'wall'] as const;

/**
 * The dance's title tilted up in the accent, then the selection under it: up to `songs` of the
 * artist's other songs, one line each. Returns the boxes drawn, title first.
 */
async function titleAndSelection(
  b: ArtBuilder,
  ctx: TemplateContext,
  title: TextBlock,
  at: { top: number; rotate: number; songs: number; maxWidth: number },
): Promise<Box[]> {
  const { inks } = ctx;
  const titleBox = drawTiltedBlock(b, title, {
    x: CENTER_X,
    top: at.top,
    rotate: at.rotate,
    paint: { fill: inks.accent },
    role: 'hook',
  });
  const rows = await oneLineList(b, trackList(ctx, at.songs + 1).slice(1), {
    face: ctx.faces.support,
    x: CENTER_X,
    align: 'center',
    top: titleBox.y1 + 90,
    step: 70,
    cap: 34,
    maxWidth: at.maxWidth,
    tracking: 0.08,
    inks: [inks.support],
    max: at.songs,
  });
  return [titleBox, ...rows];
}

export const reggaeSound: Template = {
  id: 'reggae-sound',
  needsImage: false,
  needsTracks: 1,
  maxGrow: 1.2,
  async layout(ctx, b) {
    const { inks, faces } = ctx;
    const s = ctx.shrink;
    const cx = CENTER_X;
    const arrangement = pickArrangement(ctx, SOUND_ARRANGEMENTS);

    // The name, painted: a drop shadow in the support ink, the letters in the primary.
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 1040 * s,
      maxCap: 200 * s,
      maxHeight: 420 * s,
      maxLines: 3,
      leading: 0.16,
      inkGap: 0.3,
    });
    const top = 96;
    const drop = Math.max(7, name.cap * 0.07);
    for (const [i, line] of name.lines.entries()) {
      const at: TextPlacement = {
        x: cx + drop,
        baseline: top + (name.baselines[i] ?? 0) + drop,
        scale: name.scale,
      };
      b.add(b.textMarkup(line, at, { fill: inks.support }).markup, [inks.support]);
    }
    const nameBox = drawBlock(b, name, { top, paint: { fill: inks.primary }, role: 'name' });

    // The dance's title: this design's song in brush script, tilted up like a painted bill.
    const titleWidth = arrangement === 'stacks' ? 560 : 940;
    const title = await block(ctx.track, faces.script, {
      maxWidth: titleWidth * s,
      maxCap: 120 * s,
      maxHeight: 300 * s,
      maxLines: 3,
      leading: 0.35,
    });

    const boxes: Box[] = [];
    let foot: number;
    if (arrangement === 'stacks') {
      // Two stacks, horns over mids over a bass bin, with the title and selection between.
      const w = 230 * s;
      const heights: [Driver, number][] = [
        ['horn', 105 * s],
        ['mid', 150 * s],
        ['bass', 230 * s],
      ];
      const stackTop = nameBox.y1 + drop + 60;
      let y = stackTop;
      for (const [driver, h] of heights) {
        for (const side of [-1, 1]) {
          const x0 = side < 0 ? cx - 540 : cx + 540 - w;
          cabinet(b, { x0, y0: y, x1: x0 + w, y1: y + h }, driver, inks.primary, inks.accent);
        }
        y += h + 8;
      }
      boxes.push(
        ...(await titleAndSelection(b, ctx, title, {
          top: stackTop + 30,
          rotate: -6,
          songs: 3,
          maxWidth: 1080 - 2 * w - 80,
        })),
      );
      foot = Math.max(y, ...boxes.map((bx) => bx.y1));
    } else {
      // A wall: a row of mid-and-horn tops over a row of bass bins, the title under it.
      const cols = 4;
      const gap = 10;
      const w = (1040 * s - gap * (cols - 1)) / cols;
      const wallTop = nameBox.y1 + drop + 60;
      for (let i = 0; i < cols; i += 1) {
        const x0 = cx - (1040 * s) / 2 + i * (w + gap);
        const topDriver: Driver = i === 0 || i === cols - 1 ? 'horn' : 'mid';
        cabinet(
          b,
          { x0, y0: wallTop, x1: x0 + w, y1: wallTop + w * 0.52 },
          topDriver,
          inks.primary,
          inks.accent,
        );
        cabinet(
          b,
          { x0, y0: wallTop + w * 0.52 + gap, x1: x0 + w, y1: wallTop + w * 1.52 + gap },
          'bass',
          inks.primary,
          inks.accent,
        );
      }
      const wallFoot = wallTop + w * 1.52 + gap;
      boxes.push(
        ...(await titleAndSelection(b, ctx, title, {
          top: wallFoot + 70,
          rotate: -4,
          songs: 2,
          maxWidth: 940,
        })),
      );
      foot = (unionBoxes(boxes) as Box).y1;
    }
    // Painted diamonds under the bill, then the country when this design prints it.
    const d = [-1, 0, 1].map((k) => diamond(cx + k * 60, foot + 50, 22, 14)).join('');
    b.add(`<path fill="${inks.accent}" d="${d}"/>`, [inks.accent]);
    await reggaeDetails(b, ctx, foot + 130);
  },
};
