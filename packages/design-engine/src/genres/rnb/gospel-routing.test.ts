import { describe, expect, it } from 'vitest';
import { alternativeLayouts } from '../../design/plan-set.ts';
import type { Template } from '../../layout/template.ts';
import { rnb } from './index.ts';

const none: Template = {
  id: 'none',
  needsImage: false,
  maxGrow: 1,
  layout: () => Promise.resolve(),
};

const layoutsFor = (genres: string[], hasImage = true): string[] =>
  alternativeLayouts(rnb.style, { name: 'Grace Ndlovu', genres, hasImage }, none).map((t) => t.id);

describe('r&b routing for gospel', () => {
  it('gospel and worship get the hymnal wreath, never the bar neon or the slow-jam tape', () => {
    for (const genres of [['gospel', 'contemporary gospel'], ['worship'], ['christian r&b']]) {
      const ids = layoutsFor(genres);
      expect(ids, genres.join(', ')).toContain('folk-sprig-wreath');
      expect(ids).not.toContain('rnb-neon');
      expect(ids).not.toContain('rnb-tape-inlay');
      expect(layoutsFor(genres, false).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('neo soul keeps the neon and never gets the wreath', () => {
    const ids = layoutsFor(['neo soul', 'alternative r&b']);
    expect(ids).toContain('rnb-neon');
    expect(ids).not.toContain('folk-sprig-wreath');
  });
});
