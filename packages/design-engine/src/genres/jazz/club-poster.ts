/**
 * Jazz club bill, 1950s letterpress: an angled block across the top — the artist in a two-ink
 * screen, or without a picture an instrument over speed lines — with a solid offset shadow
 * in the second ink, then the name as a wood-type stack (every big word set to one width, so
 * the stack varies in weight; the little words small between hairlines), a heavy rule, this
 * design's song and more of the artist's tracks in a row, and the country between stars.
 * Seeded order: the block heads the bill over the stack, or the stack headlines it with the
 * block under it (the bill's picture between the name and the night's songs).
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { drawPortrait } from '../../image/portrait-art.ts';
import { r } from '../../svg/num.ts';
import { polygon, star, type Point } from '../../svg/shapes.ts';
import { openGap, quoted, smallLine } from '../../templates/common.ts';
import { flankedLine, middleOf } from '../shared/flanked-line.ts';
import { altNameLine, countryOf, pickMotif, trackList, type MotifRule } from '../shared/art.ts';
import { tiltedIcon } from '../shared/tilted-icon.ts';
import { cutAwayMask, swollen } from '../shared/cut-away-mask.ts';
import { fitTransform, iconShape } from '../../motifs/game-icons.ts';
import { drawWoodStack, fitWoodStack, type WoodStackOptions } from './wood-stack.ts';

const FACES = ['leagueGothic', 'anton', 'bebas'] as const;

const MOTIFS: readonly MotifRule[] = [
  [/martini|cocktail|gin|bar\b/, ['martini']],
  [/piano|keys|ivory/, ['grand-piano']],
  [/drum|brush|snare|beat/, ['drum-kit']],
  [/horn|brass|trumpet|blow/, ['trumpet']],
  [/sing|voice|song|croon/, ['old-microphone']],
];

/** The block's corners: a parallelogram leaning right. */
function slab(x0: number, y0: number, x1: number, y1: number, lean: number): Point[] {
  return [
    [x0 + lean, y0],
    [x1, y0],
    [x1 - lean, y1],
    [x0, y1],
  ];
}

/** The angled block: picture or instrument, its shadow, its hairline; returns its foot. */
function angledBlock(b: ArtBuilder, ctx: TemplateContext, top: number, height: number): number {
  const { rng, inks } = ctx;
  const x0 = CENTER_X - 480;
  const x1 = CENTER_X + 460;
  const y1 = top + height;
  const lean = 80;
  const corners = slab(x0, top, x1, y1, lean);
  const shape = polygon(corners);
  // The shadow shows only beside and under the block (stopped short of it), never through it.
  const drop = 22;
  openGap(b, shape, 10);
  b.add(
    `<path fill="${inks.accent}" d="${polygon(corners.map(([x, y]) => [x + drop, y + drop] as Point))}"/>`,
    [inks.accent],
  );
  b.add('</g>', []);
  const clip = b.uid('slab');
  b.def(`<clipPath id="${clip}"><path d="${shape}"/></clipPath>`);
  if (ctx.hasImage) {
    b.add(`<g clip-path="url(#${clip})">`, []);
    drawPortrait(b, ctx.portrait, {
      treatment: rng.pick(['duotone', 'halftone-dots', 'halftone-dots'] as const),
      inks: [inks.primary, inks.accent],
      garment: inks.garment,
      box: { x0, y0: top, x1, y1 },
      shape: 'square',
      rng,
    });
    b.add('</g>', []);
  } else {
    // Speed lines across the block, stopped short of the instrument laid over them.
    const instrument = pickMotif(ctx, MOTIFS, ['saxophone', 'saxophone', 'trumpet', 'clarinet']);
    const box = { x0: x0 + 150, y0: top + 44, x1: x1 - 150, y1: y1 - 44 };
    const tilt = rng.pick([-16, -10, 12]);
    const lines: string[] = [];
    for (let y = top + 14; y < y1; y += 30) lines.push(`M${r(x0)} ${r(y)}H${r(x1)}v12H${r(x0)}Z`);
    const flip = rng.chance(0.5);
    // The same fit and turn tiltedIcon uses, swollen, cut out of the lines: two inks never touch.
    const icon = iconShape(instrument);
    const { transform, placed } = fitTransform(icon.bounds, box, { flip });
    const turn = `rotate(${r(tilt)} ${r((placed.x0 + placed.x1) / 2)} ${r((placed.y0 + placed.y1) / 2)})`;
    const cut = cutAwayMask(
      b,
      'ins',
      swollen(`<path transform="${turn} ${transform}" d="${icon.d}"/>`, 26),
    );
    b.add(
      `<g clip-path="url(#${clip})"><path fill="${inks.accent}" mask="url(#${cut})" d="${lines.join('')}"/></g>`,
      [inks.accent],
    );
    tiltedIcon(b, instrument, box, inks.primary, tilt, { flip });
  }
  b.add(`<path fill="none" stroke="${inks.primary}" stroke-width="5" d="${shape}"/>`, [
    inks.primary,
  ]);
  return y1 + drop;
}

