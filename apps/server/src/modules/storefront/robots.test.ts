import { describe, expect, it } from 'vitest';
import { createPaths } from './paths.ts';
import { rootRobots, shopRobots, sitemapIndex } from './robots.ts';

const lines = (text: string) => text.split('\n');

describe('robots.txt and the sitemap index', () => {
  it('speaks for the shop at the root when the shop lives under a path of the app host', () => {
    const robots = lines(rootRobots(createPaths('https://encore.example/shop')));
    expect(robots[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/auth/', '/oidc/', '/webhook/', '/files/', '/v2/']) {
      expect(robots).toContain(`Disallow: ${path}`);
    }
    // The landing, legal pages, assets and stores (their media included) stay crawlable.
    for (const rule of robots) {
      expect(rule).not.toMatch(/^Disallow: \/(v2|privacy|terms|assets\/|shop\/)?$/);
    }
    expect(robots).toContain('Allow: /shop/');
    expect(robots).toContain('Disallow: /shop/*/checkout');
    expect(robots).toContain('Disallow: /shop/*/orders/');
    expect(robots).toContain('Sitemap: https://encore.example/shop/sitemap.xml');
  });

  it('leaves a shop host of its own to its proxied /shop/robots.txt', () => {
    const paths = createPaths('https://shop.example.com');
    const root = lines(rootRobots(paths));
    expect(root.some((rule) => rule.includes('/*/'))).toBe(false);
    expect(root).toContain('Sitemap: https://shop.example.com/sitemap.xml');
    const shop = lines(shopRobots(paths));
    expect(shop).toContain('Allow: /');
    expect(shop).toContain('Disallow: /*/cart');
    expect(shop).toContain('Sitemap: https://shop.example.com/sitemap.xml');
  });

  it('lists one sitemap per store in the index', () => {
    const xml = sitemapIndex(createPaths('https://encore.example/shop'), ['the-band', 'b2']);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<sitemap><loc>https://encore.example/shop/the-band/sitemap.xml</loc></sitemap>',
    );
    expect(xml).toContain(
      '<sitemap><loc>https://encore.example/shop/b2/sitemap.xml</loc></sitemap>',
    );
  });
});
