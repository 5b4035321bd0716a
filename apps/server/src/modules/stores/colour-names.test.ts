import { GARMENTS, PAPERS } from '@encore/design-engine';
import { describe, expect, it } from 'vitest';
import { colourName, normalizeHex } from './colour-names.ts';

const title = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

describe('colour names', () => {
  // The variant picker names the colour the mockups show: every blank the engine can choose
  // needs its own name here, or a new engine colour would be sold under a neighbour's name.
  it('names every garment blank and paper stock the design engine picks, exactly', () => {
    for (const [id, hex] of [...Object.entries(GARMENTS), ...Object.entries(PAPERS)]) {
      expect(colourName(hex)).toBe(title(id));
    }
  });

  it('gives a colour from elsewhere the nearest name, and normalises hex', () => {
    expect(colourName('#101010')).toBe('Black');
    expect(colourName('not a colour')).toBe('Standard');
    expect(normalizeHex('#ABCDEF')).toBe('#abcdef');
    expect(normalizeHex('#abc')).toBeNull();
  });
});
