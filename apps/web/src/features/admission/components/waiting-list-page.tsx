import { X } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNotificationForm } from '../hooks/use-notification-form';
import { NotificationChoiceFields } from './notification-choice-fields';
import { WaitingInfo } from './waiting-info';
import { WaitingListIntro } from './waiting-list-intro';

const nextSteps = [
  'We process the waiting list regularly.',
  'Your spot moves up as we add more capacity.',
  'The average wait is a few days.',
] as const;

/** /v2/waiting-list (spec §2.7): full capacity; choose how to be told when a spot opens. */
export function WaitingListPage() {
  useDocumentTitle('Waiting list');
  const form = useNotificationForm();

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex h-16 w-full max-w-md items-center justify-end px-3 sm:px-0">
        <Link
          to="/v2"
          aria-label="Close"
          className="flex size-11 items-center justify-center rounded-xl text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
        >
          <X aria-hidden="true" className="size-5" />
        </Link>
      </header>
      <main className="mx-auto w-full max-w-md flex-1 animate-fade-in px-5 pb-12 sm:px-0">
        <WaitingListIntro />
        <NotificationChoiceFields form={form} className="mt-8" />
        <div className="mt-8">
          <WaitingInfo items={nextSteps} />
        </div>
      </main>
    </div>
  );
}
