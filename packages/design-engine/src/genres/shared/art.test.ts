import { describe, expect, it } from 'vitest';
import { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { Rng } from '../../random/prng.ts';
import { withTextScope } from '../../text/scope.ts';
import type { GenreFamily } from '../../style/genre-family.ts';
import type { StyleSpec } from '../../style/styles.ts';
import { METAL_DEFAULTS, METAL_MOTIFS } from '../metal/cathedral.ts';
import {
  motifFromName,
  motifFromTrack,
  oneLineList,
  pickMotif,
  trackList,
  type MotifRule,
} from './art.ts';

/** Just what the helpers read from a layout's context. */
function context(
  track: string,
  tracks: string[],
  name = 'Test Artist',
  seed = 'art-test',
  family: GenreFamily = 'metal',
  country = 'Norway',
): TemplateContext {
  const partial: Partial<TemplateContext> = {
    rng: new Rng(seed),
    name,
    altName: null,
    track,
    tracks,
    details: [country],
    style: { family } as StyleSpec,
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
    // A lantern is scenery, not the band's creature: about half (a creature name is most, below).
    const picks = Array.from({ length: 40 }, (_, i) =>
      pickMotif(
        context('Ironbound', [], 'Lantern Throne', `seed-${i}`),
        METAL_MOTIFS,
        METAL_DEFAULTS,
      ),
    );
    const lanterns = picks.filter((m) => /lantern/.test(m)).length;
    expect(lanterns).toBeGreaterThan(10);
    expect(lanterns).toBeLessThan(35);
    // The design's own track still comes first.
    expect(
      pickMotif(
        context('Howl at the Wolf Moon', [], 'Lantern Throne'),
        METAL_MOTIFS,
        METAL_DEFAULTS,
      ),
    ).toMatch(/^wolf-/);
  });

  it('takes a creature from the artist name for most designs ("Raven Throne")', () => {
    const picks = Array.from({ length: 40 }, (_, i) =>
      pickMotif(
        context('Ironbound', [], 'Raven Throne', `seed-${i}`),
        METAL_MOTIFS,
        METAL_DEFAULTS,
      ),
    );
    expect(picks.filter((m) => m === 'raven').length).toBeGreaterThanOrEqual(28);
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

describe('pickMotif and the artist name', () => {
  const NONE: readonly MotifRule[] = [];
  const DEFAULTS = ['sun', 'mountains', 'dove'];
  const share = (name: string, family: GenreFamily, expected: RegExp, country = 'Canada') =>
    Array.from({ length: 40 }, (_, i) =>
      pickMotif(context('Untitled', [], name, `seed-${i}`, family, country), NONE, DEFAULTS),
    ).filter((m) => expected.test(m)).length;

  it.each([
    ['Lua Nova', 'jazz', /^moon$/],
    ['Les Étoiles Filantes de Montréal', 'folk', /^falling-star$/],
    ['Honey Creek Revival', 'folk', /^(bee|honey-jar|river)$/],
    ['Ravi & The Monsoon Brass', 'pop', /^(raining|trumpet|tuba|trombone|french-horn)$/],
    ['Los Relámpagos', 'latin', /lightning/],
    ['Paper Lanterns Club', 'indie', /lantern/],
    ['The Blue Lantern Quartet', 'jazz', /lantern/],
    ['Broken Bottle Choir', 'punk', /^broken-bottle$/],
  ] as const)('%s gets its motif in about half the designs', (name, family, expected) => {
    const hits = share(name, family, expected);
    expect(hits).toBeGreaterThanOrEqual(12);
    expect(hits).toBeLessThanOrEqual(34);
  });

  it('draws from New Zealand for an artist from there whose words name nothing', () => {
    expect(share('Kiri Te Ao', 'neutral', /^(fern|kiwi-bird)$/, 'New Zealand')).toBeGreaterThan(5);
  });

  it('reads a rule only at a word’s start or end, and not in a look-alike word', () => {
    const rules: readonly MotifRule[] = [[/star/, ['falling-star']]];
    const pick = (track: string) => pickMotif(context(track, [], 'X', 's', 'pop'), rules, ['dove']);
    expect(pick('Starving')).toBe('dove');
    expect(pick('Mustard')).toBe('dove');
    expect(pick('Superstar')).toBe('falling-star');
    expect(pick('Stardust')).toBe('falling-star');
    expect(pick('Superstars')).toBe('falling-star');
    expect(pick('Restart')).toBe('dove');
  });

  it('names a track word’s motif in the family when no rule has it ("Fuego")', () => {
    expect(pickMotif(context('Fuego', [], 'X', 's', 'metal'), NONE, ['dove'])).toBe('flame');
  });
});

describe('motifFromName', () => {
  it('gives a fixed-emblem layout the name’s motif for about half the designs', () => {
    const ids = Array.from(
      { length: 40 },
      (_, i) => motifFromName(context('Untitled', [], 'Nordlys', `n-${i}`, 'techno'))?.motif.id,
    );
    const auroras = ids.filter((id) => id === 'aurora').length;
    expect(auroras).toBeGreaterThan(10);
    expect(auroras).toBeLessThan(32);
    expect(ids.filter((id) => id !== undefined && id !== 'aurora')).toEqual([]);
    expect(
      motifFromName(context('Untitled', [], 'Nordlys', 'n', 'techno'), { source: 'game-icons' }),
    ).toBeNull();
    expect(motifFromName(context('Untitled', [], 'Nils Petter', 'n', 'techno'))).toBeNull();
  });
});

describe('motifFromName for a name built on an animal', () => {
  it('gives the wolf to most designs of a band called Wolves', () => {
    const ids = Array.from(
      { length: 40 },
      (_, i) =>
        motifFromName(context('Untitled', [], 'Wolves of Hrafnfell', `w-${i}`, 'metal'), {
          source: 'game-icons',
        })?.motif.id,
    );
    expect(ids.filter((id) => id?.startsWith('wolf')).length).toBeGreaterThanOrEqual(26);
  });
});

describe('pickMotif for a name built on an animal', () => {
  it('draws the wolf on most designs of a band called Wolves, even over a track word', () => {
    const ids = Array.from({ length: 40 }, (_, i) =>
      pickMotif(
        context('North Sea Hymn', [], 'Wolves of Hrafnfell', `wolf-${i}`, 'metal'),
        [[/sea/, ['drakkar']]],
        METAL_DEFAULTS,
      ),
    );
    const wolves = ids.filter((id) => id.startsWith('wolf')).length;
    expect(wolves).toBeGreaterThanOrEqual(16);
    // The track still has its say on some designs.
    expect(ids).toContain('drakkar');
  });

  it('leaves names without a creature as they were (track words first)', () => {
    for (let i = 0; i < 10; i += 1) {
      const ctx = context('Where Ravens Feast', [], 'Lua Nova', `moon-${i}`, 'metal');
      expect(pickMotif(ctx, METAL_MOTIFS, METAL_DEFAULTS)).toBe('raven');
    }
  });
});

describe('motifFromTrack', () => {
  const ids = (track: string, family: GenreFamily): (string | undefined)[] =>
    Array.from(
      { length: 40 },
      (_, i) => motifFromTrack(context(track, [], 'Artista', `t-${i}`, family))?.motif.id,
    );

  it('follows the thing a song names, in the family, for about half the designs', () => {
    for (const [track, expected] of [
      ['Sanfona', /^accordion$/],
      ['Marcianita', /^(ufo|rocket|ringed-planet)$/],
      ['Cumbia Espacial', /^(ufo|rocket|ringed-planet)$/],
    ] as const) {
      const got = ids(track, 'latin');
      const hits = got.filter((id) => id !== undefined);
      expect(hits.length, track).toBeGreaterThan(10);
      expect(hits.length, track).toBeLessThan(32);
      for (const id of hits) expect(id, track).toMatch(expected);
    }
  });

  it('gives nothing for a song that names nothing', () => {
    expect(ids('Perreo Lento', 'latin').filter((id) => id !== undefined)).toEqual([]);
  });
});

describe('pickMotif asked twice in one design', () => {
  it('gives the name’s emblem once, not to the centre and its flanks alike', () => {
    for (let i = 0; i < 20; i += 1) {
      const ctx = context('Untitled', [], 'Broken Bottle Choir', `twice-${i}`, 'punk');
      const first = pickMotif(ctx, [], ['fist']);
      const second = pickMotif(ctx, [], ['fist']);
      expect(first === 'broken-bottle' && second === 'broken-bottle').toBe(false);
    }
  });
});

describe('a one-line list', () => {
  const options = {
    face: 'specialElite',
    x: 600,
    align: 'left',
    top: 300,
    step: 66,
    cap: 38,
    maxWidth: 1000,
    tracking: 0.08,
    inks: ['#eeeeee'],
    max: 5,
  } as const;
  // Tone marks over the line (ที่, ไม้), vowels under it (กรุ).
  const thai = ['ฝนตกที่กรุงเทพ', 'ดอกไม้ไฟ', 'คืนนี้', 'ทะเลดาว', 'ลมหนาว'];

  it('spaces lines by their glyphs: tone marks never come within a third of a cap of the line above', async () => {
    const boxes = await oneLineList(new ArtBuilder(), thai, options);
    expect(boxes.length).toBe(5);
    for (let i = 1; i < boxes.length; i += 1) {
      const [above, below] = [boxes[i - 1], boxes[i]];
      if (!above || !below) continue;
      // A third of the line's cap (about 32 here), less the unit each box is grown by.
      expect(below.y0 - above.y1, thai[i]).toBeGreaterThanOrEqual(8);
    }
  });

  it('keeps Latin lines without marks at their step', async () => {
    const boxes = await oneLineList(new ArtBuilder(), ['NORTH', 'SOUTH', 'EAST'], options);
    const bottoms = boxes.map((b) => b.y1);
    // Round letters overshoot the baseline a little: within 2 of the step.
    expect(Math.abs((bottoms[1] ?? 0) - (bottoms[0] ?? 0) - 66)).toBeLessThan(2);
    expect(Math.abs((bottoms[2] ?? 0) - (bottoms[1] ?? 0) - 66)).toBeLessThan(2);
  });

  it('sets a numbered right-to-left list flush right, numbers in one column, where it stood', async () => {
    const scope = { locale: null, lists: ['شارع الحب', 'ليل القاهرة', 'نور', 'Desert Static'] };
    for (const align of ['left', 'center'] as const) {
      const boxes = await withTextScope(scope, () =>
        oneLineList(new ArtBuilder(), scope.lists, { ...options, align, numbered: true }),
      );
      expect(boxes).toHaveLength(4);
      const right = Math.max(...boxes.map((box) => box.x1));
      const left = Math.min(...boxes.map((box) => box.x0));
      for (const box of boxes) expect(Math.abs(box.x1 - right), align).toBeLessThan(2);
      // The block keeps its place: from x when left-aligned, round x when centred.
      if (align === 'left') expect(Math.abs(left - 600)).toBeLessThan(4);
      else expect(Math.abs((left + right) / 2 - 600)).toBeLessThan(4);
    }
  });

  it('keeps the first line’s tone marks a third of a cap under the head over the list', async () => {
    // A head whose foot is at 260: the first baseline asked for (300) is too close for ที่.
    const boxes = await oneLineList(new ArtBuilder(), thai, { ...options, under: 260 });
    expect((boxes[0]?.y0 ?? 0) - 260).toBeGreaterThanOrEqual(38 / 3 - 2);
    // Latin capitals already clear it stay on the asked baseline.
    const latin = await oneLineList(new ArtBuilder(), ['NORTH'], { ...options, under: 230 });
    expect(Math.abs((latin[0]?.y1 ?? 0) - 300)).toBeLessThan(4);
  });

  it('leaves the asked room under the first line, for a pen loop round it', async () => {
    const boxes = await oneLineList(new ArtBuilder(), thai, { ...options, firstGap: 46 });
    const [first, second] = boxes;
    // Less the unit each box is grown by.
    expect((second?.y0 ?? 0) - (first?.y1 ?? 0)).toBeGreaterThanOrEqual(46 - 2);
  });
});
