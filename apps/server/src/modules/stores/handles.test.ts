import { describe, expect, it } from 'vitest';
import { firstFreeHandle, slugify, withSuffix } from './handles.ts';

describe('slugify', () => {
  it('makes readable ASCII handles', () => {
    expect(slugify('Beyoncé & The Band!', 'store')).toBe('beyonce-and-the-band');
    expect(slugify("  Guns N' Roses ", 'store')).toBe('guns-n-roses');
    expect(slugify('AC/DC', 'store')).toBe('ac-dc');
  });

  it('falls back when nothing readable is left, and caps the length', () => {
    expect(slugify('坂本龍一', 'store')).toBe('store');
    expect(slugify('!!!', 'store')).toBe('store');
    const long = slugify('a'.repeat(30) + ' ' + 'b'.repeat(30), 'store');
    expect(long.length).toBeLessThanOrEqual(48);
    expect(long.endsWith('-')).toBe(false);
  });
});

describe('firstFreeHandle', () => {
  it('suffixes -2, -3 on collision', () => {
    expect(firstFreeHandle('nova', new Set())).toBe('nova');
    expect(firstFreeHandle('nova', new Set(['nova']))).toBe('nova-2');
    expect(firstFreeHandle('nova', new Set(['nova', 'nova-2', 'nova-4']))).toBe('nova-3');
    expect(withSuffix('nova', 1)).toBe('nova');
  });
});
