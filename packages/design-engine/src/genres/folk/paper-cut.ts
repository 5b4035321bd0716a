/**
 * Folk paper-cut (scherenschnitte, wycinanki, kirigami's European cousins): one sheet cut in
 * mirror symmetry — a scalloped arch, a tree of life rising from a mound with curling leafy
 * branches, two birds facing each other at its foot and a hollow heart at its crown — all in
 * one ink as the paper, a few blooms and the heart in the second. Across the arch's foot hangs
 * the cut panel, the name cut out of it so it reads in the garment's colour; the song and the
 * country small beneath. Seeded: branch count and tips, bird; the sheet's border (a scalloped
 * arch, or a round medallion with scallops all round, the panel hung across its foot); and the
 * crown (the hollow heart, or the name's own emblem when the name names one — "Fiddlehead Wolf"
 * crowned by the wolf).
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { iconMarkup } from '../../motifs/game-icons.ts';
import { homeCountry, motifFromName } from '../shared/art.ts';
import { circle, polar } from '../../svg/shapes.ts';
import { drawBlock, knockout, nameBlock, quoted, smallLine } from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';
import { flower, heart, leaf, sprig } from '../shared/ornaments.ts';
import { roundRectPath } from '../shared/round-rect.ts';
import { AMERICAS } from './regions.ts';

const X0 = 170;
const X1 = 1030;
const TOP = 80;
const RADIUS = (X1 - X0) / 2;
const SPRING = TOP + RADIUS;
const FOOT = 930;

/** The arch's centre line (the band is stroked along it). */
const ARCH = `M${X0} ${FOOT}V${SPRING}A${RADIUS} ${RADIUS} 0 0 1 ${X1} ${SPRING}V${FOOT}`;

/** The medallion: a ring from the arch's top down to its foot. */
const MEDALLION_R = (FOOT - TOP) / 2;
const MEDALLION_Y = TOP + MEDALLION_R;
const MEDALLION = circle(CENTER_X, MEDALLION_Y, MEDALLION_R);

/** Little half-discs along the inside of the border: the scalloped edge of a cut sheet. */
function scallops(round: boolean): string {
  const parts: string[] = [];
  if (round) {
    for (let deg = 0; deg < 360; deg += 8) {
      const [x, y] = polar(CENTER_X, MEDALLION_Y, MEDALLION_R - 10, deg);
      parts.push(circle(x, y, 13));
    }
    return parts.join('');
  }
  const inner = RADIUS - 10;
  for (let deg = 180; deg <= 360; deg += 9) {
    const [x, y] = polar(CENTER_X, SPRING, inner, deg);
    parts.push(circle(x, y, 13));
  }
  for (let y = SPRING + 40; y < FOOT - 20; y += 40) {
    parts.push(circle(X0 + 10, y, 13), circle(X1 - 10, y, 13));
  }
  return parts.join('');
}

