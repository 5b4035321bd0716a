import { describe, expect, it } from 'vitest';
import { quoted } from './common.ts';

describe('quoted: a song title in its own script’s quotation marks', () => {
  it('curly quotes for Latin, Arabic, Hebrew, Hangul and mixed titles', () => {
    expect(quoted('ليل القاهرة')).toBe('“ليل القاهرة”');
    expect(quoted('Slow Burn')).toBe('“Slow Burn”');
    expect(quoted('תל אביב בלילה')).toBe('“תל אביב בלילה”');
    expect(quoted('푸른 달')).toBe('“푸른 달”');
    expect(quoted('Moscow Ночь')).toBe('“Moscow Ночь”');
  });

  it('corner brackets for Japanese and Chinese', () => {
    expect(quoted('ネオンの街')).toBe('「ネオンの街」');
    expect(quoted('月亮代表我的心')).toBe('「月亮代表我的心」');
  });

  it('guillemets for Cyrillic and Greek', () => {
    expect(quoted('Чёрная вода')).toBe('«Чёрная вода»');
    expect(quoted('Θάλασσα')).toBe('«Θάλασσα»');
  });

  it('nothing for no title', () => {
    expect(quoted('  ')).toBe('');
  });
});
