/**
 * Latin cartel, for flamenco: the poster of a tablao or a feria night. A painted fan (abanico)
 * opens over the name, its leaf in two inks with polka dots (lunares) on one of them and a lace
 * rim, a carnation on its pivot; or, seeded, a spray of three carnations tied with a ribbon. The
 * name in a fat Didone like the playbills' wood type, a rule with a carnation, the songs as the
 * night's palos in tracked capitals, a flamenco dress's flounce (volante) along the foot, and, on
 * some seeds, the poster's double border round it all. A name's own thing (a moon, a bull) takes
 * the fan's place when the name names one.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { drawMotif } from '../../motifs/registry.ts';
import { r } from '../../svg/num.ts';
import { smallLine } from '../../templates/common.ts';
import { motifFromName, trackList } from '../shared/art.ts';
import { abanico, clavel, clavelStem, volante } from './flamenco-drawings.ts';
import { latinName } from './name-lockup.ts';

export const CARTEL_FIGURES = ['fan', 'spray'] as const;

/** The fan over its pivot; returns the figure's foot. */
function fanFigure(b: ArtBuilder, ctx: TemplateContext, top: number): number {
  const { inks, rng } = ctx;
  const R = 330 * ctx.shrink;
  const cx = CENTER_X;
  const cy = top + R * 1.02;
  const fan = abanico(cx, cy, R, rng.pick([12, 14, 16]), rng.pick([140, 156]));
  b.add(`<path fill="${inks.accent}" d="${fan.even}${fan.rim}"/>`, [inks.accent]);
  b.add(`<path fill="${inks.support}" d="${fan.odd}"/>`, [inks.support]);
  b.add(`<path fill="${inks.primary}" d="${fan.dots}"/>`, [inks.primary]);
  b.add(`<path fill="${inks.primary}" d="${fan.ribs}"/>`, [inks.primary]);
  // The carnation tucked at the pivot.
  const rad = R * 0.3;
  b.add(`<path fill="${inks.accent}" d="${clavel(cx, cy - rad * 0.2, rad, rng.range(0, 40))}"/>`, [
    inks.accent,
  ]);
  return cy + rad * 0.8;
}

/** Three carnations on stems gathered under them, tied with a ribbon; returns the foot. */
function sprayFigure(b: ArtBuilder, ctx: TemplateContext, top: number): number {
  const { inks, rng } = ctx;
  const k = ctx.shrink;
  const cx = CENTER_X;
  const tie = { x: cx, y: top + 470 * k };
  const heads: [number, number, number][] = [
    [cx - 190 * k, top + 150 * k, 105 * k],
    [cx + 190 * k, top + 150 * k, 105 * k],
    [cx, top + 115 * k, 120 * k],
  ];
  const stems = heads
    .map(([x, y]) => {
      const lean = (Math.atan2(tie.x - x, tie.y - y) * -180) / Math.PI;
      return clavelStem(x, y, Math.hypot(tie.x - x, tie.y - y) + 40 * k, lean, 14 * k);
    })
    .join('');
  b.add(`<path fill="${inks.support}" d="${stems}"/>`, [inks.support]);
  const flowers = heads.map(([x, y, rad]) => clavel(x, y, rad, rng.range(0, 40))).join('');
  b.add(`<path fill="${inks.accent}" d="${flowers}"/>`, [inks.accent]);
  // The ribbon: a bow of two loops and two tails where the stems meet.
  const w = 70 * k;
  const bow = `M${r(tie.x)} ${r(tie.y)}C${r(tie.x - w)} ${r(tie.y - w * 0.9)} ${r(tie.x - w * 1.3)} ${r(tie.y + w * 0.5)} ${r(tie.x)} ${r(tie.y)}ZM${r(tie.x)} ${r(tie.y)}C${r(tie.x + w)} ${r(tie.y - w * 0.9)} ${r(tie.x + w * 1.3)} ${r(tie.y + w * 0.5)} ${r(tie.x)} ${r(tie.y)}ZM${r(tie.x - 8)} ${r(tie.y)}L${r(tie.x - w * 0.6)} ${r(tie.y + w * 1.1)}L${r(tie.x - w * 0.35)} ${r(tie.y + w * 1.15)}L${r(tie.x + 4)} ${r(tie.y + 8)}ZM${r(tie.x + 8)} ${r(tie.y)}L${r(tie.x + w * 0.6)} ${r(tie.y + w * 1.1)}L${r(tie.x + w * 0.35)} ${r(tie.y + w * 1.15)}L${r(tie.x - 4)} ${r(tie.y + 8)}Z`;
  b.add(`<path fill="${inks.primary}" d="${bow}"/>`, [inks.primary]);
  return tie.y + w * 1.2;
}

