import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';
import {
  FREE_SHIPPING_FROM_CENTS,
  lowestPriceCents,
  priceCart,
  SHIPPING_CENTS,
  shippingFor,
} from './totals.ts';

const hoodie = {
  id: 'hoodie',
  variants: [
    { id: 'm-black', size: 'M', color: 'Black', colorHex: '#111111', priceCents: 5500 },
    { id: '2xl-black', size: '2XL', color: 'Black', colorHex: '#111111', priceCents: 5900 },
  ],
};
const mug = {
  id: 'mug',
  variants: [{ id: '11oz', size: '11 oz', color: 'White', colorHex: '#ffffff', priceCents: 1800 }],
};
const products = new Map([
  [hoodie.id, hoodie],
  [mug.id, mug],
]);

describe('priceCart', () => {
  it('adds line totals and flat shipping under the free-shipping threshold', () => {
    const cart = priceCart(
      [
        { productId: 'mug', variantId: '11oz', quantity: 2 },
        { productId: 'hoodie', variantId: 'm-black', quantity: 1 },
      ],
      products,
    );
    expect(cart.lines.map((line) => line.lineTotalCents)).toEqual([3600, 5500]);
    expect(cart.itemCount).toBe(3);
    expect(cart.subtotalCents).toBe(9100);
    expect(cart.shippingCents).toBe(0);
    expect(cart.totalCents).toBe(9100);

    const small = priceCart([{ productId: 'mug', variantId: '11oz', quantity: 1 }], products);
    expect(small.shippingCents).toBe(SHIPPING_CENTS);
    expect(small.totalCents).toBe(1800 + SHIPPING_CENTS);
  });

  it('drops lines whose product or variant no longer exists', () => {
    const cart = priceCart(
      [
        { productId: 'gone', variantId: 'm-black', quantity: 1 },
        { productId: 'hoodie', variantId: 'xs-pink', quantity: 1 },
      ],
      products,
    );
    expect(cart.lines).toEqual([]);
    expect(cart.totalCents).toBe(0);
  });

  it('charges no shipping on an empty cart or from the threshold', () => {
    expect(shippingFor(0)).toBe(0);
    expect(shippingFor(FREE_SHIPPING_FROM_CENTS - 1)).toBe(SHIPPING_CENTS);
    expect(shippingFor(FREE_SHIPPING_FROM_CENTS)).toBe(0);
  });

  it('finds the lowest price and formats money', () => {
    expect(lowestPriceCents(hoodie)).toBe(5500);
    expect(formatMoney(5500, 'usd')).toBe('$55.00');
    expect(formatMoney(599, 'eur')).toBe('€5.99');
  });
});
