import type { NotificationMethod } from '@encore/contracts';
import { Mail, MessageCircle, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface MethodOptionsProps {
  value: NotificationMethod;
  onChange: (method: NotificationMethod) => void;
  email: string | null;
  disabled?: boolean;
}

const options: readonly {
  value: NotificationMethod;
  label: string;
  icon: LucideIcon;
  detail: (email: string | null) => string;
}[] = [
  {
    value: 'email',
    label: 'Email',
    icon: Mail,
    detail: (email) => email ?? 'To your account email',
  },
  {
    value: 'phone',
    label: 'WhatsApp/SMS',
    icon: MessageCircle,
    detail: () => 'To your phone',
  },
];

/** Email or WhatsApp/SMS, as two radio cards. */
export function MethodOptions({ value, onChange, email, disabled }: MethodOptionsProps) {
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-semibold">How should we notify you?</legend>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {options.map(({ value: option, label, icon: Icon, detail }) => {
          const checked = value === option;
          return (
            <label
              key={option}
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
                name="notification-method"
                value={option}
                checked={checked}
                onChange={() => onChange(option)}
                className="sr-only"
              />
              <Icon
                aria-hidden="true"
                className={cn('size-5', checked ? 'text-primary' : 'text-muted-foreground')}
              />
              <span className="text-sm font-semibold">{label}</span>
              <span className="truncate text-xs text-muted-foreground">{detail(email)}</span>
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-4 right-4 size-4 rounded-full border-2',
                  checked
                    ? 'border-primary bg-primary shadow-[inset_0_0_0_2px_#15131f]'
                    : 'border-input',
                )}
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
