import type { FastifyInstance, FastifyReply } from 'fastify';
import type { LocalAccounts } from './accounts.ts';
import type { Interaction, InteractionKit } from './interaction-kit.ts';
import { EMBEDDED_MOUNT_PATH } from './provider.ts';
import { readSignInForm } from './sign-in-form.ts';
import { renderSignInPage } from './sign-in-page.ts';

/**
 * EMBEDDED_SIGN_IN=quick: the email typed is signed in, with no proof. Only ever on a local
 * PUBLIC_URL (config-sign-in.ts refuses it elsewhere), for a newcomer's `npm start`.
 */
export function registerQuickSignIn(
  scope: FastifyInstance,
  kit: InteractionKit,
  accounts: LocalAccounts,
): { showSignIn(reply: FastifyReply, interaction: Interaction): FastifyReply } {
  const show = (
    reply: FastifyReply,
    interaction: Interaction,
    extra: { status?: number; error?: string; values?: { email: string; name: string } } = {},
  ) =>
    kit.html(
      reply,
      extra.status ?? 200,
      renderSignInPage({ mode: 'quick', actionBase: kit.base(interaction.uid), ...extra }),
    );

  scope.post(
    `${EMBEDDED_MOUNT_PATH}/interaction/:uid/login`,
    { config: { rateLimit: kit.rateLimit } },
    async (request, reply) => {
      const interaction = await kit.loginInteraction(request, reply);
      if (!interaction) return kit.expired(reply);
      const form = readSignInForm(request.body);
      if (!form.ok) {
        return show(reply, interaction, { status: 400, error: form.error, values: form.values });
      }
      const account = await accounts.signIn(form.email, form.name);
      return kit.finish(request, reply, { login: { accountId: account.subject } });
    },
  );

  return { showSignIn: (reply, interaction) => show(reply, interaction) };
}
