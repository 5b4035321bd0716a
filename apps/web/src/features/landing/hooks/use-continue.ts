import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authUserQueryOptions } from '../../../lib/api/get-auth-user';
import { homePathFor, useSession } from '../../../lib/auth';

/** For a visitor who is already signed in: fetch their state and go where it says (§4.5). */
export function useContinue(): { continueOn: () => Promise<void>; continuing: boolean } {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [continuing, setContinuing] = useState(false);

  async function continueOn() {
    setContinuing(true);
    try {
      const user = await queryClient.fetchQuery(authUserQueryOptions(session?.user.id));
      await navigate(homePathFor(user));
    } catch (error) {
      toast.error('Error', {
        description:
          error instanceof Error ? error.message : 'Something went wrong. Please try again.',
      });
    } finally {
      setContinuing(false);
    }
  }

  return { continueOn, continuing };
}
