import { Rocket, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

interface LaunchBannerProps {
  selectedCount: number;
  launching: boolean;
  onLaunch: () => void;
  onDismiss: () => void;
  /**
   * The two lines to show (first generation: 'Select at least N more' / 'design to continue',
   * then "You're all set!"). Without it, v2's copy.
   */
  copy?: { title: string; subtitle: string };
}

/**
 * The pre-store call-to-action above the tab bar (spec §2.5, §2.7, §5): asks for at least one
 * design, then offers 'Launch my store'. Dismissible.
 */
export function LaunchBanner({
  selectedCount,
  launching,
  onLaunch,
  onDismiss,
  copy,
}: LaunchBannerProps) {
  const ready = selectedCount > 0;
  return (
    <section
      aria-label="Launch your store"
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 px-3 pb-3"
    >
      {/* Phones: text and dismiss on top, a full-width button below. Wider: one row. */}
      <div className="mx-auto grid max-w-xl animate-fade-in grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2.5 rounded-2xl border border-primary/30 bg-card/95 p-3 pl-4 shadow-2xl shadow-black/50 backdrop-blur-lg sm:grid-cols-[1fr_auto_auto]">
        <div className="min-w-0" aria-live="polite">
          {copy ? (
            <>
              <p className="text-sm font-semibold text-pretty">{copy.title}</p>
              <p className="text-xs text-muted-foreground">{copy.subtitle}</p>
            </>
          ) : ready ? (
            <>
              <p className="text-sm font-semibold">You&apos;re all set!</p>
              <p className="text-xs text-muted-foreground">Ready to launch your store?</p>
            </>
          ) : (
            <p className="text-sm font-semibold text-pretty">
              Select at least 1 design to get started
            </p>
          )}
        </div>
        <button
          type="button"
          aria-label="Dismiss"
          onClick={onDismiss}
          className="-mr-1 flex size-8 shrink-0 cursor-pointer items-center justify-center self-start rounded-full text-muted-foreground hover:bg-muted hover:text-foreground sm:order-last sm:self-center"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
        <Button
          onClick={onLaunch}
          disabled={!ready || launching}
          aria-busy={launching}
          className="col-span-2 sm:col-span-1"
        >
          {launching ? (
            <Spinner label="Launching" className="size-4 text-primary-foreground" />
          ) : (
            <Rocket aria-hidden="true" />
          )}
          Launch my store
        </Button>
      </div>
    </section>
  );
}
