import { describe, expect, it } from 'vitest';
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
