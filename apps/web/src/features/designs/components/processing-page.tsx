import { Sparkles } from 'lucide-react';
import { SignOutButton } from '../../../components/auth/sign-out-button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProcessingStatus } from '../api/get-processing-status';
import { useGenerationProgress } from '../hooks/use-generation-progress';
import { useProcessingChecks } from '../hooks/use-processing-checks';
import { ProcessingFrame, ProgressPanel } from './processing-frame';

/** /v2/processing (spec §2.7): the experience is being prepared; leaves when it is ready. */
export function ProcessingPage() {
  useDocumentTitle('Creating your experience');
  useProcessingChecks();
  // Real progress from the generation job; the spec's stand-in only until the first answer.
  const status = useProcessingStatus();
  const { percent, message } = useGenerationProgress(status.data);

  return (
    <ProcessingFrame widthClassName="max-w-lg">
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

      <ProgressPanel
        message={message}
        messageClassName="min-w-0 truncate font-medium"
        percent={percent}
        barLabel="Setup progress"
        className="mt-10"
      >
        <p className="mt-4 text-sm leading-6 text-muted-foreground">
          We&apos;re preparing your merch designs, your store and your dashboard. You can leave this
          page open; we&apos;ll take you to your designs when they&apos;re ready.
        </p>
      </ProgressPanel>

      <SignOutButton label="Sign Out" className="mx-auto mt-8" />
    </ProcessingFrame>
  );
}
