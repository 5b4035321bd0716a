import { Link } from 'react-router';
import { cn } from '../../lib/cn';

export function SiteFooter({ className }: { className?: string }) {
  return (
    <footer
      className={cn(
        'flex flex-col items-center justify-between gap-3 px-5 py-6 text-xs text-muted-foreground sm:flex-row sm:px-8',
        className,
      )}
    >
      <p>© {new Date().getFullYear()} Encore. All rights reserved.</p>
      <nav aria-label="Legal" className="flex gap-5">
        <Link to="/terms" className="hover:text-foreground">
          Terms of Service
        </Link>
        <Link to="/privacy" className="hover:text-foreground">
          Privacy Policy
        </Link>
      </nav>
    </footer>
  );
}
