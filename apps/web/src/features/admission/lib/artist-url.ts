import { failureMessage } from '../../../lib/service-error';
import { WorkflowRequestError } from '../../../lib/workflow-client';

/** Spec §5: on submit the query string (Spotify's `?si=…` share tracking) is stripped. */
export function stripQueryString(url: string): string {
  const trimmed = url.trim();
  const query = trimmed.indexOf('?');
  return query === -1 ? trimmed : trimmed.slice(0, query);
}

export interface ToastMessage {
  title: string;
  description: string;
}

export const artistNotFoundToast: ToastMessage = {
  title: '⚠️ Artist not found',
  description: 'Please check the URL and try again.',
};

const validationFallbackMessage = 'Unable to validate artist URL. Please try again.';

/**
 * Spec §8 for a failed artist lookup: an unknown artist (404) is 'Artist not found'; anything
 * else is 'Validation Failed' with the server's message, else 'Validation failed: {status}', or
 * a generic one when there is neither (network failure, unexpected answer).
 */
export function validationFailureToast(error: unknown): ToastMessage {
  if (error instanceof WorkflowRequestError && error.status === 404) return artistNotFoundToast;
  return {
    title: 'Validation Failed',
    description: failureMessage(error) ?? validationFallbackMessage,
  };
}
