/**
 * Folk almanac: a page from an old almanac or broadside. Thick-and-thin double rules frame
 * it; the country sits small in the running head between diamonds; the name is set big in the
 * bookish serif; under it a round woodcut vignette — a folk figure picked from the track words,
 * shaded with engraved hatching inside a double ring, with fine rays round it and a sprig on
 * each side — and then the artist's tracks as the page's numbered entries (roman numerals)
 * under a rule. Seeded: the figure, ray count, sprig tips, and the page's make-up — the
 * vignette centred between sprigs over the entries, or the vignette set at the left with the
 * entries beside it, flush left, like a two-column almanac page.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import { capHeight, fitScale, textLine } from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import type { Template } from '../../layout/template.ts';
import { drawMotif, motifForWords } from '../../motifs/index.ts';
import { r } from '../../svg/num.ts';
import { circle, diamond, polar } from '../../svg/shapes.ts';
import { nameLockup } from '../../templates/common.ts';
import { flankedLine, middleOf } from '../shared/flanked-line.ts';
import { countryOf, trackList } from '../shared/art.ts';
import { sprig } from '../shared/ornaments.ts';

const LEFT = 130;
const RIGHT = 1070;
const NUMERALS = ['I', 'II', 'III', 'IV'];

/** A thick rule over a thin one (or the thin one over the thick at the foot of the page). */
function doubleRule(b: ArtBuilder, ink: string, y: number, thickFirst: boolean): void {
  const [a, c] = thickFirst ? [10, 3] : [3, 10];
  b.add(
    `<path fill="${ink}" d="M${LEFT} ${r(y)}H${RIGHT}v${a}H${LEFT}ZM${LEFT} ${r(y + a + 9)}H${RIGHT}v${c}H${LEFT}Z"/>`,
    [ink],
  );
}

