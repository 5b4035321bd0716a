import { describe, expect, it } from 'vitest';
import { displayFabric, parseHexColor, relativeLuminance, toHex } from './color.ts';
import { MockupInputError } from './errors.ts';
import { LruCache } from './lru.ts';

describe('colour helpers', () => {
  it('parses #rgb, #rrggbb and bare hex; rejects anything else by field name', () => {
    expect(parseHexColor('#1f2a44')).toEqual({ r: 31, g: 42, b: 68 });
    expect(parseHexColor('fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(toHex(parseHexColor('#ABC'))).toBe('#aabbcc');
    expect(() => parseHexColor('navy')).toThrow(MockupInputError);
    expect(() => parseHexColor('#12345')).toThrow(/garmentColor/);
  });

  it('lifts pure black to a photographable dark grey and leaves other colours alone', () => {
    expect(toHex(displayFabric({ r: 0, g: 0, b: 0 }))).toBe('#161616');
    expect(displayFabric({ r: 163, g: 22, b: 31 }).r).toBe(163);
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1);
  });
});

describe('LruCache', () => {
  it('evicts the least recently used entry', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.size).toBe(2);
  });
});
