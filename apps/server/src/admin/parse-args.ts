// `npm run admin -- <command>`: the words after `--`, parsed into one command.

export type AdminCommand =
  | { name: 'help' }
  | { name: 'invites-create'; count: number }
  | { name: 'invites-list' }
  | { name: 'waitlist' }
  | { name: 'admit'; count: number }
  | { name: 'capacity'; set: number | null }
  | { name: 'fulfilments-list' }
  | { name: 'orders-list' };

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export const USAGE = `Usage: npm run admin -- <command>

  invites create [--count N]   create N invite codes (default 1) and print them
  invites list                 every invite code, used or not
  waitlist                     the waiting list in join order, with how to notify each person
  admit --next N               admit the first N people on the waiting list: their designs are
                               queued and they are notified by email or WhatsApp/SMS
  capacity [--set N]           show the capacity (admitted users), or set it
  fulfilments list             the print queue: paid orders' items with their print files
  orders list                  storefront orders, newest first
  help                         this text

On the embedded database (no DATABASE_URL) stop the server first; on PostgreSQL any time.`;

/** Reads `--name N` or `--name=N` as a whole number ≥ min; undefined when absent. */
function readNumber(args: readonly string[], name: string, min: number): number | undefined {
  const flag = `--${name}`;
  let raw: string | undefined;
  let found = false;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === flag) {
      found = true;
      raw = args[index + 1];
    } else if (arg.startsWith(`${flag}=`)) {
      found = true;
      raw = arg.slice(flag.length + 1);
    }
  }
  if (!found) return undefined;
  if (raw === undefined || !/^\d+$/.test(raw) || Number(raw) < min) {
    throw new UsageError(`${flag} needs a whole number${min > 0 ? ` of at least ${min}` : ''}`);
  }
  return Number(raw);
}

function rejectUnknown(args: readonly string[], allowed: readonly string[]): void {
  for (const arg of args) {
    if (!arg.startsWith('--')) continue;
    const name = arg.split('=', 1)[0] ?? arg;
    if (!allowed.includes(name)) throw new UsageError(`unknown option ${name}`);
  }
}

export function parseAdminArgs(argv: readonly string[]): AdminCommand {
  const [first, second] = argv;
  switch (first) {
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return { name: 'help' };
    case 'invites': {
      const options = argv.slice(2);
      if (second === 'create') {
        rejectUnknown(options, ['--count']);
        return { name: 'invites-create', count: readNumber(options, 'count', 1) ?? 1 };
      }
      if (second === 'list') {
        rejectUnknown(options, []);
        return { name: 'invites-list' };
      }
      throw new UsageError('invites needs create or list');
    }
    case 'waitlist':
      rejectUnknown(argv.slice(1), []);
      return { name: 'waitlist' };
    case 'admit': {
      const options = argv.slice(1);
      rejectUnknown(options, ['--next']);
      const count = readNumber(options, 'next', 1);
      if (count === undefined) throw new UsageError('admit needs --next N');
      return { name: 'admit', count };
    }
    case 'capacity': {
      const options = argv.slice(1);
      rejectUnknown(options, ['--set']);
      return { name: 'capacity', set: readNumber(options, 'set', 0) ?? null };
    }
    case 'fulfilments':
    case 'orders': {
      if (second !== 'list') throw new UsageError(`${first} needs list`);
      rejectUnknown(argv.slice(2), []);
      return { name: first === 'orders' ? 'orders-list' : 'fulfilments-list' };
    }
    default:
      throw new UsageError(`unknown command ${first}`);
  }
}
