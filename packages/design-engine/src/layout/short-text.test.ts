import { describe, expect, it } from 'vitest';
import { ArtBuilder } from './art-builder.ts';
import { circleText } from './circle-text.ts';
import { fitBlock, shortTextGrowth } from './text-line.ts';

const slot = { maxWidth: 900, maxCap: 120, maxHeight: 400, maxLines: 2 };

describe('very short names', () => {
  it('grow past their slot’s cap into a mark, one letter most', async () => {
    const one = await fitBlock('X', 'anton', slot);
    const two = await fitBlock('XO', 'anton', slot);
    const long = await fitBlock('KID MERIDIAN', 'anton', slot);
    expect(long.cap).toBeCloseTo(120, 0);
    expect(one.cap).toBeGreaterThan(120 * 1.5);
    expect(two.cap).toBeGreaterThan(120 * 1.25);
    expect(one.cap).toBeGreaterThan(two.cap);
  });

  it('stay inside the slot’s width and height budgets', async () => {
    const tight = await fitBlock('Ø', 'anton', { ...slot, maxHeight: 150 });
    expect(tight.height).toBeLessThanOrEqual(150 + 1e-6);
  });

  it('count letters, not code units or spaces', () => {
    expect(shortTextGrowth('Ø')).toBe(1.8);
    expect(shortTextGrowth('👩‍🎤')).toBe(1.8);
    expect(shortTextGrowth('X O')).toBe(1.4);
    expect(shortTextGrowth('ABC')).toBe(1);
  });
});

describe('a short name on an arc', () => {
  const arc = (growShort: boolean) =>
    circleText(new ArtBuilder(), 'Ø', 'anton', {
      cx: 600,
      cy: 600,
      radius: 400,
      cap: 110,
      tracking: 0.1,
      side: 'top',
      maxSweep: 120,
      ink: '#ffffff',
      role: 'name',
      growShort,
    });

  it('grows where the layout lets it rise, and stays in a seal’s band otherwise', async () => {
    const grown = await arc(true);
    const kept = await arc(false);
    expect(grown.y1 - grown.y0).toBeGreaterThan((kept.y1 - kept.y0) * 1.5);
  });
});
