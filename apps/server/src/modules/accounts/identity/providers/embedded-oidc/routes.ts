import type { IncomingMessage } from 'node:http';
import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionResults, Provider } from 'oidc-provider';
import { z } from 'zod';
import type { EmbeddedSignInMode } from '../../../../../config-sign-in.ts';
import type { LocalAccounts } from './accounts.ts';
import { registerEmailCodeSignIn, type EmailCodeSignInOptions } from './email-code-sign-in.ts';
import type { Interaction, InteractionKit } from './interaction-kit.ts';
import { EMBEDDED_CLIENT_ID } from './keys.ts';
import { renderProblemPage } from './page-layout.ts';
import { EMBEDDED_MOUNT_PATH } from './provider.ts';
import { registerQuickSignIn } from './quick-sign-in.ts';

export interface EmbeddedRoutesOptions {
  provider: Provider;
  accounts: LocalAccounts;
  publicUrl: URL;
  homeUrl: string;
  signInPerMinute: number;
  mode: EmbeddedSignInMode;
  /** The email mode's codes and mailer. */
  emailCodes: Omit<EmailCodeSignInOptions, 'accounts'>;
}

const uidParams = z.object({ uid: z.string().min(1) });

/**
 * The provider sees every request as arriving at PUBLIC_URL, however it reached this server
 * (directly, through a proxy, on 127.0.0.1): its issuer, endpoint URLs and secure-cookie flags
 * all follow from that. Values a client sent in these headers are overwritten.
 */
function asPublicRequest(raw: IncomingMessage, publicUrl: URL): IncomingMessage {
  raw.headers['x-forwarded-proto'] = publicUrl.protocol.replace(/:$/, '');
  raw.headers['x-forwarded-host'] = publicUrl.host;
  return raw;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/**
 * Mounts oidc-provider (a Koa app) at /oidc and Encore's local sign-in page at
 * /oidc/interaction/:uid. The provider reads request bodies itself, so its routes live in a scope
 * whose content-type parser leaves the body stream untouched.
 */
export async function registerEmbeddedProviderRoutes(
  app: FastifyInstance,
  options: EmbeddedRoutesOptions,
): Promise<void> {
  const { provider, accounts, publicUrl, homeUrl } = options;
  const handleWithProvider = provider.callback();

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all(`${EMBEDDED_MOUNT_PATH}/*`, (request, reply) => {
      reply.hijack();
      const raw = asPublicRequest(request.raw, publicUrl);
      const url = raw.url ?? EMBEDDED_MOUNT_PATH;
      // As Express does for a mounted app: the provider routes on the path below its mount.
      Reflect.set(raw, 'originalUrl', url);
      raw.url = url.slice(EMBEDDED_MOUNT_PATH.length) || '/';
      void handleWithProvider(raw, reply.raw);
    });
  });

  await app.register(async (scope) => {
    await scope.register(formBody);
    const rateLimit = { max: options.signInPerMinute, timeWindow: '1 minute' };
    const base = (uid: string) => `${EMBEDDED_MOUNT_PATH}/interaction/${encodeURIComponent(uid)}`;

    const html = (reply: FastifyReply, status: number, body: string) =>
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(body);
    const problem = (reply: FastifyReply, status: number) =>
      html(
        reply,
        status,
        renderProblemPage({
          title: 'This sign-in page has expired',
          message: 'Sign-in pages are valid for 15 minutes and can be used once.',
          homeUrl,
        }),
      );

    /** The interaction this browser is in, if it is the one in the URL. */
    async function currentInteraction(
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<Interaction | undefined> {
      const { uid } = uidParams.parse(request.params);
      try {
        const raw = asPublicRequest(request.raw, publicUrl);
        const interaction = await provider.interactionDetails(raw, reply.raw);
        return interaction.uid === uid ? interaction : undefined;
      } catch (error) {
        if (error instanceof Error && error.name === 'SessionNotFound') return undefined;
        throw error;
      }
    }

    async function finish(
      request: FastifyRequest,
      reply: FastifyReply,
      result: InteractionResults,
    ): Promise<void> {
      reply.hijack();
      // Merged with the earlier submission: the consent step must not undo the login step, or
      // the `prompt=login` of the request would ask again.
      await provider.interactionFinished(request.raw, reply.raw, result, {
        mergeWithLastSubmission: true,
      });
    }

    /** The first-party client is Encore itself: its consent is given without asking. */
    async function consentFor(interaction: Interaction): Promise<InteractionResults> {
      const accountId = interaction.session?.accountId;
      if (interaction.params.client_id !== EMBEDDED_CLIENT_ID || accountId === undefined) {
        return { error: 'access_denied', error_description: 'Only Encore can sign in here.' };
      }
      const existing = interaction.grantId
        ? await provider.Grant.find(interaction.grantId)
        : undefined;
      const grant = existing ?? new provider.Grant({ accountId, clientId: EMBEDDED_CLIENT_ID });
      const { details } = interaction.prompt;
      const scopes = stringList(details.missingOIDCScope);
      if (scopes.length > 0) grant.addOIDCScope(scopes.join(' '));
      const claims = stringList(details.missingOIDCClaims);
      if (claims.length > 0) grant.addOIDCClaims(claims);
      return { consent: { grantId: await grant.save() } };
    }

    const kit: InteractionKit = {
      base,
      rateLimit,
      async loginInteraction(request, reply) {
        const interaction = await currentInteraction(request, reply);
        return interaction?.prompt.name === 'login' ? interaction : undefined;
      },
      expired: (reply) => problem(reply, 400),
      problem: (reply, status, text) =>
        html(reply, status, renderProblemPage({ ...text, homeUrl })),
      finish,
      html,
    };
    // Neither mode lists or offers the accounts already used here.
    const signInPage =
      options.mode === 'quick'
        ? registerQuickSignIn(scope, kit, accounts)
        : registerEmailCodeSignIn(scope, kit, { accounts, ...options.emailCodes });

    scope.get(`${EMBEDDED_MOUNT_PATH}/interaction/:uid`, async (request, reply) => {
      const interaction = await currentInteraction(request, reply);
      if (!interaction) return problem(reply, 400);
      if (interaction.prompt.name === 'consent') {
        return finish(request, reply, await consentFor(interaction));
      }
      if (interaction.prompt.name !== 'login') {
        return finish(request, reply, {
          error: 'interaction_required',
          error_description: `unsupported prompt ${interaction.prompt.name}`,
        });
      }
      return signInPage.showSignIn(reply, interaction);
    });

    scope.post(
      `${EMBEDDED_MOUNT_PATH}/interaction/:uid/abort`,
      { config: { rateLimit } },
      async (request, reply) => {
        const interaction = await currentInteraction(request, reply);
        if (!interaction) return problem(reply, 400);
        return finish(request, reply, {
          error: 'access_denied',
          error_description: 'The sign-in was cancelled.',
        });
      },
    );
  });
}
