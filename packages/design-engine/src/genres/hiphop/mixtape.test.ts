import { describe, expect, it } from 'vitest';
import { drawArrangement } from '../shared/arrangement-testing.ts';

const artist = (tracks: string[]) => ({
  id: 'mixtape-count',
  name: 'Kid Meridian',
  genres: ['hip hop', 'east coast hip hop'],
  country: 'US',
  tracks,
  withImage: true,
});

/** The number the starburst prints, and the titles the sleeve lists (the lines after "01"…). */
function burstAndList(texts: readonly { text: string }[]): {
  count: number | null;
  listed: number;
} {
  const numbers = texts.map((t) => t.text).filter((t) => /^\d+$/.test(t));
  const listed = numbers.filter((t) => /^0\d$/.test(t)).length;
  const burst = numbers.find((t) => !/^0\d$/.test(t));
  return { count: burst === undefined ? null : Number(burst), listed };
}

describe('the mixtape starburst', () => {
  it(
    'never counts 0 tracks when every title is too long for a column',
    { timeout: 60_000 },
    async () => {
      const long = [
        'Everything I Never Said To You On The Phone',
        'Sunday Morning In The Projects With Grandma',
        'Welcome Back To The Other Side Of The River',
        'Letters From The Downtown Correctional Facility',
      ];
      for (const seed of [1, 2, 3]) {
        const { texts, failures } = await drawArrangement('hiphop-mixtape', artist(long), seed);
        expect(failures).toEqual([]);
        const { count, listed } = burstAndList(texts);
        expect(texts.map((t) => t.text)).not.toContain('0');
        // A count, when printed, is the count of titles the sleeve lists, and at least one.
        if (count !== null) {
          expect(count).toBe(listed);
          expect(count).toBeGreaterThan(0);
        }
      }
    },
  );

  it('counts exactly the titles it lists', { timeout: 60_000 }, async () => {
    const { texts } = await drawArrangement(
      'hiphop-mixtape',
      artist(['Gold Rope', 'Uptown', 'Late Pass', 'Blue Note Loop']),
      1,
    );
    expect(burstAndList(texts)).toEqual({ count: 4, listed: 4 });
  });

  it(
    'counts no short list: a sleeve listing fewer than three titles says MIX TAPE',
    {
      timeout: 60_000,
    },
    async () => {
      // Lil Ghostface Kai: two titles too long for a column; the burst said "2 TRACKS".
      const tracks = ['Pillowtalk Nightmares', 'Pink Xanax', 'Ghost in the Mall', '24/7 Sad'];
      for (const seed of [1, 2, 3]) {
        const { texts, failures } = await drawArrangement('hiphop-mixtape', artist(tracks), seed);
        expect(failures).toEqual([]);
        const { count, listed } = burstAndList(texts);
        const words = texts.map((t) => t.text);
        if (listed >= 3) expect(count).toBe(listed);
        else {
          expect(count).toBeNull();
          expect(words).toEqual(expect.arrayContaining(['MIX', 'TAPE']));
        }
      }
    },
  );

  it('lists and counts nothing for an artist with no tracks', { timeout: 60_000 }, async () => {
    const { texts, failures } = await drawArrangement('hiphop-mixtape', artist([]), 1);
    expect(failures).toEqual([]);
    expect(burstAndList(texts)).toEqual({ count: null, listed: 0 });
    expect(texts.filter((t) => t.text.includes('KID MERIDIAN'))).toEqual([]);
  });
});
