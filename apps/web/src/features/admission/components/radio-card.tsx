import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface RadioCardProps {
  /** The radio group's name. */
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  icon: LucideIcon;
  title: string;
  detail: string;
  /** One line, cut with an ellipsis (an email address), instead of wrapping. */
  truncateDetail?: boolean;
}

/** One choice of a radio group drawn as a card: icon, title, a line of detail, the dot. */
export function RadioCard({
  name,
  value,
  checked,
  onSelect,
  icon: Icon,
  title,
  detail,
  truncateDetail = false,
}: RadioCardProps) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer flex-col gap-2 rounded-2xl border p-4 transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        checked
          ? 'border-primary bg-primary/10'
          : 'border-border bg-card/60 hover:border-primary/50',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className="sr-only"
      />
      <Icon
        aria-hidden="true"
        className={cn('size-5', checked ? 'text-primary' : 'text-muted-foreground')}
      />
      <span className="text-sm font-semibold">{title}</span>
      <span
        className={cn(
          'text-xs text-muted-foreground',
          truncateDetail ? 'truncate' : 'leading-5 text-pretty',
        )}
      >
        {detail}
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'absolute top-4 right-4 size-4 rounded-full border-2',
          checked ? 'border-primary bg-primary shadow-[inset_0_0_0_2px_#15131f]' : 'border-input',
        )}
      />
    </label>
  );
}
