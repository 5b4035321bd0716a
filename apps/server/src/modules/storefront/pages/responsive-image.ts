// A stored picture as a <picture>: AVIF and WebP variants at 320–1200 px (made when the store is
// built, or on first request) with `sizes` saying how wide the slot is, so the browser loads the
// smallest file that fills it; the original stays the <img>'s src for anything else. Explicit
// width and height reserve the space before the file arrives (no layout shift).
import {
  hasVariants,
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  variantKey,
  type VariantFormat,
  type VariantWidth,
} from '../../../storage/index.ts';
import { html, type SafeHtml } from '../html.ts';
import type { StorefrontPaths } from '../paths.ts';

/**
 * Each place a picture is drawn: how wide it is, for `sizes` (see styles.ts: .wrap, .grid,
 * .product-grid), and the variant widths worth offering there — up to 3× that width, so no page
 * lists files no screen would pick.
 */
export const SLOTS = {
  /** A grid card: 2 columns, 3 from 720 px, 4 from 1080 px, inside .wrap (1180 px at most). */
  card: {
    sizes: '(min-width: 1180px) 268px, (min-width: 1080px) 23vw, (min-width: 720px) 31vw, 46vw',
    widths: [320, 640, 960],
  },
  /** The product gallery: the whole column on phones, 1.1 of 2 fractions beside the details. */
  gallery: {
    sizes: '(min-width: 1180px) 596px, (min-width: 720px) 53vw, 100vw',
    widths: VARIANT_WIDTHS,
  },
  /** The home hero's banner, drawn across the page. */
  hero: { sizes: '100vw', widths: [640, 960, 1200] },
  thumb: { sizes: '64px', widths: [320] },
  cartLine: { sizes: '84px', widths: [320] },
} as const satisfies Record<string, { sizes: string; widths: readonly VariantWidth[] }>;

export type Slot = keyof typeof SLOTS;

/**
 * How an image loads: `priority` for the one most likely to be the largest paint (fetched first,
 * never lazy), `eager` for others on the first screen, `lazy` for the rest.
 */
export type ImageLoading = 'priority' | 'eager' | 'lazy';

export interface PictureOptions {
  handle: string;
  /** The original's storage key. */
  imageKey: string;
  alt: string;
  width: number;
  height: number;
  slot: Slot;
  loading: ImageLoading;
  className?: string;
}

function srcset(
  paths: StorefrontPaths,
  handle: string,
  key: string,
  slot: Slot,
  format: VariantFormat,
) {
  return SLOTS[slot].widths
    .map((width: VariantWidth) => {
      const variant = variantKey(key, width, format);
      return variant ? `${paths.media(handle, variant)} ${width}w` : '';
    })
    .filter(Boolean)
    .join(', ');
}

function loadingAttributes(loading: ImageLoading): SafeHtml {
  if (loading === 'priority') return html`fetchpriority="high"`;
  if (loading === 'eager') return html`decoding="async"`;
  return html`loading="lazy" decoding="async"`;
}

export function picture(paths: StorefrontPaths, options: PictureOptions): SafeHtml {
  const { handle, imageKey } = options;
  const img = html`<img
    ${options.className ? html`class="${options.className}"` : ''}
    src="${paths.media(handle, imageKey)}"
    alt="${options.alt}"
    width="${options.width}"
    height="${options.height}"
    ${loadingAttributes(options.loading)}
  />`;
  // Originals that are not content-addressed (none today) have no variants: the image alone.
  if (!hasVariants(imageKey)) return img;
  return html`<picture
    >${VARIANT_FORMATS.map(
      (format) =>
        html`<source
          type="image/${format}"
          srcset="${srcset(paths, handle, imageKey, options.slot, format)}"
          sizes="${SLOTS[options.slot].sizes}"
        />`,
    )}${img}</picture
  >`;
}
