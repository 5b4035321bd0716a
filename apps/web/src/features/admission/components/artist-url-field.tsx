import { Link2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface ArtistUrlFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The validator's message for what is typed; each screen has its own validator. */
  error: string | null | undefined;
  disabled?: boolean;
  /** v2 (spec §2.7): focusing the field selects the link, so a new one replaces it. */
  selectOnFocus?: boolean;
}

/** The Spotify artist link field of both onboarding screens: label, field and its message. */
export function ArtistUrlField({
  value,
  onChange,
  error,
  disabled,
  selectOnFocus = false,
}: ArtistUrlFieldProps) {
  const inputId = useId();
  const errorId = useId();
  // A click that focuses the field would clear the selection made on focus; keep it.
  const justFocused = useRef(false);

  return (
    <>
      <Label htmlFor={inputId}>Spotify artist link</Label>
      <div className="relative">
        <Link2
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={inputId}
          type="url"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="https://open.spotify.com/artist/..."
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onFocus={
            selectOnFocus
              ? (event) => {
                  event.currentTarget.select();
                  justFocused.current = true;
                }
              : undefined
          }
          onMouseUp={
            selectOnFocus
              ? (event) => {
                  if (justFocused.current) event.preventDefault();
                  justFocused.current = false;
                }
              : undefined
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={disabled}
          className="pl-10"
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </>
  );
}
