import type { ReactNode } from 'react';

/** One titled block of the debug panel. */
export function DebugSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `debug-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="border-t border-border px-4 py-4">
      <h3
        id={id}
        className="mb-2 text-xs font-semibold tracking-[0.14em] text-muted-foreground uppercase"
      >
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A label and its value, on one line. */
export function Fact({
  label,
  children,
  wrap = false,
}: {
  label: string;
  children: ReactNode;
  /** Break a long value over lines instead of cutting it. */
  wrap?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-0.5 text-sm">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className={`min-w-0 text-right font-mono text-xs ${wrap ? 'break-all' : 'truncate'}`}>
        {children}
      </dd>
    </div>
  );
}
