import type { PlatformAccount } from '@encore/contracts';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Spinner } from '../../../../../components/ui/spinner';
import { readSocialPlatforms, saveSocialPlatforms } from '../../lib/onboarding-storage';
import { accountsFor, countVerified, skipAccount } from '../../lib/platform-accounts';
import type { OnboardStepProps } from '../../onboard-step';
import { PlatformAccountCard, type AccountChangeKind } from '../platform-account-card';
import { StepActions } from '../step-actions';
import { StepHeading } from '../step-heading';

/**
 * How long the 'getting ready' spinner shows. Encore looks nothing up (the spec's 3 s search
 * made its results up), so this is only a beat between the two screens.
 */
const VERIFICATION_SPINNER_MS = 800;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * account-verification (spec §2.2, §4.1, §5): one card per chosen platform, holding the link the
 * user gives and the handle it names — no follower counts or other invented figures. Continue
 * needs one approved or edited account.
 */
export function AccountVerificationStep({ onNext, onSkip }: OnboardStepProps) {
  const [initial] = useState(() => {
    const saved = readSocialPlatforms();
    const chosen = saved?.platforms ?? [];
    return { platforms: chosen, accounts: accountsFor(chosen, saved?.accounts) };
  });
  const { platforms } = initial;
  const [accounts, setAccounts] = useState<PlatformAccount[]>(initial.accounts);
  const [preparing, setPreparing] = useState(true);
  const verified = countVerified(accounts);

  useEffect(() => {
    const timer = window.setTimeout(() => setPreparing(false), VERIFICATION_SPINNER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  function save(next: PlatformAccount[], completed: boolean) {
    saveSocialPlatforms({ platforms, accounts: next, completed });
  }

  function change(account: PlatformAccount, kind: AccountChangeKind) {
    const next = accounts.map((card) => (card.platform === account.platform ? account : card));
    setAccounts(next);
    // Kept as the user goes, so Back or a reload does not lose a link already given.
    save(next, false);
    if (kind === 'edited') toast.success('Platform updated');
  }

  function continueWithVerified() {
    save(accounts, true);
    onNext();
  }

  function skip() {
    save(accounts.map(skipAccount), false);
    toast('Platform verification skipped', {
      description: 'You can always add your social platforms later in settings.',
    });
    onSkip();
  }

  if (preparing) {
    return (
      <div className="flex flex-col items-center gap-4 py-20 text-center">
        <Spinner label="Getting your platforms ready" className="size-10" />
        <p className="text-base font-semibold">Getting your platforms ready…</p>
        <p className="text-sm text-muted-foreground">
          {plural(platforms.length, 'platform')} to link
        </p>
      </div>
    );
  }

  return (
    <>
      <StepHeading title="Verify your accounts">
        Add the link to each profile and approve it. We keep only what you enter here.
      </StepHeading>

      <p role="status" className="mt-6 text-sm font-medium text-muted-foreground">
        {verified} of {plural(platforms.length, 'platform')} verified
      </p>

      <ul className="mt-3 flex flex-col gap-3" aria-label="Your platforms">
        {accounts.map((account) => (
          <PlatformAccountCard key={account.platform} account={account} onChange={change} />
        ))}
      </ul>

      <StepActions
        continueLabel={`Continue with ${plural(verified, 'platform')}`}
        canContinue={verified > 0}
        onContinue={continueWithVerified}
        onSkip={skip}
      />
    </>
  );
}
