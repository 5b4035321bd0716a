/**
 * The R&B tape layout's 'cassette': the shell drawn in outline round a label (its speed stripes
 * are already drawn by the caller), the name in the leaning display serif and the song in script
 * on the label, the window with two reels under it, the head opening at the foot and a screw in
 * each corner; the country under the shell. Line art in the plan's inks, no fills bigger than a
 * reel's hub, so it prints light on a dark shirt.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { circle } from '../../svg/shapes.ts';
import { block, drawBlock, nameBlock, smallLine } from '../../templates/common.ts';
import { countryOf } from '../shared/art.ts';
import { roundRectPath } from '../shared/round-rect.ts';
import { drawTiltedBlock } from '../shared/tilted-block.ts';

export async function drawCassette(
  b: ArtBuilder,
  ctx: TemplateContext,
  at: { x0: number; x1: number; labelTop: number; stripesFoot: number },
): Promise<void> {
  const { inks, faces } = ctx;
  const k = ctx.shrink;
  const cx = CENTER_X;
  const pad = 50 * k;
  const W = at.x1 - at.x0;

  const name = await nameBlock(ctx, faces.display, {
    maxWidth: W - 2 * pad - 20,
    maxCap: 130 * k,
    maxHeight: 260 * k,
    maxLines: [...ctx.name].length > 16 ? 2 : 1,
    leading: 0.14,
    breakGain: 1.05,
  });
  const nameBox = drawBlock(b, name, {
    top: at.stripesFoot + 44 * k,
    paint: { fill: inks.primary },
    role: 'name',
    skewX: -10,
  });
  const hook = await block(ctx.track, faces.script, {
    maxWidth: W - 2 * pad - 40,
    maxCap: 72 * k,
    maxHeight: 150 * k,
    maxLines: 1,
  });
  const hookBox = drawTiltedBlock(b, hook, {
    top: nameBox.y1 + 34 * k,
    rotate: -3,
    paint: { fill: inks.accent },
    role: 'track',
  });

  // The label's edge, then the window with its two reels under the label.
  const labelFoot = hookBox.y1 + 40 * k;
  b.add(
    `<path fill="none" stroke="${inks.support}" stroke-width="${r(3 * k)}" d="${roundRectPath(at.x0, at.labelTop, at.x1, labelFoot, 14 * k)}"/>`,
    [inks.support],
  );
  const winW = 460 * k;
  const winH = 130 * k;
  const winTop = labelFoot + 40 * k;
  const midY = winTop + winH / 2;
  const reel = 48 * k;
  const hubs: string[] = [];
  const spokes: string[] = [];
  for (const side of [-1, 1]) {
    const rx = cx + side * 140 * k;
    hubs.push(circle(rx, midY, reel * 0.36));
    // Six teeth round each hub, like the reel's drive sprockets.
    for (let t = 0; t < 6; t += 1) {
      const a = (t * Math.PI) / 3;
      const x = rx + Math.cos(a) * reel * 0.46;
      const y = midY + Math.sin(a) * reel * 0.46;
      spokes.push(circle(x, y, reel * 0.09));
    }
  }
  b.add(
    `<path fill="none" stroke="${inks.primary}" stroke-width="${r(5 * k)}" d="${roundRectPath(cx - winW / 2, winTop, cx + winW / 2, winTop + winH, 18 * k)}${circle(cx - 140 * k, midY, reel)}${circle(cx + 140 * k, midY, reel)}"/>`,
    [inks.primary],
  );
  b.add(
    `<path fill="${inks.accent}" fill-rule="evenodd" d="${hubs.join('')}${spokes.join('')}"/>`,
    [inks.accent],
  );

  // The shell round it all: its foot holds the head opening (a trapezoid with two holes).
  const shellPad = 40 * k;
  const sx0 = at.x0 - shellPad;
  const sx1 = at.x1 + shellPad;
  const sTop = at.labelTop - shellPad;
  const headTop = winTop + winH + 40 * k;
  const sFoot = headTop + 90 * k;
  const headHalf = 270 * k;
  b.add(
    `<path fill="none" stroke="${inks.primary}" stroke-width="${r(8 * k)}" stroke-linejoin="round" d="${roundRectPath(sx0, sTop, sx1, sFoot, 34 * k)}M${r(cx - headHalf - 40 * k)} ${r(sFoot)}L${r(cx - headHalf)} ${r(headTop)}H${r(cx + headHalf)}L${r(cx + headHalf + 40 * k)} ${r(sFoot)}"/>`,
    [inks.primary],
  );
  const holes = [-0.55, -0.2, 0.2, 0.55].map((f) =>
    circle(cx + f * headHalf, headTop + 45 * k, 11 * k),
  );
  const screws = [
    [sx0 + 24 * k, sTop + 24 * k],
    [sx1 - 24 * k, sTop + 24 * k],
    [sx0 + 24 * k, sFoot - 24 * k],
    [sx1 - 24 * k, sFoot - 24 * k],
  ].map(([x, y]) => circle(x ?? 0, y ?? 0, 10 * k));
  b.add(`<path fill="${inks.support}" d="${holes.join('')}${screws.join('')}"/>`, [inks.support]);

  const country = countryOf(ctx);
  if (country)
    await smallLine(b, ctx, country, {
      baseline: sFoot + 90,
      cap: 30,
      maxWidth: 700,
      ink: inks.support,
      role: 'detail',
      tracking: 0.5,
    });
}
