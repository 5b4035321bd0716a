/**
 * Folk sprig wreath: a pressed-flower wreath of drawn sprigs (leaves, buds, berries) open at the
 * top, the name set inside in a bookish serif, the song in small capitals under it, and the
 * place beneath the wreath's tie — the herbarium-page look of folk merch. Seeded: the wreath
 * round the name, or a garland arching over it (sprig-garland.ts); in the wreath, on about half
 * the designs, the artist's own emblem (what its songs or name name: the raven of "Hrafninn",
 * a lantern, the moon; else a folk default) stands over the name like a pressed keepsake.
 */
import type { Template, TemplateContext } from '../../layout/template.ts';
import type { TextBlock } from '../../layout/text-line.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import { drawBlock, fitLineWithin, nameBlock, quoted, smallLine } from '../../templates/common.ts';
import { capHeight } from '../../layout/text-line.ts';
import { detailsLine } from '../shared/details-line.ts';
import { leaf } from '../shared/ornaments.ts';
import { drawMotif, motifForWords } from '../../motifs/index.ts';
import { drawSprigArc } from './sprig-arc.ts';
import { sprigGarland } from './sprig-garland.ts';

/** The name fitted to `maxWidth`; shorter when the keepsake stands over it. */
function wreathName(ctx: TemplateContext, maxWidth: number, keepsake: boolean): Promise<TextBlock> {
  return nameBlock(ctx, ctx.faces.display, {
    maxWidth,
    maxCap: 130 * ctx.shrink,
    maxHeight: (keepsake ? 300 : 420) * ctx.shrink,
    maxLines: 4,
    breakGain: 1.05,
    leading: 0.25,
    tracking: 0.05,
  });
}

/** Whether the quoted song sets on one line of `width` at a printable size. */
async function fitsOneLine(ctx: TemplateContext, text: string, width: number): Promise<boolean> {
  const { line, scale } = await fitLineWithin(text, ctx.faces.support, 0.3, width, 30);
  return scale * capHeight(line) >= MIN_TEXT_HEIGHT * 1.12 * 0.999;
}

export const folkSprigWreath: Template = {
  id: 'folk-sprig-wreath',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.35,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    if (rng.chance(0.45)) {
      await sprigGarland(b, ctx);
      return;
    }
    const cx = CENTER_X;
    // Re-layout passes shrink the wreath with the type, so the small lines gain on the whole.
    const R = 430 * ctx.shrink;
    const cy = 90 + R;
    drawSprigArc(b, ctx, {
      cx,
      cy,
      radius: R,
      count: rng.pick([6, 7]),
      // From the bottom (90°) up each side to about 20° short of the top.
      angle: (side, t) => 90 + side * (10 + t * 140),
      turn: 1,
      length: [180, 230],
      bend: [-25, -10],
      stem: (side) => [90 + side * 6, 90 + side * 150],
      sweep: 1,
    });
    // The tie at the bottom: two leaves crossing.
    b.add(
      `<path fill="${inks.accent}" d="${leaf(cx, cy + R + 10, 145, 90)}${leaf(cx, cy + R + 10, 35, 90)}"/>`,
      [inks.accent],
    );

    // The keepsake over the name: the name gives up some of the wreath's height to it.
    const keepsake = rng.chance(0.5)
      ? motifForWords([ctx.track, ...ctx.tracks, ctx.name], 'folk', rng, {
          nameFirst: ctx.nameFirst ?? false,
        })
      : null;
    const emblemH = keepsake ? 230 * ctx.shrink : 0;
    const emblemGap = keepsake ? 40 : 0;
    // The sprigs' leaves reach about 70 in from the ring: the type keeps inside that clear
    // circle, as wide as its chord at the type's farthest line, so no letter (the Z of FERRAZ)
    // or quoted song runs into a stem. A block is never wider than its maxWidth.
    const clear = R - 70 * ctx.shrink;
    const chord = (dy: number): number => 2 * Math.sqrt(Math.max(0, clear ** 2 - dy ** 2));
    /** The name fitted inside the clear circle, the stack (keepsake, name, song) centred. */
    const placeName = async (trackGap: number): Promise<{ name: TextBlock; top: number }> => {
      const topFor = (height: number): number => cy - (height + trackGap - emblemH - emblemGap) / 2;
      let maxWidth = 700 * ctx.shrink;
      let name = await wreathName(ctx, maxWidth, keepsake !== null);
      for (let pass = 0; pass < 4; pass += 1) {
        const nameTop = topFor(name.height);
        const room = chord(Math.max(cy - nameTop, nameTop + name.height - cy)) - 20;
        if (room >= maxWidth) break;
        maxWidth = Math.max(room, 300 * ctx.shrink);
        name = await wreathName(ctx, maxWidth, keepsake !== null);
      }
      return { name, top: topFor(name.height) };
    };
    const song = quoted(ctx.track);
    let placed = await placeName(110);
    let songWidth = chord(placed.top + placed.name.height + 85 - cy) - 40;
    // A song too long for one line there takes two: the stack makes room for the second line,
    // so it does not sink to where the wreath narrows.
    if (ctx.track.length > 0 && !(await fitsOneLine(ctx, song, songWidth))) {
      placed = await placeName(155);
      songWidth = chord(placed.top + placed.name.height + 130 - cy) - 40;
    }
    const { name, top } = placed;
    if (keepsake) {
      drawMotif(
        b,
        keepsake.motif,
        { x0: cx - emblemH, y0: top - emblemGap - emblemH, x1: cx + emblemH, y1: top - emblemGap },
        { ink: inks.primary, accent: inks.accent },
        rng,
      );
    }
    const nameBox = drawBlock(b, name, { top, paint: { fill: inks.primary }, role: 'name' });
    await smallLine(b, ctx, song, {
      baseline: nameBox.y1 + 80,
      cap: 30,
      maxWidth: Math.max(200, Math.min(600, songWidth)),
      ink: inks.accent,
      role: 'track',
      tracking: 0.3,
    });
    await detailsLine(b, ctx, {
      baseline: cy + R + 150,
      cap: 28,
      maxWidth: 760,
      ink: inks.support,
      tracking: 0.5,
    });
  },
};
