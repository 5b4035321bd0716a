import { Package, PiggyBank, Truck, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

// The three claims of spec §1, on the landing page and the welcome screen.
const claims: readonly { icon: LucideIcon; title: string; text: string }[] = [
  { icon: PiggyBank, title: 'Zero upfront cost', text: 'Launch your merch store for free.' },
  { icon: Package, title: 'No inventory', text: 'Every item is made when a fan orders it.' },
  { icon: Truck, title: 'Auto fulfillment', text: 'Printing, packing and shipping handled.' },
];

export function ProductClaims({ className }: { className?: string }) {
  return (
    <ul className={cn('space-y-3 text-left', className)}>
      {claims.map(({ icon: Icon, title, text }) => (
        <li
          key={title}
          className="flex items-center gap-4 rounded-2xl border border-border bg-card/60 px-4 py-3.5"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span>
            <span className="block text-sm font-semibold">{title}</span>
            <span className="block text-sm text-muted-foreground">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
