/**
 * Classical score: the name engraved between two five-line staves — a treble clef opening the
 * upper staff, an F clef and a double bar the lower one, whole notes in the accent ink on both as
 * ornament (no melody is claimed) — and the song in small capitals beneath, broken at its
 * phrases, like the title page of a printed score. Seeded: the upper staff running the width
 * with its clef, or a large treble clef standing as the emblem over the name, short staves
 * running out from it each side.
 */
import type { Template } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { nameLockup } from '../../templates/common.ts';
import { icon } from '../shared/art.ts';
import { titleAndPlace } from './title-and-place.ts';

const GAP = 22;

function staff(x0: number, x1: number, top: number): string {
  return [0, 1, 2, 3, 4].map((i) => `M${r(x0)} ${r(top + i * GAP)}H${r(x1)}`).join('');
}

/** A whole note: an oval ring tilted a little, centred on (x, y). */
function wholeNote(x: number, y: number): string {
  const rx = GAP * 0.78;
  const ry = GAP * 0.52;
  const ir = GAP * 0.3;
  return `M${r(x - rx)} ${r(y)}a${r(rx)} ${r(ry)} 0 1 0 ${r(rx * 2)} 0a${r(rx)} ${r(ry)} 0 1 0 ${r(-rx * 2)} 0ZM${r(x - ir)} ${r(y)}a${r(ir * 0.7)} ${r(ir)} 0 1 1 ${r(ir * 2)} 0a${r(ir * 0.7)} ${r(ir)} 0 1 1 ${r(-ir * 2)} 0Z`;
}

export const classicalScore: Template = {
  id: 'classical-score',
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const x0 = 600 - 500 * ctx.shrink;
    const x1 = 600 + 500 * ctx.shrink;
    const bigClef = rng.chance(0.45);
    const cx = (x0 + x1) / 2;
    // With the big clef, the staves run out either side of it at its waist.
    const clefH = 440 * ctx.shrink;
    const top = bigClef ? 90 + clefH * 0.52 - 2 * GAP : 130;
    if (bigClef) {
      const clef = icon(
        b,
        'g-clef',
        { x0: cx - clefH * 0.3, y0: 90, x1: cx + clefH * 0.3, y1: 90 + clefH },
        inks.primary,
      );
      b.add(
        `<path fill="none" stroke="${inks.primary}" stroke-width="3" d="${staff(x0, clef.x0 - 30, top)}${staff(clef.x1 + 30, x1, top)}M${x0} ${top}V${top + 4 * GAP}M${x1} ${top}V${top + 4 * GAP}"/>`,
        [inks.primary],
      );
    } else {
      b.add(
        `<path fill="none" stroke="${inks.primary}" stroke-width="3" d="${staff(x0, x1, top)}M${x0} ${top}V${top + 4 * GAP}"/>`,
        [inks.primary],
      );
      icon(
        b,
        'g-clef',
        { x0: x0 + 10, y0: top - 40, x1: x0 + 90, y1: top + 4 * GAP + 40 },
        inks.primary,
      );
    }
    // Whole notes climbing an arpeggio and stepping back (ornament, not a claimed melody),
    // in the accent ink: the one colour a printed title page allows itself.
    const arpeggio = rng.pick([
      [0, 2, 4, 7, 4, 2],
      [0, 2, 4, 6, 8, 6],
      [2, 4, 6, 4, 2, 0],
    ]);
    const noteAt = (i: number, count: number, from: number, to: number): number =>
      from + (i * (to - from)) / Math.max(1, count - 1);
    // Beside a big clef the arpeggio splits: three notes on each short staff.
    const spans: [number, number][] = bigClef
      ? [
          [x0 + 60, cx - clefH * 0.3 - 90],
          [cx + clefH * 0.3 + 90, x1 - 60],
        ]
      : [[x0 + 220, x1 - 100]];
    const per = arpeggio.length / spans.length;
    const notes = arpeggio.map((step, i) => {
      const [from, to] = spans[Math.floor(i / per)] ?? [x0, x1];
      return wholeNote(noteAt(i % per, per, from, to), top + 4 * GAP - (step * GAP) / 2);
    });
    b.add(`<path fill="${inks.accent}" fill-rule="evenodd" d="${notes.join('')}"/>`, [inks.accent]);
    const nameTop = bigClef ? 90 + clefH + 80 : top + 4 * GAP + 110;
    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: 1000 * ctx.shrink,
      maxCap: 130 * ctx.shrink,
      maxHeight: 330 * ctx.shrink,
      maxLines: 3,
      leading: 0.3,
      tracking: 0.1,
      top: nameTop,
      paint: { fill: inks.primary },
    });
    const lower = nameBox.y1 + 90;
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="3" d="${staff(x0, x1, lower)}M${x0} ${lower}V${lower + 4 * GAP}M${x1 - 22} ${lower}V${lower + 4 * GAP}"/><path fill="${inks.primary}" d="M${x1 - 10} ${lower}h10v${4 * GAP}h-10Z"/>`,
      [inks.primary],
    );
    // The lower staff answers in the bass: an F clef and a closing cadence to the double bar.
    icon(
      b,
      'f-clef',
      { x0: x0 + 14, y0: lower - 4, x1: x0 + 84, y1: lower + 3 * GAP },
      inks.primary,
    );
    const cadence = [6, 4, 5, 2].map((step, i) =>
      wholeNote(noteAt(i, 4, x0 + 260, x1 - 150), lower + 4 * GAP - (step * GAP) / 2),
    );
    b.add(`<path fill="${inks.accent}" fill-rule="evenodd" d="${cadence.join('')}"/>`, [
      inks.accent,
    ]);
    await titleAndPlace(b, ctx, lower + 4 * GAP + 100, { cap: 26, maxWidth: 600, tracking: 0.45 });
  },
};
