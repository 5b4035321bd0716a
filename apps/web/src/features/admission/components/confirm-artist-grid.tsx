import type { ReactNode } from 'react';
import { WhatHappensNext } from './what-happens-next';

interface ConfirmArtistGridProps {
  heading: ReactNode;
  card: ReactNode;
  actions: ReactNode;
}

/**
 * The 'Is this you?' screen of both onboardings (spec §2.2, §2.7). One column on phones (title,
 * card, actions, next steps); on large screens the card sits on the left and the rest beside it.
 */
export function ConfirmArtistGrid({ heading, card, actions }: ConfirmArtistGridProps) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-x-12">
      <div className="lg:col-start-2 lg:row-start-1 lg:pt-4">{heading}</div>
      <div className="lg:col-start-1 lg:row-span-3 lg:row-start-1">{card}</div>
      <div className="lg:col-start-2 lg:row-start-2">{actions}</div>
      <div className="mt-2 lg:col-start-2 lg:row-start-3">
        <WhatHappensNext />
      </div>
    </div>
  );
}
