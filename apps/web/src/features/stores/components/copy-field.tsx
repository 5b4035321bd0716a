import { Check, Copy } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface CopyFieldProps {
  id: string;
  label: string;
  /** What the field shows. */
  value: string;
  /** Names the copy button for assistive tech, e.g. 'Copy store URL'. */
  copyLabel: string;
  /** Copies (it may copy more than the field shows); resolves true once copied. */
  onCopy: () => Promise<boolean>;
  /** Further actions beside the field (e.g. Visit). */
  children?: ReactNode;
  description?: ReactNode;
}

/** A read-only value with a copy button: a store URL, a password to share. */
export function CopyField({
  id,
  label,
  value,
  copyLabel,
  onCopy,
  children,
  description,
}: CopyFieldProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative min-w-0 flex-1">
          <Input
            id={id}
            readOnly
            value={value}
            onFocus={(event) => event.currentTarget.select()}
            className="pr-12 font-mono text-sm sm:text-sm"
          />
          <button
            type="button"
            aria-label={copyLabel}
            onClick={() => void onCopy().then(setCopied)}
            className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground"
          >
            {copied ? (
              <Check aria-hidden="true" className="size-4 text-emerald-400" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
          </button>
        </div>
        {children}
      </div>
      {description && <p className="text-xs text-muted-foreground">{description}</p>}
    </div>
  );
}
