import { Palette, Rocket, SlidersHorizontal, type LucideIcon } from 'lucide-react';

// Spec §1's 'what happens next' list.
const steps: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Palette,
    title: 'We generate your first merch designs',
    text: 'Made from your music, your artwork and your style.',
  },
  {
    icon: SlidersHorizontal,
    title: 'You customise and approve them',
    text: 'Keep the ones you love for your store.',
  },
  {
    icon: Rocket,
    title: 'Your store goes live instantly',
    text: 'Share it with your fans and start selling.',
  },
];

export function WhatHappensNext() {
  return (
    <section
      aria-labelledby="next-steps-title"
      className="rounded-2xl border border-border bg-card/60 p-5"
    >
      <h2 id="next-steps-title" className="text-sm font-semibold">
        What happens next
      </h2>
      <ol className="mt-4 space-y-4">
        {steps.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <span>
              <span className="block text-sm font-medium">{title}</span>
              <span className="block text-sm text-muted-foreground">{text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
