import type { ReactNode } from 'react';

interface StepHeadingProps {
  /** 'Step 1 of 4' and the like; none on steps outside the four. */
  stepLabel?: string;
  title: string;
  children?: ReactNode;
}

/** The top of a numbered step: its place in the four, its title and a line of explanation. */
export function StepHeading({ stepLabel, title, children }: StepHeadingProps) {
  return (
    <div>
      {stepLabel && (
        <p className="text-xs font-semibold tracking-widest text-primary uppercase">{stepLabel}</p>
      )}
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {children && (
        <p className="mt-3 text-base leading-7 text-pretty text-muted-foreground">{children}</p>
      )}
    </div>
  );
}
