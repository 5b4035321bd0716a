import { describe, expect, it } from 'vitest';
import { STORE_PASSWORD_MAX, STORE_PASSWORD_MIN } from '@encore/contracts';
import { friendlyPassword, newAccessKey } from './store-secrets.ts';

describe('store secrets', () => {
  it('makes passwords a person can read aloud: two different words and four digits', () => {
    const passwords = Array.from({ length: 1_000 }, friendlyPassword);
    for (const password of passwords) {
      const [, first, second] = /^([a-z]+)-([a-z]+)-\d{4}$/.exec(password) ?? [];
      expect(first, password).toBeDefined();
      expect(first).not.toBe(second);
      expect(password.length).toBeGreaterThanOrEqual(STORE_PASSWORD_MIN);
      expect(password.length).toBeLessThanOrEqual(STORE_PASSWORD_MAX);
    }
    // ~250 million possible: a repeat among 1,000 is a fraction of a percent likely. One word
    // and three digits (64,000) would repeat several times here.
    expect(new Set(passwords).size).toBeGreaterThanOrEqual(998);
  });

  it('makes long, URL-safe access keys', () => {
    expect(newAccessKey()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newAccessKey()).not.toBe(newAccessKey());
  });
});
