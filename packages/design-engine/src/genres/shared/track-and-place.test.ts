import { describe, expect, it } from 'vitest';
import { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { Rng } from '../../random/prng.ts';
import { trackAndPlace, type TrackAndPlaceOptions } from './track-and-place.ts';

function context(details: string[], seed = 'footer'): TemplateContext {
  const partial: Partial<TemplateContext> = {
    rng: new Rng(seed),
    track: 'Where Ravens Feast',
    details,
    faces: { display: 'anton', support: 'spaceMono', script: 'pacifico' },
  };
  return partial as TemplateContext;
}

const options = (chance?: number): TrackAndPlaceOptions => ({
  baseline: 900,
  track: { cap: 36, maxWidth: 900, ink: '#eeeeee', tracking: 0.3 },
  place: {
    gap: 56,
    maxWidth: 600,
    ink: '#999999',
    tracking: 0.5,
    ...(chance !== undefined ? { chance } : {}),
  },
});

describe('the track and place footer', () => {
  it('hangs the country under the track line, in its own ink, as a detail', async () => {
    const b = new ArtBuilder();
    const { track, place } = await trackAndPlace(b, context(['Norway']), options());
    expect(place).not.toBeNull();
    expect(place?.y0 ?? 0).toBeGreaterThan(track.y1);
    const texts = b.finish().texts.map((t) => [t.role, t.text, t.ink]);
    expect(texts).toEqual([
      ['track', 'WHERE RAVENS FEAST', '#eeeeee'],
      ['detail', 'NORWAY', '#999999'],
    ]);
  });

  it('prints only the track and makes no seeded draw when the country is unknown', async () => {
    const ctx = context([]);
    const { place } = await trackAndPlace(new ArtBuilder(), ctx, options(0.5));
    expect(place).toBeNull();
    // The layout's random sequence goes on as if the country had never been asked for.
    expect(ctx.rng.float()).toBe(new Rng('footer').float());
  });
});
