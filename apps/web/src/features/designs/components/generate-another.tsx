import type { Design, DesignReplacement } from '@encore/contracts';
import { AlertCircle, LoaderCircle, RefreshCw, RotateCw, X } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';

const GENERATE_ANOTHER_LABEL = 'Generate another';
const GENERATING_TITLE = 'Generating another design';
const GENERATE_FAILED_MESSAGE = "Couldn't generate another design.";

/** The card's "Generate another" action; busy while a replacement runs. */
export function GenerateAnotherButton({
  design,
  busy,
  onGenerate,
}: {
  design: Design;
  busy: boolean;
  onGenerate: (design: Design) => void;
}) {
  return (
    <button
      type="button"
      disabled={busy}
      aria-label={`${GENERATE_ANOTHER_LABEL}: ${design.trackName}`}
      onClick={(event) => {
        // The card itself toggles the selection.
        event.stopPropagation();
        onGenerate(design);
      }}
      className={cn(
        '-ml-1 inline-flex h-8 shrink-0 cursor-pointer items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-foreground/85 transition-colors',
        'hover:text-foreground',
        'hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        'disabled:cursor-default disabled:opacity-60',
      )}
    >
      <RefreshCw aria-hidden="true" className={cn('size-4', busy && 'animate-spin')} />
      {GENERATE_ANOTHER_LABEL}
    </button>
  );
}

/**
 * Over the card's images while its replacement is made: the job's own step and percent. A failed
 * one shows the current design again with a Retry.
 */
export function ReplacementOverlay({
  replacement,
  onRetry,
  onDismiss,
}: {
  replacement: DesignReplacement;
  onRetry: () => void;
  /** Closes a failure notice; the card keeps its design. */
  onDismiss: () => void;
}) {
  if (replacement.status === 'failed') {
    return (
      <div
        role="alert"
        onClick={(event) => event.stopPropagation()}
        className="absolute inset-x-3 bottom-3 flex items-center gap-2.5 rounded-xl border border-destructive/50 bg-background/90 px-3 py-2.5 text-sm shadow-lg backdrop-blur-sm"
      >
        <AlertCircle aria-hidden="true" className="size-4 shrink-0 text-destructive" />
        <span className="min-w-0 flex-1 leading-snug">{GENERATE_FAILED_MESSAGE}</span>
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex h-8 shrink-0 cursor-pointer items-center gap-1.5 rounded-lg border border-input px-2.5 font-semibold hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <RotateCw aria-hidden="true" className="size-3.5" />
          Retry
        </button>
        <button
          type="button"
          aria-label="Dismiss"
          onClick={onDismiss}
          className="-mr-1 inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    );
  }
  return (
    <div
      role="status"
      aria-label={GENERATING_TITLE}
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/60 px-8 text-center text-white backdrop-blur-[3px]"
    >
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
      <p className="text-base font-semibold">{GENERATING_TITLE}</p>
      <p className="text-sm text-white/75">{replacement.step}</p>
      <div className="flex w-full max-w-56 items-center gap-2.5">
        <ProgressBar
          label={GENERATING_TITLE}
          percent={replacement.progress}
          className="flex-1 bg-white/20"
        />
        <span className="w-9 text-right text-xs tabular-nums text-white/80">
          {replacement.progress}%
        </span>
      </div>
    </div>
  );
}
