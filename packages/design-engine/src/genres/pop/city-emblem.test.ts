import { describe, expect, it } from 'vitest';
import type { TemplateContext } from '../../layout/template.ts';
import { Rng } from '../../random/prng.ts';
import type { StyleSpec } from '../../style/styles.ts';
import { horizonEmblem } from './city-emblem.ts';

const context = (name: string, seed: string): TemplateContext =>
  ({
    rng: new Rng(seed),
    name,
    altName: null,
    track: 'Untitled',
    tracks: [],
    details: ['Japan'],
    style: { family: 'pop' } as StyleSpec,
  }) as unknown as TemplateContext;

const emblems = (name: string): (string | null)[] =>
  Array.from({ length: 30 }, (_, i) => horizonEmblem(context(name, `city-${i}`)));

describe('the city-pop horizon emblem', () => {
  it('puts the night train of 夜行列車 on most sleeves, nothing else', () => {
    const got = emblems('夜行列車');
    expect(got.filter((id) => id === 'steam-locomotive').length).toBeGreaterThanOrEqual(15);
    expect(got.every((id) => id === null || id === 'steam-locomotive')).toBe(true);
  });

  it('drives the night bus of 夜行巴士 along the horizon', () => {
    const got = emblems('夜行巴士');
    expect(got.filter((id) => id === 'bus').length).toBeGreaterThanOrEqual(15);
    expect(got.every((id) => id === null || id === 'bus')).toBe(true);
  });

  it('keeps the palms for a name whose thing does not stand on the ground, or names nothing', () => {
    for (const name of ['Lua Nova', 'Broken Hearts Club', 'Tokyo Lights', 'Mariya']) {
      expect(emblems(name).every((id) => id === null)).toBe(true);
    }
  });

  it('draws nothing from the design rng for a name without one (its sleeves stay as they were)', () => {
    const ctx = context('Mariya', 'same');
    horizonEmblem(ctx);
    expect(ctx.rng.float()).toBe(new Rng('same').float());
  });
});
