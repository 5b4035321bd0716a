import type { StoreDetails } from '@encore/contracts';
import { ExternalLink, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { StoreBanner } from './store-banner';
import { Button } from '../../../components/ui/button';
import { storeVisitLink } from '../lib/store-links';
import { NEW_STORE_OVERVIEW } from '../lib/overview-figures';
import { InsightsCard } from './insights-card';
import { OverviewFigures } from './overview-figures';

/** The store overview once the store is ready (spec §2.7). */
export function OverviewReady({ store }: { store: StoreDetails }) {
  const overview = store.overview ?? NEW_STORE_OVERVIEW;
  const visitLink = storeVisitLink(store);
  return (
    <div className="flex animate-fade-in flex-col gap-6">
      <StoreBanner imageUrl={store.storeBannerUrl} color={store.storeColor} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Store Overview</h1>
        <div className="flex gap-2">
          {visitLink && (
            <Button asChild variant="outline">
              <a href={visitLink} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Visit Store
              </a>
            </Button>
          )}
          <Button asChild variant="secondary">
            <Link to="/v2/store/settings">
              <Settings aria-hidden="true" />
              Settings
            </Link>
          </Button>
        </div>
      </div>
      <OverviewFigures overview={overview} />
      <InsightsCard insights={overview.insights} />
    </div>
  );
}
