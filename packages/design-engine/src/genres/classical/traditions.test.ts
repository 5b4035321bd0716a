import { describe, expect, it } from 'vitest';
import { generateDesigns } from '../../design/generate.ts';
import { spotlightPortrait } from '../../image/portrait.ts';
import { ArtBuilder, type Art } from '../../layout/art-builder.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { iconShape } from '../../motifs/game-icons.ts';
import { Rng } from '../../random/prng.ts';
import { classical } from './index.ts';
import { medalEmblem } from './medal-emblem.ts';
import { classicalProgramme } from './programme.ts';
import { classicalSeason } from './season.ts';
import { classicalLaurelLyre } from './laurel-lyre.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { laurel } from '../../svg/shapes.ts';
import { classicalTradition } from './sub-genres.ts';

const CARNATIC = ['carnatic', 'indian classical'];
const BAROQUE = ['baroque ensemble', 'early music'];

function context(genres: string[], seed: string, tracks: string[]): TemplateContext {
  const { style } = classical;
  const ink = { primary: '#1c1a17', accent: '#7f6236', support: '#4a4540' };
  return {
    rng: new Rng(seed),
    fit: 0,
    shrink: 1,
    name: 'Priya Raghunathan',
    altName: null,
    track: tracks[0] ?? '',
    hook: tracks[0] ?? '',
    details: ['India'],
    tracks,
    genres,
    style,
    faces: { display: 'cinzel', support: 'cormorant', script: 'greatVibes' },
    inks: {
      garment: '#eee6d3',
      darkGarment: false,
      ...ink,
      treatment: 'full',
      inks: Object.values(ink),
      duotone: { dark: ink.primary, light: ink.support },
      metallic: null,
    },
    portrait: spotlightPortrait(),
    hasImage: false,
    product: 'garment',
  };
}

async function draw(template: Template, ctx: TemplateContext): Promise<Art> {
  const b = new ArtBuilder();
  await template.layout(ctx, b);
  return b.finish();
}

const drawsIcon = (art: Art, name: string): boolean =>
  art.body.join('').includes(iconShape(name).d.slice(0, 40));

const emblems = (genres: string[], tracks: string[]): Set<string> =>
  new Set(Array.from({ length: 40 }, (_, i) => medalEmblem(context(genres, `m${i}`, tracks))));

describe('the classical traditions', () => {
  it.each([
    [['carnatic'], 'indian'],
    [['hindustani vocal'], 'indian'],
    [['sitar', 'world'], 'indian'],
    [BAROQUE, 'early'],
    [['renaissance', 'choral'], 'early'],
    [['baroque pop'], 'western'],
    [['classical', 'orchestra'], 'western'],
  ] as const)('%j is %s', (genres, tradition) => {
    expect(classicalTradition(genres)).toBe(tradition);
  });

  it('gives a carnatic singer Indian instruments and the lotus, never a piano, harp or lyre', () => {
    const drawn = emblems(CARNATIC, ['Thillana', 'Piano Raga', 'Ave Maria']);
    expect([...drawn].every((e) => ['tanpura', 'sitar', 'lotus', 'violin'].includes(e))).toBe(true);
    expect(drawn.has('tanpura')).toBe(true);
    // A song naming the sitar draws it.
    expect(emblems(['hindustani classical'], ['Sitar at Dawn'])).toEqual(new Set(['sitar']));
  });

  it('gives early music period instruments, never the grand piano', () => {
    const drawn = emblems(BAROQUE, ['Sonata for Piano', 'Chaconne']);
    expect(drawn.has('grand-piano')).toBe(false);
    expect(drawn.has('lute')).toBe(true);
    // Western classical still draws the piano its songs name.
    expect(emblems(['classical'], ['Piano Sonata'])).toEqual(new Set(['grand-piano']));
  });

  it('heads an Indian programme with no treble clef and never sets it on a staff', async () => {
    for (let i = 0; i < 12; i += 1) {
      const art = await draw(
        classicalProgramme,
        context(CARNATIC, `p${i}`, ['Thillana', 'Kalyani Varnam', 'Morning Raga']),
      );
      expect(drawsIcon(art, 'g-clef')).toBe(false);
      expect(drawsIcon(art, 'lyre')).toBe(false);
    }
    const designs = await generateDesigns({
      artist: { id: 'cl-carnatic', name: 'Priya Raghunathan', genres: CARNATIC, country: 'IN' },
      tracks: ['राग यमन', 'Kalyani Varnam', 'Thillana', 'Morning Raga'].map((name) => ({ name })),
      image: null,
      seed: 1,
      count: 6,
    });
    expect(designs.map((d) => d.template)).not.toContain('classical-score');
    for (const d of designs) expect(d.checks.failures, d.template).toEqual([]);
  }, 120_000);

  it('wreathes an Indian medal in lotus petals, not the Roman laurel', async () => {
    // The laurel-lyre's left branch, wherever the medal stands (the name arched over it or not).
    const R = 330;
    const branches = [110 + R, 240 + R].map((cy) =>
      laurel(CENTER_X, cy, R * 0.98, -1, 12, R / 250),
    );
    const hasLaurel = (art: Art): boolean => branches.some((d) => art.body.join('').includes(d));
    for (let i = 0; i < 6; i += 1) {
      const tracks = ['Thillana', 'Kalyani Varnam'];
      expect(hasLaurel(await draw(classicalLaurelLyre, context(CARNATIC, `l${i}`, tracks)))).toBe(
        false,
      );
      expect(
        hasLaurel(await draw(classicalLaurelLyre, context(['classical'], `l${i}`, tracks))),
      ).toBe(true);
    }
  });
});

describe('the season poster', () => {
  it('stands the programme level with the rings beside it, not hung from their top', async () => {
    let checked = 0;
    for (let i = 0; i < 16; i += 1) {
      const art = await draw(
        classicalSeason,
        context(['classical'], `s${i}`, ['Adagio', 'Serenade', 'Winter Suite', 'Elegy']),
      );
      const nameTop = Math.min(...art.texts.filter((t) => t.role === 'name').map((t) => t.box.y0));
      const column = art.texts.filter((t) => t.role !== 'name' && t.box.y1 < nameTop);
      if (column.length === 0) continue; // the crescendo sets its programme under the name
      checked += 1;
      const mid =
        (Math.min(...column.map((t) => t.box.y0)) + Math.max(...column.map((t) => t.box.y1))) / 2;
      // The rings' centre: the top of the art (80) and half their 540-unit band.
      expect(Math.abs(mid - (80 + 270))).toBeLessThan(30);
    }
    expect(checked).toBeGreaterThan(0);
  }, 60_000);
});
