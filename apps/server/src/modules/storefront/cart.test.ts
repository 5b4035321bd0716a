import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  countItems,
  decodeCart,
  encodeCart,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  setQuantity,
  type CartLine,
} from './cart.ts';
import { createSigner } from './signer.ts';

const signer = createSigner(randomBytes(32));
const hoodieM: CartLine = { productId: 'p-hoodie', variantId: 'm-black', quantity: 1 };

describe('cart', () => {
  it('merges the same variant into one line and caps quantities', () => {
    let lines = addToCart([], hoodieM);
    lines = addToCart(lines, { ...hoodieM, quantity: 2 });
    expect(lines).toEqual([{ ...hoodieM, quantity: 3 }]);
    lines = addToCart(lines, { ...hoodieM, quantity: 50 });
    expect(lines[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    lines = addToCart(lines, { productId: 'p-tee', variantId: 's-white', quantity: 1 });
    expect(countItems(lines)).toBe(MAX_LINE_QUANTITY + 1);
  });

  it('updates and removes lines', () => {
    const lines = [hoodieM, { productId: 'p-tee', variantId: 's-white', quantity: 1 }];
    expect(setQuantity(lines, 'p-hoodie', 'm-black', 4)[0]?.quantity).toBe(4);
    expect(setQuantity(lines, 'p-hoodie', 'm-black', 0)).toEqual([lines[1]]);
  });

  it('keeps at most MAX_CART_LINES lines', () => {
    let lines: CartLine[] = [];
    for (let index = 0; index < MAX_CART_LINES + 5; index += 1) {
      lines = addToCart(lines, { productId: `p${index}`, variantId: 'v', quantity: 1 });
    }
    expect(lines).toHaveLength(MAX_CART_LINES);
  });

  it('round-trips through the signed cookie', () => {
    const lines = addToCart([hoodieM], { productId: 'p-mug', variantId: '11oz', quantity: 2 });
    const cookie = encodeCart(signer, 'store-1', lines);
    expect(decodeCart(signer, 'store-1', cookie)).toEqual(lines);
  });

  it('rejects a tampered, foreign or other-store cookie as an empty cart', () => {
    const cookie = encodeCart(signer, 'store-1', [hoodieM]);
    const [body, signature] = cookie.split('.');
    const forged = Buffer.from(
      JSON.stringify({ s: 'store-1', l: [['p-hoodie', 'm-black', 9]] }),
    ).toString('base64url');
    expect(decodeCart(signer, 'store-1', `${forged}.${signature}`)).toEqual([]);
    expect(decodeCart(signer, 'store-1', `${body}.${signature}x`)).toEqual([]);
    expect(decodeCart(signer, 'store-1', body)).toEqual([]);
    expect(decodeCart(signer, 'store-2', cookie)).toEqual([]);
    expect(decodeCart(createSigner(randomBytes(32)), 'store-1', cookie)).toEqual([]);
    expect(decodeCart(signer, 'store-1', undefined)).toEqual([]);
    expect(decodeCart(signer, 'store-1', signer.sign('not json'))).toEqual([]);
    expect(
      decodeCart(signer, 'store-1', signer.sign('{"s":"store-1","l":[["a","b",-1]]}')),
    ).toEqual([]);
  });
});
