// The HTML document around every storefront page: head (title, description, robots, canonical,
// Open Graph), the sticky bar with the store name and cart link, and the footer. No scripts.
import { ASSET_CREDITS } from '@encore/design-engine/light';
import { themeFor } from '../colors.ts';
import { html, type SafeHtml } from '../html.ts';
import type { StorefrontPaths } from '../paths.ts';
import type { SnapshotStore } from '../store-snapshot.ts';
import { STOREFRONT_CSS_HASH } from './styles.ts';

export interface PageContext {
  paths: StorefrontPaths;
  /** null on pages about a store that is not there. */
  store: SnapshotStore | null;
  /** Items in the cart; null hides the cart link (gate pages, private data). */
  cartCount: number | null;
  /** Payments in test mode: a strip says no money moves. */
  testMode: boolean;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Public pages only: the canonical path and a share image (absolute URL). */
  canonicalPath?: string;
  imageUrl?: string;
  ogType?: 'website' | 'product';
  indexable: boolean;
  /** Reload after this many seconds (an order waiting for its payment). */
  refreshSeconds?: number;
  /** Only the body, on the store's gradient: password, unavailable and not-found pages. */
  bare?: boolean;
}

export function stylesheetPath(paths: StorefrontPaths): string {
  return `${paths.base}/_static/storefront.${STOREFRONT_CSS_HASH}.css`;
}

function head(ctx: PageContext, meta: PageMeta): SafeHtml {
  const canonical = meta.canonicalPath ? ctx.paths.absolute(meta.canonicalPath) : null;
  const theme = themeFor(ctx.store?.color);
  return html`<meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <title>${meta.title}</title>
    <meta name="description" content="${meta.description}" />
    <meta name="robots" content="${meta.indexable ? 'index, follow' : 'noindex, nofollow'}" />
    <meta name="theme-color" content="${theme.accent}" />
    ${meta.refreshSeconds ? html`<meta http-equiv="refresh" content="${meta.refreshSeconds}" />` : ''}
    ${canonical ? html`<link rel="canonical" href="${canonical}" />` : ''}
    <meta property="og:title" content="${meta.title}" />
    <meta property="og:description" content="${meta.description}" />
    <meta property="og:type" content="${meta.ogType ?? 'website'}" />
    ${ctx.store ? html`<meta property="og:site_name" content="${ctx.store.name}" />` : ''}
    ${canonical ? html`<meta property="og:url" content="${canonical}" />` : ''}
    ${meta.imageUrl ? html`<meta property="og:image" content="${meta.imageUrl}" />` : ''}
    <meta name="twitter:card" content="${meta.imageUrl ? 'summary_large_image' : 'summary'}" />
    <link rel="stylesheet" href="${stylesheetPath(ctx.paths)}" />`;
}

function bar(ctx: PageContext, store: SnapshotStore): SafeHtml {
  const home = ctx.paths.store(store.handle);
  const count = ctx.cartCount;
  return html`<header class="bar">
    <div class="wrap bar-inner">
      <a class="brand" href="${home}">${store.name}</a>
      ${
        count === null
          ? ''
          : html`<a
              class="cart-link"
              href="${ctx.paths.page(store.handle, 'cart')}"
              aria-label="Cart, ${count} ${count === 1 ? 'item' : 'items'}"
              >Cart <span class="count">${count}</span></a
            >`
      }
    </div>
  </header>`;
}

function footer(store: SnapshotStore): SafeHtml {
  return html`<footer class="footer">
    <div class="wrap footer-inner">
      <span>© ${new Date().getUTCFullYear()} ${store.name} · Official merch</span>
      <span>Printed on demand · Powered by Encore</span>
      <span class="credits">Artwork: ${ASSET_CREDITS.map((c) => c.line).join(' · ')}</span>
    </div>
  </footer>`;
}

export function renderPage(ctx: PageContext, meta: PageMeta, body: SafeHtml): string {
  const theme = themeFor(ctx.store?.color);
  const style = `--accent:${theme.accent};--accent-ink:${theme.accentInk};--hero:${theme.heroGradient};--hero-ink:${theme.heroInk}`;
  const store = ctx.store;
  const chrome = !meta.bare && store !== null;
  return html`<!doctype html>
    <html lang="en">
      <head>
        ${head(ctx, meta)}
      </head>
      <body style="${style}">
        ${ctx.testMode && chrome ? html`<div class="test-strip">Test store: payments are simulated</div>` : ''}
        ${chrome ? bar(ctx, store) : ''} ${body} ${chrome ? footer(store) : ''}
      </body>
    </html> `.value;
}
