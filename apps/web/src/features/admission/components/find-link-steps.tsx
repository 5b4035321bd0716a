import { Copy, Music2, Share2, UserRound, type LucideIcon } from 'lucide-react';

const steps: readonly { icon: LucideIcon; text: string }[] = [
  { icon: Music2, text: 'Open the Spotify app' },
  { icon: UserRound, text: 'Go to your artist profile' },
  { icon: Share2, text: 'Tap ••• and choose Share' },
  { icon: Copy, text: 'Tap Copy link to artist, then paste it here' },
];

/** How to find the artist link in the Spotify app. */
export function FindLinkSteps() {
  return (
    <section
      aria-labelledby="find-link-title"
      className="rounded-2xl border border-border bg-card/60 p-5"
    >
      <h2 id="find-link-title" className="text-sm font-semibold">
        How to find your artist link
      </h2>
      <ol className="mt-4 space-y-3">
        {steps.map(({ icon: Icon, text }, index) => (
          <li key={text} className="flex items-center gap-3 text-sm text-muted-foreground">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <span>
              <span className="sr-only">{`Step ${index + 1}: `}</span>
              {text}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
