import { describe, expect, it } from 'vitest';
import { casingFor, isStyledLowerCase } from './styles.ts';

describe('casing', () => {
  it('sets names in capitals for plain faces and as written for ornate ones', () => {
    expect(casingFor('bebas', 'Paper Wolves')).toBe('PAPER WOLVES');
    expect(casingFor('pacifico', 'Paper Wolves')).toBe('Paper Wolves');
    expect(casingFor('bebas', 'ΣΤΑΥΡΟΣ')).toBe('ΣΤΑΥΡΟΣ');
  });

  it('cases letters an ornate face lacks by the face that draws them', () => {
    // The marker's Cyrillic and Greek are a grotesque: capitals, like the marker's own letters.
    expect(casingFor('permanentMarker', 'Кислотний Дощ')).toBe('КИСЛОТНИЙ ДОЩ');
    expect(casingFor('permanentMarker', 'Ελένη Μαυρίδου')).toBe('ΕΛΕΝΗ ΜΑΥΡΙΔΟΥ');
    expect(casingFor('permanentMarker', 'Paper Wolves')).toBe('Paper Wolves');
    // Pacifico draws Cyrillic itself, and is Kaushan's Cyrillic: a script stays as written.
    expect(casingFor('pacifico', 'Кислотний Дощ')).toBe('Кислотний Дощ');
    expect(casingFor('kaushan', 'Кислотний Дощ')).toBe('Кислотний Дощ');
  });

  it('keeps a name or title styled in lower case as the artist writes it', () => {
    expect(casingFor('bebas', 'glaive')).toBe('glaive');
    expect(casingFor('bebas', 'bbno$')).toBe('bbno$');
    expect(casingFor('bebas', 'i wanna slam my head')).toBe('i wanna slam my head');
  });

  it('does not treat caseless scripts, one letter or digits as a lower-case style', () => {
    expect(isStyledLowerCase('별빛')).toBe(false);
    expect(isStyledLowerCase('نانسي عجرم')).toBe(false);
    expect(isStyledLowerCase('ø')).toBe(false);
    expect(isStyledLowerCase('2024')).toBe(false);
    expect(casingFor('bebas', 'Ø')).toBe('Ø');
    expect(casingFor('bebas', 'NOVA9')).toBe('NOVA9');
  });
});
