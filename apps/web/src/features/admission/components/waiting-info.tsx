import { Info } from 'lucide-react';

interface WaitingInfoProps {
  items: readonly string[];
}

/** The 'What happens next?' box of both waiting-list screens. */
export function WaitingInfo({ items }: WaitingInfoProps) {
  return (
    <section
      aria-labelledby="waiting-info-title"
      className="rounded-2xl border border-primary/25 bg-primary/5 p-5"
    >
      <h2 id="waiting-info-title" className="flex items-center gap-2 text-sm font-semibold">
        <Info aria-hidden="true" className="size-4 text-primary" />
        What happens next?
      </h2>
      <ul className="mt-3 space-y-2 text-sm leading-6 text-muted-foreground">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5">
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
