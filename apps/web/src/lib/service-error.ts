import { WorkflowRequestError } from './workflow-client';

/**
 * A workflow call that answered with an error status, told the way spec §8 words the failure of
 * each v2 service ('Auth failed: 500', 'Validation failed: 502', …). Still a WorkflowRequestError:
 * the status, the response text and the server's own message stay readable.
 */
export class WorkflowServiceError extends WorkflowRequestError {
  constructor(message: string, source: WorkflowRequestError) {
    super(source.status, source.responseText);
    this.message = message;
    this.cause = source;
  }
}

/**
 * Runs a call and rewords its error-status failures with `describe(status)`; anything else (no
 * session, network, an unexpected answer) passes through as it was.
 */
export async function asService<T>(
  call: Promise<T>,
  describe: (status: number) => string,
): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof WorkflowRequestError && !(error instanceof WorkflowServiceError)) {
      throw new WorkflowServiceError(describe(error.status), error);
    }
    throw error;
  }
}

/** The server's message, else the service's wording of the failure, else null. */
export function failureMessage(error: unknown): string | null {
  if (!(error instanceof WorkflowRequestError)) return null;
  return error.serverMessage ?? (error instanceof WorkflowServiceError ? error.message : null);
}
