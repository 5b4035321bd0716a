// What a cart costs: each line at the product's current price, flat-rate shipping that is free
// from a threshold, and the total. Everything in the currency's minor unit (cents).
import type { ProductVariantJson } from '../../db/schema/index.ts';
import type { CartLine } from './cart.ts';

/** Flat shipping per order, and the subtotal from which shipping is free. */
export const SHIPPING_CENTS = 599;
export const FREE_SHIPPING_FROM_CENTS = 7500;

export interface PriceableProduct {
  id: string;
  variants: readonly ProductVariantJson[];
}

export interface PricedLine<P extends PriceableProduct> {
  product: P;
  variant: ProductVariantJson;
  quantity: number;
  lineTotalCents: number;
}

export interface PricedCart<P extends PriceableProduct> {
  lines: PricedLine<P>[];
  itemCount: number;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
}

export function shippingFor(subtotalCents: number): number {
  if (subtotalCents <= 0 || subtotalCents >= FREE_SHIPPING_FROM_CENTS) return 0;
  return SHIPPING_CENTS;
}

/**
 * Prices the cart against the store's products as they are now. Lines whose product or variant
 * is gone (the store was rebuilt) are dropped rather than sold at a stale price.
 */
export function priceCart<P extends PriceableProduct>(
  lines: readonly CartLine[],
  productsById: ReadonlyMap<string, P>,
): PricedCart<P> {
  const priced: PricedLine<P>[] = [];
  for (const line of lines) {
    const product = productsById.get(line.productId);
    const variant = product?.variants.find((candidate) => candidate.id === line.variantId);
    if (!product || !variant) continue;
    priced.push({
      product,
      variant,
      quantity: line.quantity,
      lineTotalCents: variant.priceCents * line.quantity,
    });
  }
  const subtotalCents = priced.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const shippingCents = shippingFor(subtotalCents);
  return {
    lines: priced,
    itemCount: priced.reduce((sum, line) => sum + line.quantity, 0),
    subtotalCents,
    shippingCents,
    totalCents: subtotalCents + shippingCents,
  };
}

/** The lowest price of a product, for "From $29.00" on cards. */
export function lowestPriceCents(product: PriceableProduct): number {
  return Math.min(...product.variants.map((variant) => variant.priceCents));
}
