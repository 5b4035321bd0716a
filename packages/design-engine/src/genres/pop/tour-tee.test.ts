import { describe, expect, it } from 'vitest';
import { ArtBuilder } from '../../layout/art-builder.ts';
import { fitBlock } from '../../layout/text-line.ts';
import { probeNameLines } from '../shared/name-probe.ts';
import { overlapPicture, songFits } from './tour-tee.ts';

/** Hebrew, Arabic, Thai, Devanagari and a long Latin name, in the tour tee's script faces. */
const NAMES = [
  'עדן בן שושן',
  'نانسي عجرم',
  'ต่าย อรทัย',
  'अरिजीत सिंह',
  'Trixie Glitterbomb and the Saturday Night Sparkles',
];

describe('pop tour tee, overlap', () => {
  it.each(NAMES)(
    'ends the arch’s fade a clear gap (a sixth of the cap, at least 24) over every letter of %s',
    async (text) => {
      for (const face of ['pacifico', 'anton'] as const) {
        const name = await fitBlock(text, face, {
          maxWidth: 980,
          maxCap: 200,
          maxHeight: 420,
          maxLines: 3,
          leading: 0.22,
        });
        const b = new ArtBuilder();
        const { pic, nameTop } = overlapPicture(b, name, 1);
        const ink = Math.min(...probeNameLines(b, name, nameTop).map((p) => p.box.y0));
        expect(ink - pic.y1, face).toBeGreaterThanOrEqual(Math.max(24, name.cap * 0.16) - 0.5);
        // Still a tall arch (its round top is half its width), the name where it stood.
        expect(pic.y1 - pic.y0, face).toBeGreaterThan(500);
        expect(nameTop, face).toBeCloseTo(770 - name.cap * 0.7);
      }
    },
  );
});

describe('pop tour tee, set list', () => {
  // Stella Ray's side arrangement printed "SET LIST" over nothing: beside a big circle no song
  // of hers fitted at the minimum size, and the head was drawn before the songs were tried.
  it('tells which songs set beside the picture at the minimum size', async () => {
    expect(await songFits('fredoka', 'Bondi at Midnight', 520, 44)).toBe(true);
    expect(await songFits('fredoka', 'Bondi at Midnight', 300, 44)).toBe(false);
  });
});