export const jazzClubPoster: Template = {
  id: 'jazz-club-poster',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.2,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const cx = CENTER_X;
    const top = 70;
    const options: WoodStackOptions = {
      face: rng.pick(FACES),
      smallFace: faces.support,
      width: 940 * ctx.shrink,
      maxCap: 300 * ctx.shrink,
      maxHeight: 700 * ctx.shrink,
      inks: [inks.primary, inks.accent],
      smallInk: inks.support,
      rule: inks.accent,
    };
    const fitted = await fitWoodStack(ctx.name, options);
    // A tall stack takes room from the picture, so the bill keeps to the chest.
    const blockHeight = (fitted.height > 560 ? 400 : 470) * ctx.shrink;
    let y: number;
    if (rng.chance(0.5)) {
      const blockFoot = angledBlock(b, ctx, top, blockHeight);
      const stack = drawWoodStack(b, fitted, { ...options, top: blockFoot + 60 });
      y = await altNameLine(b, ctx, {
        top: stack.y1 + 30,
        cap: 36,
        maxWidth: 900,
        ink: inks.primary,
      });
    } else {
      // The headline first; the block, a little shorter, between it and the songs.
      const stack = drawWoodStack(b, fitted, { ...options, top: top + 10 });
      const alt = await altNameLine(b, ctx, {
        top: stack.y1 + 30,
        cap: 36,
        maxWidth: 900,
        ink: inks.primary,
      });
      y = angledBlock(b, ctx, alt + 60, blockHeight * 0.85);
    }
    const ruleY = y + 40;
    b.add(
      `<path fill="${inks.primary}" d="M${r(cx - 470)} ${r(ruleY)}H${r(cx + 470)}v14H${r(cx - 470)}Z"/>`,
      [inks.primary],
    );
    const track = await smallLine(b, ctx, quoted(ctx.track), {
      baseline: ruleY + 14 + 70,
      cap: 44,
      maxWidth: 920,
      ink: inks.accent,
      role: 'track',
      tracking: 0.16,
    });
    // More of the artist's tracks in one row, as many as fit; never a title cut short.
    const others = trackList(ctx, 4).filter((t) => t !== ctx.track);
    const rows = [others.slice(0, 3), others.slice(0, 2), others.slice(0, 1)]
      .filter((row) => row.length > 0)
      .map((row) => row.join('  ·  '));
    let foot = track.y1;
    if (rows.length > 0) {
      foot = (
        await smallLine(b, ctx, rows, {
          baseline: track.y1 + 66,
          cap: 30,
          maxWidth: 920,
          ink: inks.primary,
          role: 'detail',
          tracking: 0.12,
        })
      ).y1;
    }
    const place = countryOf(ctx);
    if (place) {
      await flankedLine(
        b,
        ctx,
        place,
        {
          baseline: foot + 80,
          cap: 30,
          maxWidth: 860,
          ink: inks.support,
          role: 'detail',
          tracking: 0.45,
        },
        inks.accent,
        (x, side, line) => star(x + side * 44, middleOf(line), 18, 7.5),
      );
    }
  },
};
