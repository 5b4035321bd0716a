// The admin commands on a real database, with people put on the waiting list over HTTP: the
// waiting list, admitting the first N (designs queued, notices in the outbox), invites, capacity.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '@encore/contracts';
import { useTestApp } from '../testing/use-test-app.ts';
import { onboardingFromServices } from '../modules/admission/index.ts';
import { admissionKit, artistIds, type AdmissionKit } from '../modules/admission/testing/index.ts';
import { runAdminCommand } from './commands.ts';
import { parseAdminArgs } from './parse-args.ts';

const server = useTestApp({}, { workers: false });
let kit: AdmissionKit;

beforeAll(async () => {
  kit = admissionKit(server);
});

async function admin(...argv: string[]): Promise<string> {
  const lines: string[] = [];
  await runAdminCommand(parseAdminArgs(argv), {
    db: server.database.db,
    onboarding: onboardingFromServices(server.services),
    configuredCapacity: server.config.defaultCapacity,
    publicUrl: server.config.publicUrl,
    out: (text) => lines.push(text),
  });
  return lines.join('\n');
}

async function outbox(): Promise<{ name: string; text: string }[]> {
  const dir = server.config.mail.outboxDir;
  const names = (await readdir(dir).catch(() => [])).sort();
  return Promise.all(
    names.map(async (name) => ({ name, text: await readFile(join(dir, name), 'utf8') })),
  );
}

async function joinWaitingList(name: string, index: number): Promise<TokenResponse> {
  const tokens = await kit.signIn(name);
  const result = await kit.submit(tokens, artistIds[index] ?? '');
  expect(result.userState).toBe('new');
  return tokens;
}

describe('npm run admin', () => {
  it('lists the waiting list and admits the first N in join order, notifying them', async () => {
    await admin('capacity', '--set', '0');
    const first = await joinWaitingList('First Waiting', 0);
    const second = await joinWaitingList('Second Waiting', 1);
    const third = await joinWaitingList('Third Waiting', 2);
    await server.call(
      'update-notification-preference',
      { userId: second.user.id, notificationMethod: 'phone', phoneNumber: '+44-07700-900123' },
      second.access_token,
    );

    const list = await admin('waitlist');
    const rows = list.split('\n').slice(1, 4);
    expect(rows[0]).toMatch(new RegExp(`^1 .*${first.user.email}.*email +${first.user.email}$`));
    expect(rows[1]).toMatch(/^2 .*phone +\+44-7700-900123$/);
    expect(rows[2]).toContain(third.user.email);
    expect(list).toContain('3 waiting.');

    const admitted = await admin('admit', '--next', '2');
    expect(admitted).toContain(`Admitted ${first.user.email}`);
    expect(admitted).toContain(`Admitted ${second.user.email}`);
    expect(admitted.indexOf(first.user.email ?? '?')).toBeLessThan(
      admitted.indexOf(second.user.email ?? '?'),
    );
    expect(admitted).toContain('Waiting: 1');

    for (const tokens of [first, second]) {
      expect(await kit.authUser(tokens)).toMatchObject({
        userState: 'onboarded',
        waitingListJoinedAt: null,
      });
      expect(await kit.designJobsOf(tokens.user.id)).toBe(1);
    }
    expect(await kit.authUser(third)).toMatchObject({ userState: 'new' });

    const messages = await outbox();
    expect(messages).toHaveLength(2);
    const email = messages.find((message) => message.name.endsWith('.eml'));
    expect(email?.text).toContain(`To: ${first.user.email}`);
    expect(email?.text).toContain('Subject: Your spot on Encore is ready');
    expect(email?.text).toContain(`${server.config.publicUrl}/v2`);
    const text = messages.find((message) => message.name.endsWith('.json'));
    expect(JSON.parse(text?.text ?? '{}')).toMatchObject({
      channel: 'whatsapp-or-sms',
      to: '+44-7700-900123',
      text: expect.stringContaining(`${server.config.publicUrl}/v2`),
    });

    expect(await admin('admit', '--next', '5')).toContain(`Admitted ${third.user.email}`);
    expect(await admin('admit', '--next', '1')).toContain('Nobody is waiting.');
    expect(await admin('waitlist')).toBe('Nobody is waiting.');
  });

  it('creates and lists invite codes', async () => {
    const created = (await admin('invites', 'create', '--count', '2')).split('\n');
    expect(created).toHaveLength(2);
    for (const line of created) {
      expect(line).toMatch(
        new RegExp(`^([0-9A-Z]{5}-[0-9A-Z]{5})  ${server.config.publicUrl}/v2\\?invite=\\1$`),
      );
    }
    const code = created[0]?.slice(0, 11) ?? '';
    const listed = await admin('invites', 'list');
    expect(listed).toContain(code);
    expect(listed).toContain('2 codes, 2 unused.');

    const tokens = await kit.signIn('Code User');
    await kit.submit(tokens, artistIds[3] ?? '', code);
    expect(await admin('invites', 'list')).toMatch(
      new RegExp(`${code} .* used .* ${tokens.user.email}`),
    );
  });

  it('shows and sets the capacity; the stored value wins over CAPACITY', async () => {
    expect(await admin('capacity', '--set', '7')).toMatch(
      /Capacity set to 7\.\nCapacity: 7 admitted users \(set with `capacity --set`\)\nAdmitted: \d+/,
    );
    expect(await admin('capacity')).toContain('Capacity: 7');
  });
});
