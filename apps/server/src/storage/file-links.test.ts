import { describe, expect, it } from 'vitest';
import { createFileLinks, withFileLinks } from './file-links.ts';
import type { FileStorage } from './file-storage.ts';

const key = `mockups/${'a'.repeat(64)}.webp`;
const at = (iso: string) => () => Date.parse(iso);
const parts = (path: string) => {
  const query = new URL(path, 'http://x').searchParams;
  return { exp: query.get('exp') ?? undefined, sig: query.get('sig') ?? undefined };
};

describe('file links', () => {
  const secret = Buffer.alloc(32, 7);

  it('gives a screen the same link all hour, valid one to two hours', () => {
    const early = createFileLinks({ key: secret, now: at('2026-01-01T10:00:01Z') });
    const late = createFileLinks({ key: secret, now: at('2026-01-01T10:59:59Z') });
    expect(early.path(key)).toBe(late.path(key));
    const { exp, sig } = parts(early.path(key));
    expect(Number(exp)).toBe(Date.parse('2026-01-01T12:00:00Z') / 1000);
    expect(late.check(key, exp, sig)).toBe(Number(exp));
    const after = createFileLinks({ key: secret, now: at('2026-01-01T12:00:00Z') });
    expect(after.check(key, exp, sig)).toBeNull();
  });

  it('gives the printer a week', () => {
    const links = createFileLinks({ key: secret, now: at('2026-01-01T10:30:00Z') });
    const { exp, sig } = parts(links.path(key, 'fulfilment'));
    const sixDaysOn = createFileLinks({ key: secret, now: at('2026-01-07T10:30:00Z') });
    expect(sixDaysOn.check(key, exp, sig)).toBe(Number(exp));
  });

  it('refuses another key, a changed expiry, another secret and junk', () => {
    const links = createFileLinks({ key: secret, now: at('2026-01-01T10:00:00Z') });
    const { exp, sig } = parts(links.path(key));
    expect(links.check(`mockups/${'b'.repeat(64)}.webp`, exp, sig)).toBeNull();
    expect(links.check(key, String(Number(exp) + 3600), sig)).toBeNull();
    const other = createFileLinks({ key: Buffer.alloc(32, 8), now: at('2026-01-01T10:00:00Z') });
    expect(other.check(key, exp, sig)).toBeNull();
    for (const [e, s] of [
      [undefined, sig],
      [exp, undefined],
      ['1e12', sig],
      [[exp], sig],
      [exp, `${sig}x`],
    ]) {
      expect(links.check(key, e, s)).toBeNull();
    }
    expect(() => links.path('../secret.png')).toThrow();
  });

  it('leaves a public CDN’s URLs alone and signs Encore’s', () => {
    const links = createFileLinks({ key: secret });
    const storage = (publicFiles: boolean): FileStorage => ({
      kind: 's3',
      publicFiles,
      put: () => Promise.resolve(),
      get: () => Promise.resolve(null),
      url: (k) => `https://cdn.example/${k}`,
    });
    expect(withFileLinks(storage(true), links, 'https://app.example').url(key)).toBe(
      `https://cdn.example/${key}`,
    );
    expect(withFileLinks(storage(false), links, 'https://app.example/').url(key)).toMatch(
      new RegExp(`^https://app\\.example/files/${key}\\?exp=\\d+&sig=`),
    );
  });
});
