import { describe, expect, it } from 'vitest';
import { createSnapshotCache } from './snapshot-cache.ts';
import { createSnapshot, type SnapshotStore, type StoreSnapshot } from './store-snapshot.ts';

const store = (id: string, handle: string): SnapshotStore => ({
  id,
  handle,
  name: handle,
  status: 'ready',
  isEnabled: true,
  isPrivate: false,
  password: 'pw',
  accessKey: 'key',
  bannerKey: null,
  color: null,
  currency: 'usd',
});

function setup(known: Record<string, string>) {
  let clock = 0;
  const loads: string[] = [];
  let failNext = false;
  const cache = createSnapshotCache({
    ttlMs: 3000,
    maxEntries: 3,
    maxMisses: 2,
    now: () => clock,
    async load(handle): Promise<StoreSnapshot | null> {
      loads.push(handle);
      if (failNext) {
        failNext = false;
        throw new Error('database down');
      }
      const id = known[handle];
      return id ? createSnapshot(store(id, handle), [], 'token') : null;
    },
  });
  return {
    cache,
    loads,
    tick: (ms: number) => (clock += ms),
    failNext: () => (failNext = true),
  };
}

describe('snapshot cache', () => {
  it('shares one load between concurrent misses and serves it until the TTL ends', async () => {
    const { cache, loads, tick } = setup({ band: 's1' });
    const [a, b] = await Promise.all([cache.get('band'), cache.get('band')]);
    expect(a).toBe(b);
    expect(loads).toEqual(['band']);
    tick(2999);
    expect(await cache.get('band')).toBe(a);
    tick(1);
    expect(await cache.get('band')).not.toBe(a);
    expect(loads).toEqual(['band', 'band']);
  });

  it('drops a changed store at once, and unknown handles with it', async () => {
    const { cache, loads } = setup({ band: 's1', other: 's2' });
    await cache.get('band');
    await cache.get('other');
    expect(await cache.get('new-band')).toBeNull();
    cache.dropStore('s1');
    await cache.get('band');
    await cache.get('other');
    await cache.get('new-band');
    expect(loads).toEqual(['band', 'other', 'new-band', 'band', 'new-band']);
  });

  it('does not keep a failed load, and keeps at most maxEntries handles', async () => {
    const { cache, loads, failNext } = setup({ a: '1', b: '2', c: '3', d: '4' });
    failNext();
    await expect(cache.get('a')).rejects.toThrow('database down');
    expect(await cache.get('a')).not.toBeNull();
    for (const handle of ['b', 'c', 'd']) await cache.get(handle);
    await cache.get('a');
    expect(loads).toEqual(['a', 'a', 'b', 'c', 'd', 'a']);
  });

  it('keeps unknown handles apart, so a flood of them never pushes a store out', async () => {
    const { cache, loads } = setup({ a: '1', b: '2', c: '3' });
    for (const handle of ['a', 'b', 'c']) await cache.get(handle);
    for (let index = 0; index < 50; index += 1) {
      expect(await cache.get(`random-${index}`)).toBeNull();
    }
    for (const handle of ['a', 'b', 'c']) expect(await cache.get(handle)).not.toBeNull();
    expect(loads.filter((handle) => !handle.startsWith('random-'))).toEqual(['a', 'b', 'c']);

    // The latest unknown handles are remembered (one query per TTL), at most maxMisses of them.
    const before = loads.length;
    await cache.get('random-49');
    await cache.get('random-48');
    expect(loads.length).toBe(before);
    await cache.get('random-0');
    expect(loads.slice(before)).toEqual(['random-0']);
  });
});
