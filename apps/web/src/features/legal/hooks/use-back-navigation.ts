import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Goes back one entry, or to `fallback` when this page opened the session (a direct visit or
 * a link from the sign-in consent screen), where "back" would leave Encore.
 */
export function useBackNavigation(fallback = '/v2'): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    // React Router gives the first entry of the history it manages the key 'default'.
    if (key === 'default') void navigate(fallback, { replace: true });
    else void navigate(-1);
  }, [fallback, key, navigate]);
}
