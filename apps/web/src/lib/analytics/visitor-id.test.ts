import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../storage';
import { storageKeys } from '../storage-keys';
import { getVisitorId, randomId } from './visitor-id';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('getVisitorId', () => {
  it('generates an id once and keeps it in local storage', () => {
    const id = getVisitorId();
    expect(id).toMatch(uuidV4);
    expect(window.localStorage.getItem('encore.visitor_id')).toBe(id);
    expect(getVisitorId()).toBe(id);
  });

  it('reuses the id stored by an earlier visit', () => {
    const storage = createMemoryStorage();
    storage.setItem(storageKeys.visitorId, '5f1b8a52-6d7e-4f0a-9c3b-2a1d0e9f8c7b');
    expect(getVisitorId(storage)).toBe('5f1b8a52-6d7e-4f0a-9c3b-2a1d0e9f8c7b');
  });

  it('replaces a corrupted value', () => {
    const storage = createMemoryStorage();
    storage.setItem(storageKeys.visitorId, '{"oops":');
    const id = getVisitorId(storage);
    expect(id).toMatch(uuidV4);
    expect(storage.getItem(storageKeys.visitorId)).toBe(id);
  });

  it('uses crypto.randomUUID', () => {
    const spy = vi
      .spyOn(crypto, 'randomUUID')
      .mockReturnValue('aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee');
    expect(getVisitorId(createMemoryStorage())).toBe('aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee');
    expect(spy).toHaveBeenCalledOnce();
  });
});

describe('randomId', () => {
  it('builds a v4 UUID where crypto.randomUUID is missing (insecure contexts)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const ids = new Set(Array.from({ length: 50 }, randomId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(uuidV4);
  });
});
