import { describe, expect, it } from 'vitest';
import { isPlaceholderTitle } from './placeholder-title.ts';

describe('placeholder track titles', () => {
  it.each([
    'untitled',
    'Untitled 3',
    'untitled 3',
    'UNTITLED #2',
    'Track 3',
    'track 03',
    'Intro',
    'outro',
    'Interlude II',
    'Skit',
    'Sin título',
    'Sans titre 2',
    '무제',
    '...',
    '',
  ])('%j names nothing', (title) => {
    expect(isPlaceholderTitle(title)).toBe(true);
  });

  it.each([
    'Nosebleed',
    'Intro to Love',
    'Track Marks',
    'Untitled Heart',
    'Outro (For You)',
    '7 Rings',
    '22',
    '3',
    'Song 2',
    'The Intro',
  ])('%j is a song', (title) => {
    expect(isPlaceholderTitle(title)).toBe(false);
  });
});
