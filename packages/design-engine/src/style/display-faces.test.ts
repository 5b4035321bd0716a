import { describe, expect, it } from 'vitest';
import { GENRES } from '../genres/index.ts';
import { displayFaces } from './styles.ts';

describe('displayFaces', () => {
  const { style } = GENRES.metal;

  it('keeps black, death and doom metal in blackletter', () => {
    expect(displayFaces(style, ['black metal'])).toEqual(['unifraktur']);
    expect(displayFaces(style, ['melodic death metal', 'german metal'])).toEqual(['unifraktur']);
    expect(displayFaces(style, ['sludge metal', 'doom metal'])).toEqual(['unifraktur']);
  });

  it('lets symphonic metal use the Roman capital, and other genres the family list', () => {
    expect(displayFaces(style, ['symphonic metal'])).toContain('cinzel');
    expect(displayFaces(style, ['heavy metal'])).toEqual(style.display);
    expect(displayFaces(GENRES.pop.style, ['black metal'])).toEqual(GENRES.pop.style.display);
  });
});
