import type { Design } from '@encore/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type MouseEvent } from 'react';
import { cn } from '../../../lib/cn';
import { backdropForImage, type PrintBackdrop } from '../lib/print-backdrop';
import { DesignImageFallback } from './design-image-fallback';

interface Slide {
  url: string;
  kind: 'design' | 'mockup';
  alt: string;
}

/** The design image, then its mockups; each URL once (it keys the slide). */
function slidesOf(design: Design): Slide[] {
  const mocks = [...new Set(design.mocks)].filter((url) => url !== design.design);
  const mockups = mocks.map((url, i): Slide => ({
    url,
    kind: 'mockup',
    alt: `${design.trackName}: product mockup ${i + 1} of ${mocks.length}`,
  }));
  return design.design
    ? [{ url: design.design, kind: 'design', alt: `${design.trackName}: design` }, ...mockups]
    : mockups;
}

// Intrinsic sizes as hints for the browser; the frame's aspect ratio fixes the layout either
// way. Design previews are 5:6 (garments) or 3:4 (posters), mockups are square.
// Garment-like colours behind a transparent print (see lib/print-backdrop).
const backdropClassName: Record<PrintBackdrop | 'loading', string> = {
  loading: 'animate-pulse bg-muted',
  light: 'bg-[#f1efe9]',
  dark: 'bg-[#121118]',
  sheet: 'bg-[radial-gradient(circle_at_50%_40%,#2a2638,#15131f_75%)]',
  // Mid-grey: dark and light inks both stay readable.
  unknown: 'bg-[#8f8b99]',
};

const intrinsicSize = {
  design: { width: 750, height: 900 },
  mockup: { width: 1000, height: 1000 },
} as const;

/**
 * The design image followed by its mockups (spec §2.5): a scroll-snap strip, so touch swipes are
 * native, plus arrow buttons and dot indicators. An image that fails to load is dropped; with
 * none left the gradient fallback shows.
 */
export function DesignCarousel({ design }: { design: Design }) {
  const trackRef = useRef<HTMLDivElement>(null);
  // Set while an arrow or dot scrolls the strip, so passing slides don't flicker the dots.
  const targetRef = useRef<number | null>(null);
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const [backdrop, setBackdrop] = useState<PrintBackdrop | 'loading'>('loading');

  const slides = slidesOf(design).filter((slide) => !failed.has(slide.url));
  if (slides.length === 0) return <DesignImageFallback trackName={design.trackName} />;
  const current = Math.min(index, slides.length - 1);

  function show(target: number, event: MouseEvent) {
    // The controls sit on a card that toggles selection on click.
    event.stopPropagation();
    const next = Math.max(0, Math.min(target, slides.length - 1));
    setIndex(next);
    const track = trackRef.current;
    if (!track) return;
    targetRef.current = next;
    // No `behavior`: the strip's CSS scroll-behavior (smooth, or instant for reduced motion).
    track.scrollTo?.({ left: next * track.clientWidth });
  }

  function onScroll() {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const seen = Math.round(track.scrollLeft / track.clientWidth);
    if (targetRef.current !== null) {
      if (seen !== targetRef.current) return;
      targetRef.current = null;
    }
    setIndex(seen);
  }

  function markFailed(url: string) {
    setFailed((previous) => new Set(previous).add(url));
  }

  const userScrolls = () => (targetRef.current = null);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={`${design.trackName} images`}
      className="relative size-full"
    >
      {/* Focusable, so the arrow keys scroll the slides too (a scroll area must be reachable). */}
      <div
        ref={trackRef}
        tabIndex={0}
        onScroll={onScroll}
        onPointerDown={userScrolls}
        onWheel={userScrolls}
        onKeyDown={userScrolls}
        className="flex size-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain scroll-smooth [scrollbar-width:none] focus-visible:-outline-offset-2 motion-reduce:scroll-auto [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, i) => (
          <div
            key={slide.url}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            className={cn(
              'relative size-full shrink-0 snap-center snap-always',
              slide.kind === 'design' && backdropClassName[backdrop],
            )}
          >
            <img
              src={slide.url}
              alt={slide.alt}
              loading="lazy"
              decoding="async"
              draggable={false}
              {...intrinsicSize[slide.kind]}
              onLoad={
                slide.kind === 'design'
                  ? (event) => setBackdrop(backdropForImage(event.currentTarget))
                  : undefined
              }
              onError={() => markFailed(slide.url)}
              className={cn(
                'size-full select-none',
                slide.kind === 'design' ? 'object-contain p-[6%]' : 'object-cover',
              )}
            />
          </div>
        ))}
      </div>

      {slides.length > 1 && (
        <>
          <ArrowButton
            side="left"
            label="Previous image"
            disabled={current === 0}
            onClick={(event) => show(current - 1, event)}
          />
          <ArrowButton
            side="right"
            label="Next image"
            disabled={current === slides.length - 1}
            onClick={(event) => show(current + 1, event)}
          />
          <div className="absolute inset-x-0 bottom-2 flex justify-center">
            <div className="flex items-center rounded-full bg-black/45 px-1.5 backdrop-blur-sm">
              {slides.map((slide, i) => (
                <button
                  key={slide.url}
                  type="button"
                  aria-label={`Show image ${i + 1} of ${slides.length}`}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={(event) => show(i, event)}
                  className="group/dot flex size-6 cursor-pointer items-center justify-center"
                >
                  <span
                    className={cn(
                      'block rounded-full transition-all',
                      i === current
                        ? 'h-2 w-4 bg-white'
                        : 'size-2 bg-white/45 group-hover/dot:bg-white/75',
                    )}
                  />
                </button>
              ))}
            </div>
          </div>
        </>
      )}
    </div>
  );
}

interface ArrowButtonProps {
  side: 'left' | 'right';
  label: string;
  disabled: boolean;
  onClick: (event: MouseEvent) => void;
}

function ArrowButton({ side, label, disabled, onClick }: ArrowButtonProps) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'absolute top-1/2 flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-black/50 text-white backdrop-blur-sm transition hover:bg-black/70 disabled:pointer-events-none disabled:opacity-0',
        side === 'left' ? 'left-2' : 'right-2',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
