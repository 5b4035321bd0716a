// The admin commands (`npm run admin -- …`): invite codes, capacity, the waiting list,
// admitting from it, and the storefront's orders and print queue. Output goes through `out`,
// one line or block at a time.
import type { Db } from '../db/client.ts';
import {
  contactsOf,
  findUserArtists,
  type AdmittedReport,
  type OnboardingService,
  countAdmittedUsers,
  listWaitingUsers,
  formatInviteCode,
  createInviteCodes,
  getCapacity,
  listInvites,
  setCapacity,
} from '../modules/admission/index.ts';
import { showFulfilments, showOrders } from './commerce-commands.ts';
import { USAGE, type AdminCommand } from './parse-args.ts';
import { formatTable, formatTime } from './table.ts';

export interface AdminContext {
  db: Db;
  /** Needed by `admit` only (it queues designs); the others leave the job queue stopped. */
  onboarding: OnboardingService | null;
  configuredCapacity: number;
  publicUrl: string;
  out: (text: string) => void;
  /** Public URL of a stored file (print files in `fulfilments list`). */
  fileUrl?: (key: string) => string;
}

/** `admit` queues jobs and sends messages; the rest only read and write the database. */
export function needsJobQueue(command: AdminCommand): boolean {
  return command.name === 'admit';
}

async function showCapacity(context: AdminContext): Promise<void> {
  const { db, configuredCapacity, out } = context;
  const capacity = await getCapacity(db, configuredCapacity);
  const admitted = await countAdmittedUsers(db);
  const waiting = (await listWaitingUsers(db)).length;
  const source =
    capacity.source === 'stored'
      ? 'set with `capacity --set`'
      : 'from CAPACITY, or the default of 1000';
  out(`Capacity: ${capacity.value} admitted users (${source})`);
  out(
    `Admitted: ${admitted}  Free: ${Math.max(0, capacity.value - admitted)}  Waiting: ${waiting}`,
  );
}

async function showWaitlist({ db, out }: AdminContext): Promise<void> {
  const waiting = await listWaitingUsers(db);
  if (waiting.length === 0) {
    out('Nobody is waiting.');
    return;
  }
  const contacts = await contactsOf(db, waiting);
  const artists = await findUserArtists(
    db,
    waiting.map((user) => user.id),
  );
  const rows = waiting.map((user, index) => {
    const contact = contacts.get(user.id);
    return [
      String(index + 1),
      formatTime(user.waitingListJoinedAt),
      user.email ?? '—',
      artists.get(user.id)?.profile.artistName ?? '—',
      contact?.method ?? 'email',
      contact?.contact ?? '—',
    ];
  });
  out(formatTable(['#', 'JOINED', 'ACCOUNT', 'ARTIST', 'METHOD', 'CONTACT'], rows));
  out(`${waiting.length} waiting. Admit the first N with: npm run admin -- admit --next N`);
}

function describeAdmission(report: AdmittedReport): string {
  const who = `${report.email ?? report.userId}${report.artistName ? ` (${report.artistName})` : ''}`;
  const designs = report.designsQueued ? 'designs queued' : 'designs not queued (no artist)';
  const { notice } = report;
  const told = notice.sent
    ? `notified by ${notice.method} at ${notice.to} via ${notice.via}: ${notice.reference}`
    : `NOT notified by ${notice.method}: ${notice.reason}`;
  return `Admitted ${who}: ${designs}; ${told}`;
}

export async function runAdminCommand(command: AdminCommand, context: AdminContext) {
  const { db, out } = context;
  switch (command.name) {
    case 'help':
      out(USAGE);
      return;
    case 'invites-create': {
      const codes = await createInviteCodes(db, command.count);
      for (const code of codes) {
        const shown = formatInviteCode(code);
        out(`${shown}  ${context.publicUrl}/v2?invite=${shown}`);
      }
      return;
    }
    case 'invites-list': {
      const invites = await listInvites(db);
      if (invites.length === 0) {
        out('No invite codes yet. Create some with: npm run admin -- invites create --count N');
        return;
      }
      const rows = invites.map((invite) => [
        formatInviteCode(invite.code),
        formatTime(invite.createdAt),
        invite.usedAt === null ? 'unused' : `used ${formatTime(invite.usedAt)}`,
        invite.usedAt === null ? '' : (invite.usedByEmail ?? '(deleted account)'),
      ]);
      out(formatTable(['CODE', 'CREATED', 'STATUS', 'USED BY'], rows));
      const unused = invites.filter((invite) => invite.usedAt === null).length;
      out(`${invites.length} codes, ${unused} unused.`);
      return;
    }
    case 'waitlist':
      await showWaitlist(context);
      return;
    case 'admit': {
      if (!context.onboarding) throw new Error('admit needs the onboarding service');
      const reports = await context.onboarding.admitNext(command.count);
      if (reports.length === 0) out('Nobody is waiting.');
      for (const report of reports) out(describeAdmission(report));
      await showCapacity(context);
      return;
    }
    case 'fulfilments-list':
      await showFulfilments(context);
      return;
    case 'orders-list':
      await showOrders(context);
      return;
    case 'capacity':
      if (command.set !== null) {
        await setCapacity(db, command.set);
        out(`Capacity set to ${command.set}.`);
      }
      await showCapacity(context);
      return;
  }
}
