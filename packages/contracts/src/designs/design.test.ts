import { describe, expect, it } from 'vitest';
import {
  designInputSchema,
  designListSchema,
  designSlot,
  isDesignBeingReplaced,
  isDesignInStore,
  normalizeDesign,
  normalizeDesigns,
} from './design.ts';

const base = { trackName: 'Midnight Drive' };

describe('normalizeDesign', () => {
  it('keeps an explicit id and copies the other fields', () => {
    const design = normalizeDesign({
      ...base,
      id: 'd-1',
      designAssetId: 'asset-1',
      design: 'https://img/design.png',
      mocks: ['https://img/m1.png', 'https://img/m2.png'],
      hook: 'Turn it up',
      createdAt: '2025-01-01T00:00:00.000Z',
      status: 'processing',
      products: [{ id: 'p1' }],
    });
    expect(design).toEqual({
      id: 'd-1',
      designAssetId: 'asset-1',
      design: 'https://img/design.png',
      mocks: ['https://img/m1.png', 'https://img/m2.png'],
      trackName: 'Midnight Drive',
      hook: 'Turn it up',
      createdAt: '2025-01-01T00:00:00.000Z',
      status: 'processing',
      products: [{ id: 'p1' }],
    });
  });

  it('falls back to designAssetId when id is missing or empty', () => {
    expect(normalizeDesign({ ...base, designAssetId: 'asset-7' }).id).toBe('asset-7');
    expect(normalizeDesign({ ...base, id: '', designAssetId: 'asset-7' }).id).toBe('asset-7');
    expect(normalizeDesign({ ...base, id: null, designAssetId: 42 }).id).toBe('42');
  });

  it('accepts the misspelt desingAssetId as the design asset id', () => {
    const design = normalizeDesign({ ...base, desingAssetId: 'asset-typo' });
    expect(design.designAssetId).toBe('asset-typo');
    expect(design.id).toBe('asset-typo');
  });

  it('prefers designAssetId over the misspelt variant', () => {
    const design = normalizeDesign({ ...base, designAssetId: 'right', desingAssetId: 'typo' });
    expect(design.designAssetId).toBe('right');
  });

  it('generates a stable id when no id of any kind is present', () => {
    const input = { ...base, design: 'https://img/a.png', createdAt: '2025-01-01' };
    const first = normalizeDesign(input);
    expect(first.id).toMatch(/^generated-[0-9a-f]{8}$/);
    expect(first.designAssetId).toBeNull();
    expect(normalizeDesign(input).id).toBe(first.id);
    expect(normalizeDesign({ ...input, trackName: 'Other' }).id).not.toBe(first.id);
  });

  it('gives identical id-less designs in one list different ids', () => {
    const [a, b] = normalizeDesigns([base, base]);
    expect(a?.id).toBeDefined();
    expect(a?.id).not.toBe(b?.id);
  });

  it.each([[''], ['   '], ['undefined'], [null], [undefined]])('drops the hook %j', (hook) => {
    expect(normalizeDesign({ ...base, id: 'd', hook }).hook).toBeNull();
  });

  it('keeps a real hook', () => {
    expect(normalizeDesign({ ...base, id: 'd', hook: 'undefined love' }).hook).toBe(
      'undefined love',
    );
  });

  it('defaults mocks to an empty list and drops empty image URLs', () => {
    expect(normalizeDesign({ ...base, id: 'd' }).mocks).toEqual([]);
    expect(normalizeDesign({ ...base, id: 'd', mocks: ['', null, 'https://m'] }).mocks).toEqual([
      'https://m',
    ]);
    expect(normalizeDesign({ ...base, id: 'd', design: '' }).design).toBeNull();
  });

  it('is idempotent: a normalized design is valid wire input and normalizes to itself', () => {
    const once = normalizeDesign({ ...base, desingAssetId: 'a', hook: 'undefined' });
    expect(normalizeDesign(designInputSchema.parse(once))).toEqual(once);
  });
});

describe('designListSchema', () => {
  it('parses and normalizes a wire list', () => {
    const designs = designListSchema.parse([{ ...base, designAssetId: 'x', hook: '' }]);
    expect(designs).toHaveLength(1);
    expect(designs[0]).toMatchObject({ id: 'x', designAssetId: 'x', hook: null, mocks: [] });
  });

  it('rejects a design without a track name', () => {
    expect(designListSchema.safeParse([{ id: 'x' }]).success).toBe(false);
  });
});

describe('isDesignInStore', () => {
  it('is true only with at least one product', () => {
    expect(isDesignInStore({ products: [{}] })).toBe(true);
    expect(isDesignInStore({ products: [] })).toBe(false);
    expect(isDesignInStore({ products: null })).toBe(false);
  });
});

describe('"Generate another" fields', () => {
  it('keeps the card and a replacement under way, and keys the card by its slot', () => {
    const replacement = { id: 'r1', status: 'running', progress: 60, step: 'Making mockups' };
    const [design] = designListSchema.parse([
      { id: 'd2', trackName: 'T', slotId: 'd1', replacement },
    ]);
    expect(design).toMatchObject({ id: 'd2', slotId: 'd1', replacement });
    expect(design && designSlot(design)).toBe('d1');
    expect(design && isDesignBeingReplaced(design)).toBe(true);
    const plain = normalizeDesign({ id: 'd3', trackName: 'T', slotId: '' });
    expect(designSlot(plain)).toBe('d3');
    expect(isDesignBeingReplaced(plain)).toBe(false);
    expect(
      isDesignBeingReplaced({ replacement: { ...replacement, status: 'failed' as const } }),
    ).toBe(false);
  });
});
