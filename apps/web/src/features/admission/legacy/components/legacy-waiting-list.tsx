import { X } from 'lucide-react';
import { NotificationChoiceFields } from '../../components/notification-choice-fields';
import { WaitingInfo } from '../../components/waiting-info';
import { WaitingListIntro } from '../../components/waiting-list-intro';
import type { CountryCode } from '../../hooks/use-contact-choice';
import { useWaitlistForm } from '../hooks/use-waitlist-form';
import { QueuePositionCard } from './queue-position-card';

// What Encore does, not a promise of hours or days: the operator lets people in from the list
// in join order (npm run admin -- admit), or raises capacity.
const nextSteps = [
  'We let people in from the list in the order they joined.',
  'Your spot moves up as others finish onboarding or as we add capacity.',
  "We'll tell you the way you choose below as soon as your spot is ready.",
] as const;

interface LegacyWaitingListProps {
  /** The country codes offered, default first. */
  codes: readonly CountryCode[];
  /** Close (X): back to welcome, or /. */
  onClose: () => void;
  /** After the preference is saved. */
  onSaved: () => void;
}

/**
 * The first-generation waiting list (spec §2.3), as an onboarding step and as /waiting-list:
 * full capacity, the user's real place in the queue, and how to tell them when a spot opens.
 */
export function LegacyWaitingList({ codes, onClose, onSaved }: LegacyWaitingListProps) {
  const form = useWaitlistForm(onSaved);

  return (
    <div className="flex flex-col">
      <div className="flex justify-end">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="-mr-2 flex size-11 cursor-pointer items-center justify-center rounded-xl text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <WaitingListIntro />
      <div className="mt-6 empty:hidden">
        <QueuePositionCard />
      </div>
      <NotificationChoiceFields form={form} codes={codes} className="mt-8" />
      <div className="mt-8">
        <WaitingInfo items={nextSteps} />
      </div>
    </div>
  );
}
