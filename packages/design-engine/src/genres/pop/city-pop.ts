/**
 * Pop, city pop (city pop, J-pop, kayōkyoku, Shibuya-kei, C-pop, anime): an 80s Japanese record
 * sleeve. A square sleeve in a hairline frame holds the scene — a sun cut into bands sinking on
 * the sea, its broken reflection, palms or a lit skyline against it, a few gulls — with the obi
 * down its left edge carrying the name (upright characters for Japanese, Chinese or Korean, turned
 * for any other script) and the record half out of the sleeve behind. Under it the name in a
 * clean leaning face, its other-language form between two rules, and the song as a subtitle.
 * Seeded: palms or skyline and which side, record or none, sun and sea; a name built on a thing
 * that stands on the ground (the night train of "夜行列車") puts it on the horizon instead on most
 * sleeves (city-emblem.ts).
 */
import type { FaceId } from '../../fonts/catalog.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { block, drawBlock, fitLineWithin } from '../../templates/common.ts';
import { capHeight } from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import { flankedLine, middleOf, type FlankMark } from '../shared/flanked-line.ts';
import { countryOf } from '../shared/art.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';
import { bandedSun, palm, record, reflection, skyline } from './city-scenery.ts';
import { horizonEmblem, horizonFigure } from './city-emblem.ts';
import { obi, standsUpright } from './obi.ts';
import { isCased, isJoiningScript, isRtlScript, scriptsOf } from '../../text/scripts.ts';

const rect = (x0: number, y0: number, x1: number, y1: number): string =>
  `M${r(x0)} ${r(y0)}H${r(x1)}V${r(y1)}H${r(x0)}Z`;

/** A gull: two shallow arcs meeting at a point, as a stroke. */
const gull = (x: number, y: number, s: number): string =>
  `M${r(x - s)} ${r(y)}Q${r(x - s * 0.5)} ${r(y - s * 0.6)} ${r(x)} ${r(y)}Q${r(x + s * 0.5)} ${r(y - s * 0.6)} ${r(x + s)} ${r(y)}`;

