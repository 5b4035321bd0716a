/**
 * Pop, Y2K (hyperpop, digicore, glitchcore, PC Music, nightcore): 2020s internet-pop merch. The
 * name in a wide rounded grotesque filled like liquid chrome (a solid sky, a wavy horizon, a
 * second ink below with rippling reflections), sliced by a glitch — two or three thin bands of
 * the letters shifted sideways, with torn scanlines — inside a mirrored cybersigil of thorned
 * blades; glints on the sigil's tips, a butterfly, and under it all a media-player line (the song,
 * a seek bar) over a barcode with the country. Seeded: sigil, slices, ripples, butterfly side.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { iconMarkup } from '../../motifs/game-icons.ts';
import type { Box } from '../../svg/box.ts';
import { unionBoxes } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { circle, polygon } from '../../svg/shapes.ts';
import { altNameLine, block, smallLine } from '../../templates/common.ts';
import { countryOf } from '../shared/art.ts';
import { cutAwayMask, swollen } from '../shared/cut-away-mask.ts';
import { probeNameLines } from '../shared/name-probe.ts';
import { glint } from '../shared/sparkle.ts';
import { barcode } from './barcode.ts';
import { cyberSigil } from './cyber-sigil.ts';

/** Wide and rounded: the 2020s internet-pop logotype (never the bubbly family faces). */
const FACE: FaceId = 'unbounded';
/** Small lines in a monospace, the type of a file name or a player's readout. */
const MONO: FaceId = 'spaceMono';

/** A horizontal band whose lower edge ripples: the chrome's sky down to a liquid horizon. */
function wavyBand(
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  amp: number,
  phase: number,
): string {
  const step = 12;
  const pts: [number, number][] = [
    [x0, y0],
    [x1, y0],
  ];
  for (let x = x1; x >= x0; x -= step) {
    pts.push([x, y1 + amp * Math.sin((x - x0) / (amp * 9) + phase)]);
  }
  return polygon(pts);
}

const rect = (b: Box): string => `M${r(b.x0)} ${r(b.y0)}H${r(b.x1)}V${r(b.y1)}H${r(b.x0)}Z`;

const overlaps = (a: Box, b: Box): boolean =>
  a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

interface Slice {
  y0: number;
  y1: number;
  dx: number;
}

