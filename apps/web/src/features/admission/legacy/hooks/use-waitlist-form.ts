import type { NotificationMethod } from '@encore/contracts';
import { useSession } from '../../../../lib/auth';
import {
  useNotificationChoiceForm,
  type NotificationForm,
} from '../../hooks/use-notification-choice-form';
import { saveWaitlistSuccess } from '../lib/onboarding-storage';

const methodLabels: Readonly<Record<NotificationMethod, 'Email' | 'WhatsApp/SMS'>> = {
  email: 'Email',
  phone: 'WhatsApp/SMS',
};

/**
 * The first-generation waiting list's form (spec §2.3, §4.1): saved for the signed-in user (the
 * token's user is who the server saves it for); then `waitlistSuccess` is remembered for the
 * welcome banner and `onSaved` takes the user back.
 */
export function useWaitlistForm(onSaved: () => void): NotificationForm {
  const { session } = useSession();
  return useNotificationChoiceForm({
    userId: session?.user.id ?? null,
    email: session?.user.email ?? null,
    onSaved: ({ method, contact }) => {
      saveWaitlistSuccess({ method: methodLabels[method], contact, timestamp: Date.now() });
      onSaved();
    },
  });
}
