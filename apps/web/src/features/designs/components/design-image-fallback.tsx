import { cn } from '../../../lib/cn';

// A hue per track name, so a grid of image-less designs doesn't look like one repeated tile.
function hueOf(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  return hash % 360;
}

/** What a design without a (loadable) image shows: a gradient with its track name (spec §2.5). */
export function DesignImageFallback({
  trackName,
  className,
}: {
  trackName: string;
  className?: string;
}) {
  const hue = hueOf(trackName);
  return (
    <div
      data-testid="design-fallback"
      className={cn('flex size-full items-center justify-center p-8 text-center', className)}
      style={{
        backgroundImage: `linear-gradient(135deg, hsl(${hue} 65% 42%), hsl(${(hue + 55) % 360} 70% 28%))`,
      }}
    >
      <span
        aria-hidden="true"
        className="line-clamp-4 text-3xl leading-tight font-extrabold tracking-tight break-words text-white drop-shadow-md"
      >
        {trackName}
      </span>
    </div>
  );
}
