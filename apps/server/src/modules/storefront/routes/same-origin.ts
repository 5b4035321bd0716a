// Storefront forms only from the storefront's own pages. SameSite=Lax keeps the shopper's cookies
// off a cross-site form post, but the post still reaches us and its answer can set cookies — a
// foreign page could overwrite the cart, start checkouts or try passwords in the shopper's
// browser. Browsers say where a request comes from (Sec-Fetch-Site, Origin), so a post from
// elsewhere is refused with a 403 page. The Stripe webhook (server to server, its own scope) is
// not behind this check.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messageBody } from '../pages/gate-pages.ts';
import type { Storefront } from '../storefront.ts';
import { sendPage } from './respond.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Why a state-changing request must be refused, or null when it may go on. No Origin and no
 * Sec-Fetch-Site (tools, old browsers) passes: the check stops browsers being steered, and every
 * browser that could be steered sends at least one of them.
 */
export function crossSiteReason(
  method: string,
  headers: { origin?: string | undefined; 'sec-fetch-site'?: string | string[] | undefined },
  allowedOrigins: readonly (string | null)[],
): string | null {
  if (SAFE_METHODS.has(method)) return null;
  if (headers['sec-fetch-site'] === 'cross-site') return 'cross-site request';
  const origin = headers.origin;
  // "null" (sandboxed frames, data: URLs) is an origin that is not ours.
  if (origin !== undefined && !allowedOrigins.includes(originOf(origin) ?? 'invalid')) {
    return `origin ${origin.slice(0, 200)} is not the shop's`;
  }
  return null;
}

/** The onRequest hook of the storefront's scope: refuses posts from other sites with a 403 page. */
export function refuseCrossSite(sf: Storefront) {
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | undefined> => {
    // The shop's public origin (PUBLIC_SHOP_URL), and the host the request was sent to (the app's
    // own host reaching /shop directly, or a proxy that forwards its host).
    const allowed = [sf.paths.origin, originOf(`${request.protocol}://${request.host}`)];
    const reason = crossSiteReason(request.method, request.headers, allowed);
    if (reason === null) return undefined;
    request.log.warn({ reason }, 'storefront request from another site refused');
    // Returning the reply tells Fastify the hook answered: the route never runs.
    return sendPage(sf, reply, {
      status: 403,
      store: null,
      cartCount: null,
      meta: {
        title: 'That did not come from this shop',
        description: 'Forms are accepted from the shop’s own pages only.',
        indexable: false,
        bare: true,
      },
      body: messageBody(
        'That did not come from this shop',
        'For your safety, this shop only accepts forms sent from its own pages. Please go back to the shop and try again.',
        null,
      ),
    });
  };
}
