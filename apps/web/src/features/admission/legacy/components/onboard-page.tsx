import { useEffect } from 'react';
import { toast } from 'sonner';
import { useAuthErrorToast, useHandoffSignIn } from '../../../../lib/auth';

import { PendingScreen } from '../../../../components/layout/pending-screen';

const signInFailed = 'Something went wrong during authentication.';

/**
 * /onboard/*: where a legacy sign-in returns (`?handoff=` or `?auth_error=`). The session is
 * established here; the legacy onboarding steps themselves are not built yet.
 */
export function LegacyOnboardPage() {
  const handoff = useHandoffSignIn();
  useAuthErrorToast('Authentication Failed', signInFailed);

  useEffect(() => {
    if (handoff.status !== 'failed') return;
    toast.error('Authentication Failed', { description: handoff.message ?? signInFailed });
  }, [handoff]);

  return <PendingScreen title="Onboarding" />;
}
