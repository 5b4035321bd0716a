import { lazy, Suspense } from 'react';
import { SignInWithGoogle } from '../../../components/auth/sign-in-with-google';
import { EncoreLogo } from '../../../components/brand/encore-logo';
import { SiteFooter } from '../../../components/layout/site-footer';
import { ProductClaims } from '../../../components/marketing/product-claims';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthErrorToast } from '../../../lib/auth/use-auth-error-toast';
import { useSession } from '../../../lib/auth/use-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useInviteToken } from '../hooks/use-invite-token';

// Only a signed-in visitor needs the data layer (Continue reads their state): it loads then.
const SignedIn = lazy(() => import('./signed-in'));

/** /v2: title, tagline, sign-in, three feature lines, copyright (spec §2.7). */
export function LandingPage() {
  useDocumentTitle('Encore');
  useInviteToken();
  useAuthErrorToast('Authentication Error', 'Failed to sign in with Google');
  const { status, session } = useSession();

  return (
    <div className="flex min-h-dvh flex-col">
      <main className="flex flex-1 items-center justify-center px-5 py-12 sm:px-8">
        {/* Visible from its first frame (no fade-in), so the browser records its paint (LCP). */}
        <section aria-labelledby="landing-title" className="w-full max-w-md text-center">
          <EncoreLogo markOnly className="[&_svg]:size-16" />
          <h1
            id="landing-title"
            className="mt-6 bg-linear-to-br from-white via-violet-100 to-pink-200 bg-clip-text text-5xl font-bold tracking-tight text-transparent sm:text-6xl"
          >
            Encore
          </h1>
          <p className="mt-3 text-xl font-semibold text-balance text-foreground/90 sm:text-2xl">
            Turn Your Music Into Moments
          </p>
          <p className="mx-auto mt-3 max-w-sm text-base leading-7 text-pretty text-muted-foreground">
            Paste your Spotify artist link, get merch designs made from your music, and launch your
            store.
          </p>

          <div className="mt-8">
            {status === 'loading' && <Spinner label="Loading" className="mx-auto" />}
            {status === 'unauthenticated' && <SignInWithGoogle />}
            {status === 'authenticated' && (
              <Suspense fallback={<Spinner label="Loading" className="mx-auto" />}>
                <SignedIn name={session.user.name ?? session.user.email ?? 'there'} />
              </Suspense>
            )}
          </div>

          <ProductClaims className="mt-10" />
        </section>
      </main>
      <SiteFooter className="mx-auto w-full max-w-6xl" />
    </div>
  );
}
