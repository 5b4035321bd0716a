import { socialPlatformNames, type SocialPlatformId } from '@encore/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { platformLooks } from './platform-look';

interface PlatformUrlFormProps {
  platform: SocialPlatformId;
  initialUrl: string;
  /** Tries the link; returns the §5 message to show, or null when it was taken. */
  onSubmit: (url: string) => string | null;
  /** The buttons: the submit one with type="submit". */
  children: ReactNode;
}

/** The profile-link field of a verification card, with its message under it (spec §5). */
export function PlatformUrlForm({
  platform,
  initialUrl,
  onSubmit,
  children,
}: PlatformUrlFormProps) {
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(onSubmit(url));
  }

  return (
    <form className="flex flex-col gap-2" onSubmit={submit} noValidate>
      <Label htmlFor={inputId}>{socialPlatformNames[platform]} profile URL</Label>
      <Input
        id={inputId}
        type="url"
        inputMode="url"
        autoComplete="url"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={platformLooks[platform].example}
        value={url}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="mt-1 flex flex-wrap gap-2">{children}</div>
    </form>
  );
}
