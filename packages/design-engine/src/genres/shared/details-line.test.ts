import { describe, expect, it } from 'vitest';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { Rng } from '../../random/prng.ts';
import { detailsLine } from './details-line.ts';

describe('the details line', () => {
  it('draws nothing and makes no seeded draw when the artist has no details', async () => {
    const rng = new Rng('details');
    const partial: Partial<TemplateContext> = { rng, details: [] };
    const drawn = await detailsLine({} as ArtBuilder, partial as TemplateContext, {
      baseline: 900,
      cap: 30,
      maxWidth: 700,
      ink: '#000000',
      chance: 0.5,
    });
    expect(drawn).toBeNull();
    // The layout's random sequence goes on as if the line had never been asked for.
    expect(rng.float()).toBe(new Rng('details').float());
  });
});
