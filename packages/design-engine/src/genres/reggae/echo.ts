/**
 * Reggae echo: dub's delay made visible — the name set once solid, then repeated down the shirt,
 * each repeat stepped further right and screened with fewer, thinner lines, so it fades like a
 * tape echo dying away; the tape machine's two reels and the tape between them carry the song.
 * Seeded: the reels under the echoes or over them, and how far each repeat steps.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { polar, ring } from '../../svg/shapes.ts';
import { block, drawBlock } from '../../templates/common.ts';
import { altNameLine } from '../shared/art.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { roundRectPath } from '../shared/round-rect.ts';
import { reggaeDetails } from './parts.ts';

/** A tape reel: rim, hub and three spokes, as rings and bars. */
function reel(cx: number, cy: number, R: number, turn: number): string {
  const spokes = [0, 120, 240]
    .map((a) => {
      const [x0, y0] = polar(cx, cy, R * 0.3, a + turn - 7);
      const [x1, y1] = polar(cx, cy, R * 0.78, a + turn - 4);
      const [x2, y2] = polar(cx, cy, R * 0.78, a + turn + 4);
      const [x3, y3] = polar(cx, cy, R * 0.3, a + turn + 7);
      return `M${r(x0)} ${r(y0)}L${r(x1)} ${r(y1)}L${r(x2)} ${r(y2)}L${r(x3)} ${r(y3)}Z`;
    })
    .join('');
  return `${ring(cx, cy, R, R * 0.9)}${ring(cx, cy, R * 0.3, R * 0.14)}${spokes}`;
}

/**
 * Two reels and the tape running under them over the heads; the song set between the reels.
 * Returns the machine's foot.
 */
async function tapeMachine(b: ArtBuilder, ctx: TemplateContext, top: number): Promise<number> {
  const { inks, faces } = ctx;
  const R = 120 * ctx.shrink;
  const cy = top + R;
  const gapX = 330 * ctx.shrink;
  const reels = [-1, 1].map((side) => reel(CENTER_X + side * gapX, cy, R, side * 20)).join('');
  b.add(`<path fill="${inks.support}" fill-rule="evenodd" d="${reels}"/>`, [inks.support]);
  // The tape leaves each reel's foot and runs past the heads under the song.
  const low = cy + R + 40;
  const tape = `M${r(CENTER_X - gapX)} ${r(cy + R)}L${r(CENTER_X - gapX * 0.6)} ${r(low)}H${r(CENTER_X + gapX * 0.6)}L${r(CENTER_X + gapX)} ${r(cy + R)}`;
  b.add(
    `<path fill="none" stroke="${inks.support}" stroke-width="8" stroke-linejoin="round" d="${tape}"/>`,
    [inks.support],
  );
  const heads = [-0.3, 0, 0.3]
    .map((k) =>
      roundRectPath(CENTER_X + gapX * k - 26, low + 8, CENTER_X + gapX * k + 26, low + 44, 8),
    )
    .join('');
  b.add(`<path fill="${inks.accent}" d="${heads}"/>`, [inks.accent]);
  if (!ctx.track) return low + 44;
  const song = await block(ctx.track, faces.support, {
    maxWidth: gapX * 2 - R * 2 - 40,
    maxCap: 56 * ctx.shrink,
    maxHeight: R * 1.6,
    maxLines: 3,
    leading: 0.3,
    tracking: 0.1,
  });
  const songTop = cy - song.height / 2;
  const drawn = drawBlock(b, song, { top: songTop, paint: { fill: inks.accent }, role: 'track' });
  return Math.max(low + 44, drawn.y1);
}

export const ECHO_ARRANGEMENTS = ['reels-under', 'reels-over'] as const;

export const reggaeEcho: Template = {
  id: 'reggae-echo',
  needsImage: false,
  maxGrow: 1.25,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const arrangement = pickArrangement(ctx, ECHO_ARRANGEMENTS);
    const step = rng.pick([60, 80, 100]) * s;
    // Four repeats of a one-line name; a name that must break (a wide face, three words) gets
    // fewer repeats of more lines, so it never echoes at the size of a footnote.
    const fit = (repeats: number, maxLines: number) =>
      block(ctx.name, faces.display, {
        maxWidth: 1000 * s - (repeats - 1) * step,
        maxCap: 170 * s,
        maxHeight: (maxLines > 2 ? 420 : 330) * s,
        maxLines,
        leading: 0.1,
        // One line unless breaking sets it clearly bigger: the echo reads best as one line.
        breakGain: 1.3,
      });
    let repeats = 4;
    let name = await fit(4, 2);
    if (name.lines.length > 1 || name.cap < 90 * s) {
      const broken = await fit(3, 3);
      if (name.lines.length > 1 || broken.cap > name.cap * 1.3) {
        repeats = broken.lines.length > 2 ? 2 : 3;
        name = repeats === 3 ? broken : await fit(2, 3);
      }
    }
    let y = 96;
    if (arrangement === 'reels-over') y = (await tapeMachine(b, ctx, y)) + 70;
    const x0 = CENTER_X - ((repeats - 1) * step) / 2;
    const pitch = name.height + name.cap * 0.14;
    // The screen each repeat is printed through: bars of a 14-unit pitch, thinner each time.
    const period = 14;
    for (let k = repeats - 1; k >= 0; k -= 1) {
      const top = y + k * pitch;
      const x = x0 + k * step;
      const ink = k === 0 ? inks.primary : k === 1 ? inks.accent : inks.support;
      if (k === 0) {
        drawBlock(b, name, { x, top, paint: { fill: ink }, role: 'name' });
        continue;
      }
      const duty = [1, 0.62, 0.42, 0.28][k] ?? 0.28;
      const id = b.uid('echo');
      let bars = '';
      for (let by = top - name.cap * 0.4; by < top + name.height + name.cap * 0.4; by += period)
        bars += `M-600 ${r(by)}H1800V${r(by + period * duty)}H-600Z`;
      b.def(
        `<mask id="${id}" maskUnits="userSpaceOnUse" x="-600" y="-600" width="2400" height="2800"><path fill="#fff" d="${bars}"/></mask>`,
      );
      const copies = name.lines
        .map(
          (line, i) =>
            b.textMarkup(
              line,
              { x, baseline: top + (name.baselines[i] ?? 0), scale: name.scale },
              { fill: ink },
            ).markup,
        )
        .join('');
      b.add(`<g mask="url(#${id})">${copies}</g>`, [ink]);
    }
    let foot = y + (repeats - 1) * pitch + name.height;
    foot = await altNameLine(b, ctx, { top: foot + 30, cap: 38, maxWidth: 900, ink: inks.primary });
    if (arrangement === 'reels-under') foot = await tapeMachine(b, ctx, foot + 80);
    await reggaeDetails(b, ctx, foot + 90);
  },
};
