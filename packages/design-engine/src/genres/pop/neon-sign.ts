/**
 * Pop, neon sign: the name in the design's script face as a lit neon sign — the letters in one
 * ink, and a glow line round them in another, kept a garment-wide gap from the letters (the
 * tube's halo, printed as one thin contour, never as a soft gradient), the song in spaced
 * capitals under it. The classic pop-store tee ("bar sign" lettering) in the artist's inks.
 *
 * The seed picks one of three signs, so two pop artists rarely get the same one:
 * - 'board': the sign on its backboard — a thin rounded frame with four screws, hung from a hook
 *   by two wires;
 * - 'swash': no board; a neon underline swash sweeps under the name, a small neon emblem (a heart,
 *   a star, a bolt, or the thing the name names) lights above it;
 * - 'bulbs': a marquee — a ring of bulbs round the name, the song lit in a neon pill on top.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import type { TextBlock } from '../../layout/text-line.ts';
import { unionBoxes, type Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { circle, lightning, star } from '../../svg/shapes.ts';
import { block } from '../../templates/common.ts';
import { drawMotif } from '../../motifs/registry.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { altNameLine, motifFromName } from '../shared/art.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';
import { detailsLine } from '../shared/details-line.ts';
import { probeNameLines } from '../shared/name-probe.ts';
import { heart } from '../shared/ornaments.ts';
import { roundRectPath } from '../shared/round-rect.ts';

/**
 * Draws `letters` (black-filled text markup at `scale`) lit: glow contours in `glow` round the
 * letters (each ring `[gap, width]`, gaps counted from the letters outward: a bold ring near the
 * tube and a fine one further out read as the light falling off), then the letters in `ink`.
 */
function lit(
  b: ArtBuilder,
  letters: string,
  scale: number,
  inks: { ink: string; glow: string },
  rings: readonly (readonly [number, number])[],
): void {
  const swell = (w: number, fill: string): string =>
    `<g stroke="${fill}" stroke-width="${r(w / scale)}" stroke-linejoin="round">${letters.replace(/fill="#000"/g, `fill="${fill}"`)}</g>`;
  for (const [gap, width] of rings) {
    const hole = cutAwayMask(b, 'neon', swell(gap * 2, '#000'));
    b.add(`<g mask="url(#${hole})">${swell((gap + width) * 2, inks.glow)}</g>`, [inks.glow]);
  }
  b.add(letters.replace(/fill="#000"/g, `fill="${inks.ink}"`), [inks.ink]);
}

/** A shape drawn as a lit tube: a stroke of the shape in `ink`, round-capped. */
const tube = (d: string, ink: string, width: number): string =>
  `<path fill="none" stroke="${ink}" stroke-width="${r(width)}" stroke-linecap="round" stroke-linejoin="round" d="${d}"/>`;

/** The signs the seed picks from (see the file's comment). */
export const NEON_SIGNS = ['board', 'swash', 'bulbs'] as const;

