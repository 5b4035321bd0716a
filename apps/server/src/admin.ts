// `npm run admin -- <command>`: invite codes, capacity, the waiting list and admissions.
// Opens the database itself: on the embedded PGlite only while the server is stopped (PGlite
// belongs to one process), on PostgreSQL (DATABASE_URL) at any time.
import pino from 'pino';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { createJobQueue, type JobQueue } from './jobs/queue.ts';
import { createLogger } from './logger.ts';
import { needsJobQueue, runAdminCommand } from './admin/commands.ts';
import { parseAdminArgs, USAGE, UsageError, type AdminCommand } from './admin/parse-args.ts';
import { onboardingFromServices } from './modules/admission/index.ts';
import { createServices } from './composition.ts';
import { withFileLinks } from './storage/index.ts';

const out = (text: string) => process.stdout.write(`${text}\n`);
const fail = (text: string) => process.stderr.write(`${text}\n`);

function lockedMessage(config: Config): string {
  return (
    `The embedded database in ${config.dataDir} is in use: the Encore server is running.\n` +
    'Stop the server or use DATABASE_URL (on PostgreSQL, admin commands work while it runs).'
  );
}

async function run(command: AdminCommand, config: Config): Promise<number> {
  // Warnings and errors only, on stderr, so stdout stays the command's answer.
  const verbose = config.logLevel === 'debug' || config.logLevel === 'trace';
  const logger = createLogger(
    { logLevel: verbose ? config.logLevel : 'warn' },
    { process: 'admin', stream: pino.destination(2) },
  );
  let database: Database;
  try {
    database = await openDatabase({ ...config, poolSize: 2, logger });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      fail(lockedMessage(config));
      return 1;
    }
    throw error;
  }
  let queue: JobQueue | undefined;
  try {
    queue = createJobQueue(database, { logger });
    if (needsJobQueue(command)) await queue.start();
    const services = createServices({ config, database, queue, logger });
    // Print files for the operator to download: week-long signed links, as the printer gets.
    const printFiles = withFileLinks(
      services.storage,
      await services.fileLinks(),
      config.publicUrl,
      'fulfilment',
    );
    await runAdminCommand(command, {
      db: database.db,
      onboarding: needsJobQueue(command) ? onboardingFromServices(services) : null,
      configuredCapacity: config.defaultCapacity,
      publicUrl: config.publicUrl,
      out,
      fileUrl: (key) => printFiles.url(key),
    });
    return 0;
  } finally {
    await queue?.stop({ graceful: true, timeoutMs: 5_000 });
    await database.close();
  }
}

async function main(): Promise<number> {
  let command: AdminCommand;
  try {
    command = parseAdminArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    fail(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (command.name === 'help') {
    out(USAGE);
    return 0;
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    fail(error.message);
    return 1;
  }
  return run(command, config);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
