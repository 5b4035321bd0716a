import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies, where an empty body is "no body": the workflow client sends POSTs such as
 * `auth-user` with a JSON content type and nothing in them.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('The request body is not valid JSON.'), {
        statusCode: 400,
        code: 'invalid_json',
      });
      done(error, undefined);
    }
  });
}
