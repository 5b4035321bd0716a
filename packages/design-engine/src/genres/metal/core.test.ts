import { describe, expect, it } from 'vitest';
import { hexToHsl } from '../../color/color.ts';
import { isDark } from '../../color/contrast.ts';
import { extractPalette } from '../../color/palette.ts';
import { planSet } from '../../design/plan-set.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { isBotanical } from '../../motifs/botanical.ts';
import { fierceSkull, isCartoonSkull } from '../../motifs/fierce-skulls.ts';
import { Rng } from '../../random/prng.ts';
import type { StyleSpec } from '../../style/styles.ts';
import { fixtureImage } from '../../testing/fixtures.ts';
import { GENRES } from '../index.ts';
import { pickMotif } from '../shared/art.ts';
import { CORE_DEFAULTS, CORE_MOTIFS } from './core-modern.ts';
import { spikesName } from './hard-name.ts';
import { isCoreMetal } from './sub-genres.ts';

/** Ghostmarrow's picture: greys and one soft teal moon. */
const tealPhoto = fixtureImage({ background: '#17191b', light: '#7cc2b9', shade: '#3c3e40' }, 96);

const context = (genres: string[], seed: number, track = 'Cold Iron Sky'): TemplateContext =>
  ({
    rng: new Rng(`core|${seed}`),
    name: 'Ghostmarrow',
    altName: null,
    track,
    tracks: [],
    details: [],
    genres,
    style: { family: 'metal' } as StyleSpec,
  }) as Partial<TemplateContext> as TemplateContext;

describe('core metal (deathcore, metalcore, djent, nu metal)', () => {
  it('knows its sub-genres', () => {
    for (const g of ['deathcore', 'metalcore', 'djent', 'nu metal', 'progressive metalcore'])
      expect(isCoreMetal([g]), g).toBe(true);
    expect(isCoreMetal(['black metal', 'doom metal'])).toBe(false);
  });

  it('prints bone and one hard colour from the picture on dark blanks', async () => {
    const palette = await extractPalette(tealPhoto);
    for (const seed of [1, 2, 3]) {
      const plans = planSet({
        key: `core|${seed}`,
        style: GENRES.metal.style,
        palette,
        tracks: ['Marrow Eater', 'Vessel of Rot', 'Bonefield'],
        artist: { name: 'Ghostmarrow', genres: ['deathcore', 'metalcore'], hasImage: true },
        count: 4,
      });
      for (const plan of plans) {
        expect(plan.inks.primary).toBe('#e8e3d6');
        expect(hexToHsl(plan.inks.accent).s).toBeGreaterThanOrEqual(0.8);
        if (plan.product !== 'poster') expect(isDark(plan.background)).toBe(true);
      }
    }
  });

  it('draws a fierce skull and never a plant nobody named', () => {
    const picks = Array.from({ length: 40 }, (_, seed) =>
      pickMotif(context(['deathcore'], seed), [], ['death-skull', 'rose', 'butterfly-flower']),
    );
    expect(picks.filter(isCartoonSkull)).toEqual([]);
    expect(picks.filter(isBotanical)).toEqual([]);
    // A song that names the rose still gets it.
    const named = Array.from({ length: 10 }, (_, seed) =>
      pickMotif(context(['deathcore'], seed, 'Black Rose'), [[/rose/, ['rose']]], ['death-skull']),
    );
    expect(named).toContain('rose');
  });

  it('swaps the plain skull for the fanged skull, not the grinning sharp-toothed one', () => {
    // A reviewer found the sharped-teeth skull "cartoonish" on a black-metal wreath.
    expect(fierceSkull('death-skull')).toBe('fanged-skull');
  });

  it('core modern draws anatomy, bone and the hand, never a flower, a butterfly or a dove', () => {
    // The traced butterfly read as a leaf: "looks like a wellness brand, not deathcore".
    const icons = [...CORE_DEFAULTS, ...CORE_MOTIFS.flatMap(([, list]) => list)];
    expect(icons.filter((icon) => isBotanical(icon) || /butterfly|dove/.test(icon))).toEqual([]);
    const picks = Array.from({ length: 30 }, (_, seed) =>
      pickMotif(context(['deathcore'], seed, 'The Hollowing'), CORE_MOTIFS, CORE_DEFAULTS),
    );
    expect(picks.filter(isCartoonSkull)).toEqual([]);
  });

  it('sets the name as the thorned logo for the core styles only', () => {
    // "No sharp or blackletter logo in any of the 4 designs (plain sans everywhere)": the sigil,
    // wreath, logotype and the name-on-top layouts (dagger) draw the core styles’ name as a logo.
    for (const genres of [['deathcore'], ['metalcore'], ['djent'], ['nu metal']])
      expect(spikesName(context(genres, 1)), genres[0]).toBe(true);
    for (const genres of [['black metal'], ['doom metal'], ['symphonic metal'], ['thrash metal']])
      expect(spikesName(context(genres, 1)), genres[0]).toBe(false);
  });

  it('sets its names in heavy faces, never the thin condensed Bebas', () => {
    const faces = GENRES.metal.style.displayByGenre?.find(([pattern]) => pattern.test('deathcore'));
    expect(faces?.[1]).not.toContain('bebas');
    expect(faces?.[1]).toContain('archivoBlack');
  });

  it('gives metal no plant from its country (Aotearoa’s silver fern)', () => {
    const picks = (family: string, country: string): string[] =>
      Array.from({ length: 60 }, (_, seed) =>
        pickMotif(
          {
            ...context(['heavy metal'], seed, 'Run the Gauntlet'),
            country,
            style: { family } as StyleSpec,
          } as TemplateContext,
          [],
          ['raven'],
        ),
      );
    expect(picks('metal', 'New Zealand').filter(isBotanical)).toEqual([]);
    // Folk still wears it.
    expect(picks('folk', 'New Zealand').some(isBotanical)).toBe(true);
  });
});
