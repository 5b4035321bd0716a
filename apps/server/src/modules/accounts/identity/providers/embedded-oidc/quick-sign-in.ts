import type { FastifyInstance, FastifyReply } from 'fastify';
import type { LocalAccounts } from './accounts.ts';
import type { Interaction, InteractionKit } from './interaction-kit.ts';
import { EMBEDDED_MOUNT_PATH } from './provider.ts';
import { readSignInForm } from './sign-in-form.ts';
import { renderSignInPage } from './sign-in-page.ts';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127(\.\d{1,3}){3}$/.test(v4);
}

/**
 * EMBEDDED_SIGN_IN=quick: the email typed is signed in, with no proof. Only ever on a local
 * PUBLIC_URL (config-sign-in.ts refuses it elsewhere), for a newcomer's `npm start` — and only
 * for a browser on this machine: the server listens on every interface by default (HOST), and
 * another machine on the network must not sign in as anyone. The connection's own address is
 * checked, never X-Forwarded-For, which a client can write.
 */
export function registerQuickSignIn(
  scope: FastifyInstance,
  kit: InteractionKit,
  accounts: LocalAccounts,
): { showSignIn(reply: FastifyReply, interaction: Interaction): FastifyReply } {
  const fromAnotherMachine = (reply: FastifyReply) =>
    kit.problem(reply, 403, {
      title: 'This sign-in works only on this computer',
      message:
        'The quick sign-in asks for no proof, so it answers only browsers on the machine Encore runs on. To sign in from elsewhere, start Encore with EMBEDDED_SIGN_IN=email (a code sent by email) or with Google.',
    });

  const show = (
    reply: FastifyReply,
    interaction: Interaction,
    extra: { status?: number; error?: string; values?: { email: string; name: string } } = {},
  ) =>
    !isLoopback(reply.request.socket.remoteAddress)
      ? fromAnotherMachine(reply)
      : kit.html(
          reply,
          extra.status ?? 200,
          renderSignInPage({ mode: 'quick', actionBase: kit.base(interaction.uid), ...extra }),
        );

  scope.post(
    `${EMBEDDED_MOUNT_PATH}/interaction/:uid/login`,
    { config: { rateLimit: kit.rateLimit } },
    async (request, reply) => {
      if (!isLoopback(request.socket.remoteAddress)) return fromAnotherMachine(reply);
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
