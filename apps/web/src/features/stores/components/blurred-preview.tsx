import type { ReactNode } from 'react';

interface BlurredPreviewProps {
  /** The page as it will look, usually skeletons. Hidden from assistive tech and inert. */
  children: ReactNode;
  /** Shown, interactive, over the preview. */
  overlay?: ReactNode;
}

/**
 * A blurred, non-interactive stand-in for a page that is not available yet (a store building).
 * Preview and overlay share one grid cell, so whichever is taller sets the height.
 */
export function BlurredPreview({ children, overlay }: BlurredPreviewProps) {
  return (
    <div className="grid">
      <div
        aria-hidden="true"
        inert
        data-testid="blurred-preview"
        className="pointer-events-none [grid-area:1/1] blur-[6px] select-none"
      >
        {children}
      </div>
      {overlay && (
        <div className="z-10 flex items-start justify-center [grid-area:1/1] sm:pt-8">
          {overlay}
        </div>
      )}
    </div>
  );
}
