import { pino } from 'pino';

/** A real pino logger that writes nothing; set TEST_LOG_LEVEL=debug to see what tests log. */
export const testLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
