import type { ReactNode } from 'react';

/** What Delete Account does, in one line above the button. */
export const deleteAccountSummary = 'Delete your account and the personal data that goes with it.';

/** The red section at the end of a profile screen, holding what cannot be undone. */
export function DangerZone({
  description,
  children,
}: {
  description: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="danger-zone"
      className="rounded-2xl border border-destructive/40 bg-destructive/5 p-5"
    >
      <h2 id="danger-zone" className="text-base font-semibold text-destructive">
        Danger Zone
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted-foreground">{description}</p>
      {children}
    </section>
  );
}
