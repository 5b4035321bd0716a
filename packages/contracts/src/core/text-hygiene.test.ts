import { describe, expect, it } from 'vitest';
import { findUncleanText, textProblem } from './text-hygiene.ts';

describe('textProblem', () => {
  it('accepts any well-formed text without control characters', () => {
    for (const text of ['', 'Sample Track', '별빛 (Byeolbit)', 'Los Relámpagos 🎸', 'a\u00a0b']) {
      expect(textProblem(text), text).toBeNull();
    }
  });

  it('refuses every control character (C0, DEL, C1) and lone surrogates', () => {
    for (const char of ['\u0000', '\u0007', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085']) {
      expect(textProblem(`a${char}b`), JSON.stringify(char)).toBe('control-character');
    }
    for (const text of ['\ud800', 'a\ud800b', '\udc00', 'a\udc00', '\ud83d\ud83d\ude00']) {
      expect(textProblem(text), JSON.stringify(text)).toBe('ill-formed');
    }
  });

  it('lets a multi-line field allow newlines and tabs, and nothing else', () => {
    expect(textProblem('line one\nline two\tend', '\n\t')).toBeNull();
    expect(textProblem('line\u0000', '\n\t')).toBe('control-character');
  });
});

describe('findUncleanText', () => {
  it('names the first bad string in reading order, deep in objects and lists', () => {
    expect(findUncleanText({ userId: 'u', trackName: 'a\u0000' })).toEqual({
      field: 'trackName',
      message: 'trackName must not contain control characters',
    });
    expect(findUncleanText({ a: 'ok', list: ['ok', 'x\u001b'], b: '\u0007' })).toMatchObject({
      field: 'list.1',
    });
    expect(findUncleanText({ user: { user_metadata: { name: '\ud800' } } })).toEqual({
      field: 'user.user_metadata.name',
      message: 'user.user_metadata.name must be valid Unicode text',
    });
  });

  it('checks keys too, without echoing them', () => {
    expect(findUncleanText({ meta: { 'bad\u0000key': 1 } })).toEqual({
      field: 'meta',
      message: 'meta has a key that is not clean text',
    });
  });

  it('answers null for clean input and for anything that is not text', () => {
    expect(findUncleanText({ a: 1, b: null, c: [true, { d: 'fine' }] })).toBeNull();
    expect(findUncleanText(undefined)).toBeNull();
  });

  it('refuses a body nested deeper than any request, without recursing', () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUncleanText(deep)?.message).toMatch(/nested too deeply/);
  });
});
