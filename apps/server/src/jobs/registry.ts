// Every job the server runs, each with the handler that works it. A job that is sent must be
// listed here, or nothing ever works its queue.
import {
  createGenerateDesignsHandler,
  generateDesignsJob,
  createRegenerateDesignsHandler,
  regenerateDesignsJob,
  createReplaceDesignHandler,
  replaceDesignJob,
} from '../modules/designs/index.ts';
import { createBuildStoreHandler, buildStoreJob } from '../modules/stores/index.ts';
import type { Services } from '../composition.ts';
import type { JobDefinition, JobHandler } from './define-job.ts';
import type { JobQueue } from './queue.ts';
import { createHeartbeatHandler, heartbeatJob } from './heartbeat.job.ts';

/** What handlers are built from: shared services, never request state. */
export type JobDependencies = Services;

export interface RegisteredJob {
  readonly definition: JobDefinition;
  subscribe(queue: JobQueue, deps: JobDependencies): Promise<void>;
}

export function registerJob<Definition extends JobDefinition>(
  definition: Definition,
  createHandler: (deps: JobDependencies) => JobHandler<Definition>,
): RegisteredJob {
  return {
    definition,
    subscribe: (queue, deps) => queue.work(definition, createHandler(deps)),
  };
}

export const registeredJobs: readonly RegisteredJob[] = [
  registerJob(heartbeatJob, createHeartbeatHandler),
  registerJob(generateDesignsJob, (deps) => createGenerateDesignsHandler(deps)),
  registerJob(regenerateDesignsJob, createRegenerateDesignsHandler),
  registerJob(replaceDesignJob, createReplaceDesignHandler),
  registerJob(buildStoreJob, (deps) => createBuildStoreHandler(deps)),
];

/** Subscribes this process to every registered job. The queue must be started. */
export async function startWorkers(
  queue: JobQueue,
  deps: JobDependencies,
  jobs: readonly RegisteredJob[] = registeredJobs,
): Promise<void> {
  for (const job of jobs) await job.subscribe(queue, deps);
  deps.logger.info({ jobs: jobs.map((job) => job.definition.queue) }, 'job workers started');
}
