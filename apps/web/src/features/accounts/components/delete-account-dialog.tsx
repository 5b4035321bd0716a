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
import { v2DeleteWording, type DeleteAccountWording } from '../lib/delete-wording';

interface DeleteAccountDialogProps {
  userId: string;
  /** What must be typed and what is said (v2 by default; the first generation's artist name). */
  wording?: DeleteAccountWording;
}

/** Danger Zone's Delete Account button and its confirmation dialog (spec §2.6, §2.7). */
export function DeleteAccountDialog({
  userId,
  wording = v2DeleteWording,
}: DeleteAccountDialogProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const { deleteAccount, deleting } = useDeleteAccountFlow(userId, wording);
  const inputId = useId();
  const required = wording.confirmationText;
  const confirmed = text === required;

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
            <Label htmlFor={inputId} className="block leading-relaxed">
              Type {wording.confirmationName && `${wording.confirmationName} `}
              <span className="font-mono font-bold break-all text-destructive">{required}</span> to
              confirm
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
              autoCapitalize={wording.autoCapitalize}
              spellCheck={false}
              disabled={deleting}
              placeholder={required}
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
