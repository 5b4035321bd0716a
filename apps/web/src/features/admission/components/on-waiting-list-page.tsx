import { CalendarCheck, Mail, MessageCircle, PartyPopper, type LucideIcon } from 'lucide-react';
import { SignOutButton } from '../../../components/auth/sign-out-button';
import { Navigate } from 'react-router';
import { EncoreLogo } from '../../../components/brand/encore-logo';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthUser } from '../../../lib/api/get-auth-user';
import { useSession } from '../../../lib/auth';
import { formatLongDate } from '../../../lib/format-date';
import { readWaitingListJoinedAt } from '../../../lib/onboarding/saved-onboarding';
import { browserStorage } from '../../../lib/storage';
import { storageKeys } from '../../../lib/storage-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { decideWaitingStatus } from '../lib/waiting-status';
import { WaitingInfo } from './waiting-info';

const nextSteps = [
  "We're reviewing your application.",
  "You'll get a notification as soon as your spot is ready.",
  'Access is granted in the order of application.',
] as const;

/** /v2/on-waiting-list (spec §2.7): when the user joined and how they will hear from us. */
export function OnWaitingListPage() {
  useDocumentTitle('Waiting list status');
  const { status, session } = useSession();
  const authUser = useAuthUser();

  if (status === 'loading' || authUser.isLoading) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner label="Loading" className="size-8" />
      </div>
    );
  }
  const waiting = decideWaitingStatus(authUser.data, readWaitingListJoinedAt());
  if (waiting.kind === 'leave') return <Navigate replace to={waiting.to} />;

  const email = authUser.data?.profile.email ?? session?.user.email ?? null;
  const phone =
    browserStorage.getItem(storageKeys.v2NotificationMethod) === 'phone'
      ? browserStorage.getItem(storageKeys.v2NotificationContact)
      : null;

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex h-16 w-full max-w-lg items-center justify-between px-5">
        <EncoreLogo />
        <SignOutButton label="Sign out" size="sm" />
      </header>
      <main className="mx-auto w-full max-w-lg flex-1 animate-fade-in px-5 pt-6 pb-12 sm:pt-10">
        <div className="text-center">
          <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-linear-to-br from-violet-500/30 to-pink-500/30 text-primary ring-1 ring-primary/30">
            <PartyPopper aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-5 text-3xl font-bold tracking-tight">You&apos;re on the List!</h1>
          <p className="mt-3 text-base leading-7 text-pretty text-muted-foreground">
            Thanks for your patience. We&apos;ll let you know as soon as you can finish setting up
            your store.
          </p>
        </div>

        <dl className="mt-8 divide-y divide-border rounded-2xl border border-border bg-card/70">
          <StatusRow
            icon={CalendarCheck}
            term="Joined Waiting List"
            detail={formatLongDate(waiting.joinedAt)}
          />
          {email && <StatusRow icon={Mail} term="Email Notifications" detail={email} />}
          {phone && (
            <StatusRow icon={MessageCircle} term="WhatsApp/SMS Notifications" detail={phone} />
          )}
        </dl>

        <div className="mt-6">
          <WaitingInfo items={nextSteps} />
        </div>
      </main>
    </div>
  );
}

function StatusRow({
  icon: Icon,
  term,
  detail,
}: {
  icon: LucideIcon;
  term: string;
  detail: string;
}) {
  // A <dl> row may hold only <dt> and <dd>: the icon sits inside the term, placed in the row's
  // left padding, so the row looks as a flex row of icon and text would.
  return (
    <div className="relative flex min-h-[4.5rem] flex-col justify-center py-4 pr-5 pl-[4.75rem]">
      <dt className="text-sm font-semibold">
        <span className="absolute top-1/2 left-5 flex size-10 -translate-y-1/2 items-center justify-center rounded-xl bg-primary/15 text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {term}
      </dt>
      <dd className="truncate text-sm text-muted-foreground">{detail}</dd>
    </div>
  );
}
