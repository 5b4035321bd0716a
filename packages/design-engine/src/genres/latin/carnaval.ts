/**
 * Latin carnaval: the carnival poster of Barranquilla, Rio, Santo Domingo, Port of Spain or
 * Montevideo. A carnival mask at the top, serpentine streamers coiling out from behind it down
 * both sides (twisting ribbons: their width swells and pinches as they turn), confetti thrown
 * round the name but never on it, the name stacked huge in the display face and the song in a
 * brush script leaning under it. Seeded: the coils, the confetti, the mask — or, when the name
 * names a thing ("Los Relámpagos" → lightning, "Lua Nova" → the moon), that emblem held up
 * where the mask would be, as a comparsa's own standard. Forró's festa junina holds up the
 * accordion or the bonfire instead of a mask.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { bandWidths } from '../../motifs/classic.ts';
import type { Rng } from '../../random/prng.ts';
import { unionBoxes, type Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { circle, type Point } from '../../svg/shapes.ts';
import { block, nameBlock } from '../../templates/common.ts';
import { icon, motifFromName } from '../shared/art.ts';
import { NORDESTE } from './regions.ts';
import { detailsLine } from '../shared/details-line.ts';
import { openTextGap } from '../shared/text-gap.ts';
import { tiltedLines } from '../shared/tilted-block.ts';

/**
 * A paper streamer thrown from (x, y) going `dir` (−1 left, +1 right) and falling `fall` units:
 * a coil drifting outwards and down, its width following the cosine of its turn like a ribbon
 * seen edge-on and flat by turns.
 */
function streamer(x: number, y: number, dir: number, fall: number, rng: Rng): string {
  const turns = rng.range(2.4, 3.2);
  const loop = rng.range(36, 46);
  const drift = rng.range(250, 290);
  const pts: Point[] = [];
  const n = 180;
  for (let i = 0; i <= n; i += 1) {
    const t = i / n;
    const a = t * turns * Math.PI * 2;
    pts.push([
      x + dir * (t * drift + Math.sin(a) * loop * (0.8 + 0.4 * t)),
      y + t * fall + (Math.cos(a) - 1) * loop * 0.7,
    ]);
  }
  const turnsTotal = turns * 2;
  return bandWidths(pts, (t) => 5 + 19 * Math.abs(Math.cos(t * turnsTotal * Math.PI)));
}

/** Confetti in `zone`: little turned slips and dots, none inside `keepOut`. */
function confetti(zone: Box, keepOut: readonly Box[], count: number, rng: Rng): string[] {
  const pieces: string[][] = [[], []];
  let tries = 0;
  let placed = 0;
  while (placed < count && tries < count * 12) {
    tries += 1;
    const x = rng.range(zone.x0, zone.x1);
    const y = rng.range(zone.y0, zone.y1);
    if (keepOut.some((k) => x > k.x0 - 26 && x < k.x1 + 26 && y > k.y0 - 26 && y < k.y1 + 26)) {
      continue;
    }
    const bin = pieces[tries % 2] as string[];
    placed += 1;
    if (rng.chance(0.4)) {
      bin.push(circle(x, y, rng.range(6, 10)));
    } else {
      const w = rng.range(16, 26);
      const h = rng.range(7, 10);
      const a = rng.range(0, Math.PI);
      const c = Math.cos(a);
      const s = Math.sin(a);
      const corner = (u: number, v: number): string =>
        `${r(x + u * c - v * s)} ${r(y + u * s + v * c)}`;
      bin.push(
        `M${corner(-w / 2, -h / 2)}L${corner(w / 2, -h / 2)}L${corner(w / 2, h / 2)}L${corner(-w / 2, h / 2)}Z`,
      );
    }
  }
  return pieces.map((p) => p.join(''));
}

export const latinCarnaval: Template = {
  id: 'latin-carnaval',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const cx = CENTER_X;
    const s = ctx.shrink;
    const maskW = 380;
    const maskBox: Box = { x0: cx - maskW / 2, y0: 60, x1: cx + maskW / 2, y1: 290 };
    const own = motifFromName(ctx, { source: 'game-icons' });
    // Forró's party is São João's in June, round the bonfire to the sanfona, not Rio's carnival:
    // its standard is the accordion or the fire, never a mask (a reviewer, Zé Bandeira).
    const junina = (ctx.genres ?? []).some((g) => NORDESTE.test(g.toLowerCase()));
    const mask =
      own?.motif.id ??
      rng.pick(
        junina ? ['accordion', 'campfire'] : ['carnival-mask', 'carnival-mask', 'domino-mask'],
      );

    const nameTop = maskBox.y1 + 60;
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 980 * s,
      maxCap: 230 * s,
      maxHeight: 470 * s,
      maxLines: 3,
      leading: 0.1,
      breakGain: 1.08,
    });
    const hook = await block(ctx.track, faces.script, {
      maxWidth: 820 * s,
      maxCap: 80 * s,
      maxHeight: 180 * s,
      maxLines: 2,
      leading: 0.5,
    });
    const hookTop = nameTop + name.height + 70;
    const nameLines = [
      ...tiltedLines(name, { x: cx, top: nameTop, rotate: 0 }),
      ...(name.sub
        ? tiltedLines(name.sub.block, { x: cx, top: nameTop + name.sub.offset, rotate: 0 })
        : []),
    ];
    const hookLines = tiltedLines(hook, { x: cx, top: hookTop, rotate: -5 });

    // Streamers fly out from behind the mask to the sides, ending above the name (the gap
    // round the letters only guards a stray loop: streamer flecks among letters look spilt).
    const fall = nameTop - 200;
    const closeHook = openTextGap(b, hookLines, 20, inks.accent, 'hook');
    const closeName = openTextGap(b, nameLines, 22, inks.primary, 'name');
    b.add(
      `<path fill="${inks.accent}" d="${streamer(cx - 170, 170, -1, fall, rng.fork('left'))}"/>`,
      [inks.accent],
    );
    b.add(
      `<path fill="${inks.support}" d="${streamer(cx + 170, 170, 1, fall, rng.fork('right'))}"/>`,
      [inks.support],
    );
    const placed = icon(b, mask, maskBox, inks.primary);
    const nameBox = unionBoxes(closeName()) as Box;
    const hookBox = unionBoxes(closeHook()) as Box;
    // Confetti over the top half, thrown round the mask and name, never on them.
    const zone: Box = { x0: 110, y0: 70, x1: 1090, y1: hookBox.y1 };
    const [a, c] = confetti(zone, [placed, nameBox, hookBox], 34, rng.fork('confetti'));
    if (a) b.add(`<path fill="${inks.accent}" d="${a}"/>`, [inks.accent]);
    if (c) b.add(`<path fill="${inks.support}" d="${c}"/>`, [inks.support]);
    await detailsLine(b, ctx, {
      baseline: hookBox.y1 + 90,
      cap: 34,
      maxWidth: 760,
      ink: inks.support,
      tracking: 0.4,
      face: faces.display,
    });
  },
};
