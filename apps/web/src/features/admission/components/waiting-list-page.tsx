import { Bell, Hourglass, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNotificationForm } from '../hooks/use-notification-form';
import { MethodOptions } from './method-options';
import { PhoneFields } from './phone-fields';
import { WaitingInfo } from './waiting-info';

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
        <div className="text-center">
          <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-linear-to-br from-violet-500/30 to-pink-500/30 text-primary ring-1 ring-primary/30">
            <Hourglass aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-5 text-3xl font-bold tracking-tight">You&apos;re on the list!</h1>
          <p className="mt-3 text-base leading-7 text-pretty text-muted-foreground">
            We&apos;re at full capacity right now. You&apos;ll be the first to know when a spot
            opens up.
          </p>
          <p className="mt-2 text-sm font-medium text-foreground/90">
            Your progress has been saved.
          </p>
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
      </main>
    </div>
  );
}
