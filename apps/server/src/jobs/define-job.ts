import type { BaseLogger, Bindings } from 'pino';
import type { z } from 'zod';

/** A job's payload schema: a JSON object (pg-boss stores it as jsonb), so no Dates or Maps. */
export type JobPayloadSchema = z.ZodType<Record<string, unknown>>;

export interface JobDefinition<Schema extends JobPayloadSchema = JobPayloadSchema> {
  /** Dotted, e.g. `designs.generate`. */
  readonly name: string;
  /**
   * Bump on a breaking payload change: each version is its own queue, so jobs already queued with
   * the old payload are still worked by the old definition while it stays registered.
   */
  readonly version: number;
  /** The queue pg-boss stores this job in: `<name>.v<version>`. */
  readonly queue: string;
  readonly payload: Schema;
  /** Retries after the first attempt fails. */
  readonly retryLimit: number;
  readonly retryDelaySeconds: number;
  /** Doubles the delay on each retry (with jitter). */
  readonly retryBackoff: boolean;
  /** An attempt running longer than this is failed (and retried). */
  readonly expireInSeconds: number;
}

export interface JobDefinitionInput<Schema extends JobPayloadSchema> {
  name: string;
  version?: number;
  payload: Schema;
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}

export type JobPayloadInput<Definition extends JobDefinition> = z.input<Definition['payload']>;
export type JobPayload<Definition extends JobDefinition> = z.output<Definition['payload']>;

export interface JobLogger extends Pick<BaseLogger, 'debug' | 'info' | 'warn' | 'error'> {
  child(bindings: Bindings): JobLogger;
}

export interface JobContext {
  readonly jobId: string;
  /** 1 on the first try, 2 on the first retry, … */
  readonly attempt: number;
  readonly logger: JobLogger;
}

/**
 * Works one job. Must be idempotent: key whatever it writes by something in the payload, so that
 * a retry, or a second worker picking the job up after a timeout, changes nothing already done.
 * Throwing fails the attempt; pg-boss retries it per the definition.
 */
export type JobHandler<Definition extends JobDefinition> = (
  payload: JobPayload<Definition>,
  context: JobContext,
) => Promise<void>;

const NAME_PATTERN = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

export function defineJob<Schema extends JobPayloadSchema>(
  input: JobDefinitionInput<Schema>,
): JobDefinition<Schema> {
  if (!NAME_PATTERN.test(input.name)) {
    throw new Error(
      `Job name "${input.name}" must be lower-case dotted words, e.g. designs.generate`,
    );
  }
  const version = input.version ?? 1;
  if (!Number.isInteger(version) || version < 1) {
    throw new Error(`Job ${input.name}: version must be a positive integer`);
  }
  return Object.freeze({
    name: input.name,
    version,
    queue: `${input.name}.v${version}`,
    payload: input.payload,
    retryLimit: input.retryLimit ?? 3,
    retryDelaySeconds: input.retryDelaySeconds ?? 30,
    retryBackoff: input.retryBackoff ?? true,
    expireInSeconds: input.expireInSeconds ?? 15 * 60,
  });
}
