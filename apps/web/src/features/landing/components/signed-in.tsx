import { ArrowRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSignOut } from '../../../lib/auth/use-sign-out';
import { DataLayer } from '../../../lib/data-layer';
import { useContinue } from '../hooks/use-continue';

/**
 * A signed-in visitor gets a way onward instead of a second sign-in. Loaded on its own with
 * the data layer, which the landing screen otherwise does without.
 */
export default function SignedIn({ name }: { name: string }) {
  return (
    <DataLayer>
      <SignedInActions name={name} />
    </DataLayer>
  );
}

function SignedInActions({ name }: { name: string }) {
  const { continueOn, continuing } = useContinue();
  const { signOut, signingOut } = useSignOut();
  return (
    <div className="flex flex-col items-center gap-3">
      <p className="text-sm text-muted-foreground">
        Signed in as <span className="font-medium text-foreground">{name}</span>
      </p>
      <Button size="lg" className="w-full" onClick={() => void continueOn()} disabled={continuing}>
        {continuing ? <Spinner label="Loading" className="text-primary-foreground" /> : null}
        Continue
        {!continuing && <ArrowRight aria-hidden="true" />}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => void signOut()} disabled={signingOut}>
        {signingOut ? 'Signing out...' : 'Not you? Sign out'}
      </Button>
    </div>
  );
}
