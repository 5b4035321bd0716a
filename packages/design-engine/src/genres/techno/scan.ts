/**
 * Techno, scan: the artist's picture as a strict line screen (or a hard threshold) in one ink,
 * squared off and fading at its edges, with registration marks at its corners like a film
 * separation; the name flush left under it, a field of small crosses beside the track and the
 * country in mono. Needs the artist's image. Seeded: screen, crosses, name weight, and the
 * sheet: the wide 'sheet' scan (as above), a 'target' — the scan in a disc ringed by a turntable
 * platter's strobe ticks — or a 'masthead', the name flush left on
 * top and the scan under it.
 */
import { drawPortrait } from '../../image/portrait-art.ts';
import type { Template } from '../../layout/template.ts';
import { plusField, registrationMark } from '../../motifs/tech.ts';
import { nameLockup } from '../../templates/common.ts';
import { countryOf, oneLineList } from '../shared/art.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { circle } from '../../svg/shapes.ts';
import type { Box } from '../../svg/box.ts';

const LEFT = 130;
const RIGHT = 1070;

export const SCAN_ARRANGEMENTS = ['sheet', 'target', 'masthead'] as const;

export const technoScan: Template = {
  id: 'techno-scan',
  needsImage: true,
  maxGrow: 1.35,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    const sheet = pickArrangement(ctx, SCAN_ARRANGEMENTS);
    const treatment = rng.pick(['halftone-lines', 'halftone-lines', 'threshold'] as const);
    const name = (top: number) =>
      nameLockup(b, ctx, {
        maxWidth: (RIGHT - LEFT) * s,
        maxCap: 190 * s,
        maxHeight: 400 * s,
        maxLines: 3,
        leading: 0.12,
        x: LEFT,
        align: 'left',
        top,
        paint: { fill: inks.primary },
      });
    /** The wide scan with a registration mark off each corner; returns its foot. */
    const scan = (top: number): number => {
      const box = { x0: LEFT, y0: top, x1: RIGHT, y1: top + (RIGHT - LEFT) * 0.78 };
      drawPortrait(b, ctx.portrait, {
        treatment,
        inks: [inks.primary],
        garment: inks.garment,
        box,
        shape: 'fade',
        rng: rng.fork('scan'),
      });
      const marks = [
        [box.x0 - 30, box.y0 - 30],
        [box.x1 + 30, box.y0 - 30],
        [box.x0 - 30, box.y1 + 30],
        [box.x1 + 30, box.y1 + 30],
      ]
        .map(([x, y]) => registrationMark(x ?? 0, y ?? 0, 72, 5))
        .join('');
      b.add(`<path fill="${inks.accent}" fill-rule="evenodd" d="${marks}"/>`, [inks.accent]);
      return box.y1;
    };
    /**
     * The scan in a disc ringed by a turntable platter's strobe: a tick every 6°, longer every
     * 30°. Not a crosshair: hairs and marks at four points around a person read as a gun sight.
     * Returns its foot.
     */
    const target = (top: number): number => {
      const R = 340;
      const cx = (LEFT + RIGHT) / 2;
      const cy = top + 60 + R;
      const box: Box = { x0: cx - R, y0: cy - R, x1: cx + R, y1: cy + R };
      drawPortrait(b, ctx.portrait, {
        treatment,
        inks: [inks.primary],
        garment: inks.garment,
        box,
        shape: 'circle',
        rng: rng.fork('scan'),
      });
      const ticks: string[] = [];
      for (let i = 0; i < 60; i += 1) {
        const a = (i * Math.PI) / 30;
        const [r0, r1] = i % 5 === 0 ? [R + 44, R + 96] : [R + 44, R + 70];
        const [c, s] = [Math.cos(a), Math.sin(a)];
        ticks.push(
          `M${(cx + c * r0).toFixed(1)} ${(cy + s * r0).toFixed(1)}L${(cx + c * r1).toFixed(1)} ${(cy + s * r1).toFixed(1)}`,
        );
      }
      b.add(
        `<path fill="none" stroke="${inks.accent}" stroke-width="4" d="${circle(cx, cy, R + 24)}"/><path fill="none" stroke="${inks.accent}" stroke-width="6" d="${ticks.join('')}"/>`,
        [inks.accent],
      );
      return cy + R + 136;
    };

    let nameBox: Box;
    if (sheet === 'masthead') {
      nameBox = (await name(80)).box;
      nameBox = { ...nameBox, y1: scan(nameBox.y1 + 110) };
    } else {
      const foot = sheet === 'target' ? target(40) : scan(90);
      nameBox = (await name(foot + 90)).box;
    }
    const y = nameBox.y1 + 60;
    const country = countryOf(ctx);
    const lines = await oneLineList(b, [ctx.track, ...(country ? [country] : [])], {
      face: 'spaceMono',
      x: LEFT,
      align: 'left',
      top: y + 34,
      step: 50,
      cap: 30,
      maxWidth: (RIGHT - LEFT) * 0.62,
      tracking: 0.12,
      inks: [inks.primary, inks.support],
      max: 2,
    });
    const listBottom = lines[lines.length - 1]?.y1 ?? y + 40;
    b.add(
      `<path fill="${inks.accent}" d="${plusField({ x0: RIGHT - 260, y0: y, x1: RIGHT, y1: Math.max(listBottom, y + 100) }, 40, 18, 3)}"/>`,
      [inks.accent],
    );
  },
};
