import { useState, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface StoreBannerProps {
  imageUrl?: string | null;
  /** The store colour, a CSS colour such as '#e11d48'. */
  color?: string | null;
  className?: string;
  /** Shown over the banner (e.g. the store's name). */
  children?: ReactNode;
}

// Only plain colour values reach the style attribute: hex, rgb()/hsl() or a colour keyword.
const cssColorPattern = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/-]+\)|[a-z]{3,20})$/i;

function isCssColor(value: string | null | undefined): value is string {
  return typeof value === 'string' && cssColorPattern.test(value.trim());
}

/**
 * The store banner (spec §2.7): the store's banner image if it has one (and it loads), else a
 * gradient from the store colour, else the default indigo-purple-blue gradient. 12rem high.
 */
export function StoreBanner({ imageUrl, color, className, children }: StoreBannerProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && imageUrl !== failedUrl;
  const colored = !showImage && isCssColor(color);
  const variant = showImage ? 'image' : colored ? 'color' : 'default';

  return (
    <div
      data-banner={variant}
      className={cn(
        'relative h-48 w-full overflow-hidden rounded-3xl border border-white/10 shadow-2xl shadow-black/40',
        variant === 'default' && 'bg-linear-to-br from-indigo-600 via-purple-600 to-blue-600',
        className,
      )}
      style={
        colored
          ? {
              backgroundColor: color.trim(),
              // Light from the top left, shade to the bottom right: a gradient of the one colour.
              backgroundImage:
                'linear-gradient(135deg, rgba(255, 255, 255, 0.28), rgba(0, 0, 0, 0.5))',
            }
          : undefined
      }
    >
      {showImage && imageUrl && (
        <img
          src={imageUrl}
          alt=""
          className="absolute inset-0 size-full object-cover"
          onError={() => setFailedUrl(imageUrl)}
        />
      )}
      {children && (
        <div className="absolute inset-0 flex items-end bg-linear-to-t from-black/60 via-black/10 to-transparent p-5">
          {children}
        </div>
      )}
    </div>
  );
}
