import { BrandedLoadingScreen } from '../../../components/brand/branded-loading-screen';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

/** /v2/auth-callback: 'Completing sign in...' while the sign-in is finished and routed. */
export function AuthCallbackPage() {
  useDocumentTitle('Completing sign in');
  useCompleteSignIn();
  return <BrandedLoadingScreen message="Completing sign in..." />;
}
