import { describe, expect, it } from 'vitest';
import { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { Rng } from '../../random/prng.ts';
import { METAL_DEFAULTS, METAL_MOTIFS } from '../metal/cathedral.ts';
import { oneLineList, pickMotif, trackList } from './art.ts';

/** Just what the helpers read from a layout's context. */
function context(
  track: string,
  tracks: string[],
  name = 'Test Artist',
  seed = 'art-test',
): TemplateContext {
  const partial: Partial<TemplateContext> = {
    rng: new Rng(seed),
    name,
    altName: null,
    track,
    tracks,
    details: ['Metal', 'Norway'],
  };
  return partial as TemplateContext;
}

describe('genre art helpers', () => {
  it('picks the motif the track words call for, else one of the family defaults', () => {
    expect(pickMotif(context('Where Ravens Feast', []), METAL_MOTIFS, METAL_DEFAULTS)).toBe(
      'raven',
    );
    expect(pickMotif(context('Howl at the Wolf Moon', []), METAL_MOTIFS, METAL_DEFAULTS)).toMatch(
      /^wolf-/,
    );
    // No word in this design's track: a family default, whatever the other tracks say.
    const fallback = pickMotif(
      context('Ironbound', ['Where Ravens Feast']),
      METAL_MOTIFS,
      METAL_DEFAULTS,
    );
    expect(METAL_DEFAULTS).toContain(fallback);
  });

  it('takes an emblem from the artist name for about half the designs without a track word', () => {
    const picks = Array.from({ length: 40 }, (_, i) =>
      pickMotif(
        context('Ironbound', [], 'Raven Throne', `seed-${i}`),
        METAL_MOTIFS,
        METAL_DEFAULTS,
      ),
    );
    const ravens = picks.filter((m) => m === 'raven').length;
    expect(ravens).toBeGreaterThan(10);
    expect(ravens).toBeLessThan(35);
    // The design's own track still comes first.
    expect(
      pickMotif(context('Howl at the Wolf Moon', [], 'Raven Throne'), METAL_MOTIFS, METAL_DEFAULTS),
    ).toMatch(/^wolf-/);
  });

  it('lists this design’s track first, without repeats', () => {
    expect(trackList(context('B', ['A', 'B', 'C']), 3)).toEqual(['B', 'A', 'C']);
  });

  it('skips a track too long for one line instead of cutting it, numbering what it keeps', async () => {
    const b = new ArtBuilder();
    const boxes = await oneLineList(
      b,
      ['Iron', 'A Considerably Longer Track Title Than Most Songs Would Ever Have', 'Fever'],
      {
        face: 'spaceMono',
        x: 100,
        align: 'left',
        top: 100,
        step: 60,
        cap: 30,
        maxWidth: 420,
        tracking: 0.04,
        inks: ['#eeeeee'],
        max: 5,
        numbered: true,
      },
    );
    const texts = b.finish().texts.map((t) => t.text);
    expect(boxes).toHaveLength(2);
    expect(texts).toEqual(['01  IRON', '02  FEVER']);
    for (const box of boxes) expect(box.x1 - box.x0).toBeLessThanOrEqual(420 + 2);
  });
});
