import { describe, expect, it } from 'vitest';
import type { DesignMockupJson } from '../../db/schema/index.ts';
import { colourName } from './colour-names.ts';
import { kindsOf, planProducts, variantId, type CatalogDesign } from './product-catalog.ts';

const mockups = (...products: string[]): DesignMockupJson[] =>
  products.map((product) => ({ product, key: `mockups/${product}.webp` }));

const garment = (overrides: Partial<CatalogDesign> = {}): CatalogDesign => ({
  id: 'd1',
  trackName: 'Midnight Drive',
  product: 'garment',
  garmentColor: '#111111',
  mockups: mockups('tshirt', 'hoodie', 'poster', 'mug', 'tote'),
  printKey: 'prints/d1.png',
  ...overrides,
});

describe('planProducts', () => {
  it('sells a garment design as tee, hoodie, poster, mug and tote with their variants and prices', () => {
    const products = planProducts({ artistName: 'Iron Cathedral', designs: [garment()] });
    expect(products.map((p) => [p.kind, p.title, p.handle, p.position])).toEqual([
      ['tee', 'Midnight Drive Tee', 'midnight-drive-tee', 0],
      ['hoodie', 'Midnight Drive Hoodie', 'midnight-drive-hoodie', 1],
      ['poster', 'Midnight Drive Poster', 'midnight-drive-poster', 2],
      ['mug', 'Midnight Drive Mug', 'midnight-drive-mug', 3],
      ['tote', 'Midnight Drive Tote', 'midnight-drive-tote', 4],
    ]);
    const byKind = new Map(products.map((p) => [p.kind, p]));
    expect(byKind.get('hoodie')?.variants.map((v) => v.id)).toEqual([
      's-black',
      'm-black',
      'l-black',
      'xl-black',
      'xxl-black',
    ]);
    expect(byKind.get('hoodie')?.variants[1]).toEqual({
      id: 'm-black',
      size: 'M',
      color: 'Black',
      colorHex: '#111111',
      priceCents: 5500,
    });
    expect(byKind.get('tee')?.variants.every((v) => v.priceCents === 3000)).toBe(true);
    expect(byKind.get('poster')?.variants).toEqual([
      { id: '18x24-black', size: '18×24', color: 'Black', colorHex: '#111111', priceCents: 2500 },
    ]);
    expect(byKind.get('mug')?.variants.map((v) => [v.id, v.priceCents])).toEqual([
      ['11oz-black', 1800],
    ]);
    expect(byKind.get('tote')?.variants.map((v) => [v.id, v.size, v.priceCents])).toEqual([
      ['one-size-black', null, 2200],
    ]);
    expect(byKind.get('mug')?.description).toContain('Iron Cathedral');
    // Tee, hoodie and tote print the garment file; the poster and the mug files of their own shape.
    expect(products.map((p) => [p.kind, p.printKey])).toEqual([
      ['tee', 'prints/d1.png'],
      ['hoodie', 'prints/d1.png'],
      ['poster', 'prints/d1-poster.png'],
      ['mug', 'prints/d1-mug.png'],
      ['tote', 'prints/d1.png'],
    ]);
  });

  it('sends a poster design its own file: it is already a poster', () => {
    const poster = garment({ product: 'poster', mockups: mockups('poster') });
    expect(planProducts({ artistName: 'A', designs: [poster] }).map((p) => p.printKey)).toEqual([
      'prints/d1.png',
    ]);
  });

  it("puts each product's own mockup first", () => {
    const [tee, hoodie] = planProducts({ artistName: 'A', designs: [garment()] });
    expect(tee?.imageKeys[0]).toBe('mockups/tshirt.webp');
    expect(hoodie?.imageKeys[0]).toBe('mockups/hoodie.webp');
    expect(hoodie?.imageKeys).toHaveLength(5);
  });

  it('sells a poster design as a poster only, on its paper colour', () => {
    const products = planProducts({
      artistName: 'A',
      designs: [
        garment({ product: 'poster', garmentColor: '#f1e9d8', mockups: mockups('poster') }),
      ],
    });
    expect(products.map((p) => p.kind)).toEqual(['poster']);
    expect(products[0]?.variants[0]?.id).toBe('18x24-cream');
  });

  it('keeps handles unique when two designs share a track name, and stays deterministic', () => {
    const designs = [garment(), garment({ id: 'd2', garmentColor: '#f5f5f2' })];
    const products = planProducts({ artistName: 'A', designs });
    const handles = products.map((p) => p.handle);
    expect(new Set(handles).size).toBe(10);
    expect(handles).toContain('midnight-drive-hoodie-2');
    expect(products.find((p) => p.handle === 'midnight-drive-hoodie-2')?.designId).toBe('d2');
    expect(planProducts({ artistName: 'A', designs })).toEqual(products);
  });

  it('keeps a missing print file as null for the build to wait on', () => {
    const products = planProducts({ artistName: 'A', designs: [garment({ printKey: null })] });
    expect(products.every((p) => p.printKey === null)).toBe(true);
  });
});

describe('kindsOf', () => {
  it('follows the mockups, falling back to the design kind without any', () => {
    expect(kindsOf({ product: 'garment', mockups: mockups('tshirt', 'mug') })).toEqual([
      'tee',
      'mug',
    ]);
    expect(kindsOf({ product: 'garment', mockups: [] })).toHaveLength(5);
    expect(kindsOf({ product: 'poster', mockups: [] })).toEqual(['poster']);
  });
});

describe('colour names and variant ids', () => {
  it('names the engine colours and the nearest one otherwise', () => {
    expect(colourName('#1d2537')).toBe('Navy');
    expect(colourName('#CDB48E')).toBe('Kraft');
    expect(colourName('#000000')).toBe('Black');
    expect(colourName('not a colour')).toBe('Standard');
  });

  it('makes stable, URL-safe variant ids', () => {
    expect(variantId('M', 'Black')).toBe('m-black');
    expect(variantId('18×24', 'Cream')).toBe('18x24-cream');
    expect(variantId(null, 'Natural')).toBe('one-size-natural');
  });
});
