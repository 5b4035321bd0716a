import { Eye } from 'lucide-react';
import { useState } from 'react';
import { SiteHeader } from '../../../../components/layout/site-header';
import { cn } from '../../../../lib/cn';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import {
  playgroundScreens,
  sampleLaunchedStore,
  sampleLaunchingStore,
  type PlaygroundScreen,
} from '../lib/playground-samples';
import { DeleteStoreCard } from './delete-store-card';
import { LaunchBanner } from './launch-banner';
import { ShareStoreCard } from './share-store-card';
import { VisibilityCard } from './visibility-card';

/**
 * /playground (spec §2.6): a screen switcher previewing the legacy store screens while launching
 * and once launched, with sample data. The store cards are inert: nothing here reaches a store.
 */
export function PlaygroundPage() {
  useDocumentTitle('Playground');
  const [screen, setScreen] = useState<PlaygroundScreen>('launching');
  const [launching] = useState(() => sampleLaunchingStore(new Date()));
  const building = screen === 'launching';
  const store = building ? launching : sampleLaunchedStore;

  return (
    <div className="min-h-dvh pb-16">
      <SiteHeader />
      <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-5 pt-2 sm:px-8">
        <div className="flex flex-col gap-3">
          <h1 className="text-3xl font-bold tracking-tight">Playground</h1>
          <p
            role="note"
            className="flex items-start gap-2 rounded-xl border border-amber-400/40 bg-amber-400/10 p-3 text-sm text-amber-100"
          >
            <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-300" />
            <span>
              <strong className="font-semibold">Preview</strong> of the store screens with sample
              data. Nothing here is your store, and nothing you see is saved.
            </span>
          </p>
        </div>

        <div
          role="radiogroup"
          aria-label="Screen"
          className="flex gap-1 rounded-2xl border border-border bg-card/60 p-1 sm:w-fit"
        >
          {playgroundScreens.map((option) => (
            <button
              key={option.id}
              type="button"
              role="radio"
              aria-checked={screen === option.id}
              onClick={() => setScreen(option.id)}
              className={cn(
                'flex h-10 flex-1 items-center justify-center rounded-xl px-5 text-sm font-semibold transition-colors sm:flex-none',
                screen === option.id
                  ? 'bg-primary text-primary-foreground shadow-lg shadow-primary/20'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>

        <section aria-label={`${building ? 'Launching' : 'Launched'} store preview`} inert>
          <div className="flex flex-col gap-6">
            {building && <LaunchBanner build={store.build} gaveUp={false} />}
            <div className={building ? 'flex flex-col gap-6 opacity-50' : 'flex flex-col gap-6'}>
              <ShareStoreCard store={store} />
              <VisibilityCard userId="" store={store} disabled={building} />
              <DeleteStoreCard />
            </div>
          </div>
        </section>
      </main>
    </div>
  );
}
