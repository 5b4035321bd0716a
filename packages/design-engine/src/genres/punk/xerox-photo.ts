/**
 * Punk, xerox photo: the artist's picture run through a worn copier (a hard threshold or a coarse
 * line screen, toner grain knocked out) and then cut with scissors into three or four bands that
 * were pasted back slid sideways against each other, tape over the seams, crop marks at the
 * corners of the paste-up. Under it the name in heavy stencil capitals, bridges cut across every
 * line, and the track typed beneath. Unlike the cut-up (one torn scrap, the name on paper strips)
 * the photo is the hero here and nothing is tilted but the bands. Needs the artist's image.
 * Seeded: screen, band count and slides, tape, stencil bridge height, and the paste-up: 'rows'
 * (bands slid sideways, the name under), 'columns' (the photo cut into upright strips slid up
 * and down) or 'headline' (the stencilled name first, the banded photo pasted under it).
 */
import { portraitArt } from '../../image/portrait-art.ts';
import { headInBox } from '../../image/tone-field.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { tapeStrip } from '../../motifs/grit.ts';
import { r } from '../../svg/num.ts';
import { nameBlock } from '../../templates/common.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';
import { altNameLine } from '../shared/art.ts';
import { trackAndPlace } from '../shared/track-and-place.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { cutsAround } from './paste-up-cuts.ts';

export const XEROX_ARRANGEMENTS = ['rows', 'columns', 'headline'] as const;

export const punkXeroxPhoto: Template = {
  id: 'punk-xerox-photo',
  needsImage: true,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;

    const arrangement = pickArrangement(ctx, XEROX_ARRANGEMENTS);
    const columns = arrangement === 'columns';
    const w = 860;
    const h = 760;
    const treatment = rng.pick(['threshold', 'threshold', 'halftone-lines'] as const);
    const bands = rng.pick([3, 4]);

    /** The photocopy at `top`, cut and pasted back; returns the paste-up's foot. */
    const pasteUp = (top: number): number => {
      // The photocopy: one portrait, drawn once per band through that band's clip.
      const photo = { x0: CENTER_X - w / 2, y0: top, x1: CENTER_X + w / 2, y1: top + h };
      const art = portraitArt(ctx.portrait, {
        treatment,
        inks: [inks.primary],
        garment: inks.garment,
        box: photo,
        shape: 'square',
        rng: rng.fork('copy'),
        detail: 0.8,
        grain: 0.55,
      });
      for (const d of art.defs) b.def(d);
      // Cut lines a little off even, the way scissors go: across the photo, or down it, and
      // never through the face (a seam across the eyes reads as a torn face, not a paste-up).
      const head = headInBox(photo);
      const cuts = cutsAround(
        columns ? [photo.x0, photo.x1] : [photo.y0, photo.y1],
        columns ? [head.x0, head.x1] : [head.y0, head.y1],
        bands,
        rng,
      );
      const headBand = cuts.findIndex((c, i) => i > 0 && c >= (columns ? head.x1 : head.y1)) - 1;
      const tapes: string[] = [];
      const edges: string[] = [];
      let side = rng.chance(0.5) ? 1 : -1;
      for (let i = 0; i < cuts.length - 1; i += 1) {
        const c0 = cuts[i] as number;
        const c1 = cuts[i + 1] as number;
        // The band with the face stays put; the others slid against it.
        const slide = i === Math.max(0, headBand) ? 0 : side * rng.range(24, 56);
        const deg = rng.range(-1.2, 1.2);
        const clip = b.uid('band');
        const piece = columns
          ? `M${r(c0 + 3)} ${r(photo.y0 - 2)}H${r(c1 - 3)}V${r(photo.y1 + 2)}H${r(c0 + 3)}Z`
          : `M${r(photo.x0 - 2)} ${r(c0 + 3)}H${r(photo.x1 + 2)}V${r(c1 - 3)}H${r(photo.x0 - 2)}Z`;
        b.def(`<clipPath id="${clip}"><path d="${piece}"/></clipPath>`);
        const [mx, my] = columns
          ? [(c0 + c1) / 2, (photo.y0 + photo.y1) / 2]
          : [CENTER_X, (c0 + c1) / 2];
        const move = `translate(${r(columns ? 0 : slide)} ${r(columns ? slide : 0)}) rotate(${r(deg)} ${r(mx)} ${r(my)})`;
        b.add(
          `<g transform="${move}"><g clip-path="url(#${clip})">${art.markup}</g></g>`,
          art.inks,
        );
        // The band's paper edge: where the photo is dark the garment shows, so the cut needs a line.
        edges.push(`<path transform="${move}" d="${piece}"/>`);
        // Tape over the seam before this band, at the end it slid towards.
        if (i > 0) {
          if (columns) {
            const y = side > 0 ? photo.y1 + slide - 40 : photo.y0 + slide + 40;
            tapes.push(tapeStrip(c0, y, 150, 46, 90 + side * rng.range(20, 40), rng));
          } else {
            const x = side > 0 ? photo.x1 + slide - 40 : photo.x0 + slide + 40;
            tapes.push(tapeStrip(x, c0, 150, 46, side * rng.range(20, 40), rng));
          }
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
      const mv = columns ? 80 : 20;
      for (const [x, y, sx, sy] of [
        [photo.x0 - m, photo.y0 - mv, 1, 1],
        [photo.x1 + m, photo.y0 - mv, -1, 1],
        [photo.x0 - m, photo.y1 + mv, 1, -1],
        [photo.x1 + m, photo.y1 + mv, -1, -1],
      ] as const) {
        marks.push(`M${r(x)} ${r(y)}h${r(sx * 50)}M${r(x)} ${r(y)}v${r(sy * 50)}`);
      }
      b.add(`<path fill="none" stroke="${inks.support}" stroke-width="5" d="${marks.join('')}"/>`, [
        inks.support,
      ]);
      return photo.y1 + mv;
    };

    // The name as a stencil under the photo: straight, heavy, one bridge across each line.
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 1040 * s,
      maxCap: 230 * s,
      maxHeight: 400 * s,
      maxLines: 3,
      leading: 0.12,
      tracking: 0.03,
    });
    const bridge = rng.range(0.05, 0.08);
    /** The name stencilled at `nameTop`; returns the foot of the name (and its other script). */
    const stencil = async (nameTop: number): Promise<number> => {
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
      const y = Math.max(...boxes.map((bx) => bx.y1));
      return altNameLine(b, ctx, { top: y + 20, cap: 36, maxWidth: 900, ink: inks.accent });
    };

    const y =
      arrangement === 'headline'
        ? pasteUp((await stencil(70)) + 110) + 10
        : await stencil(pasteUp(70) + 60);

    await trackAndPlace(b, ctx, {
      baseline: y + 80,
      face: 'specialElite',
      track: { cap: 42, maxWidth: 900, ink: inks.primary, tracking: 0.06 },
      place: { gap: 50, maxWidth: 600, ink: inks.support, tracking: 0.3, chance: 0.7 },
    });
  },
};
