import { useNavigate } from 'react-router';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { useAuthUser } from '../../../lib/api/get-auth-user';
import { useSession } from '../../../lib/auth';
import { browserStorage } from '../../../lib/storage';
import { storageKeys } from '../../../lib/storage-keys';
import { useUpdateNotificationPreference } from '../api/update-notification-preference';
import { useContactChoice, type ContactChoice } from './use-contact-choice';

/** What the success toast says when the account has no email address. */
const emailPlaceholderContact = 'your email address';

export interface NotificationForm extends Omit<ContactChoice, 'checkPhone'> {
  /** The account's email address, when known. */
  email: string | null;
  saving: boolean;
  submit: (event?: FormEvent) => void;
}

/**
 * The waiting list's notification choice (spec §2.7, §5): email (default) or WhatsApp/SMS with
 * a checked phone number; saved with update-notification-preference, remembered locally, then
 * the status screen.
 */
export function useNotificationForm(): NotificationForm {
  const { checkPhone, ...choice } = useContactChoice();
  const { method } = choice;
  const { session } = useSession();
  const authUser = useAuthUser();
  const navigate = useNavigate();
  const { mutate, isPending } = useUpdateNotificationPreference();
  const email = authUser.data?.profile.email ?? session?.user.email ?? null;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (isPending) return;
    let contact = email ?? emailPlaceholderContact;
    let phoneNumber: string | undefined;
    if (method === 'phone') {
      const saved = checkPhone();
      if (saved === null) return;
      contact = phoneNumber = saved;
    }
    const userId = browserStorage.getItem(storageKeys.v2UserId) ?? session?.user.id;
    if (!userId) {
      toast.error('Error', { description: 'User not authenticated' });
      return;
    }
    mutate(
      { userId, notificationMethod: method, ...(phoneNumber ? { phoneNumber } : {}) },
      {
        onSuccess: () => {
          browserStorage.setItem(storageKeys.v2NotificationMethod, method);
          browserStorage.setItem(storageKeys.v2NotificationContact, contact);
          toast.success("You're all set!", {
            description: `We'll notify you at ${contact} when you can complete your setup.`,
          });
          void navigate('/v2/on-waiting-list');
        },
        onError: () => {
          toast.error('Error', {
            description: 'Failed to save notification preference. Please try again.',
          });
        },
      },
    );
  }

  return { ...choice, email, saving: isPending, submit };
}
