import type { NotificationMethod } from '@encore/contracts';
import { Mail, MessageCircle, type LucideIcon } from 'lucide-react';
import { RadioCard } from './radio-card';

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
        {options.map(({ value: option, label, icon, detail }) => (
          <RadioCard
            key={option}
            name="notification-method"
            value={option}
            checked={value === option}
            onSelect={() => onChange(option)}
            icon={icon}
            title={label}
            detail={detail(email)}
            truncateDetail
          />
        ))}
      </div>
    </fieldset>
  );
}