export const popY2k: Template = {
  id: 'pop-y2k',
  needsImage: false,
  maxGrow: 1.6,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const k = ctx.shrink;
    const name = await block(ctx.name, FACE, {
      maxWidth: 900 * k,
      maxCap: 260 * k,
      maxHeight: 440 * k,
      maxLines: 3,
      leading: 0.18,
      inkGap: 0.22,
      breakGain: 1.08,
    });
    const reach = Math.max(190, Math.min(280, name.cap * 1.3)) * k;
    const top = 60 + reach * 1.25;
    const lines = probeNameLines(b, name, top);
    const nameBox = unionBoxes(lines.map((l) => l.box)) as Box;
    const letters = lines.map((l) => l.markup).join('');
    const sigilInk = inks.support !== inks.primary ? inks.support : inks.accent;
    const lower = inks.accent !== inks.primary ? inks.accent : sigilInk;

    // The glitch: thin bands of the letters shifted sideways (never more than a few percent of
    // a letter, so every line still reads), alternating directions.
    const slices: Slice[] = [];
    const count = 2;
    const h = nameBox.y1 - nameBox.y0;
    let dir = rng.chance(0.5) ? 1 : -1;
    for (let i = 0; i < count; i += 1) {
      const y0 = nameBox.y0 + h * ((i + 0.25 + rng.range(0, 0.5)) / count);
      const y1 = y0 + name.cap * rng.range(0.13, 0.2);
      slices.push({ y0, y1, dx: dir * name.cap * rng.range(0.05, 0.08) });
      dir = -dir;
    }
    const shift = Math.max(...slices.map((s) => Math.abs(s.dx)));

    // The alternate name, small under the letters, before the sigil is drawn round both.
    const mono = { ...ctx, faces: { ...ctx.faces, support: MONO } };
    const cap = Math.max(30, name.cap * 0.2);
    const altBox = await altNameLine(b, mono, {
      baseline: nameBox.y1 + Math.max(22, name.cap * 0.16) + cap,
      cap,
      maxWidth: 760,
      ink: inks.primary,
      tracking: 0.12,
    });
    const around = { ...nameBox, y1: Math.max(nameBox.y1, altBox?.y1 ?? 0) };
    // What the sigil and the butterfly keep clear of: the letters' boxes and the small line.
    const keep = [...lines.map((l) => l.box), ...(altBox ? [altBox] : [])].map((x) => ({
      x0: x.x0 - shift - 16,
      y0: x.y0 - 16,
      x1: x.x1 + shift + 16,
      y1: x.y1 + 16,
    }));

    // The sigil's blades (drawn once the tears it keeps clear of are known, under the letters).
    const sigil = cyberSigil(rng.fork('sigil'), {
      cx: CENTER_X,
      around,
      reach,
      weight: Math.max(16, 24 * k),
      halfWidth: 570,
    });

    // Liquid chrome, per line: a solid sky in the name's ink down to a rippling horizon, the
    // second ink below, crossed by thinning ripples of the first.
    const sky: string[] = [];
    const ripples: string[] = [];
    const x0 = nameBox.x0 - shift - 20;
    const x1 = nameBox.x1 + shift + 20;
    const amp = Math.max(3, name.cap * 0.035);
    const horizons: number[] = [];
    name.lines.forEach((_, i) => {
      const capTop = top + (name.baselines[i] ?? 0) - name.cap;
      const horizon = capTop + name.cap * rng.range(0.5, 0.58);
      horizons.push(horizon);
      const phase = rng.range(0, Math.PI * 2);
      sky.push(wavyBand(x0, x1, capTop - name.cap * 0.5, horizon, amp, phase));
      const foot = capTop + name.cap * 1.35;
      for (let j = 1; j <= 2; j += 1) {
        const y = horizon + ((foot - horizon) * j) / 3.4;
        const thick = Math.max(3, name.cap * 0.06 * (1 - j / 3));
        ripples.push(wavyBand(x0, x1, y, y + thick, amp * 0.7, phase + j));
      }
    });
    const clip = b.uid('y2kletters');
    b.def(`<clipPath id="${clip}">${letters}</clipPath>`);
    const chrome = b.uid('y2kname');
    b.def(
      `<g id="${chrome}" clip-path="url(#${clip})"><path fill="${lower}" d="M${r(x0)} ${r(nameBox.y0 - 40)}H${r(x1)}V${r(nameBox.y1 + 40)}H${r(x0)}Z"/><path fill="${inks.primary}" d="${sky.join('')}${ripples.join('')}"/></g>`,
    );
    // Whole letters outside the slices, shifted letters inside them.
    const band = (s: Slice): string => `M-600 ${r(s.y0)}H1800V${r(s.y1)}H-600Z`;
    const rest = b.uid('y2krest');
    b.def(
      `<clipPath id="${rest}"><path clip-rule="evenodd" d="M-600 -600H1800V2200H-600Z${slices.map(band).join('')}"/></clipPath>`,
    );
    const parts = [`<g clip-path="url(#${rest})"><use href="#${chrome}"/></g>`];
    // Torn scanlines, each in the ink of the letters it tears off (the sky over the horizon,
    // the second ink under it) and never in the sigil's, so it reads as part of the glitch, not
    // as a pinstripe of the sigil run into the name.
    const tears = new Map<string, string[]>();
    for (const s of slices) {
      const id = b.uid('y2kslice');
      b.def(`<clipPath id="${id}"><path d="${band(s)}"/></clipPath>`);
      parts.push(
        `<g clip-path="url(#${id})"><use href="#${chrome}" transform="translate(${r(s.dx)} 0)"/></g>`,
      );
      // A torn scanline off the side the slice moved to, from the edge of the line it cuts
      // (none where the slice falls between lines: it would float free of the letters).
      const y = (s.y0 + s.y1) / 2;
      const cut = lines.findIndex((l) => l.box.y0 + 4 < y && y < l.box.y1 - 4);
      const cutLine = lines[cut]?.box;
      // Beside a line with no letters (an emoji stacked on its own: 😈 / BADMOOD / 😈) a torn
      // scanline reads as a stray '_' or '—', not as a tear off the lettering.
      if (!cutLine || !/\p{L}/u.test(name.lines[cut]?.text ?? '')) continue;
      const edge = s.dx > 0 ? cutLine.x1 + s.dx + 10 : cutLine.x0 + s.dx - 10;
      const len = rng.range(30, 70);
      const t = Math.max(4, (s.y1 - s.y0) * 0.3);
      const a = Math.max(30, Math.min(1170, s.dx > 0 ? edge + len : edge - len));
      const ink = y < (horizons[cut] ?? Infinity) || lower === sigilInk ? inks.primary : lower;
      tears.set(ink, [
        ...(tears.get(ink) ?? []),
        `M${r(Math.min(edge, a))} ${r(y - t / 2)}H${r(Math.max(edge, a))}V${r(y + t / 2)}H${r(Math.min(edge, a))}Z`,
      ]);
    }
    const torn = [...tears.values()].flat().join('');
    // The sigil, stopping short of every letter (and of the slices' sideways reach) and of the
    // tears: a blade's hook run into a tear read as a pinstripe across the name's end
    // ("GLITTERBOMB" joined to its wing, reviewer).
    const cut = cutAwayMask(
      b,
      'sigil',
      swollen(letters, ((16 + shift) * 2) / name.scale) +
        (torn ? swollen(`<path d="${torn}"/>`, 32) : '') +
        (altBox ? `<path d="${rect(keep[keep.length - 1] as Box)}"/>` : ''),
    );
    b.add(`<g mask="url(#${cut})"><path fill="${sigilInk}" d="${sigil.d}"/></g>`, [sigilInk]);
    b.add(parts.join(''), [inks.primary, lower]);
    for (const [ink, d] of tears) b.add(`<path fill="${ink}" d="${d.join('')}"/>`, [ink]);
    name.lines.forEach((line, i) => {
      const box = lines[i]?.box;
      if (box)
        b.record(
          line,
          { ...box, x0: box.x0 - shift, x1: box.x1 + shift },
          inks.primary,
          name.scale,
          'name',
        );
    });

    // Glints on the horns' tips and one wing's, a butterfly landing on the other side's hook.
    // (Tips come in pairs, right then left: crown flank, keel flank, horn, inner horn, wing,
    // lower wing, hook.)
    const flip = rng.chance(0.5);
    const side = flip ? 1 : 0;
    const tip = (i: number, left: number): [number, number] =>
      sigil.tips[i * 2 + left] ?? [CENTER_X, top];
    const glints = [
      glint(...tip(2, 0), 44 * k),
      glint(...tip(2, 1), 44 * k),
      glint(...tip(4, 1 - side), 30 * k),
      glint(...tip(0, side), 22 * k),
    ];
    b.add(`<path fill="${inks.primary}" d="${glints.join('')}"/>`, [inks.primary]);
    const [hx, hy] = tip(6, side);
    const bs = 80 * k;
    const bx = Math.max(90, Math.min(1110, hx));
    const fly = iconMarkup(
      'butterfly',
      { x0: bx - bs, y0: hy - bs * 1.3, x1: bx + bs, y1: hy + bs * 0.3 },
      lower,
      { flip: !flip },
    );
    // Left off where it would land on the lettering (a wide name leaves the hook under it).
    const grown = {
      x0: fly.placed.x0 - 20,
      y0: fly.placed.y0 - 20,
      x1: fly.placed.x1 + 20,
      y1: fly.placed.y1 + 20,
    };
    if (!keep.some((k2) => overlaps(k2, grown))) {
      b.add(`<g transform="rotate(${flip ? -16 : 16} ${r(bx)} ${r(hy)})">${fly.markup}</g>`, [
        lower,
      ]);
    }

    // The player: ▶ the song, a seek bar with its knob, then the barcode and the country.
    let y = around.y1 + reach * 1.05 + 70;
    const track = await smallLine(b, ctx, ctx.track, {
      baseline: y,
      cap: 38,
      maxWidth: 720,
      ink: inks.primary,
      role: 'track',
      face: MONO,
      tracking: 0.04,
    });
    const ph = Math.min(40, track.y1 - track.y0);
    const px = track.x0 - 36;
    b.add(
      `<path fill="${lower}" d="${polygon([
        [px - ph * 0.8, track.y0],
        [px, track.y0 + ph / 2],
        [px - ph * 0.8, track.y0 + ph],
      ])}"/>`,
      [lower],
    );
    y = track.y1 + 44;
    const barW = 560;
    const played = barW * rng.range(0.3, 0.7);
    const bar0 = CENTER_X - barW / 2;
    b.add(
      `<path fill="${sigilInk}" d="M${r(bar0)} ${r(y - 3)}H${r(bar0 + barW)}V${r(y + 3)}H${r(bar0)}Z"/>`,
      [sigilInk],
    );
    b.add(
      `<path fill="${lower}" d="M${r(bar0)} ${r(y - 6)}H${r(bar0 + played)}V${r(y + 6)}H${r(bar0)}Z${circle(bar0 + played, y, 16)}"/>`,
      [lower],
    );
    const code = { x0: CENTER_X - 120, y0: y + 50, x1: CENTER_X + 120, y1: y + 120 };
    b.add(`<path fill="${inks.primary}" d="${barcode(ctx.name, code)}"/>`, [inks.primary]);
    const country = countryOf(ctx);
    if (country) {
      await smallLine(b, ctx, country, {
        baseline: code.y1 + 46,
        cap: 26,
        maxWidth: 720,
        ink: inks.primary,
        role: 'detail',
        face: MONO,
        tracking: 0.3,
      });
    }
  },
};
