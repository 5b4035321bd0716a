import { describe, expect, it } from 'vitest';
import { createPaths } from '../paths.ts';
import { picture, SLOTS } from './responsive-image.ts';

const paths = createPaths('https://encore.test/shop');
const hash = 'c'.repeat(64);
const squash = (markup: string) => markup.replace(/\s+/g, ' ').replace(/\s*\/?>/g, '>');

describe('picture', () => {
  it('offers AVIF and WebP at 320–1200 px with sizes, the original as the fallback', () => {
    const markup = squash(
      picture(paths, {
        handle: 'band',
        imageKey: `mockups/${hash}.webp`,
        alt: 'Tour Tee',
        width: 600,
        height: 600,
        slot: 'gallery',
        loading: 'priority',
      }).value,
    );
    const variant = (width: number, format: string) =>
      `/shop/band/media/variants/v1/mockups/${hash}-webp-${width}.${format} ${width}w`;
    expect(markup).toContain(
      `<source type="image/avif" srcset="${[320, 640, 960, 1200].map((w) => variant(w, 'avif')).join(', ')}" sizes="${SLOTS.gallery.sizes}">`,
    );
    expect(markup).toContain(`<source type="image/webp" srcset="${variant(320, 'webp')},`);
    expect(markup).toMatch(
      new RegExp(
        `<img src="/shop/band/media/mockups/${hash}.webp" alt="Tour Tee" width="600" height="600" fetchpriority="high">`,
      ),
    );
    expect(markup.indexOf('image/avif')).toBeLessThan(markup.indexOf('image/webp'));
    expect(markup).not.toContain('loading="lazy"');
  });

  it('offers only the widths worth having in a slot', () => {
    const markup = picture(paths, {
      handle: 'band',
      imageKey: `mockups/${hash}.webp`,
      alt: '',
      width: 600,
      height: 600,
      slot: 'card',
      loading: 'lazy',
    }).value;
    expect(markup).toContain('-960.avif 960w');
    expect(markup).not.toContain('1200w');
  });

  it('loads the rest lazily and asynchronously', () => {
    const markup = squash(
      picture(paths, {
        handle: 'band',
        imageKey: `mockups/${hash}.webp`,
        alt: '',
        width: 64,
        height: 64,
        slot: 'thumb',
        loading: 'lazy',
        className: 'thumb',
      }).value,
    );
    expect(markup).toContain('class="thumb"');
    expect(markup).toContain('loading="lazy" decoding="async"');
    expect(markup).not.toContain('fetchpriority');
  });

  it('is the image alone for an original without variants', () => {
    const markup = picture(paths, {
      handle: 'band',
      imageKey: 'mockups/legacy-name.webp',
      alt: '',
      width: 600,
      height: 600,
      slot: 'card',
      loading: 'lazy',
    }).value;
    expect(markup).not.toContain('<picture');
    expect(markup).toContain('src="/shop/band/media/mockups/legacy-name.webp"');
  });
});
