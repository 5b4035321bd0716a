import { describe, expect, it } from 'vitest';
import { STORE_PASSWORD_MAX, STORE_PASSWORD_MIN } from '@encore/contracts';
import { friendlyPassword, newAccessKey } from './store-secrets.ts';

describe('store secrets', () => {
  it('makes passwords a person can type: a word and three digits, within the limits', () => {
    const passwords = Array.from({ length: 50 }, friendlyPassword);
    for (const password of passwords) {
      expect(password).toMatch(/^[a-z]+\d{3}$/);
      expect(password.length).toBeGreaterThanOrEqual(STORE_PASSWORD_MIN);
      expect(password.length).toBeLessThanOrEqual(STORE_PASSWORD_MAX);
    }
    expect(new Set(passwords).size).toBeGreaterThan(40);
  });

  it('makes long, URL-safe access keys', () => {
    expect(newAccessKey()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newAccessKey()).not.toBe(newAccessKey());
  });
});
