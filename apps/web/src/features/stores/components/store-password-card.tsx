import { STORE_PASSWORD_MAX, STORE_PASSWORD_MIN } from '@encore/contracts';
import { KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { CopyField } from './copy-field';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { copyText } from '../../../lib/copy-text';
import { usePasswordForm } from '../hooks/use-password-form';

interface StorePasswordCardProps {
  userId: string;
  /** null until the server has set one (just after the store turned private). */
  password: string | null;
}

/** A private store's password: shown to the artist to share, copyable, changeable. */
export function StorePasswordCard({ userId, password }: StorePasswordCardProps) {
  const form = usePasswordForm(userId);

  async function copy(): Promise<boolean> {
    const copied = password !== null && (await copyText(password));
    if (copied) toast.success('Store password copied to clipboard');
    else toast.error('Could not copy the store password');
    return copied;
  }

  return (
    <Card>
      <CardHeader className="pb-4 sm:pb-4">
        <CardTitle className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-4 text-primary" />
          Store Password
        </CardTitle>
        <CardDescription>Visitors enter this password to open your store.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {password !== null ? (
          <CopyField
            id="store-password"
            label="Password"
            value={password}
            copyLabel="Copy password"
            onCopy={copy}
          >
            {!form.open && (
              <Button variant="outline" onClick={form.start}>
                Change
              </Button>
            )}
          </CopyField>
        ) : (
          !form.open && (
            <div className="flex items-center justify-between gap-3">
              <p className="text-sm text-muted-foreground">No password set yet.</p>
              <Button variant="outline" onClick={form.start}>
                Set password
              </Button>
            </div>
          )
        )}

        {form.open && (
          <form noValidate onSubmit={form.submit} className="flex flex-col gap-2">
            <Label htmlFor="new-store-password">New password</Label>
            <Input
              id="new-store-password"
              autoComplete="off"
              autoFocus
              value={form.value}
              onChange={(event) => form.change(event.target.value)}
              aria-invalid={form.error !== null || undefined}
              aria-describedby="new-store-password-hint"
            />
            <p
              id="new-store-password-hint"
              className={form.error ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}
              role={form.error ? 'alert' : undefined}
            >
              {form.error ?? `${STORE_PASSWORD_MIN} to ${STORE_PASSWORD_MAX} characters.`}
            </p>
            <div className="mt-1 flex gap-2">
              <Button type="submit" disabled={form.saving} aria-busy={form.saving || undefined}>
                {form.saving && (
                  <Spinner label="Saving" className="size-4 text-primary-foreground" />
                )}
                Save password
              </Button>
              <Button variant="ghost" onClick={form.cancel} disabled={form.saving}>
                Cancel
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
