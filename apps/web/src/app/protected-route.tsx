import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { BrandedLoadingScreen } from '../components/brand/branded-loading-screen';
import { useSession } from '../lib/auth/use-session';

interface ProtectedRouteProps {
  /** Where signed-out visitors go; spec §2.1 says '/', which then redirects to /v2. */
  redirectTo?: string;
  /** Without children the matched child route renders. */
  children?: ReactNode;
}

/** Shows its content only to a signed-in user (spec §2.1, §6). */
export function ProtectedRoute({ redirectTo, children }: ProtectedRouteProps) {
  const { status } = useSession();
  if (status === 'loading') return <BrandedLoadingScreen />;
  if (status === 'unauthenticated') return <Navigate replace to={redirectTo ?? '/'} />;
  return children ?? <Outlet />;
}
