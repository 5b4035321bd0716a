import { describe, expect, it } from 'vitest';
import { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { Rng } from '../../random/prng.ts';
import { indieGigPoster } from '../indie/gig-poster.ts';
import { technoTimetable } from './timetable.ts';

const TRACKS = ['Fjord Signal', 'Aurora Protocol', 'Polar Night Engine', 'Ice Cathedral', 'Vega'];

function context(seed: string): TemplateContext {
  const partial: Partial<TemplateContext> = {
    rng: new Rng(seed),
    fit: 0,
    shrink: 1,
    name: 'Nordlys',
    altName: null,
    track: TRACKS[0] ?? '',
    hook: TRACKS[0] ?? '',
    details: ['Norway'],
    tracks: TRACKS,
    faces: { display: 'anton', support: 'spaceMono', script: 'pacifico' },
    inks: {
      garment: '#111111',
      darkGarment: true,
      primary: '#eeeeee',
      accent: '#4a9bd6',
      support: '#999999',
      treatment: 'full',
      inks: ['#eeeeee', '#4a9bd6', '#999999'],
      duotone: { dark: '#4a9bd6', light: '#eeeeee' },
      metallic: null,
    },
    hasImage: false,
    // Only the family is read (motif picks by genre).
    style: { family: 'indie' } as TemplateContext['style'],
  };
  return partial as TemplateContext;
}

/** Every text a layout prints, as set. */
async function printed(layout: typeof technoTimetable, seed: string): Promise<string[]> {
  const b = new ArtBuilder();
  await layout.layout(context(seed), b);
  return b.finish().texts.map((t) => t.text);
}

describe('layouts print only true facts', () => {
  it.each(['a', 'b', 'c'])(
    'the timetable is a numbered running order, no clock times (%s)',
    async (seed) => {
      const texts = await printed(technoTimetable, seed);
      expect(
        texts.some((t) => /\d{1,2}:\d{2}/.test(t)),
        texts.join(' | '),
      ).toBe(false);
      expect(texts.some((t) => /CLOSE/i.test(t))).toBe(false);
      expect(texts).toContain('RUNNING ORDER');
      expect(texts).toContain('01');
      expect(texts).toContain('04');
      expect(texts).not.toContain('05');
      expect(texts.some((t) => t.includes('04 TRACKS') && t.includes('NORWAY'))).toBe(true);
    },
  );

  it.each(['a', 'b', 'c'])(
    'the gig poster lists songs as a setlist, never as support acts (%s)',
    async (seed) => {
      const texts = await printed(indieGigPoster, seed);
      expect(
        texts.some((t) => /^(with|w\/|support)/i.test(t)),
        texts.join(' | '),
      ).toBe(false);
      expect(texts.some((t) => /setlist/i.test(t))).toBe(true);
    },
  );
});
