import { Bell, Hourglass, X } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { MethodOptions } from '../../components/method-options';
import { PhoneFields } from '../../components/phone-fields';
import { WaitingInfo } from '../../components/waiting-info';
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

      <div className="text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-linear-to-br from-violet-500/30 to-pink-500/30 text-primary ring-1 ring-primary/30">
          <Hourglass aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-5 text-3xl font-bold tracking-tight">You&apos;re on the list!</h1>
        <p className="mt-3 text-base leading-7 text-pretty text-muted-foreground">
          We&apos;re at full capacity right now. You&apos;ll be the first to know when a spot opens
          up.
        </p>
        <p className="mt-2 text-sm font-medium text-foreground/90">Your progress has been saved.</p>
      </div>

      <div className="mt-6 empty:hidden">
        <QueuePositionCard />
      </div>

      <form className="mt-8 flex flex-col gap-5" onSubmit={form.submit} noValidate>
        <MethodOptions
          value={form.method}
          onChange={form.setMethod}
          email={form.email}
          disabled={form.saving}
        />
        {form.method === 'phone' && (
          <PhoneFields
            codes={codes}
            countryCode={form.countryCode}
            onCountryCodeChange={form.setCountryCode}
            phone={form.phone}
            onPhoneChange={form.typePhone}
            error={form.phoneError}
            disabled={form.saving}
          />
        )}
        <Button
          type="submit"
          size="lg"
          className="w-full tracking-wide"
          disabled={form.saving}
          aria-busy={form.saving}
        >
          <Bell aria-hidden="true" />
          {form.saving ? 'SAVING...' : 'NOTIFY ME WHEN READY'}
        </Button>
      </form>

      <div className="mt-8">
        <WaitingInfo items={nextSteps} />
      </div>
    </div>
  );
}
