// Expected failures carry the HTTP answer they become, so one error handler
// (http/plugins/error-handler.ts) maps every one of them and handlers need no try/catch to
// translate. Outside HTTP (jobs, the admin command) they are ordinary errors with a message.

export interface DomainErrorOptions {
  /** The request field at fault, for a 400 (or a 404/409 about one field). */
  field?: string;
  /** What the response says when it differs from `message` (which may hold detail for logs). */
  publicMessage?: string;
  /** For failures of something outside (a 5xx): logged as a warning under this text. */
  logAs?: string;
  cause?: unknown;
}

export class DomainError extends Error {
  readonly field: string | undefined;
  readonly publicMessage: string;
  readonly logAs: string | undefined;

  constructor(
    /** `statusCode` and `code` follow Fastify's error convention. */
    readonly statusCode: number,
    readonly code: string,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.field = options.field;
    this.publicMessage = options.publicMessage ?? message;
    this.logAs = options.logAs;
  }
}
