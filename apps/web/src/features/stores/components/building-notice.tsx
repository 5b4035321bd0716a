import { Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** Over the blurred overview while the store builds: where to follow the launch. */
export function BuildingNotice() {
  return (
    <section
      aria-labelledby="building-title"
      className="w-full max-w-sm animate-fade-in rounded-3xl border border-primary/30 bg-card/95 p-6 text-center shadow-2xl shadow-black/60 backdrop-blur-xl"
    >
      <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-primary/15 text-primary">
        <Rocket aria-hidden="true" className="size-6" />
      </span>
      <h2 id="building-title" className="mt-4 text-lg font-bold tracking-tight">
        Launching Your Store
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Your overview appears here as soon as the store is live.
      </p>
      <Button asChild className="mt-5 w-full">
        <Link to="/v2/store/settings">Follow the launch</Link>
      </Button>
    </section>
  );
}
