import { describe, expect, it } from 'vitest';
import { abbreviateCount, formatFollowers } from './follower-format.ts';

describe('formatFollowers (v2)', () => {
  it.each([
    [0, '0 followers'],
    [1, '1 followers'],
    [999, '999 followers'],
    [1_000, '1.0K followers'],
    [1_049, '1.0K followers'],
    [1_050, '1.0K followers'],
    [1_099, '1.0K followers'],
    [1_100, '1.1K followers'],
    [12_345, '12.3K followers'],
    [999_999, '999.9K followers'],
    [1_000_000, '1.0M followers'],
    [1_250_000, '1.2M followers'],
    [1_299_999, '1.2M followers'],
    [1_300_000, '1.3M followers'],
    [48_213_904, '48.2M followers'],
    [999_999_999, '999.9M followers'],
    [1_000_000_000, '1000.0M followers'],
  ])('%d → %s', (count, text) => {
    expect(formatFollowers(count)).toBe(text);
  });

  it('truncates, so a count is never shown larger than it is', () => {
    expect(formatFollowers(1_999_999)).toBe('1.9M followers');
    expect(formatFollowers(9_999)).toBe('9.9K followers');
  });

  it('drops a fraction of a follower', () => {
    expect(formatFollowers(999.9)).toBe('999 followers');
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (count) => {
    expect(() => formatFollowers(count)).toThrow(RangeError);
  });
});

describe('abbreviateCount (legacy confirmation)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1_000, '1K'],
    [1_500, '1.5K'],
    [1_999, '1.9K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [12_345_678, '12.3M'],
    [999_999_999, '999.9M'],
    [1_000_000_000, '1B'],
    [2_540_000_000, '2.5B'],
    [1_000_000_000_000, '1000B'],
  ])('%d → %s', (count, text) => {
    expect(abbreviateCount(count)).toBe(text);
  });

  it.each([-5, Number.NaN])('refuses %d', (count) => {
    expect(() => abbreviateCount(count)).toThrow(RangeError);
  });
});
