import { describe, expect, it } from 'vitest';
import { accessOf, asksForPassword } from './access.ts';
import { createSnapshot, type SnapshotStore } from './store-snapshot.ts';

const store: SnapshotStore = {
  id: 'store-1',
  handle: 'iron-cathedral',
  name: 'Iron Cathedral',
  status: 'ready',
  isEnabled: true,
  isPrivate: true,
  password: 'verse-ribbon-6054',
  accessKey: 'key',
  bannerKey: null,
  color: null,
  currency: 'usd',
};
const snapshot = (overrides: Partial<SnapshotStore> = {}) =>
  createSnapshot({ ...store, ...overrides }, [], 'token');

describe('who may see a store', () => {
  it('locks a ready, online, private store until the access cookie matches', () => {
    expect(accessOf(snapshot(), undefined)).toBe('locked');
    expect(accessOf(snapshot(), 'wrong')).toBe('locked');
    expect(accessOf(snapshot(), 'token')).toBe('open');
  });

  it('answers missing before ready, unavailable offline, open when public', () => {
    expect(accessOf(null, undefined)).toBe('missing');
    expect(accessOf(snapshot({ status: 'processing' }), 'token')).toBe('missing');
    expect(accessOf(snapshot({ isEnabled: false }), 'token')).toBe('unavailable');
    expect(accessOf(snapshot({ isPrivate: false }), undefined)).toBe('open');
  });

  it('has a password page only for a ready, online, private store', () => {
    expect(asksForPassword(snapshot())).toBe(true);
    expect(asksForPassword(snapshot({ isPrivate: false }))).toBe(false);
    expect(asksForPassword(snapshot({ isEnabled: false }))).toBe(false);
    expect(asksForPassword(snapshot({ status: 'processing' }))).toBe(false);
    expect(asksForPassword(null)).toBe(false);
  });
});
