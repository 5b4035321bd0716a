import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.ts';
import { redactPaths, requestSerializer } from './http/log-serializers.ts';

/** The one logger of a process: web server, workers and jobs share its redaction rules. */
export function createLogger(
  config: Pick<Config, 'logLevel'>,
  options: { process?: string; stream?: DestinationStream } = {},
): Logger {
  const pinoOptions = {
    level: config.logLevel,
    redact: redactPaths,
    serializers: { req: requestSerializer },
    ...(options.process ? { base: { process: options.process } } : {}),
  };
  return options.stream ? pino(pinoOptions, options.stream) : pino(pinoOptions);
}
