// What crawlers read first. Crawlers only ever fetch `/robots.txt` at a host's root, so with the
// default PUBLIC_SHOP_URL (`<PUBLIC_URL>/shop`, the shop under a path of the app's own host) the
// root robots.txt has to speak for the shop too; a shop host proxied to /shop gets
// /shop/robots.txt as its root one. Both point at one sitemap index listing every public store's
// sitemap, so crawlers find stores nobody linked to yet.
import { escapeHtml } from './html.ts';
import type { StorefrontPaths } from './paths.ts';

/** The steps of buying: nothing to index, and private to the shopper. */
const BUYING_STEPS = ['cart', 'checkout', 'orders/', 'pay/', 'password'];

/**
 * The app's own paths that are not pages for search: accounts and sign-in, the API, webhooks,
 * stored files (print files among them), catalog images, health, and the signed-in screens. The
 * landing (`/v2`), `/privacy` and `/terms` stay crawlable, as do `/assets/` (needed to render).
 */
const APP_DISALLOWED = [
  '/api/',
  '/auth/',
  '/oidc/',
  '/webhook/',
  '/files/',
  '/catalog/',
  '/healthz',
  '/onboard/',
  '/v2/',
];

/** Stores are indexable (media included); the steps of buying are not. */
function shopRules(paths: StorefrontPaths): string[] {
  return [
    `Allow: ${paths.base}/`,
    ...BUYING_STEPS.map((step) => `Disallow: ${paths.base}/*/${step}`),
    `Disallow: ${paths.base}/stripe/`,
  ];
}

/** Where the sitemap index is, as the public sees it. */
export function sitemapIndexUrl(paths: StorefrontPaths): string {
  return paths.absolute(`${paths.base}/sitemap.xml`);
}

/** /shop/robots.txt: the root robots.txt of a shop host proxied to /shop. */
export function shopRobots(paths: StorefrontPaths): string {
  return ['User-agent: *', ...shopRules(paths), '', `Sitemap: ${sitemapIndexUrl(paths)}`, ''].join(
    '\n',
  );
}

/**
 * /robots.txt of the app's host: the app's rules, and the shop's when the shop lives under a path
 * (the default). A shop host of its own has its proxy serve it /shop/robots.txt instead, and its
 * rules, written for that host's paths, do not belong here.
 */
export function rootRobots(paths: StorefrontPaths): string {
  const shop = paths.base === '' ? [] : shopRules(paths);
  return [
    'User-agent: *',
    ...APP_DISALLOWED.map((path) => `Disallow: ${path}`),
    ...shop,
    '',
    `Sitemap: ${sitemapIndexUrl(paths)}`,
    '',
  ].join('\n');
}

/** The sitemap index: one sitemap per public store (at most 50,000, the protocol's limit). */
export function sitemapIndex(paths: StorefrontPaths, handles: readonly string[]): string {
  const entries = handles.map(
    (handle) =>
      `<sitemap><loc>${escapeHtml(paths.absolute(paths.page(handle, 'sitemap.xml')))}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join('\n')}
</sitemapindex>
`;
}