export const latinCartel: Template = {
  id: 'latin-cartel',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const cx = CENTER_X;
    const named = motifFromName(ctx);
    let foot: number;
    if (named) {
      drawMotif(
        b,
        named.motif,
        { x0: cx - 300, y0: 90, x1: cx + 300, y1: 520 },
        { ink: inks.accent, accent: inks.support },
        rng,
      );
      foot = 540;
    } else {
      const figure = rng.pick(CARTEL_FIGURES);
      foot = figure === 'fan' ? fanFigure(b, ctx, 90) : sprayFigure(b, ctx, 90);
    }

    // The name, the hero, in the playbill's fat Didone.
    const { box: nameBox } = await latinName(b, ctx, {
      width: 1040,
      cap: 240,
      height: 520,
      top: foot + 70,
      leading: 0.12,
      face: 'abril',
    });

    // A rule with a small carnation at its middle.
    const ry = nameBox.y1 + 64;
    const half = Math.min(420, Math.max(260, (nameBox.x1 - nameBox.x0) / 2));
    b.add(
      `<path fill="${inks.support}" d="M${r(cx - half)} ${r(ry - 3)}H${r(cx - 46)}V${r(ry + 3)}H${r(cx - half)}ZM${r(cx + 46)} ${r(ry - 3)}H${r(cx + half)}V${r(ry + 3)}H${r(cx + 46)}Z"/>`,
      [inks.support],
    );
    b.add(`<path fill="${inks.accent}" d="${clavel(cx, ry, 30, rng.range(0, 40))}"/>`, [
      inks.accent,
    ]);

    // The night's palos: the songs in tracked capitals, as many as fit one line, else fewer.
    const songs = trackList(ctx, 3);
    const candidates = [3, 2, 1]
      .filter((n) => n <= songs.length)
      .map((n) => songs.slice(0, n).join('  ·  '));
    const songBox =
      candidates.length > 0
        ? await smallLine(b, ctx, candidates, {
            baseline: ry + 110,
            cap: 40,
            maxWidth: 960,
            ink: inks.primary,
            role: 'track',
            tracking: 0.28,
          })
        : null;

    // The flounce along the foot.
    const fy = (songBox?.y1 ?? ry + 20) + 60;
    const fw = 880;
    b.add(`<path fill="${inks.accent}" d="${volante(cx - fw / 2, cx + fw / 2, fy, 80, 2)}"/>`, [
      inks.accent,
    ]);

    // The poster's double border, on some seeds.
    if (rng.chance(0.5)) {
      const x0 = cx - 550;
      const x1 = cx + 550;
      const y0 = 40;
      const y1 = fy + 80 * 1.5 + 50;
      const line = (inset: number, w: number): string =>
        `M${x0 + inset} ${y0 + inset}H${x1 - inset}V${y1 - inset}H${x0 + inset}ZM${x0 + inset + w} ${y0 + inset + w}V${y1 - inset - w}H${x1 - inset - w}V${y0 + inset + w}Z`;
      b.add(`<path fill="${inks.support}" d="${line(0, 12)}${line(24, 4)}"/>`, [inks.support]);
    }
  },
};
