import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';

interface SwitchRowProps {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  /** Set while this switch's change is being saved. */
  busy?: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A labelled on/off setting with a line saying what it does (store visibility and the like). */
export function SwitchRow({
  id,
  label,
  description,
  checked,
  disabled,
  busy,
  onCheckedChange,
}: SwitchRowProps) {
  return (
    <div className="flex items-center justify-between gap-4 py-4">
      <div className="min-w-0">
        <Label htmlFor={id} className="text-base font-semibold">
          {label}
        </Label>
        <p id={`${id}-description`} className="mt-1 text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-describedby={`${id}-description`}
        onCheckedChange={onCheckedChange}
      />
    </div>
  );
}