export const popNeonSign: Template = {
  id: 'pop-neon-sign',
  namesMotif: true,
  needsImage: false,
  // Glow rings read as light only on a dark shirt.
  blank: 'dark',
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const sign = pickArrangement(ctx, NEON_SIGNS);
    const cx = CENTER_X;
    const long = [...ctx.name].length > 18;
    const name: TextBlock = await block(ctx.name, faces.script, {
      maxWidth: (sign === 'swash' ? 960 : 860) * s,
      maxCap: 250 * s,
      maxHeight: 540 * s,
      maxLines: long ? 3 : 2,
      leading: 0.32,
      // The glow runs round every line: stacked lines keep room for two halos between them.
      inkGap: 0.75,
      breakGain: 1.05,
    });
    // The tube's glow: a bold ring a clear gap off the letters, a fine one further out.
    const near = Math.max(9, name.cap * 0.085);
    const bold = Math.max(6, name.cap * 0.05);
    const far = near + bold + Math.max(8, name.cap * 0.075);
    const fine = Math.max(4, name.cap * 0.022);
    const rings = [
      [near, bold],
      [far, fine],
    ] as const;
    const halo = far + fine;
    const song = await block(ctx.track, faces.support, {
      maxWidth: sign === 'bulbs' ? 700 : 820,
      maxCap: Math.max(MIN_TEXT_HEIGHT * 1.2, Math.min(46 * s, name.cap * 0.3)),
      maxHeight: 130,
      maxLines: 2,
      tracking: 0.28,
      leading: 0.4,
    });

    let y = 70;
    // The marquee's song pill sits on top of the sign, lit like the name.
    if (sign === 'bulbs') {
      const w = Math.max(...song.lines.map((l) => l.shape.bbox.x1 - l.shape.bbox.x0)) * song.scale;
      const pill = { x0: cx - w / 2 - 50, y0: y, x1: cx + w / 2 + 50, y1: y + song.height + 56 };
      const rad = Math.min(60, (pill.y1 - pill.y0) / 2);
      b.add(tube(roundRectPath(pill.x0, pill.y0, pill.x1, pill.y1, rad), inks.accent, 10), [
        inks.accent,
      ]);
      drawSong(b, song, pill.y0 + 28, inks.primary);
      y = pill.y1 + 60;
    } else if (sign === 'board') y = 150;
    else y = 110 + 130;

    // The name, measured first so the board, bulbs and swash fit round it and its glow.
    const top = y + halo;
    const probes = probeNameLines(b, name, top);
    const nameBox = unionBoxes(probes.map((p) => p.box)) as Box;
    const glowBox: Box = {
      x0: nameBox.x0 - halo,
      y0: nameBox.y0 - halo,
      x1: nameBox.x1 + halo,
      y1: nameBox.y1 + halo,
    };
    lit(
      b,
      probes.map((p) => p.markup).join(''),
      name.scale,
      { ink: inks.primary, glow: inks.accent },
      rings,
    );
    name.lines.forEach((l, i) => {
      const box = probes[i]?.box;
      if (box) b.record(l, box, inks.primary, name.scale, 'name');
    });
    let below = await altNameLine(b, ctx, {
      top: glowBox.y1 + 24,
      cap: Math.max(MIN_TEXT_HEIGHT * 1.2, name.cap * 0.22),
      maxWidth: 820,
      ink: inks.primary,
    });
    below = Math.max(below, glowBox.y1);

    if (sign === 'swash') {
      // A neon emblem over the name: the thing the name names, else a heart, star or bolt.
      const named = motifFromName(ctx);
      const ey = top - halo - 110;
      if (named) {
        const box = { x0: cx - 75, y0: ey - 70, x1: cx + 75, y1: ey + 70 };
        drawMotif(b, named.motif, box, { ink: inks.accent, accent: inks.primary }, rng);
      } else {
        const shape = rng.pick(['heart', 'star', 'bolt'] as const);
        const d =
          shape === 'heart'
            ? heart(cx, ey + 4, 130)
            : shape === 'star'
              ? star(cx, ey + 6, 72, 30, 5)
              : lightning(cx, ey, 140);
        b.add(tube(d, inks.accent, 10), [inks.accent]);
      }
      // The swash: one sweep from under the first letters up past the last, like a signature.
      const sy = below + 46;
      const x0 = Math.max(120, glowBox.x0 + 20);
      const x1 = Math.min(1080, glowBox.x1 + 30);
      const d = `M${r(x0)} ${r(sy + 18)}C${r(x0 + (x1 - x0) * 0.35)} ${r(sy - 26)} ${r(x0 + (x1 - x0) * 0.7)} ${r(sy + 30)} ${r(x1)} ${r(sy - 22)}`;
      b.add(tube(d, inks.accent, 12), [inks.accent]);
      below = sy + 40;
      drawSong(b, song, below + 50, inks.support);
      below += 50 + song.height;
    } else if (sign === 'board') {
      drawSong(b, song, below + 56, inks.support);
      const songBottom = below + 56 + song.height;
      const frame: Box = {
        x0: Math.max(90, Math.min(glowBox.x0, cx - 300) - 60),
        y0: glowBox.y0 - 56,
        x1: Math.min(1110, Math.max(glowBox.x1, cx + 300) + 60),
        y1: songBottom + 56,
      };
      b.add(tube(roundRectPath(frame.x0, frame.y0, frame.x1, frame.y1, 34), inks.support, 7), [
        inks.support,
      ]);
      // Four screws inside the corners, and the two wires up to one hook.
      const screws = [
        circle(frame.x0 + 30, frame.y0 + 30, 9),
        circle(frame.x1 - 30, frame.y0 + 30, 9),
        circle(frame.x0 + 30, frame.y1 - 30, 9),
        circle(frame.x1 - 30, frame.y1 - 30, 9),
      ];
      const hook = { x: cx, y: Math.max(58, frame.y0 - 92) };
      const wires = `M${r(frame.x0 + 110)} ${r(frame.y0)}L${r(hook.x)} ${r(hook.y)}L${r(frame.x1 - 110)} ${r(frame.y0)}`;
      b.add(
        `<path fill="${inks.support}" d="${screws.join('')}${circle(hook.x, hook.y, 12)}"/>${tube(wires, inks.support, 5)}`,
        [inks.support],
      );
      below = frame.y1;
    } else {
      // (The song is lit in the pill on top.)
      // The marquee's bulbs: a ring of dots round the name and song.
      const ring: Box = {
        x0: Math.max(80, glowBox.x0 - 70),
        y0: glowBox.y0 - 60,
        x1: Math.min(1120, glowBox.x1 + 70),
        y1: below + 50,
      };
      const bulbs: string[] = [];
      const step = 46;
      const along = (a: number, b0: number, n: number): number[] =>
        Array.from({ length: n + 1 }, (_, i) => a + ((b0 - a) * i) / n);
      const nx = Math.max(2, Math.round((ring.x1 - ring.x0) / step));
      const ny = Math.max(2, Math.round((ring.y1 - ring.y0) / step));
      for (const x of along(ring.x0, ring.x1, nx))
        bulbs.push(circle(x, ring.y0, 10), circle(x, ring.y1, 10));
      for (const yy of along(ring.y0, ring.y1, ny).slice(1, -1))
        bulbs.push(circle(ring.x0, yy, 10), circle(ring.x1, yy, 10));
      b.add(`<path fill="${inks.support}" d="${bulbs.join('')}"/>`, [inks.support]);
      below = ring.y1;
    }
    await detailsLine(b, ctx, {
      baseline: below + 80,
      cap: 30,
      maxWidth: 760,
      ink: inks.support,
      tracking: 0.45,
      face: faces.support,
    });
  },
};

/** The song's lines centred from `top`, in spaced capitals. */
function drawSong(b: ArtBuilder, song: TextBlock, top: number, ink: string): Box {
  const boxes = song.lines.map((l, i) =>
    b.text(
      l,
      { x: CENTER_X, baseline: top + (song.baselines[i] ?? 0), scale: song.scale },
      { fill: ink },
      'track',
    ),
  );
  return unionBoxes(boxes) as Box;
}
