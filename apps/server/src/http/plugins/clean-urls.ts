import { findUncleanText, type UncleanText } from '@encore/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './error-handler.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route checks its query itself, at its own point in the order of answers: the signed-in
     * workflow calls, which answer 401 before anything about the input (call-routes.ts).
     */
    checksTextItself?: boolean;
  }
}

/**
 * URLs are typed, pasted and crawled: a control character or a broken surrogate anywhere in a
 * path parameter or the query string is refused with a 400 (decision 053), for every route at
 * once, before any of them can carry it to the database (a NUL in a shop handle or an OpenID
 * client id was a 500), a log or a link it renders. The route's own error handler answers it: the
 * storefront with its "Something was off" page, the API with `{ error: 'invalid_request' }`.
 * Bodies are checked where they are read: the workflow calls (call-routes.ts) and each form.
 */
export function registerCleanUrls(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.checksTextItself === true) return;
    const unclean = findUncleanText(request.params) ?? findUncleanText(request.query);
    if (unclean) throw uncleanTextError(unclean);
  });
}

/** The 400 of unclean text, worded as a failed schema is: "trackName: trackName must not …". */
export function uncleanTextError({ field, message }: UncleanText): HttpError {
  return field === ''
    ? new HttpError(400, 'invalid_request', message)
    : new HttpError(400, 'invalid_request', `${field}: ${message}`, field);
}
