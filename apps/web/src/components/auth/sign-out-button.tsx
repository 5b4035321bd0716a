import { LogOut } from 'lucide-react';
import { useSignOut } from '../../lib/auth';
import { Button, type ButtonProps } from '../ui/button';

interface SignOutButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  /** The screen's wording: 'Sign out' in headers, 'Sign Out' on processing and profile (spec §2.7). */
  label: string;
}

/** Ends the session on the server and here, then goes to /v2; says so while it works. */
export function SignOutButton({ label, variant = 'ghost', size, className }: SignOutButtonProps) {
  const { signOut, signingOut } = useSignOut();
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={() => void signOut()}
      disabled={signingOut}
    >
      <LogOut aria-hidden="true" />
      {signingOut ? 'Signing out...' : label}
    </Button>
  );
}
