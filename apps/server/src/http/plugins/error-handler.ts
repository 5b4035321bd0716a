import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { describeZodError } from '@encore/contracts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../db/availability.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { isStorageUnavailable, STORAGE_RETRY_AFTER_SECONDS } from '../../storage/index.ts';

/** An expected failure of the HTTP layer itself (rate limits, sign-in routes). */
export class HttpError extends DomainError {
  constructor(statusCode: number, code: string, message: string, field?: string) {
    super(statusCode, code, message, { field });
  }
}

/**
 * One place that turns errors into responses: bad input is a 400 naming the field, a domain's
 * expected failure (DomainError) answers with the status and message it carries, anything else is
 * a logged 500 without internals. The database or the file storage out of reach is a 503 with
 * Retry-After (decision 058): nothing was saved, and the same request will work again shortly.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError | ZodError, request, reply) => {
    if (error instanceof ZodError) {
      const { message, field } = describeZodError(error);
      return reply.status(400).send({ error: 'invalid_request', message, field });
    }
    if (error instanceof DomainError) {
      if (error.logAs) request.log.warn({ err: error }, error.logAs);
      const field = error.field === undefined ? {} : { field: error.field };
      return reply
        .status(error.statusCode)
        .send({ error: error.code, message: error.publicMessage, ...field });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable: 503');
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .header('Cache-Control', 'no-store')
        .send({
          error: 'service_unavailable',
          message:
            'Encore cannot reach its database for a moment. Nothing was saved: please try again in a few seconds.',
        });
    }
    if (isStorageUnavailable(error)) {
      request.log.warn({ err: error }, 'file storage unavailable: 503');
      return reply
        .status(503)
        .header('Retry-After', String(STORAGE_RETRY_AFTER_SECONDS))
        .header('Cache-Control', 'no-store')
        .send({
          error: 'storage_unavailable',
          message:
            'Encore cannot store or read files for a moment. Nothing was saved: please try again shortly.',
        });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply
        .status(status)
        .send({ error: error.code ?? 'bad_request', message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: 'internal_error', message: 'Something went wrong on our side.' });
  });
}
