import { BellRing, X } from 'lucide-react';
import { useState } from 'react';
import { useNow } from '../../../../lib/use-now';
import { readWaitlistSuccess } from '../lib/onboarding-storage';

/** How long after joining the waiting list the welcome banner shows (spec §9). */
export const WAITLIST_BANNER_MS = 30_000;

/**
 * 'You're on the waitlist' with the chosen method and contact (spec §2.2), for the 30 s after
 * the user joined; dismissible.
 */
export function WaitlistBanner() {
  const [record] = useState(readWaitlistSuccess);
  const [dismissed, setDismissed] = useState(false);
  const now = useNow(1_000);
  if (!record || dismissed) return null;
  const age = now - record.timestamp;
  if (age < 0 || age >= WAITLIST_BANNER_MS) return null;

  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-2xl border border-primary/40 bg-primary/10 p-4"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary/20 text-primary">
        <BellRing aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">You&apos;re on the waitlist</p>
        <p className="mt-0.5 text-sm break-words text-muted-foreground">
          We&apos;ll notify you by {record.method} at{' '}
          {/* A phone number stays whole; a long email address may break anywhere. */}
          <span className={record.method === 'WhatsApp/SMS' ? 'whitespace-nowrap' : 'break-all'}>
            {record.contact}.
          </span>
        </p>
      </div>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        aria-label="Dismiss"
        className="-m-1 flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