export const folkAlmanac: Template = {
  id: 'folk-almanac',
  namesMotif: true,
  place: true,
  needsImage: false,
  needsTracks: 3,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    doubleRule(b, inks.primary, 70, true);
    let y = 100;
    // The running head: the country between two diamonds, or just the diamonds.
    const country = countryOf(ctx);
    if (country) {
      const head = await flankedLine(
        b,
        ctx,
        country,
        {
          baseline: y + 58,
          cap: 30,
          maxWidth: 700,
          ink: inks.support,
          role: 'detail',
          tracking: 0.5,
        },
        inks.accent,
        (x, side, line) => diamond(x + side * 50, middleOf(line), 22, 22),
      );
      y = head.y1 + 34;
    }
    b.add(`<path fill="${inks.primary}" d="M${LEFT} ${r(y)}H${RIGHT}v3H${LEFT}Z"/>`, [
      inks.primary,
    ]);

    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: (RIGHT - LEFT - 40) * s,
      maxCap: 170 * s,
      maxHeight: 360 * s,
      maxLines: 3,
      leading: 0.2,
      tracking: 0.04,
      breakGain: 1.08,
      top: y + 56,
      paint: { fill: inks.primary },
    });
    y = nameBox.y1 + 50;
    doubleRule(b, inks.primary, y, false);

    // The vignette: a figure in a double ring on an engraved ground, rays and sprigs round it;
    // on a two-column page it stands at the left, smaller, and the entries run beside it.
    // Only when this design's song fits the narrow column: the entries never drop it.
    const face = ctx.faces.support;
    const column = RIGHT - (LEFT + 2 * 150 + 70 + 110);
    const first = await textLine(casingFor(face, `I.  ${ctx.track}`), face, 0.06);
    const side =
      rng.chance(0.45) &&
      fitScale(first, column, 32) * capHeight(first) >= MIN_TEXT_HEIGHT * 1.12 * 0.999;
    const radius = side ? 150 : 175;
    const vx = side ? LEFT + radius + 70 : CENTER_X;
    const cy = y + 60 + radius + (side ? 20 : 50);
    const rays: string[] = [];
    const count = rng.pick([48, 60, 72]);
    for (let i = 0; i < count; i += 1) {
      const deg = (360 * i) / count;
      const long = i % 2 === 0;
      const [x0, y0] = polar(vx, cy, radius + 22, deg);
      const [x1, y1] = polar(vx, cy, radius + (long ? 62 : 42), deg);
      rays.push(`M${r(x0)} ${r(y0)}L${r(x1)} ${r(y1)}`);
    }
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="4" stroke-linecap="round" d="${rays.join('')}"/>`,
      [inks.accent],
    );
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="9" d="${circle(vx, cy, radius)}"/><path fill="none" stroke="${inks.primary}" stroke-width="3" d="${circle(vx, cy, radius - 16)}"/>`,
      [inks.primary],
    );
    // Engraved ground: horizontal hatching in the ring's lower part, the figure standing on it.
    const clip = b.uid('vignette');
    b.def(`<clipPath id="${clip}"><path d="${circle(vx, cy, radius - 30)}"/></clipPath>`);
    const hatch: string[] = [];
    for (let hy = cy + radius * 0.42; hy < cy + radius; hy += 15) {
      hatch.push(`M${vx - radius} ${r(hy)}H${vx + radius}v4H${vx - radius}Z`);
    }
    b.add(`<path clip-path="url(#${clip})" fill="${inks.support}" d="${hatch.join('')}"/>`, [
      inks.support,
    ]);
    const choice = motifForWords([ctx.track, ...ctx.tracks, ctx.name], 'folk', rng, {
      nameFirst: ctx.nameFirst ?? false,
    });
    const figure = radius * 0.62;
    drawMotif(
      b,
      choice.motif,
      {
        x0: vx - figure,
        y0: cy - figure,
        x1: vx + figure,
        y1: cy + radius * 0.5,
      },
      { ink: inks.primary, accent: inks.accent },
      rng,
    );
    // A sprig either side of the vignette, mirrored.
    const tip = rng.pick(['bud', 'berries', 'leaf'] as const);
    const spray = sprig(vx + radius + 80, cy + 40, -8, 200, 5, -30, tip);
    if (!side)
      b.add(
        `<path fill="${inks.primary}" d="${spray}"/><path transform="translate(${vx * 2} 0) scale(-1 1)" fill="${inks.primary}" d="${spray}"/>`,
        [inks.primary],
      );

    // The entries: the tracks in two columns with roman numerals, a rule between.
    // Beside the vignette the entries start level with its top, flush left of a column.
    const colX = vx + radius + 110;
    y = side ? cy - radius - 10 : cy + radius + 110;
    if (!side)
      b.add(`<path fill="${inks.primary}" d="M${LEFT} ${r(y)}H${RIGHT}v3H${LEFT}Z"/>`, [
        inks.primary,
      ]);
    // Numbered as drawn: a title too long for the page is left out, never cut.
    let bottom = y;
    let drawn = 0;
    for (const track of trackList(ctx, 8)) {
      if (drawn >= 4) break;
      const line = await textLine(
        casingFor(face, `${NUMERALS[drawn] ?? ''}.  ${track}`),
        face,
        0.06,
      );
      const scale = fitScale(line, side ? RIGHT - colX : RIGHT - LEFT - 80, 32);
      if (scale * capHeight(line) < MIN_TEXT_HEIGHT * 1.12 * 0.999) continue;
      const box = b.text(
        line,
        side
          ? { x: colX, align: 'left', baseline: y + 74 + drawn * 80, scale }
          : { x: CENTER_X, align: 'center', baseline: y + 74 + drawn * 64, scale },
        { fill: drawn === 0 ? inks.accent : inks.primary },
        drawn === 0 ? 'track' : 'detail',
      );
      bottom = box.y1;
      drawn += 1;
    }
    // The page's foot clears the vignette's rays as well as the entries.
    doubleRule(b, inks.primary, Math.max(bottom, side ? cy + radius + 62 : 0) + 50, false);
  },
};
