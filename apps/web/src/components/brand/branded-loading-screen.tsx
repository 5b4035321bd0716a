import { Spinner } from '../ui/spinner';
import { EncoreLogo } from './encore-logo';

interface BrandedLoadingScreenProps {
  message?: string;
}

/** Full-screen wait state: while the session is checked or a route's code loads. */
export function BrandedLoadingScreen({ message = 'Loading...' }: BrandedLoadingScreenProps) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6">
      <EncoreLogo className="[&_svg]:size-12 [&>span]:text-3xl" />
      <div className="flex items-center gap-3 text-sm text-muted-foreground">
        <Spinner label={message} className="size-5" />
        <span aria-hidden="true">{message}</span>
      </div>
    </div>
  );
}
