/**
 * Hip hop, die-cut sticker: the name stacked in heavy condensed capitals, leaning, cut out like
 * a vinyl sticker — solid letters, a thin gap of shirt, then an outline in the loud accent —
 * with a starburst slapped on its corner carrying the motif (crown, diamond, mic…) knocked out,
 * and the track on a pill under it. Seeded: lean, burst side and spikes, motif, and one of three
 * arrangements so two rappers rarely get the same sticker: the burst slapped on the top line's
 * corner; the burst hanging off the bottom line's corner with the track pill riding above the
 * name; or a big burst badge centred over the name like a label's seal.
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { capHeight, lineWidth } from '../../layout/text-line.ts';
import { iconMarkup } from '../../motifs/game-icons.ts';
import { r } from '../../svg/num.ts';
import { star } from '../../svg/shapes.ts';
import type { Box } from '../../svg/box.ts';
import { fitLineWithin, knockout, nameBlock } from '../../templates/common.ts';
import { cutAwayMask, swollen } from '../shared/cut-away-mask.ts';
import { altNameLine, pickMotif } from '../shared/art.ts';
import { HIPHOP_DEFAULTS, HIPHOP_MOTIFS } from './chrome.ts';

export const hiphopSticker: Template = {
  id: 'hiphop-sticker',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.8,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const lean = -rng.range(6, 10);
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 900 * s,
      maxCap: 300 * s,
      maxHeight: 620 * s,
      maxLines: 3,
      leading: 0.06,
      breakGain: 1.0,
      // Each line carries a thick outline: an accent below must clear the outline above it.
      inkGap: 0.3,
    });
    const top = 140;
    const outline = Math.max(20, name.cap * 0.11);
    const gap = Math.max(10, name.cap * 0.07);
    const arrangement = rng.pick(['corner', 'low', 'seal'] as const);
    const br = arrangement === 'seal' ? 210 : 150;
    const right = rng.chance(0.6);
    const spikes = rng.pick([14, 16, 18]);
    const turn = rng.range(-90, -70);

    // Measured once centred, then set again shifted so the name and its burst balance as one
    // group on the chest, not the name centred with the burst hanging off one side.
    const probe = (dx: number) =>
      name.lines.map((line, i) =>
        b.textMarkup(
          line,
          {
            x: CENTER_X + dx,
            baseline: top + (name.baselines[i] ?? 0),
            scale: name.scale,
            skewX: lean,
          },
          { fill: '#000' },
        ),
      );
    const reach = (placed: { box: Box }[]) => ({
      x0: Math.min(...placed.map((p) => p.box.x0)) - outline - gap,
      x1: Math.max(...placed.map((p) => p.box.x1)) + outline + gap,
      y0: Math.min(...placed.map((p) => p.box.y0)) - outline - gap,
      y1: Math.max(...placed.map((p) => p.box.y1)) + outline + gap,
    });
    // Tucked onto the top line's corner (not the block's: a wider line below would leave it
    // floating), overlapping the outline: it may cover the outline, never a letter.
    // Hanging low it takes the bottom line's corner, on the other side, so the eye zigzags.
    const burstX = (placed: { box: Box }[]) => {
      if (arrangement === 'seal') return CENTER_X;
      const low = arrangement === 'low';
      const e = reach(low ? placed.slice(-1) : placed.slice(0, 1));
      return right !== low ? e.x1 - br * 0.25 : e.x0 + br * 0.25;
    };
    const first = probe(0);
    const centred = reach(first);
    const bx0 = burstX(first);
    const groupMid = (Math.min(centred.x0, bx0 - br) + Math.max(centred.x1, bx0 + br)) / 2;
    // The seal sits on the name's own axis: nothing to balance.
    const dx = arrangement === 'seal' ? 0 : CENTER_X - groupMid;
    const placed = probe(dx);
    const { y0, y1 } = reach(placed);
    const letters = placed.map((p) => p.markup).join('');

    // A die-cut sticker's contour follows the word, not each letter's counters: a slab filling
    // each line's cap band (leaning with it) joins the letters, so the cut and the outline run
    // round the outside only — no slivers of outline inside a C or between an L and an E.
    const t = Math.tan((lean * Math.PI) / 180);
    const slabs = name.lines
      .map((line, i) => {
        const baseline = top + (name.baselines[i] ?? 0);
        const w = lineWidth(line) * name.scale;
        const c = capHeight(line) * name.scale;
        const l = CENTER_X + dx - w / 2;
        return `M${r(l)} ${r(baseline)}H${r(l + w)}L${r(l + w - c * t)} ${r(baseline - c)}H${r(l - c * t)}Z`;
      })
      .join('');
    const slab = (ink: string, width: number) =>
      `<path fill="${ink}" stroke="${ink}" stroke-width="${r(width)}" stroke-linejoin="round" d="${slabs}"/>`;

    const bx = burstX(placed);
    // Corner and low bursts overlap the outline; the seal stands clear above the word.
    const by =
      arrangement === 'low'
        ? y1 + br * 0.78
        : arrangement === 'seal'
          ? y0 - br - 40
          : y0 - br * 0.85;
    const burst = star(bx, by, br, br * 0.78, spikes, turn);
    const motif = pickMotif(ctx, HIPHOP_MOTIFS, HIPHOP_DEFAULTS);
    const m = iconMarkup(
      motif,
      { x0: bx - br * 0.55, y0: by - br * 0.55, x1: bx + br * 0.55, y1: by + br * 0.55 },
      '#000',
    );
    const hole = b.uid('burst');
    b.def(
      `<mask id="${hole}" maskUnits="userSpaceOnUse" x="-600" y="-600" width="2400" height="2800"><path fill="#fff" d="${burst}"/>${m.markup}</mask>`,
    );
    // The burst sits on top: everything under it stops a ring of shirt short of it.
    const ring = cutAwayMask(
      b,
      'ring',
      `<path fill="#000" stroke="#000" stroke-width="24" d="${burst}"/>`,
    );

    b.add(`<g mask="url(#${ring})">`, []);
    // The fat accent outline round the word's contour, cut back from it by a gap of shirt.
    const cut = cutAwayMask(
      b,
      'cut',
      swollen(letters, (gap * 2) / name.scale) + slab('#000', gap * 2),
    );
    const spread = (outline + gap) * 2;
    b.add(
      `<g mask="url(#${cut})"><g fill="${inks.accent}" stroke="${inks.accent}" stroke-width="${r(spread / name.scale)}" stroke-linejoin="round">${letters.replace(/fill="#000"/g, '')}</g>${slab(inks.accent, spread)}</g>`,
      [inks.accent],
    );
    name.lines.forEach((line, i) => {
      const p = placed[i];
      if (!p) return;
      b.add(p.markup.replace('fill="#000"', `fill="${inks.primary}"`), [inks.primary]);
      b.record(line, p.box, inks.primary, name.scale, 'name');
    });
    b.add('</g>', []);
    b.add(`<path fill="${inks.support}" mask="url(#${hole})" d="${burst}"/>`, [inks.support]);

    // The alternate name and the track pill hang on the name's own axis (under the low burst).
    const axis = CENTER_X + dx;
    const low = arrangement === 'low';
    let y = await altNameLine(b, ctx, {
      top: low ? by + br + 24 : y1 + 24,
      cap: 34,
      maxWidth: 900,
      ink: inks.primary,
      x: axis,
    });
    y += 40;
    const { line: track, scale } = await fitLineWithin(ctx.track, faces.support, 0.14, 960, 40);
    const tw = lineWidth(track) * scale;
    const th = capHeight(track) * scale;
    const h = th + 40;
    const w = tw + h + 30;
    // With the burst hanging low the pill rides above the name instead, a clear gap over it.
    if (low) y = y0 - 40 - h;
    const pill = `M${r(axis - w / 2 + h / 2)} ${r(y)}H${r(axis + w / 2 - h / 2)}A${r(h / 2)} ${r(h / 2)} 0 0 1 ${r(axis + w / 2 - h / 2)} ${r(y + h)}H${r(axis - w / 2 + h / 2)}A${r(h / 2)} ${r(h / 2)} 0 0 1 ${r(axis - w / 2 + h / 2)} ${r(y)}Z`;
    knockout(b, pill, inks.accent, [
      { line: track, at: { x: axis, baseline: y + h / 2 + th / 2, scale }, role: 'track' },
    ]);
  },
};
