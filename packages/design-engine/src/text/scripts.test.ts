import { describe, expect, it } from 'vitest';
import { canSetAsTiles, isCased, scriptsOf, upperCase } from './scripts.ts';

describe('scripts of a text', () => {
  it('names the scripts a name uses, digits and punctuation aside', () => {
    expect(scriptsOf('Żółć Ångström')).toEqual(['Latin']);
    expect(scriptsOf('Omar عمر 2024!')).toEqual(['Latin', 'Arabic']);
    expect(scriptsOf('עומר אדם')).toEqual(['Hebrew']);
    expect(scriptsOf('क्षत्रिय')).toEqual(['Devanagari']);
    expect(scriptsOf('ธงไชย')).toEqual(['Thai']);
    expect(scriptsOf('あいみょん 米津玄師')).toEqual(['Kana', 'Han']);
    expect(scriptsOf('별빛 BTS')).toEqual(['Hangul', 'Latin']);
    expect(scriptsOf('🔥 👩‍🎤')).toEqual(['Emoji']);
    expect(scriptsOf('★ ♪')).toEqual(['Symbol']);
    expect(scriptsOf('!!!')).toEqual([]);
    expect(scriptsOf('ਸਿੱਧੂ ቴዲ ნინო')).toEqual(['Gurmukhi', 'Ethiopic', 'Georgian']);
  });

  it('knows which scripts have capitals', () => {
    expect(isCased('Björk')).toBe(true);
    expect(isCased('Земфира')).toBe(true);
    expect(isCased('별빛')).toBe(false);
    expect(isCased('عمرو دياب')).toBe(false);
  });

  it('forbids letter tiles and letter-spacing for joined and stacked scripts', () => {
    expect(canSetAsTiles('Molotov')).toBe(true);
    expect(canSetAsTiles('周杰倫')).toBe(true);
    expect(canSetAsTiles('عمرو دياب')).toBe(false);
    expect(canSetAsTiles('Omar عمر')).toBe(false);
    expect(canSetAsTiles('क्षत्रिय')).toBe(false);
    expect(canSetAsTiles('ธงไชย')).toBe(false);
  });

  it('upper-cases only cased scripts, Greek without accents', () => {
    expect(upperCase('Björk and 별빛')).toBe('BJÖRK AND 별빛');
    expect(upperCase('Βασίλης')).toBe('ΒΑΣΙΛΗΣ');
    // Cased by the word, not letter by letter: an accented letter alone keeps its accent.
    expect(upperCase('Αθήνα τη νύχτα')).toBe('ΑΘΗΝΑ ΤΗ ΝΥΧΤΑ');
    expect(upperCase('Καλοκαίρι στη Σύρο')).toBe('ΚΑΛΟΚΑΙΡΙ ΣΤΗ ΣΥΡΟ');
    expect(upperCase('ნინო')).toBe('ნინო');
    expect(upperCase('عمرو')).toBe('عمرو');
  });
});
