// The cart: shown from its cookie, added to from the product form, changed from the cart page.
// Every change rewrites the signed cookie and redirects (post/redirect/get): no database write.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addToCart, encodeCart, MAX_CART_LINES, setQuantity, type CartLine } from '../cart.ts';
import { cartBody } from '../pages/cart-page.ts';
import { optionsOf, productBody, productMeta, type PickerState } from '../pages/product-page.ts';
import { SHOP_MOUNT } from '../paths.ts';
import type { SnapshotProduct, StoreSnapshot } from '../store-snapshot.ts';
import type { Storefront } from '../storefront.ts';
import { priceCart } from '../totals.ts';
import { CART_COOKIE, cartOf, countView, sendPage, setStoreCookie } from './respond.ts';
import { indexableStore, openStore, sendNotFound, storefrontRedirect } from './store-gate.ts';

type Body = Record<string, unknown>;
const text = (body: Body, name: string): string => {
  const value = body[name];
  return typeof value === 'string' ? value : '';
};
const FORM_LIMIT = 16 * 1024;

function quantityOf(value: string, fallback: number): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 10) : fallback;
}

export function saveCart(
  sf: Storefront,
  reply: FastifyReply,
  snapshot: StoreSnapshot,
  lines: CartLine[],
) {
  setStoreCookie(
    sf,
    reply,
    snapshot.store,
    CART_COOKIE,
    lines.length === 0 ? null : encodeCart(sf.signer, snapshot.store.id, lines),
  );
}

/** The variant the form chose; a single colour or size counts as chosen. */
function chooseVariant(
  product: SnapshotProduct,
  body: Body,
): { state: PickerState; variantId: string | null } {
  const { colors, sizes } = optionsOf(product.variants);
  const color = text(body, 'color') || (colors.length === 1 ? (colors[0]?.[0] ?? '') : '');
  const size = sizes.length === 1 ? (sizes[0]?.[0] ?? '') : text(body, 'size');
  const quantity = Math.max(1, quantityOf(text(body, 'quantity'), 1));
  const variant = product.variants.find((v) => (v.size ?? '') === size && v.color === color);
  let error: string | null = null;
  if (!variant) {
    if (color === '') error = 'Choose a colour.';
    else if (size === '' && sizes.length > 1) error = 'Choose a size.';
    else error = 'That option is not available. Please choose another.';
  }
  return {
    state: { size: size || null, color: color || null, quantity, error },
    variantId: variant?.id ?? null,
  };
}

export function cartRoutes(app: FastifyInstance, sf: Storefront): void {
  app.get<{ Params: { handle: string }; Querystring: { added?: string } }>(
    `${SHOP_MOUNT}/:handle/cart`,
    async (request, reply) => {
      const snapshot = await openStore(sf, request, reply, 'page');
      if (!snapshot) return reply;
      countView(sf, request, reply, snapshot);
      const cart = priceCart(cartOf(sf, request, snapshot), snapshot.productsById);
      const added = snapshot.productsByHandle.get(request.query.added ?? '');
      return sendPage(sf, reply, {
        store: snapshot.store,
        cartCount: cart.itemCount,
        meta: {
          title: `Your cart — ${snapshot.store.name}`,
          description: 'Your cart.',
          indexable: false,
        },
        body: cartBody(
          sf.paths,
          snapshot.store,
          cart,
          added ? `Added ${added.title} to your cart.` : null,
        ),
      });
    },
  );

  app.post<{ Params: { handle: string } }>(
    `${SHOP_MOUNT}/:handle/cart`,
    { bodyLimit: FORM_LIMIT },
    async (request: FastifyRequest<{ Params: { handle: string } }>, reply) => {
      const snapshot = await openStore(sf, request, reply, 'page');
      if (!snapshot) return reply;
      const body = (request.body ?? {}) as Body;
      const product = snapshot.productsById.get(text(body, 'product'));
      if (!product) return sendNotFound(sf, reply, snapshot);
      const { state, variantId } = chooseVariant(product, body);
      const lines = cartOf(sf, request, snapshot);
      if (
        variantId !== null &&
        lines.length >= MAX_CART_LINES &&
        !lines.some((l) => l.productId === product.id && l.variantId === variantId)
      ) {
        state.error = `Your cart is full (${MAX_CART_LINES} different items). Check out or remove something first.`;
      }
      if (variantId === null || state.error) {
        return sendPage(sf, reply, {
          status: 422,
          store: snapshot.store,
          cartCount: lines.reduce((sum, line) => sum + line.quantity, 0),
          meta: productMeta(sf.paths, snapshot, product, indexableStore(snapshot)),
          body: productBody(sf.paths, snapshot, product, state),
        });
      }
      saveCart(
        sf,
        reply,
        snapshot,
        addToCart(lines, { productId: product.id, variantId, quantity: state.quantity }),
      );
      const target = `${sf.paths.page(snapshot.store.handle, 'cart')}?added=${encodeURIComponent(product.handle)}`;
      return storefrontRedirect(sf, reply, target);
    },
  );

  app.post<{ Params: { handle: string } }>(
    `${SHOP_MOUNT}/:handle/cart/update`,
    { bodyLimit: FORM_LIMIT },
    async (request, reply) => {
      const snapshot = await openStore(sf, request, reply, 'page');
      if (!snapshot) return reply;
      const body = (request.body ?? {}) as Body;
      const line = text(body, 'line');
      const separator = line.indexOf(':');
      const lines = cartOf(sf, request, snapshot);
      if (separator > 0) {
        const quantity =
          text(body, 'action') === 'remove' ? 0 : quantityOf(text(body, 'quantity'), 1);
        saveCart(
          sf,
          reply,
          snapshot,
          setQuantity(lines, line.slice(0, separator), line.slice(separator + 1), quantity),
        );
      }
      return storefrontRedirect(sf, reply, sf.paths.page(snapshot.store.handle, 'cart'));
    },
  );
}
