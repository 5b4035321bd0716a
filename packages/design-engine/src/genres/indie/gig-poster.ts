/**
 * Indie, gig poster: a two-colour screenprint. Two flat shapes overlap — a solid one in the
 * accent and one printed as a line screen in the support ink over it, so where they cross the
 * lines run over the solid like an overprint — and a silhouette picked by the track's words is
 * cut through both to the garment. Under it the name huge in the heavy grotesque, then the
 * artist's own songs under a small "setlist" label (never billed as support acts: nothing on the
 * shirt may claim another band played), and the country under a rule.
 * Seeded: composition (sun over hills, arch and moon, tilted block and disc), screen pitch.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { circle } from '../../svg/shapes.ts';
import { iconMarkup } from '../../motifs/game-icons.ts';
import { nameLockup, smallLine } from '../../templates/common.ts';
import { countryOf, oneLineList, pickMotif, trackList, type MotifRule } from '../shared/art.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';
import { turn } from '../shared/paper.ts';
import { polygon, type Point } from '../../svg/shapes.ts';
import type { Box } from '../../svg/box.ts';

const MOTIFS: readonly MotifRule[] = [
  [/moon|night|dark|star/, ['moon', 'night-sky']],
  [/bird|wing|fly|flight|sky/, ['peace-dove', 'hummingbird']],
  [/sun|summer|gold|light|lantern/, ['sunflower', 'sun']],
  [/tree|forest|wood|pine/, ['pine-tree']],
  [/sea|lake|water|river|wave/, ['sailboat']],
  [/heart|love/, ['heart-wings']],
];
const FALLBACK = ['peace-dove', 'moon', 'pine-tree', 'sunflower', 'feather', 'owl'];

type Plan = 'sun' | 'arch' | 'block';

/** The two shapes of a composition inside the art band: the solid one and the screened one. */
function shapes(plan: Plan, tilt: number): { solid: string; screened: string; focus: Box } {
  if (plan === 'sun') {
    const hills: Point[] = [];
    for (let x = 70; x <= 1130; x += 20) {
      hills.push([x, 560 - 80 * Math.sin((x - 70) / 160) - 34 * Math.sin((x - 70) / 63)]);
    }
    return {
      solid: circle(600, 390, 300),
      screened: polygon([...hills, [1130, 760], [70, 760]]),
      focus: { x0: 410, y0: 150, x1: 790, y1: 500 },
    };
  }
  if (plan === 'arch') {
    const w = 540;
    const x0 = 600 - w / 2 - 110;
    return {
      solid: `M${x0} 760V${80 + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x0 + w} ${80 + w / 2}V760Z`,
      screened: circle(800, 540, 270),
      focus: { x0: x0 + 70, y0: 160, x1: x0 + w - 70, y1: 540 },
    };
  }
  const corners: Point[] = [
    [270, 110],
    [830, 110],
    [830, 670],
    [270, 670],
  ];
  return {
    solid: polygon(corners.map((p) => turn(p, 550, 390, tilt))),
    screened: circle(790, 540, 260),
    focus: { x0: 330, y0: 180, x1: 770, y1: 600 },
  };
}

/** Horizontal screen lines filling `shape`, `pitch` apart. */
function screen(b: ArtBuilder, shape: string, ink: string, pitch: number): void {
  const id = b.uid('screen');
  b.def(`<clipPath id="${id}"><path d="${shape}"/></clipPath>`);
  const lines: string[] = [];
  for (let y = 60; y < 760; y += pitch) lines.push(`M60 ${y}H1140v${r(pitch * 0.45)}H60Z`);
  b.add(`<path clip-path="url(#${id})" fill="${ink}" d="${lines.join('')}"/>`, [ink]);
}

export const indieGigPoster: Template = {
  id: 'indie-gig-poster',
  namesMotif: true,
  needsImage: false,
  needsTracks: 3,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    const plan = rng.pick(['sun', 'arch', 'block'] as const);
    const { solid, screened, focus } = shapes(plan, rng.range(-14, 14));
    const motif = pickMotif(ctx, MOTIFS, FALLBACK);
    // The silhouette is cut through both screens, so it prints as the garment's own colour.
    const cut = iconMarkup(motif, focus, '#000', { flip: rng.chance(0.5) }).markup;
    const mask = cutAwayMask(b, 'gig', cut);
    // The art band shrinks with the type on re-layout passes, so a tall set of lines under it
    // (a long name, three songs) still fits a poster's sheet at a printable size.
    const k = 0.9 * s;
    b.add(
      `<g transform="translate(${CENTER_X} 80) scale(${k.toFixed(4)}) translate(${-CENTER_X} -80)">`,
      [],
    );
    b.add(`<g mask="url(#${mask})">`, []);
    b.add(`<path fill="${inks.accent}" d="${solid}"/>`, [inks.accent]);
    screen(b, screened, inks.support, rng.pick([18, 22]));
    b.add('</g></g>', []);

    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: 1000 * s,
      maxCap: 230 * s,
      maxHeight: 380 * s,
      maxLines: 3,
      leading: 0.1,
      breakGain: 1.05,
      top: 80 + 680 * k + 80,
      paint: { fill: inks.primary },
    });

    // The artist's own songs, labelled as the setlist they are, one to a line.
    const songs = trackList(ctx, 4);
    let y = nameBox.y1 + 90;
    if (songs.length > 0) {
      const labelBox = await smallLine(b, ctx, 'SETLIST', {
        baseline: y,
        cap: 32,
        maxWidth: 400,
        ink: inks.support,
        role: 'detail',
        tracking: 0.4,
      });
      const listed = await oneLineList(b, songs, {
        face: ctx.faces.support,
        x: CENTER_X,
        align: 'center',
        top: labelBox.y1 + 70,
        step: 66,
        cap: 38,
        maxWidth: 1000,
        tracking: 0.08,
        inks: [inks.accent],
        max: 3,
      });
      y = (listed[listed.length - 1] ?? labelBox).y1 + 70;
    }
    const country = countryOf(ctx);
    if (country) {
      b.add(`<path fill="${inks.support}" d="M${CENTER_X - 260} ${r(y - 6)}h520v5h-520Z"/>`, [
        inks.support,
      ]);
      await smallLine(b, ctx, country, {
        baseline: y + 60,
        cap: 32,
        maxWidth: 800,
        ink: inks.support,
        role: 'detail',
        tracking: 0.4,
      });
    }
  },
};
