// The shopping cart: a short list of (product, variant, quantity) kept in a signed cookie on the
// shopper's browser, so adding to the cart never writes to the database. Prices are never in
// the cookie: they come from the store's products when the cart is shown or checked out.
import { z } from 'zod';
import type { Signer } from './signer.ts';

export interface CartLine {
  productId: string;
  variantId: string;
  quantity: number;
}

export const MAX_CART_LINES = 20;
export const MAX_LINE_QUANTITY = 10;

const payloadSchema = z.object({
  s: z.string(),
  l: z
    .array(z.tuple([z.string().max(64), z.string().max(64), z.number().int().min(1)]))
    .max(MAX_CART_LINES),
});

const sameLine = (line: CartLine, productId: string, variantId: string) =>
  line.productId === productId && line.variantId === variantId;

/** Adds `quantity` of a variant (merging with a line already there), within the limits. */
export function addToCart(lines: readonly CartLine[], added: CartLine): CartLine[] {
  const existing = lines.find((line) => sameLine(line, added.productId, added.variantId));
  if (existing) {
    return setQuantity(lines, added.productId, added.variantId, existing.quantity + added.quantity);
  }
  if (lines.length >= MAX_CART_LINES) return [...lines];
  const quantity = Math.min(Math.max(1, added.quantity), MAX_LINE_QUANTITY);
  return [...lines, { ...added, quantity }];
}

/** Sets a line's quantity; 0 removes it. */
export function setQuantity(
  lines: readonly CartLine[],
  productId: string,
  variantId: string,
  quantity: number,
): CartLine[] {
  if (quantity <= 0) return lines.filter((line) => !sameLine(line, productId, variantId));
  const capped = Math.min(quantity, MAX_LINE_QUANTITY);
  return lines.map((line) =>
    sameLine(line, productId, variantId) ? { ...line, quantity: capped } : line,
  );
}

export function countItems(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The cookie value: signed, and bound to the store so one store's cart means nothing in another. */
export function encodeCart(signer: Signer, storeId: string, lines: readonly CartLine[]): string {
  const payload = { s: storeId, l: lines.map((l) => [l.productId, l.variantId, l.quantity]) };
  return signer.sign(JSON.stringify(payload));
}

/** The cart in a cookie, or an empty cart when there is none or it was not signed by us for this store. */
export function decodeCart(
  signer: Signer,
  storeId: string,
  cookie: string | undefined,
): CartLine[] {
  if (!cookie) return [];
  const json = signer.verify(cookie);
  if (json === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  const result = payloadSchema.safeParse(parsed);
  if (!result.success || result.data.s !== storeId) return [];
  return result.data.l.map(([productId, variantId, quantity]) => ({
    productId,
    variantId,
    quantity: Math.min(quantity, MAX_LINE_QUANTITY),
  }));
}
