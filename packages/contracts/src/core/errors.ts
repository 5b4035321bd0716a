import { z } from 'zod';

/** One validation problem: a dot path into the request ('' for the request itself) and why. */
export const apiErrorIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ApiErrorIssue = z.infer<typeof apiErrorIssueSchema>;

/**
 * The body of every error response. `error` is a short machine code ('invalid_request',
 * 'unauthorized', 'forbidden', 'not_found', 'internal_error', …); `message` is for people; a 400
 * from validation also names the first bad `field` and may list all `issues`.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
  issues: z.array(apiErrorIssueSchema).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Messages of spec §8 that the server sends as they are. */
export const apiErrorMessages = {
  authenticationRequired: 'Authentication required. Please sign in first.',
  unauthorized: 'Unauthorized - please sign in again',
  userIdMismatch: 'You can only access your own data.',
  invalidRequest: 'Invalid request',
} as const;

/** Structural, so any zod version's error (or a hand-made one) fits. */
export interface IssueList {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path
    .map((key) => (typeof key === 'symbol' ? (key.description ?? '') : String(key)))
    .join('.');
}

export function listIssues(error: IssueList): ApiErrorIssue[] {
  return error.issues.map((issue) => ({
    path: formatIssuePath(issue.path),
    message: issue.message,
  }));
}

/**
 * A one-line description naming the first bad field, e.g. "artistUrl: artistUrl is required".
 * `field` is the dot path of that field, undefined when the request as a whole is wrong.
 */
export function describeZodError(error: IssueList): { message: string; field: string | undefined } {
  const first = error.issues[0];
  if (first === undefined) return { message: apiErrorMessages.invalidRequest, field: undefined };
  const field = formatIssuePath(first.path);
  if (field === '') return { message: first.message, field: undefined };
  return { message: `${field}: ${first.message}`, field };
}

/** The 400 body for a request that failed its schema. */
export function validationErrorBody(error: IssueList): ApiError {
  const { message, field } = describeZodError(error);
  return {
    error: 'invalid_request',
    message,
    ...(field === undefined ? {} : { field }),
    issues: listIssues(error),
  };
}
