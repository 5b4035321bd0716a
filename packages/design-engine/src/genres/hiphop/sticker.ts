/**
 * Hip hop, die-cut sticker: the name stacked in heavy condensed capitals, leaning, cut out like
 * a vinyl sticker — solid letters, a thin gap of shirt, then an outline in the loud accent —
 * with a starburst slapped on its corner carrying the motif (crown, diamond, mic…) knocked out,
 * and the track on a pill under it. Seeded: lean, burst corner and spikes, motif.
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { capHeight, lineWidth } from '../../layout/text-line.ts';
import { iconMarkup } from '../../motifs/game-icons.ts';
import { r } from '../../svg/num.ts';
import { star } from '../../svg/shapes.ts';
import { fitLineWithin, knockout, nameBlock } from '../../templates/common.ts';
import { cutAwayMask, swollen } from '../shared/cut-away-mask.ts';
import { probeNameLines } from '../shared/name-probe.ts';
import { altNameLine, pickMotif } from '../shared/art.ts';
import { HIPHOP_DEFAULTS, HIPHOP_MOTIFS } from './chrome.ts';

export const hiphopSticker: Template = {
  id: 'hiphop-sticker',
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
    const placed = probeNameLines(b, name, top, { skewX: lean });
    const letters = placed.map((p) => p.markup).join('');
    const outline = Math.max(18, name.cap * 0.09);
    const gap = Math.max(10, name.cap * 0.07);
    const x0 = Math.min(...placed.map((p) => p.box.x0)) - outline - gap;
    const x1 = Math.max(...placed.map((p) => p.box.x1)) + outline + gap;
    const y0 = Math.min(...placed.map((p) => p.box.y0)) - outline - gap;
    const y1 = Math.max(...placed.map((p) => p.box.y1)) + outline + gap;

    // The starburst on a top corner, the motif knocked out of it.
    const right = rng.chance(0.6);
    const br = 150;
    // Slapped on the corner, above the letters: it may cover the outline, never a letter.
    const bx = right ? x1 - br * 0.1 : x0 + br * 0.1;
    const by = y0 - br * 0.85;
    const burst = star(bx, by, br, br * 0.78, rng.pick([14, 16, 18]), rng.range(-90, -70));
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
    // The fat accent outline, cut back from the letters by a gap of shirt.
    const cut = cutAwayMask(b, 'cut', swollen(letters, (gap * 2) / name.scale));
    b.add(
      `<g mask="url(#${cut})"><g fill="none" stroke="${inks.accent}" stroke-width="${r(((outline + gap) * 2) / name.scale)}" stroke-linejoin="round">${letters.replace(/fill="#000"/g, '')}</g></g>`,
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

    let y = await altNameLine(b, ctx, { top: y1 + 24, cap: 34, maxWidth: 900, ink: inks.primary });
    y += 40;
    const { line: track, scale } = await fitLineWithin(ctx.track, faces.support, 0.14, 960, 40);
    const tw = lineWidth(track) * scale;
    const th = capHeight(track) * scale;
    const h = th + 40;
    const w = tw + h + 30;
    const pill = `M${r(CENTER_X - w / 2 + h / 2)} ${r(y)}H${r(CENTER_X + w / 2 - h / 2)}A${r(h / 2)} ${r(h / 2)} 0 0 1 ${r(CENTER_X + w / 2 - h / 2)} ${r(y + h)}H${r(CENTER_X - w / 2 + h / 2)}A${r(h / 2)} ${r(h / 2)} 0 0 1 ${r(CENTER_X - w / 2 + h / 2)} ${r(y)}Z`;
    knockout(b, pill, inks.accent, [
      { line: track, at: { x: CENTER_X, baseline: y + h / 2 + th / 2, scale }, role: 'track' },
    ]);
  },
};
