import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuthUser } from '../../../lib/api/get-auth-user';
import { useSession } from '../../../lib/auth';
import { browserStorage } from '../../../lib/storage';
import { storageKeys } from '../../../lib/storage-keys';
import { useNotificationChoiceForm, type NotificationForm } from './use-notification-choice-form';

/**
 * /v2/waiting-list's form (spec §2.7, §4.5): saved for the v2 user, remembered locally, then a
 * toast and the status screen.
 */
export function useNotificationForm(): NotificationForm {
  const { session } = useSession();
  const authUser = useAuthUser();
  const navigate = useNavigate();
  return useNotificationChoiceForm({
    userId: browserStorage.getItem(storageKeys.v2UserId) ?? session?.user.id ?? null,
    email: authUser.data?.profile.email ?? session?.user.email ?? null,
    onSaved: ({ method, contact }) => {
      browserStorage.setItem(storageKeys.v2NotificationMethod, method);
      browserStorage.setItem(storageKeys.v2NotificationContact, contact);
      toast.success("You're all set!", {
        description: `We'll notify you at ${contact} when you can complete your setup.`,
      });
      void navigate('/v2/on-waiting-list');
    },
  });
}
