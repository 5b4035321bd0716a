import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useUpdateStorePassword } from '../api/update-store-password';
import { storePasswordError } from '../lib/store-password';

/** The 'Change' form of a private store's password: inline validation, then the save call. */
export function usePasswordForm(userId: string) {
  const save = useUpdateStorePassword(userId);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  function start(): void {
    setValue('');
    setError(null);
    setOpen(true);
  }

  function cancel(): void {
    setOpen(false);
    setError(null);
  }

  function change(next: string): void {
    setValue(next);
    // Once the form has said what is wrong, it says when it is right again.
    if (error !== null) setError(storePasswordError(next));
  }

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const problem = storePasswordError(value);
    setError(problem);
    if (problem !== null) return;
    save.mutate(value.trim(), {
      onSuccess: () => {
        toast.success('Store password updated');
        setOpen(false);
      },
      onError: () => toast.error('Failed to update store password'),
    });
  }

  return { open, value, error, saving: save.isPending, start, cancel, change, submit };
}
