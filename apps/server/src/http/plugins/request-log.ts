import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, once its answer has gone out (Fastify's default writes two, one on
 * arrival): method, path with secrets masked (the `req` serializer), status and milliseconds.
 * Fastify's other lines (errors, streams, not found) are kept as they are.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      req: request,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
