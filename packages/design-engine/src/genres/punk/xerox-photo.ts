/**
 * Punk, xerox photo: the artist's picture run through a worn copier (a hard threshold or a coarse
 * line screen, toner grain knocked out) and then cut with scissors into three or four bands that
 * were pasted back slid sideways against each other, tape over the seams, crop marks at the
 * corners of the paste-up. Under it the name in heavy stencil capitals, bridges cut across every
 * line, and the track typed beneath. Unlike the cut-up (one torn scrap, the name on paper strips)
 * the photo is the hero here and nothing is tilted but the bands. Needs the artist's image.
 * Seeded: screen, band count and slides, tape, stencil bridge height.
 */
import { portraitArt } from '../../image/portrait-art.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { tapeStrip } from '../../motifs/grit.ts';
import { r } from '../../svg/num.ts';
import { nameBlock } from '../../templates/common.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';
import { altNameLine } from '../shared/art.ts';
import { trackAndPlace } from '../shared/track-and-place.ts';

export const punkXeroxPhoto: Template = {
  id: 'punk-xerox-photo',
  needsImage: true,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;

    // The photocopy: one portrait, drawn once per band through that band's clip.
    const w = 860;
    const h = 760;
    const top = 70;
    const photo = { x0: CENTER_X - w / 2, y0: top, x1: CENTER_X + w / 2, y1: top + h };
    const art = portraitArt(ctx.portrait, {
      treatment: rng.pick(['threshold', 'threshold', 'halftone-lines'] as const),
      inks: [inks.primary],
      garment: inks.garment,
      box: photo,
      shape: 'square',
      rng: rng.fork('copy'),
      detail: 0.8,
      grain: 0.55,
    });
    for (const d of art.defs) b.def(d);
    const bands = rng.pick([3, 4]);
    // Cut lines a little off even, the way scissors go.
    const cuts = [photo.y0];
    for (let i = 1; i < bands; i += 1) cuts.push(photo.y0 + (h * i) / bands + rng.range(-30, 30));
    cuts.push(photo.y1);
    const tapes: string[] = [];
    const edges: string[] = [];
    let side = rng.chance(0.5) ? 1 : -1;
    for (let i = 0; i < bands; i += 1) {
      const y0 = cuts[i] as number;
      const y1 = cuts[i + 1] as number;
      const dx = i === 0 ? 0 : side * rng.range(24, 56);
      const deg = rng.range(-1.2, 1.2);
      const clip = b.uid('band');
      b.def(
        `<clipPath id="${clip}"><path d="M${r(photo.x0 - 2)} ${r(y0 + 3)}H${r(photo.x1 + 2)}V${r(y1 - 3)}H${r(photo.x0 - 2)}Z"/></clipPath>`,
      );
      const move = `translate(${r(dx)} 0) rotate(${r(deg)} ${r(CENTER_X)} ${r((y0 + y1) / 2)})`;
      b.add(`<g transform="${move}"><g clip-path="url(#${clip})">${art.markup}</g></g>`, art.inks);
      // The band's paper edge: where the photo is dark the garment shows, so the cut needs a line.
      edges.push(
        `<path transform="${move}" d="M${r(photo.x0)} ${r(y0 + 3)}H${r(photo.x1)}V${r(y1 - 3)}H${r(photo.x0)}Z"/>`,
      );
      // Tape over the seam above this band, at the end it slid towards.
      if (i > 0) {
        const x = side > 0 ? photo.x1 + dx - 40 : photo.x0 + dx + 40;
        tapes.push(tapeStrip(x, y0, 150, 46, side * rng.range(20, 40), rng));
      }
      side = -side;
    }
    tapes.push(
      tapeStrip(CENTER_X + rng.range(-200, 200), photo.y0, 180, 50, rng.range(-8, 8), rng),
    );
    b.add(`<g fill="none" stroke="${inks.support}" stroke-width="4">${edges.join('')}</g>`, [
      inks.support,
    ]);
    b.add(`<path fill="${inks.support}" d="${tapes.join('')}"/>`, [inks.support]);

    // Crop marks at the paste-up's corners, clear of the slid bands.
    const marks: string[] = [];
    const m = 110;
    for (const [x, y, sx, sy] of [
      [photo.x0 - m, photo.y0 - 20, 1, 1],
      [photo.x1 + m, photo.y0 - 20, -1, 1],
      [photo.x0 - m, photo.y1 + 20, 1, -1],
      [photo.x1 + m, photo.y1 + 20, -1, -1],
    ] as const) {
      marks.push(`M${r(x)} ${r(y)}h${r(sx * 50)}M${r(x)} ${r(y)}v${r(sy * 50)}`);
    }
    b.add(`<path fill="none" stroke="${inks.support}" stroke-width="5" d="${marks.join('')}"/>`, [
      inks.support,
    ]);

    // The name as a stencil under the photo: straight, heavy, one bridge across each line.
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 1040 * s,
      maxCap: 230 * s,
      maxHeight: 400 * s,
      maxLines: 3,
      leading: 0.12,
      tracking: 0.03,
    });
    const nameTop = photo.y1 + 80;
    const bridge = rng.range(0.05, 0.08);
    const slits = name.lines.map((_, i) => {
      const baseline = nameTop + (name.baselines[i] ?? 0);
      const y = baseline - name.cap * 0.55;
      return `M-200 ${r(y)}H1400V${r(y + Math.max(5, name.cap * bridge))}H-200Z`;
    });
    const id = cutAwayMask(b, 'xerox-stencil', `<path fill="#000" d="${slits.join('')}"/>`);
    b.add(`<g mask="url(#${id})">`, []);
    const boxes = name.lines.map((line, i) =>
      b.text(
        line,
        { x: CENTER_X, baseline: nameTop + (name.baselines[i] ?? 0), scale: name.scale },
        { fill: inks.accent },
        'name',
      ),
    );
    b.add('</g>', []);
    let y = Math.max(...boxes.map((bx) => bx.y1));
    y = await altNameLine(b, ctx, { top: y + 20, cap: 36, maxWidth: 900, ink: inks.accent });

    await trackAndPlace(b, ctx, {
      baseline: y + 80,
      face: 'specialElite',
      track: { cap: 42, maxWidth: 900, ink: inks.primary, tracking: 0.06 },
      place: { gap: 50, maxWidth: 600, ink: inks.support, tracking: 0.3, chance: 0.7 },
    });
  },
};
