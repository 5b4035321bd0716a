import { describe, expect, it } from 'vitest';
import { iconShape } from '../../motifs/game-icons.ts';
import { drawLayout } from '../shared/seeded-layout.testkit.ts';
import { latinCarnaval } from './carnaval.ts';
import { latin } from './index.ts';

const drawn = async (genres: string[], seed: string): Promise<string> =>
  (
    await drawLayout(
      latinCarnaval,
      latin,
      { name: 'Zé Bandeira', track: 'Sertão', tracks: ['Sertão', 'Asa Branca Nova'], genres },
      seed,
    )
  ).body.join('');

const MASKS = ['carnival-mask', 'domino-mask'];

describe('latin carnaval', () => {
  it('holds up the accordion or the bonfire for forró, never a carnival mask', async () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const body = await drawn(['forró', 'baião'], seed);
      for (const mask of MASKS) expect(body).not.toContain(iconShape(mask).d);
      expect(
        ['accordion', 'campfire'].some((icon) => body.includes(iconShape(icon).d)),
        seed,
      ).toBe(true);
    }
  });

  it('keeps the mask for carnival music', async () => {
    const bodies = await Promise.all(['a', 'b', 'c', 'd'].map((s) => drawn(['cumbia'], s)));
    expect(bodies.some((body) => MASKS.some((mask) => body.includes(iconShape(mask).d)))).toBe(
      true,
    );
  });
});
