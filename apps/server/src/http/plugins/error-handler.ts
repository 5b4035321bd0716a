import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { describeZodError } from '@encore/contracts';

/** Thrown by handlers for expected failures; becomes `{ error, message }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** The request field at fault, for a 400. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * One place that turns errors into responses: bad input is a 400 naming the field, expected
 * failures keep their status, anything else is a logged 500 without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof ZodError) {
      const { message, field } = describeZodError(error);
      return reply.status(400).send({ error: 'invalid_request', message, field });
    }
    if (error instanceof HttpError) {
      const field = error.field === undefined ? {} : { field: error.field };
      return reply
        .status(error.statusCode)
        .send({ error: error.code, message: error.message, ...field });
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
