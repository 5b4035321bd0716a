import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { describeZodError } from '@encore/contracts';
import { DomainError } from '../../shared/domain-error.ts';

/** An expected failure of the HTTP layer itself (rate limits, sign-in routes). */
export class HttpError extends DomainError {
  constructor(statusCode: number, code: string, message: string, field?: string) {
    super(statusCode, code, message, { field });
  }
}

/**
 * One place that turns errors into responses: bad input is a 400 naming the field, a domain's
 * expected failure (DomainError) answers with the status and message it carries, anything else is
 * a logged 500 without internals.
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