export const folkPaperCut: Template = {
  id: 'folk-paper-cut',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.35,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    // Everything right of the axis is drawn once, then again mirrored: a folded sheet.
    const mirror = (d: string, ink: string): void =>
      b.add(
        `<path fill="${ink}" d="${d}"/><path transform="translate(${CENTER_X * 2} 0) scale(-1 1)" fill="${ink}" d="${d}"/>`,
        [ink],
      );

    const round = rng.chance(0.45);
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="16" d="${round ? MEDALLION : ARCH}"/><path fill="${inks.primary}" d="${scallops(round)}"/>`,
      [inks.primary],
    );

    // The trunk: a tapering stem from the mound up to the crown.
    const crownY = 250;
    b.add(
      `<path fill="${inks.primary}" d="M${CENTER_X - 20} ${FOOT - 60}C${CENTER_X - 8} 700 ${CENTER_X - 6} 480 ${CENTER_X - 3} ${crownY + 70}H${CENTER_X + 3}C${CENTER_X + 6} 480 ${CENTER_X + 8} 700 ${CENTER_X + 20} ${FOOT - 60}Z"/>`,
      [inks.primary],
    );
    // The mound: a low dome the tree and birds stand on.
    mirror(
      round
        ? `M${CENTER_X} ${FOOT - 80}Q${CENTER_X + 110} ${FOOT - 78} ${CENTER_X + 190} ${FOOT - 30}H${CENTER_X}Z`
        : `M${CENTER_X} ${FOOT - 80}Q${CENTER_X + 150} ${FOOT - 78} ${CENTER_X + 250} ${FOOT - 30}H${CENTER_X}Z`,
      inks.primary,
    );

    // Branches: curling leafy sprigs out from the trunk, blooms at some tips.
    const levels = rng.pick([3, 4]);
    const tips = rng.pick([
      ['leaf', 'bud', 'berries', 'leaf'],
      ['bud', 'leaf', 'bud', 'berries'],
    ] as const);
    const leafy: string[] = [];
    const blooms: { x: number; y: number; d: string }[] = [];
    for (let i = 0; i < levels; i += 1) {
      const t = i / Math.max(1, levels - 1);
      const y = 700 - t * 340;
      const len = 330 - t * 140;
      const dir = -18 - t * 30;
      const tip = tips[i] ?? 'leaf';
      leafy.push(sprig(CENTER_X + 6, y, dir, len, 5, -40 - t * 20, 'leaf'));
      // A bloom hangs off the branch's end on alternate levels.
      const [ex, ey] = polar(CENTER_X + 6, y, len * 0.92, dir - 26);
      if (tip !== 'leaf') {
        blooms.push({ x: ex, y: ey - 10, d: flower(ex, ey - 10, 44, tip === 'bud' ? 5 : 6, 12) });
      }
    }
    mirror(leafy.join(''), inks.primary);

    // The crown: a hollow heart (a heart with a smaller one cut from it) and two leaves.
    mirror(`${leaf(CENTER_X + 4, crownY + 86, -38, 120)}`, inks.primary);
    const emblem = motifFromName(ctx, { source: 'game-icons' })?.motif.id;
    const crownBox = { x0: CENTER_X - 160, y0: crownY - 130, x1: CENTER_X + 160, y1: crownY + 120 };
    let bloomsShown = blooms;
    if (emblem) {
      const { markup: crown, placed } = iconMarkup(emblem, crownBox, inks.accent, {
        anchor: 'bottom',
      });
      b.add(crown, [inks.accent]);
      // Blooms under the emblem's ink (a fiddle, a pine) blur it into a smudge of one colour:
      // only the pairs clear of it stay (each bloom is mirrored across the trunk).
      const clear = (x: number, y: number): boolean =>
        x - 44 > placed.x1 || x + 44 < placed.x0 || y - 44 > placed.y1;
      bloomsShown = blooms.filter(({ x, y }) => clear(x, y) && clear(CENTER_X * 2 - x, y));
    } else {
      b.add(
        `<path fill="${inks.accent}" fill-rule="evenodd" d="${heart(CENTER_X, crownY, 190)}${heart(CENTER_X, crownY + 6, 110)}"/>`,
        [inks.accent],
      );
    }

    if (bloomsShown.length > 0) mirror(bloomsShown.map((f) => f.d).join(''), inks.accent);

    // Two birds facing each other at the tree's foot: hummingbirds only where they live.
    const picked = rng.pick(['peace-dove', 'hummingbird'] as const);
    const bird = AMERICAS.test(homeCountry(ctx) ?? '') ? picked : 'peace-dove';
    const birdBox = { x0: CENTER_X + 70, y0: FOOT - 240, x1: CENTER_X + 250, y1: FOOT - 85 };
    const { markup } = iconMarkup(bird, birdBox, inks.primary, { anchor: 'bottom', flip: true });
    b.add(`${markup}<g transform="translate(${CENTER_X * 2} 0) scale(-1 1)">${markup}</g>`, [
      inks.primary,
    ]);

    // The cut panel across the arch's foot, the name cut out of it.
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 680 * s,
      maxCap: 120 * s,
      maxHeight: 230 * s,
      maxLines: 3,
      leading: 0.2,
      tracking: 0.04,
      breakGain: 1.08,
    });
    const panelTop = FOOT - 40;
    const padY = 54;
    const panelBottom = panelTop + name.height + padY * 2;
    const panel = `${roundRectPath(CENTER_X - 400, panelTop, CENTER_X + 400, panelBottom, 46)}`;
    // Notches at the panel's ends, like the folded-paper cut of a label.
    const notch = (x: number): string => circle(x, (panelTop + panelBottom) / 2, 26);
    const texts = name.lines.map((line, i) => ({
      line,
      at: {
        x: CENTER_X,
        baseline: panelTop + padY + (name.baselines[i] ?? 0),
        scale: name.scale,
        align: 'center' as const,
      },
      role: 'name' as const,
    }));
    const id = b.uid('notch');
    b.def(
      `<mask id="${id}" maskUnits="userSpaceOnUse" x="-600" y="-600" width="2400" height="2800"><rect x="-600" y="-600" width="2400" height="2800" fill="#fff"/><path fill="#000" d="${notch(CENTER_X - 400)}${notch(CENTER_X + 400)}"/></mask>`,
    );
    b.add(`<g mask="url(#${id})">`, []);
    knockout(b, panel, inks.primary, texts);
    b.add('</g>', []);
    if (name.sub) {
      drawBlock(b, name.sub.block, {
        top: panelBottom + 40,
        paint: { fill: inks.primary },
        role: 'name',
      });
    }
    const below = panelBottom + 40 + (name.sub ? name.sub.block.height + 40 : 0);
    const song = await smallLine(b, ctx, quoted(ctx.track), {
      baseline: below + 40,
      cap: 34,
      maxWidth: 860,
      ink: inks.accent,
      role: 'track',
      tracking: 0.2,
    });
    await detailsLine(b, ctx, {
      baseline: song.y1 + 70,
      cap: 28,
      maxWidth: 760,
      ink: inks.support,
      tracking: 0.5,
    });
  },
};
