import { describe, expect, it } from 'vitest';
import { fitsRing, RING_LETTERS } from './ring-name.ts';

describe('names set letter by letter around a ring', () => {
  it('takes scripts whose letters stand apart, up to the ring length', () => {
    expect(fitsRing('Willow Creek Band')).toBe(true);
    expect(fitsRing('坂本龍一')).toBe(true);
    expect(fitsRing('x'.repeat(RING_LETTERS))).toBe(true);
    expect(fitsRing('x'.repeat(RING_LETTERS + 1))).toBe(false);
    expect(fitsRing('Grave Lanterns', 10)).toBe(false);
  });

  it('refuses joined scripts, whose letters would print cut apart', () => {
    expect(fitsRing('فيروز')).toBe(false);
    expect(fitsRing('शंकर महादेवन')).toBe(false);
  });
});
