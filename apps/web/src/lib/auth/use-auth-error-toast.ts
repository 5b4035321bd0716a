import { AUTH_ERROR_PARAM } from '@encore/contracts/session-paths';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { lazyToast } from '../lazy-toast';

/**
 * When the server sent the browser back with `?auth_error=<message>` (sign-in failed), shows
 * a destructive toast with the message (or `fallback`) and removes the parameter (replace).
 */
export function useAuthErrorToast(title: string, fallback: string): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const message = searchParams.get(AUTH_ERROR_PARAM);
  // The effect may run twice for one message (StrictMode); the toast shows once.
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (message === null) return;
    if (shown.current !== message) {
      shown.current = message;
      lazyToast.error(title, { description: message.trim() || fallback });
    }
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(AUTH_ERROR_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [fallback, message, setSearchParams, title]);
}
