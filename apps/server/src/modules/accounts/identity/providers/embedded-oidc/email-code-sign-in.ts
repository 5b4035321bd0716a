import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BaseLogger } from 'pino';
import { loggableError } from '../../../../../shared/loggable-error.ts';
import type { LocalAccounts } from './accounts.ts';
import { signInCodeEmail, type SignInMailer } from './code-email.ts';
import type { Interaction, InteractionKit } from './interaction-kit.ts';
import { EMBEDDED_MOUNT_PATH } from './provider.ts';
import { CODE_DIGITS, type SignInCodes } from './sign-in-codes.ts';
import { readCode, readSignInForm } from './sign-in-form.ts';
import { renderCodePage, renderSignInPage } from './sign-in-page.ts';

export interface EmailCodeSignInOptions {
  accounts: LocalAccounts;
  codes: SignInCodes;
  mailer: SignInMailer;
  logger: Pick<BaseLogger, 'warn' | 'error'>;
}

const TOO_MANY = {
  too_many_for_email:
    'Too many codes were sent to this address in the last hour. Use the last one, or try again later.',
  too_many_for_ip:
    'Too many codes were asked for from your network in the last hour. Try again later.',
} as const;

/**
 * EMBEDDED_SIGN_IN=email: the provider signs in whoever proves the address is theirs, with a
 * one-time code emailed to it — as Google would, without a password. POST …/login sends the code
 * and redirects to …/code (so a reload never sends another); POST …/verify checks it.
 */
export function registerEmailCodeSignIn(
  scope: FastifyInstance,
  kit: InteractionKit,
  options: EmailCodeSignInOptions,
): { showSignIn(reply: FastifyReply, interaction: Interaction): FastifyReply } {
  const { accounts, codes, mailer, logger } = options;
  const path = `${EMBEDDED_MOUNT_PATH}/interaction/:uid`;
  const post = { config: { rateLimit: kit.rateLimit } };

  const showSignIn = (
    reply: FastifyReply,
    interaction: Interaction,
    extra: { status?: number; error?: string; values?: { email: string; name: string } } = {},
  ) =>
    kit.html(
      reply,
      extra.status ?? 200,
      renderSignInPage({ mode: 'email', actionBase: kit.base(interaction.uid), ...extra }),
    );

  scope.post(`${path}/login`, post, async (request, reply) => {
    const interaction = await kit.loginInteraction(request, reply);
    if (!interaction) return kit.expired(reply);
    const form = readSignInForm(request.body);
    if (!form.ok) {
      return showSignIn(reply, interaction, {
        status: 400,
        error: form.error,
        values: form.values,
      });
    }
    const values = { email: form.email, name: form.name ?? '' };
    const issued = await codes.issue({
      interactionUid: interaction.uid,
      email: form.email,
      name: form.name,
      ip: request.ip,
    });
    if (!issued.ok) {
      return showSignIn(reply, interaction, {
        status: 429,
        error: TOO_MANY[issued.reason],
        values,
      });
    }
    try {
      await mailer.send(signInCodeEmail(form.email, issued.code));
    } catch (error) {
      logger.error({ err: loggableError(error) }, 'sign-in code: the email could not be sent');
      return showSignIn(reply, interaction, {
        status: 503,
        error: 'The email with your code could not be sent just now. Try again in a minute.',
        values,
      });
    }
    return reply.redirect(`${kit.base(interaction.uid)}/code`, 303);
  });

  const showCode = async (
    reply: FastifyReply,
    interaction: Interaction,
    extra: { status?: number; error?: string } = {},
  ) => {
    const pending = await codes.pending(interaction.uid);
    if (!pending) {
      return showSignIn(reply, interaction, {
        status: extra.status ?? 200,
        error: extra.error ?? 'That code has expired. Enter your email to get a new one.',
      });
    }
    return kit.html(
      reply,
      extra.status ?? 200,
      renderCodePage({
        actionBase: kit.base(interaction.uid),
        email: pending.email,
        name: pending.name ?? '',
        error: extra.error,
      }),
    );
  };

  scope.get(`${path}/code`, async (request, reply) => {
    const interaction = await kit.loginInteraction(request, reply);
    if (!interaction) return kit.expired(reply);
    return showCode(reply, interaction);
  });

  scope.post(`${path}/verify`, post, async (request, reply) => {
    const interaction = await kit.loginInteraction(request, reply);
    if (!interaction) return kit.expired(reply);
    const code = readCode(request.body, CODE_DIGITS);
    if (code === undefined) {
      return showCode(reply, interaction, {
        status: 400,
        error: `Enter the ${CODE_DIGITS}-digit code from the email.`,
      });
    }
    const result = await codes.verify(interaction.uid, code);
    if (!result.ok) {
      const error =
        result.reason === 'wrong'
          ? `That code isn’t right. ${result.attemptsLeft} ${result.attemptsLeft === 1 ? 'try' : 'tries'} left.`
          : 'That code has expired or was used too many times. Enter your email to get a new one.';
      return showCode(reply, interaction, { status: 400, error });
    }
    const account = await accounts.signIn(result.email, result.name);
    return kit.finish(request, reply, { login: { accountId: account.subject } });
  });

  return { showSignIn: (reply, interaction) => showSignIn(reply, interaction) };
}
