import { describe, expect, it } from 'vitest';
import { alternativeLayouts, type SetArtist } from '../../design/plan-set.ts';
import type { Template } from '../../layout/template.ts';
import { folk } from './index.ts';

/** A layout no artist is drawn in: `alternativeLayouts` then lists every drawable one. */
const none: Template = {
  id: 'none',
  needsImage: false,
  maxGrow: 1,
  layout: () => Promise.resolve(),
};

/** Drawable layouts, heaviest first: the first is the one a set most often opens on. */
function layoutsFor(genres: string[], name = 'Artist'): string[] {
  const artist: SetArtist = { name, genres, hasImage: false };
  return alternativeLayouts(folk.style, artist, none).map((t) => t.id);
}

const SHARED = ['folk-woodcut-landscape', 'folk-sprig-wreath', 'folk-cross-stitch'];

describe('folk regional routing', () => {
  it('an Irish or Scottish trad act leads with the knotwork, the rest still folk', () => {
    for (const genres of [['irish folk', 'celtic'], ['scottish folk'], ['sean-nós'], ['breton']]) {
      const ids = layoutsFor(genres, 'Ciara Ní Bhriain');
      expect(ids[0]).toBe('folk-celtic-knot');
      for (const shared of SHARED) expect(ids).toContain(shared);
      expect(ids).not.toContain('folk-azulejo');
    }
  });

  it('a fadista leads with the azulejo panel, the rest still folk', () => {
    for (const genres of [['fado', 'portuguese folk'], ['fado']]) {
      const ids = layoutsFor(genres, 'Inês Ferraz');
      expect(ids[0]).toBe('folk-azulejo');
      for (const shared of SHARED) expect(ids).toContain(shared);
      expect(ids).not.toContain('folk-celtic-knot');
    }
  });

  it('a bluegrass or old-time band leads with the banjo, the rest still folk', () => {
    for (const genres of [
      ['bluegrass', 'progressive bluegrass'],
      ['old-time'],
      ['appalachian folk'],
    ]) {
      const ids = layoutsFor(genres, 'The Harrow Lane Ramblers');
      expect(ids[0]).toBe('folk-banjo-head');
      for (const shared of SHARED) expect(ids).toContain(shared);
      expect(ids).not.toContain('folk-celtic-knot');
    }
  });

  it('plain folk gets no regional layout', () => {
    for (const genres of [
      ['folk', 'indie folk'],
      ['celtic punk', 'folk punk'],
    ]) {
      const ids = layoutsFor(genres);
      expect(ids).not.toContain('folk-celtic-knot');
      expect(ids).not.toContain('folk-azulejo');
      expect(ids).not.toContain('folk-banjo-head');
    }
  });
});
