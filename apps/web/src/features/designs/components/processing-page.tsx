import { Sparkles } from 'lucide-react';
import { SignOutButton } from '../../../components/auth/sign-out-button';
import { EncoreLogo } from '../../../components/brand/encore-logo';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProcessingStatus } from '../api/get-processing-status';
import { useGenerationProgress } from '../hooks/use-generation-progress';
import { useProcessingChecks } from '../hooks/use-processing-checks';
import { ProgressBar } from '../../../components/ui/progress-bar';

/** /v2/processing (spec §2.7): the experience is being prepared; leaves when it is ready. */
export function ProcessingPage() {
  useDocumentTitle('Creating your experience');
  useProcessingChecks();
  // Real progress from the generation job; the spec's stand-in only until the first answer.
  const status = useProcessingStatus();
  const { percent, message } = useGenerationProgress(status.data);
  const rounded = Math.round(percent);

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex h-16 w-full max-w-lg items-center justify-center px-5">
        <EncoreLogo />
      </header>
      <main className="mx-auto flex w-full max-w-lg flex-1 animate-fade-in flex-col justify-center px-5 pb-16">
        <div className="text-center">
          <span className="relative mx-auto flex size-20 items-center justify-center">
            <span className="absolute inset-0 animate-ping rounded-full bg-primary/20 [animation-duration:2s]" />
            <span className="relative flex size-20 items-center justify-center rounded-full bg-linear-to-br from-violet-500 to-pink-500 text-white shadow-lg shadow-primary/30">
              <Sparkles aria-hidden="true" className="size-9" />
            </span>
          </span>
          <h1 className="mt-8 text-3xl font-bold tracking-tight text-balance">
            Creating Your Experience
          </h1>
          <p className="mt-3 text-base leading-7 text-muted-foreground">
            This usually takes a few minutes.
          </p>
        </div>

        <section
          aria-label="Progress"
          className="mt-10 rounded-2xl border border-border bg-card/70 p-5"
        >
          <div className="flex items-center justify-between gap-4 text-sm">
            <p aria-live="polite" className="min-w-0 truncate font-medium">
              {message}
            </p>
            <span className="shrink-0 font-semibold text-primary tabular-nums">{rounded}%</span>
          </div>
          <ProgressBar label="Setup progress" percent={percent} className="mt-3 h-2.5" />
          <p className="mt-4 text-sm leading-6 text-muted-foreground">
            We&apos;re preparing your merch designs, your store and your dashboard. You can leave
            this page open; we&apos;ll take you to your designs when they&apos;re ready.
          </p>
        </section>

        <SignOutButton label="Sign Out" className="mx-auto mt-8" />
      </main>
    </div>
  );
}
