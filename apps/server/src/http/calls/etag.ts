// Polled reads (the designs, the store's data) mostly answer what the screen already has. Each
// GET answer carries a validator; a request that names it gets 304 with no body, so the screen
// reuses its copy and nothing is sent or parsed again.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  // Weak comparison (RFC 9110 §13.1.2): W/ prefixes are ignored.
  const opaque = etag.slice(2);
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === opaque || tag.replace(/^W\//, '') === opaque;
  });
}

/** The JSON body to send, or a sent 304 when the request already holds this answer. */
export function answerWithEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  result: unknown,
): string | FastifyReply {
  const body = JSON.stringify(result);
  const etag = etagOf(body);
  // The answer is this user's: kept by the screen in memory (web lib/last-answers.ts), never in a
  // browser's or proxy's cache; asked again with its ETag, it is a 304 when unchanged.
  reply.header('etag', etag).header('cache-control', 'private, no-store');
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
