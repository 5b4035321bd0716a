import type { NotificationMethod } from '@encore/contracts';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { useUpdateNotificationPreference } from '../api/update-notification-preference';
import { useContactChoice, type ContactChoice } from './use-contact-choice';

/** The contact remembered for email when the account has no email address. */
const emailPlaceholderContact = 'your email address';

export interface SavedNotificationChoice {
  method: NotificationMethod;
  /** The email address (or a placeholder), or the phone as country code, dash, number. */
  contact: string;
}

export interface NotificationChoiceOptions {
  /** Who the preference is saved for; without one the user is told they are not signed in. */
  userId: string | null;
  /** The account's email address, when known. */
  email: string | null;
  onSaved: (saved: SavedNotificationChoice) => void;
}

export interface NotificationForm extends Omit<ContactChoice, 'checkPhone'> {
  email: string | null;
  saving: boolean;
  submit: (event?: FormEvent) => void;
}

/**
 * The waiting list's form, both generations (spec §2.3, §2.7, §5): the contact choice, checked,
 * saved with update-notification-preference; what happens next is the caller's `onSaved`.
 */
export function useNotificationChoiceForm(options: NotificationChoiceOptions): NotificationForm {
  const { checkPhone, ...choice } = useContactChoice();
  const { mutate, isPending } = useUpdateNotificationPreference();
  const { userId, email, onSaved } = options;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (isPending) return;
    const { method } = choice;
    let contact = email ?? emailPlaceholderContact;
    let phoneNumber: string | undefined;
    if (method === 'phone') {
      const saved = checkPhone();
      if (saved === null) return;
      contact = phoneNumber = saved;
    }
    if (!userId) {
      toast.error('Error', { description: 'User not authenticated' });
      return;
    }
    mutate(
      { userId, notificationMethod: method, ...(phoneNumber ? { phoneNumber } : {}) },
      {
        onSuccess: () => onSaved({ method, contact }),
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
