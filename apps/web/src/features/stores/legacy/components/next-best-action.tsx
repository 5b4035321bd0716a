import type { StoreDetails } from '@encore/contracts';
import { Globe, Link2, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { useCopyShareLink } from '../hooks/use-copy-share-link';
import { visibilityOf } from '../lib/visibility';

const advice = {
  offline: 'Your store is offline, so no one can see it. Make it public so fans can find it.',
  private:
    'Your store is private: only people with your link can see it. Make it public so fans can find it on Google.',
  public: 'Your store is public. Share its link with your fans to bring in your first visitors.',
  building: 'Your store is being built. Once it is live, make it public so fans can find it.',
} as const;

/** 'Next Best Action' (spec §2.6): make the store public, or once it is, share it. */
export function NextBestAction({ store, disabled }: { store: StoreDetails; disabled: boolean }) {
  const visibility = visibilityOf(store);
  const copy = useCopyShareLink(store);

  return (
    <section
      aria-labelledby="next-best-action"
      className="flex flex-col gap-4 rounded-2xl border border-primary/30 bg-linear-to-br from-primary/15 via-card/80 to-card/80 p-5 shadow-xl shadow-black/20 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex min-w-0 gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
          <Sparkles aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="next-best-action" className="text-base font-semibold">
            Next Best Action
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {advice[disabled ? 'building' : visibility]}
          </p>
        </div>
      </div>
      {visibility === 'public' ? (
        <Button
          variant="secondary"
          disabled={disabled || copy.link === null}
          onClick={() => void copy.run()}
        >
          <Link2 aria-hidden="true" />
          Copy Link
        </Button>
      ) : disabled ? (
        <Button disabled>
          <Globe aria-hidden="true" />
          Make Store Public
        </Button>
      ) : (
        <Button asChild>
          <Link to="/store/settings">
            <Globe aria-hidden="true" />
            Make Store Public
          </Link>
        </Button>
      )}
    </section>
  );
}
