/**
 * Pop arabesque: a pointed arch drawn as a double rule, its head filled with a precise lattice
 * (the khatam eight-point star lattice or a mashrabiya of diagonal slats and turned beads), an
 * eight-point star finial on the apex, the name centred in the arch's body under a lintel, the
 * song small under a star divider, and a plinth band of eight-point stars below — the doorway
 * of a Cairo or Beirut concert poster rather than a Western pop sticker. Arabic and Hebrew names
 * are set right to left by the text system; nothing here sets letters apart.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Point } from '../../svg/shapes.ts';
import { r } from '../../svg/num.ts';
import { nameLockup, smallLine } from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';
import {
  ablaq,
  archApex,
  archHalfAt,
  archInset,
  archPath,
  clipSegments,
  eightPointStar,
  inArch,
  khatamLattice,
  mashrabiya,
  type Arch,
} from './arab-geometry.ts';

/** High-contrast display capitals of Arabic film and concert posters' Latin lines. */
const FACES: readonly FaceId[] = ['abril', 'cinzel', 'playfair'];

export const popArabesque: Template = {
  id: 'pop-arabesque',
  needsImage: false,
  // An airy frame: kept from swelling edge to edge so the margins stay generous.
  maxGrow: 1.1,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const k = ctx.shrink;
    const cx = CENTER_X;
    const face = rng.pick(FACES);
    const half = 420;
    // Half the arches are striped (ablaq): alternate voussoirs filled in the outer rule's ink,
    // a line of garment short of the fine inner rule; their band is wider to hold the blocks.
    const striped = rng.chance(0.5);
    const band = striped ? 46 : 26;
    const gap = 16;
    const outer: Arch = {
      cx,
      half,
      spring: 0,
      radius: half * rng.pick([1.2, 1.4]),
      base: 0,
    };
    const off = outer.radius - half;
    const apexY = 190;
    const rise = Math.sqrt(outer.radius ** 2 - off ** 2);
    outer.spring = apexY + rise;
    // The lintel crosses the head a little above the springing: the lattice keeps the crown,
    // the name starts where the arcs are still nearly full width.
    const lintel = outer.spring - rise * 0.26;
    const nameTop = lintel + 90;
    const room0 = archHalfAt(archInset(outer, band), nameTop);
    const name = await nameLockup(b, ctx, {
      face,
      top: nameTop,
      maxWidth: (2 * room0 - 120) * k,
      maxCap: 190 * k,
      maxHeight: 420 * k,
      maxLines: 3,
      leading: 0.32,
      breakGain: 1.1,
      tracking: 0.04,
      paint: { fill: inks.primary },
    });
    // A star between two short rules parts the name from the song.
    const divY = name.box.y1 + 70;
    const track = await smallLine(b, ctx, ctx.track, {
      baseline: divY + 50 + 34,
      cap: 34,
      maxWidth: 2 * (half - band) - 140,
      ink: inks.support,
      role: 'track',
      tracking: 0.2,
    });
    outer.base = track.y1 + 90;
    const inner = archInset(outer, band);
    const ornament: string[] = [
      eightPointStar(cx, divY, 20),
      eightPointStar(cx, archApex(outer) - 62, 36),
    ];
    const rules = [
      `M${r(cx - 150)} ${r(divY)}H${r(cx - 40)}M${r(cx + 40)} ${r(divY)}H${r(cx + 150)}`,
      `M${r(cx - archHalfAt(inner, lintel))} ${r(lintel)}H${r(cx + archHalfAt(inner, lintel))}`,
    ];

    // The lattice fills the head down to the lintel, a gap clear of every rule.
    const room = archInset(outer, band + gap);
    const inHead = (p: Point): boolean => p[1] <= lintel - gap && inArch(room, p);
    const x0 = cx - room.half;
    const x1 = cx + room.half;
    const y0 = archApex(room);
    let lattice: string;
    let beads = '';
    if (rng.chance(0.5)) {
      const s = rng.pick([84, 100]);
      // Stars hang from the apex down so the pattern reads symmetric about the arch's axis.
      lattice = clipSegments(
        khatamLattice({ cx, y0: y0 + s * 0.6, x0, x1, y1: lintel, s }),
        inHead,
      );
    } else {
      const s = rng.pick([70, 86]);
      const m = mashrabiya({ cx, y0, x0, x1, y1: lintel, s }, s * 0.12, inHead);
      lattice = clipSegments(m.slats, inHead);
      beads = m.beads;
    }
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="4" stroke-linecap="round" d="${lattice}"/>`,
      [inks.accent],
    );

    // The plinth: one row of eight-point stars between two rules, wider than the arch.
    const s = 64;
    const pw = half + 40;
    const pTop = outer.base + 22;
    const pBottom = pTop + s + 28;
    const inBand = (p: Point): boolean =>
      p[0] > cx - pw + 14 && p[0] < cx + pw - 14 && p[1] > pTop + 10 && p[1] < pBottom - 10;
    const plinth = clipSegments(
      khatamLattice(
        {
          cx: cx + s / 2,
          y0: (pTop + pBottom) / 2,
          x0: cx - pw,
          x1: cx + pw,
          y1: (pTop + pBottom) / 2,
          s,
        },
        false,
      ),
      inBand,
    );
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="5" stroke-linecap="round" d="${plinth}"/>`,
      [inks.accent],
    );
    b.add(
      `<path fill="none" stroke="${inks.support}" stroke-width="10" stroke-linejoin="miter" d="${archPath(outer)}M${r(cx - pw)} ${r(pBottom)}H${r(cx + pw)}M${r(cx - pw)} ${r(pTop)}H${r(cx + pw)}"/>` +
        `<path fill="none" stroke="${inks.accent}" stroke-width="4" d="${archPath(inner)}${rules.join('')}"/>`,
      [inks.support, inks.accent],
    );
    b.add(`<path fill="${inks.accent}" d="${ornament.join('')}${beads}"/>`, [inks.accent]);
    if (striped) {
      const blocks = ablaq(outer, outer.radius - band + 10, rng.pick([6, 8]));
      b.add(`<path fill="${inks.support}" d="${blocks}"/>`, [inks.support]);
    }
    await detailsLine(b, ctx, {
      baseline: pBottom + 90,
      cap: 30,
      maxWidth: 640,
      ink: inks.support,
      tracking: 0.45,
    });
  },
};
