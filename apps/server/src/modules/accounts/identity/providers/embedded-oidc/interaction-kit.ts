import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionResults, Provider } from 'oidc-provider';

export type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** What the sign-in routes of either mode share; routes.ts builds it. */
export interface InteractionKit {
  /** `/oidc/interaction/<uid>`: the sign-in page, and the prefix of its forms. */
  base(uid: string): string;
  /** Requests per minute and IP on each form's POST (RATE_LIMIT_SIGN_IN_PER_MINUTE). */
  readonly rateLimit: { max: number; timeWindow: string };
  /** This browser's interaction, if it is the one in the URL and it asks for a login. */
  loginInteraction(request: FastifyRequest, reply: FastifyReply): Promise<Interaction | undefined>;
  /** The page has expired or belongs to another browser. */
  expired(reply: FastifyReply): FastifyReply;
  /** A page that explains why the sign-in cannot go on, with a link back to Encore. */
  problem(
    reply: FastifyReply,
    status: number,
    text: { title: string; message: string },
  ): FastifyReply;
  /** Hands the result back to oidc-provider, which redirects the browser on. */
  finish(request: FastifyRequest, reply: FastifyReply, result: InteractionResults): Promise<void>;
  /** An HTML page that no cache keeps. */
  html(reply: FastifyReply, status: number, body: string): FastifyReply;
}
