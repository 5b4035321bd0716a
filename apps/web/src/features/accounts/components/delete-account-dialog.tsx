import { DELETE_CONFIRMATION_TEXT } from '@encore/contracts';
import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useDeleteAccountFlow } from '../hooks/use-delete-account-flow';

/** Danger Zone's Delete Account button and its confirmation dialog (spec §2.7). */
export function DeleteAccountDialog({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const { deleteAccount, deleting } = useDeleteAccountFlow(userId);
  const inputId = useId();
  const confirmed = text === DELETE_CONFIRMATION_TEXT;

  function onOpenChange(next: boolean) {
    if (deleting) return;
    setOpen(next);
    if (!next) setText('');
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void deleteAccount(text);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive" className="w-full sm:w-auto">
          <Trash2 aria-hidden="true" />
          Delete Account
        </Button>
      </DialogTrigger>
      <DialogContent hideClose>
        <form onSubmit={onSubmit} noValidate>
          <DialogHeader>
            <DialogTitle>Are you absolutely sure?</DialogTitle>
            <DialogDescription>
              This disconnects your account and removes your personal data. Your designs and store
              data are kept, but they will no longer be connected to you. You can onboard again at
              any time with the same Google account.
            </DialogDescription>
          </DialogHeader>
          <div className="mt-5 flex flex-col gap-2">
            <Label htmlFor={inputId}>
              Type <span className="font-mono font-bold text-destructive">DELETE</span> to confirm
            </Label>
            <Input
              id={inputId}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                // A disabled submit button blocks Enter; still tell the user why.
                if (event.key === 'Enter' && !confirmed) {
                  event.preventDefault();
                  void deleteAccount(text);
                }
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              disabled={deleting}
              placeholder="DELETE"
            />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={deleting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!confirmed || deleting}>
              {deleting ? 'Deleting...' : 'Delete Account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