export const popCityPop: Template = {
  id: 'pop-city-pop',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.4,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const k = ctx.shrink;
    // A clean geometric capital leaning forward, or the family's rounded face: the sleeve's type.
    // (A name with no Latin letters takes the rounded one: beside the slender Josefin its
    // fallback would be set in a medium weight, too light for a hero.)
    const face: FaceId =
      faces.display === 'fredoka' || !isCased(ctx.name) ? 'fredoka' : 'josefinSans';
    // Lettering leans forward; joined and right-to-left scripts stand upright (a slanted Arabic or
    // Devanagari line reads as broken, not as italic).
    const upright = scriptsOf(ctx.name).some((sc) => isJoiningScript(sc) || isRtlScript(sc));
    const lean = upright ? 0 : -10;
    const line = inks.support !== inks.primary ? inks.support : inks.accent;
    const S = 640 * k;
    const withRecord = rng.chance(0.7);
    const Rd = S * 0.46;
    const total = S + (withRecord ? Rd * 0.9 : 0);
    const x0 = CENTER_X - total / 2;
    const y0 = 60;
    const x1 = x0 + S;
    const y1 = y0 + S;
    const sleeve = rect(x0, y0, x1, y1);

    // The record behind, out of the sleeve's right side (the sleeve masks it, with a gap).
    if (withRecord) {
      const disc = record(x1 + Rd * 0.9 - Rd, (y0 + y1) / 2, Rd);
      const hide = cutAwayMask(
        b,
        'sleeve',
        `<path fill="#000" stroke="#000" stroke-width="28" d="${sleeve}"/>`,
      );
      b.add(
        `<g mask="url(#${hide})"><path fill="${line}" fill-rule="evenodd" d="${disc.rim}"/><path fill="${inks.accent}" fill-rule="evenodd" d="${disc.label}"/></g>`,
        [line, inks.accent],
      );
    }
    b.add(`<path fill="none" stroke="${line}" stroke-width="6" d="${sleeve}"/>`, [line]);

    // The scene, clipped to the sleeve.
    const obiW = S * 0.15;
    const obiX0 = x0 + S * 0.06;
    const sx0 = obiX0 + obiW;
    const horizon = y0 + S * rng.range(0.6, 0.68);
    const sunR = S * rng.range(0.24, 0.3);
    const palmRight = rng.chance(0.5);
    const sunX = (sx0 + x1) / 2 + (palmRight ? -1 : 1) * S * rng.range(0.02, 0.08);
    const clip = b.uid('sleeve');
    b.def(
      // (The scene stops short of the obi: nothing may show through its knocked-out letters.)
      `<clipPath id="${clip}"><path d="${rect(sx0 + 10, y0 + 3, x1 - 3, y1 - 3)}"/></clipPath>`,
    );
    const scene = rng.pick(['palms', 'palms', 'skyline'] as const);
    let front: string;
    if (scene === 'palms') {
      // Rooted near one edge and leaning out over it, so the fronds frame the sun and the sky
      // on the other side stays open.
      const dir = palmRight ? 1 : -1;
      const px = palmRight ? x1 - S * 0.22 : sx0 + S * 0.2;
      front =
        palm(rng, px, y1 + 10, S * 0.86, dir * rng.range(0.35, 0.55)) +
        palm(rng, px - dir * S * 0.12, y1 + 10, S * 0.58, -dir * rng.range(0.05, 0.25));
    } else {
      front = skyline(rng, sx0 + 6, x1 - 6, horizon, S * 0.28);
    }
    // The band's own thing on the horizon in front of the sun, when its name names one (the
    // night train of "夜行列車"), in place of the palms or towers.
    const emblem = horizonEmblem(ctx);
    const figure = emblem
      ? horizonFigure(
          emblem,
          { x0: sunX - S * 0.4, y0: horizon - S * 0.36, x1: sunX + S * 0.4, y1: horizon + 4 },
          inks.primary,
          16,
          !palmRight,
        )
      : null;
    const frontFill =
      figure?.fill ?? `<path fill="${inks.primary}" fill-rule="evenodd" d="${front}"/>`;
    const frontCut =
      figure?.cut ??
      `<path fill="#000" stroke="#000" stroke-width="16" stroke-linejoin="round" d="${front}"/>`;
    // The country in the sleeve's open top corner (left off when it will not fit on one line
    // there), gulls under it; measured first, so the scene stops short of them.
    const country = countryOf(ctx);
    const left = palmRight || scene === 'skyline';
    const cornerX = left ? sx0 + 30 : x1 - 30;
    const align = left ? 'left' : 'right';
    let gullY = y0 + 64;
    let corner: (() => void) | null = null;
    const cuts: string[] = [];
    if (country) {
      const { line: text, scale } = await fitLineWithin(
        casingFor(faces.support, country),
        faces.support,
        0.3,
        S * 0.36,
        30,
      );
      if (capHeight(text) * scale >= MIN_TEXT_HEIGHT * 1.12) {
        const at = { x: cornerX, align, baseline: y0 + 60, scale } as const;
        const probe = b.textMarkup(text, at, { fill: '#000', stroke: '#000', strokeWidth: 32 });
        cuts.push(probe.markup);
        gullY = probe.box.y1 + 36;
        corner = () => {
          b.text(text, at, { fill: inks.primary }, 'detail');
        };
      }
    }
    const sign = left ? 1 : -1;
    const gx = cornerX + sign * 40;
    const gulls = `${gull(gx, gullY, 16)}${gull(gx + sign * 56, gullY + 24, 12)}${gull(gx + sign * 18, gullY + 58, 9)}`;
    cuts.push(`<path fill="none" stroke="#000" stroke-width="26" d="${gulls}"/>`);
    const clear = cutAwayMask(b, 'corner', cuts.join(''));

    // Sun and sea stop short of the palms or towers in front of them.
    const gap = cutAwayMask(b, 'front', frontCut);
    const sea = reflection(rng, sunX, horizon, sunR, y1 - horizon - 30);
    b.add(
      `<g clip-path="url(#${clip})"><g mask="url(#${clear})"><g mask="url(#${gap})"><path fill="${inks.accent}" d="${bandedSun(sunX, horizon, sunR, rng.pick([6, 7, 8]))}${sea}"/><path fill="${line}" d="${rect(sx0, horizon - 2, x1, horizon + 3)}"/></g>${frontFill}</g></g>`,
      [inks.accent, line, inks.primary],
    );
    corner?.();
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="5" stroke-linecap="round" d="${gulls}"/>`,
      [inks.primary],
    );

    // The obi: the name in its Japanese, Chinese or Korean form when it has one.
    const cjk = [ctx.name, ctx.altName ?? ''].find(
      (t) => t && standsUpright(t.replace(/\s+/g, '')),
    );
    await obi(
      b,
      { x0: obiX0, y0, x1: obiX0 + obiW, y1 },
      inks.primary,
      [
        ...(cjk ? [{ text: cjk, role: 'name' as const }] : []),
        { text: ctx.name, role: 'name' },
        { text: ctx.track, role: 'track' },
        ...(country ? [{ text: country, role: 'detail' as const }] : []),
      ],
      face,
    );

    // The lockup under the sleeve: the name leaning, its other form between rules, the song.
    const name = await block(ctx.name, face, {
      maxWidth: 1000 * k,
      maxCap: 150 * k,
      maxHeight: 300 * k,
      maxLines: 2,
      leading: 0.2,
      tracking: 0.04,
    });
    const nameBox = drawBlock(b, name, {
      top: y1 + 80,
      paint: { fill: inks.primary },
      role: 'name',
      skewX: lean,
    });
    let y = nameBox.y1;
    if (ctx.altName) {
      const cap = Math.max(32, Math.min(56, name.cap * 0.3));
      // Short rules either side, from 30 to 150 off the line's ends.
      const rule: FlankMark = (x, side, line) => {
        const m = middleOf(line);
        return side < 0 ? rect(x - 150, m - 3, x - 30, m + 3) : rect(x + 30, m - 3, x + 150, m + 3);
      };
      const alt = await flankedLine(
        b,
        ctx,
        ctx.altName,
        {
          baseline: y + 40 + cap,
          cap,
          maxWidth: 700,
          ink: inks.primary,
          role: 'name',
          tracking: 0.3,
        },
        inks.accent,
        rule,
      );
      y = alt.y1;
    }
    const track = await block(ctx.track, face, {
      maxWidth: 760,
      maxCap: 52,
      maxHeight: 130,
      maxLines: 2,
      leading: 0.3,
      tracking: 0.08,
    });
    drawBlock(b, track, { top: y + 56, paint: { fill: inks.accent }, role: 'track', skewX: lean });
  },
};
